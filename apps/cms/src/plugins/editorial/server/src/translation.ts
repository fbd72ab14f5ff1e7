import type { Core, Struct, UID } from '@strapi/strapi';
import { componentSchema, contentTypeSchema, contentTypeSchemas } from '../../../../strapi-helpers';
import { translationGaps, translationMissing } from '../../../../translation-status';

/**
 * Translation status (docs/decisions/0043): every content type with bilingual fields has
 * `translation_missing` (`none`, `es`, `en`, `both`: the language with empty fields its counterpart
 * fills, translation-status.ts). A document service middleware (registered in src/index.ts register)
 * recomputes it from the saved draft, components included, after each create, update, clone and
 * discarded draft; at start, entries without one get it. Written with a plain update of the
 * document's rows (draft and published) through the query engine, so it neither marks the draft as
 * modified nor fires a content event. The admin shows it as a list column and reads the gaps live from the form.
 */

type Populate = true | { populate: Record<string, Populate> };

const ACTIONS = new Set(['create', 'update', 'clone', 'discardDraft']);

/** The types with the status field. */
export function trackedTypes(strapi: Core.Strapi): Struct.ContentTypeSchema[] {
  return Object.values(contentTypeSchemas(strapi)).filter((m) => m.uid.startsWith('api::') && 'translation_missing' in m.attributes);
}

/** Every component, nested, and media of a schema (relations are not the entry's text). */
function populateOf(strapi: Core.Strapi, attributes: Struct.ContentTypeSchema['attributes']): Record<string, Populate> {
  const out: Record<string, Populate> = {};
  for (const [name, a] of Object.entries(attributes)) {
    if (a.type === 'media') out[name] = true;
    else if (a.type === 'component') {
      const c = componentSchema(strapi, a.component);
      const inner = c ? populateOf(strapi, c.attributes) : {};
      out[name] = Object.keys(inner).length ? { populate: inner } : true;
    }
  }
  return out;
}

/** Recomputes and stores one document's status; returns it. */
async function refreshTranslationStatus(strapi: Core.Strapi, uid: string, documentId: string): Promise<string | null> {
  const model = contentTypeSchema(strapi, uid);
  if (!model?.collectionName || !('translation_missing' in model.attributes)) return null;
  const draft = await strapi.documents(uid as UID.ContentType).findOne({
    documentId,
    status: 'draft',
    populate: populateOf(strapi, model.attributes) as never,
  });
  if (!draft) return null;
  const status = translationMissing(translationGaps(draft));
  // The query engine (not raw knex): inside the caller's transaction (a seed, a bulk action), and an
  // updateMany with one object leaves updatedAt as it is.
  await strapi.db.query(uid as UID.ContentType).updateMany({ where: { documentId }, data: { translation_missing: status } });
  return status;
}

const documentIdOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && typeof (value as { documentId?: unknown }).documentId === 'string'
    ? (value as { documentId: string }).documentId
    : null;

/** Registers the middleware (src/index.ts register). */
export function trackTranslationStatus(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (!ACTIONS.has(context.action)) return result;
    const model = contentTypeSchema(strapi, context.uid);
    if (!model || !('translation_missing' in model.attributes)) return result;
    const documentId = documentIdOf(result) ?? (context.params as { documentId?: string }).documentId ?? null;
    if (!documentId) return result;
    try {
      const status = await refreshTranslationStatus(strapi, context.uid, documentId);
      // The answer shows the stored status (the admin's form reads it back).
      if (status && typeof result === 'object' && result !== null) (result as Record<string, unknown>).translation_missing = status;
    } catch (error) {
      // The edit itself succeeded; the status is only the admin's hint.
      strapi.log.error(`[translation] ${context.uid} ${documentId}: ${String(error)}`);
    }
    return result;
  });
}

/** At start: entries without a status (content from before it existed) get one. */
export async function fillTranslationStatus(strapi: Core.Strapi): Promise<void> {
  for (const model of trackedTypes(strapi)) {
    if (!model.collectionName || !model.uid) continue;
    const rows = (await strapi.db.connection(model.collectionName).distinct('document_id').whereNull('translation_missing')) as Array<{
      document_id: string;
    }>;
    for (const row of rows) await refreshTranslationStatus(strapi, model.uid, row.document_id);
  }
}
