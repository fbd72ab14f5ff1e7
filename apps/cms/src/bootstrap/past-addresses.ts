import type { Core } from '@strapi/strapi';

/**
 * Old addresses keep working (docs/decisions/0015). The site addresses blog posts and
 * success cases by documentId; before, it used the numeric id, which Strapi 5 changes at every
 * publish (the published row is replaced). Every numeric id a published version ever had is kept
 * here, in the `past-address` collection, so the site can answer such an address with a 301 to the
 * document's current one:
 *  - a document service middleware records the published version's id after every create, update,
 *    publish (and before it, the id being replaced);
 *  - at every start, the ids of the versions published now (the seed, content from before this
 *    existed) are recorded too.
 */
const TRACKED = {
  'api::blog-card.blog-card': 'blog-card',
  'api::success-case-card.success-case-card': 'success-case-card',
} as const;
type TrackedUid = keyof typeof TRACKED;
const PAST = 'api::past-address.past-address';

const isTracked = (uid: string): uid is TrackedUid => uid in TRACKED;

async function publishedId(strapi: Core.Strapi, uid: TrackedUid, documentId: string): Promise<number | null> {
  const row = (await strapi.db.query(uid).findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['id'] })) as {
    id: number;
  } | null;
  return row?.id ?? null;
}

/** Records that `id` was an address of the document (once per id). */
async function recordPastAddress(strapi: Core.Strapi, uid: TrackedUid, id: number, documentId: string): Promise<void> {
  const entryType = TRACKED[uid];
  const existing = (await strapi.db.query(PAST).findOne({ where: { entry_type: entryType, old_id: id } })) as {
    target_document: string;
  } | null;
  if (existing?.target_document === documentId) return;
  if (existing) {
    await strapi.db.query(PAST).update({ where: { entry_type: entryType, old_id: id }, data: { target_document: documentId } });
    return;
  }
  await strapi.documents(PAST).create({ data: { entry_type: entryType, old_id: id, target_document: documentId } });
}

/**
 * Records that `slug` was the published document's slug in `lang` (docs/decisions/0031): the site
 * sends that address on to the current one. One record per (type, language, slug): a slug another
 * document had before is sent to the latest.
 */
export async function recordPastSlug(
  strapi: Core.Strapi,
  uid: TrackedUid,
  lang: 'es' | 'en',
  slug: string,
  documentId: string,
): Promise<void> {
  const where = { entry_type: TRACKED[uid], lang, old_slug: slug };
  const existing = (await strapi.db.query(PAST).findOne({ where })) as { target_document: string } | null;
  if (existing?.target_document === documentId) return;
  if (existing) {
    await strapi.db.query(PAST).update({ where, data: { target_document: documentId } });
    return;
  }
  await strapi.documents(PAST).create({ data: { ...where, target_document: documentId } });
}

/** Registers the middleware (src/index.ts register). */
export function trackPastAddresses(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!isTracked(context.uid) || !['create', 'update', 'publish'].includes(context.action)) return next();
    const uid = context.uid;
    const params = context.params as { documentId?: string };
    const before = params.documentId ? await publishedId(strapi, uid, params.documentId) : null;
    const result = await next();
    const documentId =
      params.documentId ??
      (result && typeof result === 'object' && 'documentId' in result ? String((result as { documentId: unknown }).documentId) : '');
    if (!documentId) return result;
    try {
      if (before) await recordPastAddress(strapi, uid, before, documentId);
      const after = await publishedId(strapi, uid, documentId);
      if (after) await recordPastAddress(strapi, uid, after, documentId);
    } catch (error) {
      // The edit itself succeeded; a missing record only costs an old address its redirect.
      strapi.log.error(`[past-addresses] ${uid} ${documentId}: ${String(error)}`);
    }
    return result;
  });
}

/** Records the ids of every version published now (bootstrap, after the seed). */
export async function recordPublishedAddresses(strapi: Core.Strapi): Promise<void> {
  for (const uid of Object.keys(TRACKED) as TrackedUid[]) {
    const rows = (await strapi.db
      .query(uid)
      .findMany({ where: { publishedAt: { $notNull: true } }, select: ['id', 'documentId'] })) as Array<{
      id: number;
      documentId: string;
    }>;
    const known = new Set(
      (
        (await strapi.db.query(PAST).findMany({ where: { entry_type: TRACKED[uid] }, select: ['old_id'] })) as Array<{ old_id: number }>
      ).map((r) => r.old_id),
    );
    for (const row of rows) if (!known.has(row.id)) await recordPastAddress(strapi, uid, row.id, row.documentId);
  }
}
