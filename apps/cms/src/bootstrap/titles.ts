import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { inAdminLanguage } from '../admin-language';

/**
 * One title, one truth (docs/decisions/0042). A blog post's or success case's title
 * (`tittle_es`, `tittle_en`) is entered once per language; the page's heading and browser title
 * follow it. The detail heading fields stay as deliberate overrides only: `Blog_detail.tittle_*` of a
 * post, `tittle_details_*` of a case ("Own post heading", "Own case heading" in the admin). A copy
 * equal to the title is no override: it is emptied on every save (and, once, in the stored entries),
 * so a filled override is always a real difference, visible as such in the admin and in the data.
 *
 * Publishing requires the title in both languages, and a post's body in both languages: a publish
 * without them is refused with a message in the editor's admin language (both when they never chose one).
 */

const BLOG = 'api::blog-card.blog-card';
const CASE = 'api::success-case-card.success-case-card';
const LANGS = ['es', 'en'] as const;
type Lang = (typeof LANGS)[number];
type Row = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Empties the override fields of `data` that only repeat the title (`data` may be partial: the stored title fills in). */
function dropCopies(uid: string, data: Row, stored: Row | null): void {
  for (const lang of LANGS) {
    const title = text(data[`tittle_${lang}`] ?? stored?.[`tittle_${lang}`]);
    if (!title) continue;
    if (uid === CASE && text(data[`tittle_details_${lang}`]) === title) data[`tittle_details_${lang}`] = null;
    const detail = data.Blog_detail;
    if (uid === BLOG && detail && typeof detail === 'object' && text((detail as Row)[`tittle_${lang}`]) === title)
      (detail as Row)[`tittle_${lang}`] = null;
  }
}

const MISSING: Record<Lang, Record<string, string>> = {
  es: {
    tittle_es: 'el título en español',
    tittle_en: 'el título en inglés',
    paragraph_es: 'el cuerpo del artículo en español',
    paragraphs_en: 'el cuerpo del artículo en inglés',
  },
  en: {
    tittle_es: 'the Spanish title',
    tittle_en: 'the English title',
    paragraph_es: 'the Spanish post body',
    paragraphs_en: 'the English post body',
  },
};

/** The required fields a draft lacks to be published: the title per language, and a post's body per language. */
function missingOnPublish(uid: string, draft: Row): string[] {
  const missing = LANGS.filter((l) => !text(draft[`tittle_${l}`])).map((l) => `tittle_${l}`);
  if (uid === BLOG) {
    const detail = (draft.Blog_detail ?? {}) as Row;
    for (const body of ['paragraph_es', 'paragraphs_en']) if (!text(detail[body])) missing.push(body);
  }
  return missing;
}

/** The refusal's message in the admin language of the editor who published (Spanish by default). */
function refusal(missing: string[], lang: Lang): string {
  const list = missing.map((f) => MISSING[lang][f] ?? f);
  const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${list.at(-1)}` : (list[0] ?? '');
  return lang === 'es' ? `No se puede publicar: falta ${joined}.` : `Cannot publish: ${joined} ${list.length > 1 ? 'are' : 'is'} missing.`;
}

/** The refusal in the editor's chosen admin language; in both (Spanish first) when they never chose one. */
function refusalFor(strapi: Core.Strapi, missing: string[]): string {
  return inAdminLanguage(strapi, (lang) => refusal(missing, lang));
}

async function draftOf(strapi: Core.Strapi, uid: typeof BLOG | typeof CASE, documentId: string): Promise<Row | null> {
  return (await strapi.db.query(uid).findOne({
    where: { documentId, publishedAt: null },
    ...(uid === BLOG ? { populate: { Blog_detail: true } } : {}),
  })) as Row | null;
}

/** Registers the document service middleware (register phase). */
export function keepOneTitle(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const uid = context.uid as string;
    if ((uid !== BLOG && uid !== CASE) || !['create', 'update', 'publish'].includes(context.action)) return next();
    const params = context.params as { documentId?: string; data?: Row; status?: string };
    const documentId = params.documentId ?? null;
    if ((context.action === 'create' || context.action === 'update') && params.data && typeof params.data === 'object') {
      const stored = documentId ? await draftOf(strapi, uid, documentId) : null;
      dropCopies(uid, params.data, stored);
      // Saved straight as published (the content API, the seed): the same rule as a publish.
      if (params.status === 'published') {
        const merged = { ...stored, ...params.data };
        const missing = missingOnPublish(uid, merged);
        if (missing.length) throw new errors.ValidationError(refusalFor(strapi, missing));
      }
    }
    if (context.action === 'publish' && documentId) {
      const draft = await draftOf(strapi, uid, documentId);
      const missing = draft ? missingOnPublish(uid, draft) : [];
      if (missing.length) {
        const message = refusalFor(strapi, missing);
        throw new errors.ValidationError(message, { errors: missing.map((field) => ({ path: [field], message })) });
      }
    }
    return next();
  });
}

/** Once per start: empties the stored overrides that only repeat the title (entries saved before this rule). */
export async function dropStoredCopies(strapi: Core.Strapi): Promise<void> {
  let cleared = 0;
  const posts = (await strapi.db.query(BLOG).findMany({
    select: ['id', 'tittle_es', 'tittle_en'],
    populate: { Blog_detail: { select: ['id', 'tittle_es', 'tittle_en'] } },
  })) as Row[];
  for (const post of posts) {
    const detail = post.Blog_detail as Row | null;
    if (!detail) continue;
    const data: Row = {};
    for (const lang of LANGS) {
      if (text(post[`tittle_${lang}`]) && text(detail[`tittle_${lang}`]) === text(post[`tittle_${lang}`])) data[`tittle_${lang}`] = null;
    }
    if (Object.keys(data).length) {
      await strapi.db.query('blog.detail' as Parameters<Core.Strapi['db']['query']>[0]).update({ where: { id: detail.id }, data });
      cleared++;
    }
  }
  const cases = (await strapi.db
    .query(CASE)
    .findMany({ select: ['id', 'tittle_es', 'tittle_en', 'tittle_details_es', 'tittle_details_en'] })) as Row[];
  for (const c of cases) {
    const data: Row = {};
    for (const lang of LANGS) {
      if (text(c[`tittle_${lang}`]) && text(c[`tittle_details_${lang}`]) === text(c[`tittle_${lang}`]))
        data[`tittle_details_${lang}`] = null;
    }
    if (Object.keys(data).length) {
      await strapi.db.query(CASE).update({ where: { id: c.id }, data });
      cleared++;
    }
  }
  if (cleared) strapi.log.info(`[titles] emptied ${cleared} heading override(s) that only repeated the title`);
}
