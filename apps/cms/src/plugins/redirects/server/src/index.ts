/**
 * The redirects plugin (docs/decisions/0035, 0096): the check of every save of a redirect
 * (redirects.ts, a document service middleware registered from src/index.ts's list), its messages in
 * the admin's language (messages.ts) and the site's lookup rules it applies (redirect-rules.ts, copied
 * from packages/content by `npm run gen:model`). The content type stays `src/api/redirect` (its uid,
 * `api::redirect.redirect`, is the site's and the stored data's). No route, no admin page.
 */
export default {};
