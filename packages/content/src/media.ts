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

export interface ImageSource {
  src: string;
  srcSet: string;
  width: number | undefined;
  height: number | undefined;
  alt: string;
  mime: string;
}

/** An image ready for <img>: the original as src, every generated format in srcset. */
export function imageSource(media: Media | null | undefined, base: string): ImageSource | null {
  if (!media?.url) return null;
  const candidates = Object.values(media.formats ?? {})
    .filter((f): f is NonNullable<typeof f> => Boolean(f?.url && f.width))
    .map((f) => ({ url: f.url, width: f.width }));
  if (media.width) candidates.push({ url: media.url, width: media.width });
  candidates.sort((a, b) => a.width - b.width);
  const seen = new Set<number>();
  const srcSet = candidates
    .filter((c) => !seen.has(c.width) && seen.add(c.width))
    .map((c) => `${mediaUrl(c.url, base)} ${c.width}w`)
    .join(', ');
  return {
    src: mediaUrl(media.url, base),
    srcSet: media.mime === 'image/svg+xml' ? '' : srcSet,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    alt: media.alternativeText ?? '',
    mime: media.mime,
  };
}
