import { type AltLang, altFor, parseAlt, WEBP_FORMAT_PREFIX } from './image-alt';
import type { Media } from './media-types';

/**
 * Media URLs are prefixed with a separate media base address (PRODUCT §3). Absolute URLs (an upload
 * provider such as S3 or a CDN) are kept as they are.
 */
export function mediaUrl(url: string | null | undefined, base: string): string {
  if (!url) return '';
  if (/^https?:\/\//.test(url)) return url;
  return `${base.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

interface ImageSource {
  src: string;
  /** The original's type: the original and the CMS's formats of it (the fallback). */
  srcSet: string;
  /** The WebP variants the CMS made of an uploaded JPEG or PNG ('' for any other image; docs/decisions/0044). */
  webpSrcSet: string;
  width: number | undefined;
  height: number | undefined;
  alt: string;
  /** What the editor wrote as alternative text: nothing, "decorative", one text for both languages, or one per language. */
  altKind: ReturnType<typeof parseAlt>['kind'];
  mime: string;
}

/** `url width` candidates, narrowest first, one per width. */
function srcSetOf(candidates: Array<{ url: string; width: number }>, base: string): string {
  const seen = new Set<number>();
  return [...candidates]
    .sort((a, b) => a.width - b.width)
    .filter((c) => !seen.has(c.width) && seen.add(c.width))
    .map((c) => `${mediaUrl(c.url, base)} ${c.width}w`)
    .join(', ');
}

/**
 * An image ready for <img>: the original as src, every generated format of its type in srcset, the
 * WebP variants (if the CMS made them) apart, and the alternative text in `lang` (docs/decisions/0044).
 */
export function imageSource(media: Media | null | undefined, base: string, lang: AltLang = 'es'): ImageSource | null {
  if (!media?.url) return null;
  const original: Array<{ url: string; width: number }> = [];
  const webp: Array<{ url: string; width: number }> = [];
  for (const [key, f] of Object.entries(media.formats ?? {})) {
    if (!f?.url || !f.width) continue;
    (key.startsWith(WEBP_FORMAT_PREFIX) ? webp : original).push({ url: f.url, width: f.width });
  }
  if (media.width) original.push({ url: media.url, width: media.width });
  const svg = media.mime === 'image/svg+xml';
  return {
    src: mediaUrl(media.url, base),
    srcSet: svg ? '' : srcSetOf(original, base),
    webpSrcSet: svg ? '' : srcSetOf(webp, base),
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    alt: altFor(media.alternativeText, lang),
    altKind: parseAlt(media.alternativeText).kind,
    mime: media.mime,
  };
}

/** A value that looks like a CMS media item (an upload: address, type and generated-formats key). */
function isMedia(value: Record<string, unknown>): boolean {
  return typeof value.url === 'string' && typeof value.mime === 'string' && 'formats' in value && 'hash' in value;
}

function viewFormat(format: unknown): unknown {
  if (!format || typeof format !== 'object') return format;
  const { url, width, height } = format as Record<string, unknown>;
  return { url, width, height };
}

/**
 * The CMS's answer with every media item cut to what a page renders (address, size, type, alternative
 * text, a document's file name, and each generated format's address and size): the upload plugin's bookkeeping (hash, provider,
 * dates, names, byte sizes) is half of a page's loader data otherwise (docs/decisions/0028).
 */
export function viewMedia<T>(value: T): T {
  return cut(value) as T;
}

function cut(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cut);
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (isMedia(record)) {
    const formats = record.formats && typeof record.formats === 'object' ? (record.formats as Record<string, unknown>) : null;
    return {
      id: record.id,
      url: record.url,
      alternativeText: record.alternativeText ?? null,
      width: record.width ?? null,
      height: record.height ?? null,
      mime: record.mime,
      // A document's file name names its e-mail attachment; an image's is not used.
      ...(typeof record.mime === 'string' && !record.mime.startsWith('image/') ? { name: record.name } : {}),
      formats: formats ? Object.fromEntries(Object.entries(formats).map(([k, f]) => [k, viewFormat(f)])) : null,
    } satisfies Record<keyof Media & ('id' | 'url' | 'alternativeText' | 'width' | 'height' | 'mime' | 'formats'), unknown>;
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(record)) out[key] = cut(v);
  return out;
}
