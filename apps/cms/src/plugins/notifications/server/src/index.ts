/**
 * The notifications plugin (docs/decisions/0092, 0096): the CMS's notices to the firm's users
 * (notify.ts: an assignment, a visitor waiting), composed in each recipient's admin language with the
 * product's e-mail look (mail-html.ts, copied from packages/content by `npm run gen:model`) and stored
 * as `api::notification.notification` for the mail outbox. The content type stays `src/api/notification`
 * and the site servers' outbox routes `src/api/mail-outbox` (their token holds those actions). No
 * route, no start-up, no admin page of its own.
 */
export default {};
