/**
 * The editorial plugin (docs/decisions/0043, 0078, 0096): scheduled publishing (in Strapi's cron), the
 * translation status kept on every save, the list views' schedule and translation columns, and the
 * admin's panel and publish check (admin/src, registered by src/admin/app.tsx). It declares no route:
 * its start-ups come in src/index.ts's list, after the content and the field labels they build on.
 */
export default {};
