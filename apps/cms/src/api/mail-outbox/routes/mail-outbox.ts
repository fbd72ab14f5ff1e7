/**
 * The mail outbox of the submissions (docs/decisions/0023): the site servers claim the e-mails that
 * are due and report how sending went. Content API routes: only the site server's API token, which
 * is granted these two actions (bootstrap/permissions.ts), may call them.
 */
export default {
  routes: [
    { method: 'POST', path: '/mail-outbox/claim', handler: 'mail-outbox.claim', config: { policies: [] } },
    { method: 'POST', path: '/mail-outbox/report', handler: 'mail-outbox.report', config: { policies: [] } },
  ],
};
