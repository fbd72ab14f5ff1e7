import type { Core } from '@strapi/strapi';
import { SLUG_SOURCES, slugBase, titleSlug, uniqueSlug } from '../slugs';
import { recordPastSlug } from './past-addresses';

/**
 * Readable addresses (docs/decisions/0031, 0032). Blog posts and success cases have a slug per
 * language, `slug_es` and `slug_en`, kept here by a document service middleware (registered in
 * src/index.ts register, like past-addresses.ts):
 *  - on create and update, an empty slug is made from that language's title (the other language's
 *    when that one is empty too; `entrada`/`entry` when both are), a slug the editor wrote is
 *    normalised (slugify), and either is made unique per language among the entries of the type
 *    (`-2`, `-3`…);
 *  - a slug still derived from the title follows it when the title changes; one the editor wrote stays;
 *  - when the published version's slug changes (at publish, or an update of a published entry), the
 *    old one is recorded in `past-address`, so the site answers it with a 301 to the current one;
 *  - at every start, entries without slugs (content from before they existed) get them.
 */

type SluggedUid = keyof typeof SLUG_SOURCES;
const LANGS = ['es', 'en'] as const;
type Lang = (typeof LANGS)[number];
type Row = Record<string, unknown> & { id: number; documentId: string; publishedAt: string | null };

const isSlugged = (uid: string): uid is SluggedUid => uid in SLUG_SOURCES;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The slugs in `lang` of every entry of the type but `documentId` (its draft and published versions share theirs). */
async function takenSlugs(strapi: Core.Strapi, uid: SluggedUid, lang: Lang, documentId: string | null): Promise<Set<string>> {
  const field = `slug_${lang}`;
  const rows = (await strapi.db.query(uid).findMany({
    where: { [field]: { $notNull: true }, ...(documentId ? { documentId: { $ne: documentId } } : {}) },
    select: [field],
  })) as Array<Record<string, unknown>>;
  return new Set(rows.map((r) => text(r[field])).filter(Boolean));
}

/** The version of the document an update changes: its draft (or its only version). */
async function editedVersion(strapi: Core.Strapi, uid: SluggedUid, documentId: string): Promise<Row | null> {
  const rows = (await strapi.db.query(uid).findMany({ where: { documentId }, orderBy: { id: 'asc' } })) as Row[];
  return rows.find((r) => r.publishedAt === null) ?? rows[0] ?? null;
}

/** The published version's slugs (none when not published). */
async function publishedSlugs(strapi: Core.Strapi, uid: SluggedUid, documentId: string): Promise<Partial<Record<Lang, string>>> {
  const row = (await strapi.db.query(uid).findOne({
    where: { documentId, publishedAt: { $notNull: true } },
    select: ['slug_es', 'slug_en'],
  })) as Record<string, unknown> | null;
  return { es: text(row?.slug_es) || undefined, en: text(row?.slug_en) || undefined };
}

/** Sets `data.slug_es` and `data.slug_en` of a create or update before Strapi writes it. */
async function fillSlugs(strapi: Core.Strapi, uid: SluggedUid, documentId: string | null, data: Record<string, unknown>): Promise<void> {
  const stored = documentId ? await editedVersion(strapi, uid, documentId) : null;
  for (const lang of LANGS) {
    const base = slugBase(SLUG_SOURCES[uid], lang, data, stored);
    if (base !== null) data[`slug_${lang}`] = uniqueSlug(base, await takenSlugs(strapi, uid, lang, documentId));
  }
}

/**
 * Gives the versions of a document without a slug, or with another document's, a unique one (made
 * from the published version's titles: the address is the published version's).
 */
async function repairDocument(strapi: Core.Strapi, uid: SluggedUid, documentId: string): Promise<void> {
  const rows = (await strapi.db.query(uid).findMany({ where: { documentId }, orderBy: { id: 'asc' } })) as Row[];
  const main = rows.find((r) => r.publishedAt !== null) ?? rows[0];
  if (!main) return;
  const patches = new Map<number, Record<string, string>>();
  for (const lang of LANGS) {
    const key = `slug_${lang}`;
    const taken = await takenSlugs(strapi, uid, lang, documentId);
    const current = text(main[key]);
    const slug = current && !taken.has(current) ? current : uniqueSlug(titleSlug(SLUG_SOURCES[uid], main, lang), taken);
    for (const row of rows) {
      const mine = text(row[key]);
      if (!mine || (mine !== slug && taken.has(mine))) patches.set(row.id, { ...patches.get(row.id), [key]: slug });
    }
  }
  for (const [id, data] of patches) await strapi.db.query(uid).update({ where: { id }, data });
}

const documentIdOf = (result: unknown): string =>
  result && typeof result === 'object' && 'documentId' in result ? String((result as { documentId: unknown }).documentId) : '';

/** Registers the middleware (src/index.ts register). */
export function keepSlugs(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!isSlugged(context.uid) || !['create', 'update', 'publish', 'clone'].includes(context.action)) return next();
    const uid = context.uid;
    const params = context.params as { documentId?: string; data?: unknown };
    const documentId = params.documentId ?? null;
    if ((context.action === 'create' || context.action === 'update') && params.data && typeof params.data === 'object') {
      await fillSlugs(strapi, uid, context.action === 'update' ? documentId : null, params.data as Record<string, unknown>);
    }
    const before = documentId && context.action !== 'clone' ? await publishedSlugs(strapi, uid, documentId) : {};
    const result = await next();
    try {
      if (context.action === 'clone') {
        // A copy has its original's slugs: it gets its own.
        const copy = documentIdOf(result);
        if (copy) await repairDocument(strapi, uid, copy);
        return result;
      }
      if (!documentId) return result;
      const after = await publishedSlugs(strapi, uid, documentId);
      for (const lang of LANGS) {
        const old = before[lang];
        if (old && after[lang] && old !== after[lang]) await recordPastSlug(strapi, uid, lang, old, documentId);
      }
    } catch (error) {
      // The edit itself succeeded; a missing record only costs an old slug its redirect.
      strapi.log.error(`[slugs] ${uid} ${documentId ?? ''}: ${String(error)}`);
    }
    return result;
  });
}

/** Gives slugs to the entries that have none (bootstrap, after the seed: content from before slugs). */
export async function fillMissingSlugs(strapi: Core.Strapi): Promise<void> {
  for (const uid of Object.keys(SLUG_SOURCES) as SluggedUid[]) {
    const rows = (await strapi.db.query(uid).findMany({
      where: { $or: [{ slug_es: { $null: true } }, { slug_en: { $null: true } }, { slug_es: '' }, { slug_en: '' }] },
      select: ['documentId'],
      orderBy: { id: 'asc' },
    })) as Array<{ documentId: string }>;
    for (const documentId of new Set(rows.map((r) => r.documentId))) await repairDocument(strapi, uid, documentId);
  }
}
