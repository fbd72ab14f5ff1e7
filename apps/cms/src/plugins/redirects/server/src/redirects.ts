import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PREVIEW_PATHS } from '../../../../preview-paths';
import { inAdminLanguage } from '../../../../admin-language';
import { redirectMessage } from './messages';
import { checkRedirect, type RedirectFields } from './redirect-rules';

/**
 * The editors' redirects (docs/decisions/0035), checked on every save so that what the site servers
 * apply is always a table of single hops: `redirect-rules.ts` (the site's own lookup rules) refuses a
 * path the site answers itself, a duplicate, a loop and a chain, and normalises `from_path`. A refusal
 * is a ValidationError: the admin shows its message beside the form.
 */

const UID = 'api::redirect.redirect';
/** The site's page paths (the content model's preview paths without the detail pages). */
const PAGE_PATHS = Object.values(PREVIEW_PATHS).filter((p) => !p.includes('{'));

/** Every other redirect document's latest values (its draft: what may be published next). */
async function otherRedirects(strapi: Core.Strapi, documentId: string | null): Promise<RedirectFields[]> {
  const rows = (await strapi.db.query(UID).findMany({ select: ['documentId', 'from_path', 'to', 'publishedAt'] })) as Array<
    RedirectFields & { documentId: string; publishedAt: string | null }
  >;
  const latest = new Map<string, RedirectFields>();
  for (const row of rows) {
    if (row.documentId !== documentId && (!latest.has(row.documentId) || !row.publishedAt)) latest.set(row.documentId, row);
  }
  return [...latest.values()];
}

async function draftOf(strapi: Core.Strapi, documentId: string | null): Promise<RedirectFields | null> {
  if (!documentId) return null;
  return (await strapi.db
    .query(UID)
    .findOne({ where: { documentId, publishedAt: null }, select: ['from_path', 'to'] })) as RedirectFields | null;
}

/** Registers the check on create, update and publish of a redirect (a document service middleware). */
export function checkRedirects(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || !['create', 'update', 'publish'].includes(context.action)) return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const documentId = params.documentId ?? null;
    const saved = await draftOf(strapi, documentId);
    // Publishing checks the draft as saved again (another redirect may have changed since).
    const data =
      context.action === 'publish' ? saved : { from_path: params.data?.from_path ?? saved?.from_path, to: params.data?.to ?? saved?.to };
    if (!data) return next();
    const checked = checkRedirect(data, await otherRedirects(strapi, documentId), PAGE_PATHS);
    if (!checked.ok) {
      // In the admin user's language (docs/decisions/0090).
      const message = inAdminLanguage(strapi, (lang) => redirectMessage(checked.message, lang));
      throw new errors.ValidationError(message, { errors: [{ path: [checked.field], message }] });
    }
    if (context.action !== 'publish' && params.data) Object.assign(params.data, { from_path: checked.from_path, to: checked.to });
    return next();
  });
}
