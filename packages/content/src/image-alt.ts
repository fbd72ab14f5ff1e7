/**
 * Alternative text per language, and the WebP variants of uploaded photos (docs/decisions/0044).
 * One source for the CMS (which refuses to publish an image without it; `npm run gen:model` copies
 * this file into `apps/cms/src/image-alt.ts`, because the CMS imports no workspace package) and the
 * site (which renders the language's text). Imports nothing.
 *
 * The media library has one "Alternative text" per file. It holds:
 * - `es: Texto en español | en: Text in English` — one text per language (either order);
 * - `decorative` (or `decorativa`) — the image says nothing the page does not: `alt=""`;
 * - any other text — one text for both languages (a name, a logo; and the seed's texts).
 */

export type AltLang = 'es' | 'en';

type ParsedAlt =
  | { kind: 'missing' }
  | { kind: 'decorative' }
  | { kind: 'same'; text: string }
  | { kind: 'per-language'; es: string; en: string };

const DECORATIVE = /^\s*(decorative|decorativa|decorativo)\s*$/i;
const TAGGED = /^\s*(es|en)\s*:/i;

/** What an alternative text says: missing, decorative, one text for both, or one per language. */
export function parseAlt(value: string | null | undefined): ParsedAlt {
  const text = (value ?? '').trim();
  if (!text) return { kind: 'missing' };
  if (DECORATIVE.test(text)) return { kind: 'decorative' };
  if (!TAGGED.test(text)) return { kind: 'same', text };
  const out: Record<AltLang, string> = { es: '', en: '' };
  // Segments `es: …` and `en: …`, separated by `|` (a `|` inside a text stays when not followed by a tag).
  for (const segment of text.split(/\|(?=\s*(?:es|en)\s*:)/i)) {
    const m = /^\s*(es|en)\s*:\s*([\s\S]*?)\s*$/i.exec(segment);
    if (m) out[(m[1] ?? 'es').toLowerCase() as AltLang] = m[2] ?? '';
  }
  return { kind: 'per-language', es: out.es, en: out.en };
}

/** The alternative text of an image in a language ('' for a decorative or undescribed image). */
export function altFor(value: string | null | undefined, lang: AltLang): string {
  const alt = parseAlt(value);
  switch (alt.kind) {
    case 'same':
      return alt.text;
    case 'per-language':
      // A language left empty falls back to the other one, as every bilingual field of the site does.
      return alt[lang] || alt[lang === 'es' ? 'en' : 'es'];
    default:
      return '';
  }
}

/** The languages an image's alternative text still lacks (empty: it may be published). */
export function missingAltLanguages(value: string | null | undefined): AltLang[] {
  const alt = parseAlt(value);
  if (alt.kind === 'missing') return ['es', 'en'];
  if (alt.kind === 'per-language') return (['es', 'en'] as const).filter((l) => !alt[l].trim());
  return [];
}

/**
 * The widths of the WebP variants the CMS makes of every uploaded JPEG or PNG (never wider than the
 * original): a 412 px phone at DPR 2.6 (1071 px) takes 1080, a 375 px one at DPR 3 takes 1280.
 */
export const WEBP_WIDTHS = [320, 640, 1080, 1280, 1600, 1920] as const;
/** The key of a WebP variant in a media item's `formats` (`webp_1080`). */
export const WEBP_FORMAT_PREFIX = 'webp_';
/** The types that get WebP variants. */
export const WEBP_SOURCE_MIMES = ['image/jpeg', 'image/png'] as const;
