import type { Core } from '@strapi/strapi';
import { componentSchema, contentTypeSchema } from '../strapi-helpers';
import { errors } from '@strapi/utils';
import { type AltLang, missingAltLanguages } from '../image-alt';

/**
 * Publishing asks for the alternative text of every image of the entry (docs/decisions/0044): an
 * entry (page, post, case, card, footer…) whose image has no alternative text, or one per language
 * with a language left empty, is refused on publish, with a message in Spanish and English naming
 * the image and the field. The text is written in the media library (`es: … | en: …`, one text for
 * both, or `decorative`). Saving a draft is never refused.
 */

interface Attribute {
  type: string;
  component?: string;
  components?: string[];
}
type Attributes = Record<string, Attribute>;
type Populate = true | { populate: Record<string, Populate> } | { on: Record<string, { populate: Record<string, Populate> }> };

/** The populate tree of an entry's media fields, through its components and dynamic zones. */
function mediaPopulate(strapi: Core.Strapi, attributes: Attributes, depth = 0): Record<string, Populate> {
  const out: Record<string, Populate> = {};
  if (depth > 6) return out;
  const componentTree = (uid: string) => {
    const component = componentSchema(strapi, uid);
    return component ? mediaPopulate(strapi, component.attributes, depth + 1) : {};
  };
  for (const [name, a] of Object.entries(attributes)) {
    if (a.type === 'media') out[name] = true;
    else if (a.type === 'component' && a.component) {
      const inner = componentTree(a.component);
      if (Object.keys(inner).length) out[name] = { populate: inner };
    } else if (a.type === 'dynamiczone' && a.components) {
      const on: Record<string, { populate: Record<string, Populate> }> = {};
      for (const uid of a.components) {
        const inner = componentTree(uid);
        if (Object.keys(inner).length) on[uid] = { populate: inner };
      }
      if (Object.keys(on).length) out[name] = { on };
    }
  }
  return out;
}

interface MissingAlt {
  field: string;
  name: string;
  languages: AltLang[];
}

/** Every image (a media value whose type is image/*) of an entry that lacks its alternative text. */
function imagesWithoutAlt(value: unknown, path = ''): MissingAlt[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => imagesWithoutAlt(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.mime === 'string' && typeof record.url === 'string') {
    if (!record.mime.startsWith('image/')) return [];
    const languages = missingAltLanguages(typeof record.alternativeText === 'string' ? record.alternativeText : null);
    return languages.length ? [{ field: path.replace(/^\./, ''), name: String(record.name ?? record.url), languages }] : [];
  }
  return Object.entries(record).flatMap(([k, v]) => (k === 'formats' ? [] : imagesWithoutAlt(v, `${path}.${k}`)));
}

const LANG_NAMES: Record<AltLang, { es: string; en: string }> = {
  es: { es: 'español', en: 'Spanish' },
  en: { es: 'inglés', en: 'English' },
};

/** The refusal, in Spanish then English (the admin shows it as one notice). */
function missingAltMessage(missing: MissingAlt[]): string {
  const shown = missing.slice(0, 3);
  const more = missing.length - shown.length;
  const es = shown
    .map((m) => `«${m.name}» (campo ${m.field}): falta el texto alternativo en ${m.languages.map((l) => LANG_NAMES[l].es).join(' y ')}`)
    .join('; ');
  const en = shown
    .map((m) => `"${m.name}" (field ${m.field}): no ${m.languages.map((l) => LANG_NAMES[l].en).join(' or ')} alternative text`)
    .join('; ');
  return (
    `No se puede publicar: ${es}${more > 0 ? ` y ${more} imagen(es) más` : ''}. Escríbalo en la Biblioteca de medios, en «Texto alternativo», como «es: texto | en: text», o escriba «decorativa» si la imagen no aporta información. ` +
    `— Cannot publish: ${en}${more > 0 ? ` and ${more} more image(s)` : ''}. Write it in the Media Library's "Alternative text" as "es: texto | en: text", or "decorative" if the image carries no information.`
  );
}

export function requireImageAlt(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'publish' || !context.uid.startsWith('api::')) return next();
    const params = context.params as { documentId?: string; locale?: string };
    const contentType = contentTypeSchema(strapi, context.uid);
    const populate = contentType ? mediaPopulate(strapi, contentType.attributes) : {};
    if (!params.documentId || Object.keys(populate).length === 0) return next();
    const draft = await strapi.documents(context.uid as Parameters<Core.Strapi['documents']>[0]).findOne({
      documentId: params.documentId,
      status: 'draft',
      populate: populate as never,
    });
    const missing = imagesWithoutAlt(draft);
    if (missing.length) {
      const message = missingAltMessage(missing);
      throw new errors.ValidationError(message, {
        errors: missing.map((m) => ({ path: m.field.split(/[.[\]]+/).filter(Boolean), message })),
      });
    }
    return next();
  });
}
