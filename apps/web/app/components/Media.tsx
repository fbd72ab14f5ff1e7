import { imageSource, type Lang, type Media } from '@site/content';
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { useRootData } from '~/lib/root-data';

export function useMediaBase(): string {
  return useRootData()?.mediaBase ?? '';
}

/** The page's language, for an image's alternative text (docs/decisions/0044). */
function useAltLang(): Lang {
  return useRootData()?.lang ?? 'es';
}

const WEBP = 'image/webp';

interface ImgProps {
  media: Media | null | undefined;
  /**
   * What to say only where the editor wrote no alternative text (an image not yet published): the
   * editor's text in the page's language always wins, and only the editor marks an image decorative
   * ("decorative" in the media library; docs/decisions/0044). Default ''.
   */
  alt?: string;
  sizes?: string;
  className?: string;
  /** Above the fold: eager, high priority. Otherwise lazy. */
  priority?: boolean;
  style?: CSSProperties;
}

/**
 * A CMS image with srcset from its formats, width and height set, lazy below the fold. An uploaded
 * JPEG or PNG comes as a <picture>: its WebP variants first, the original's formats as fallback.
 */
export function Img({ media, alt, sizes = '100vw', className, priority = false, style }: ImgProps) {
  const base = useMediaBase();
  const img = imageSource(media, base, useAltLang());
  if (!img) return null;
  // The LCP image is asked for from the head, before the scripts and styles (docs/decisions/0018).
  if (priority)
    preload(img.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: img.webpSrcSet || img.srcSet || undefined,
      imageSizes: img.webpSrcSet || img.srcSet ? sizes : undefined,
      type: img.webpSrcSet ? WEBP : undefined,
    });
  const tag = (
    <img
      src={img.src}
      srcSet={img.srcSet || undefined}
      sizes={img.srcSet ? sizes : undefined}
      width={img.width}
      height={img.height}
      alt={img.altWritten ? img.alt : (alt ?? '')}
      className={className}
      style={style}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!img.webpSrcSet) return tag;
  return (
    <picture className="media-picture">
      <source type={WEBP} srcSet={img.webpSrcSet} sizes={sizes} />
      {tag}
    </picture>
  );
}

interface PictureProps extends Omit<ImgProps, 'media'> {
  desktop: Media | null | undefined;
  mobile: Media | null | undefined;
}

/** Desktop and mobile variants switched at PRODUCT's 575 px breakpoint; only one is downloaded. */
export function Picture({ desktop, mobile, alt, sizes = '100vw', className, priority = false }: PictureProps) {
  const base = useMediaBase();
  const lang = useAltLang();
  const d = imageSource(desktop ?? mobile, base, lang);
  const m = imageSource(mobile ?? desktop, base, lang);
  if (!d || !m) return null;
  if (priority) {
    // The LCP image is asked for from the head, before the scripts and styles, only the variant the
    // viewport shows (docs/decisions/0018).
    const variant = (v: typeof d, media: string) =>
      preload(v.src, {
        as: 'image',
        fetchPriority: 'high',
        imageSrcSet: v.webpSrcSet || v.srcSet || undefined,
        imageSizes: v.webpSrcSet || v.srcSet ? sizes : undefined,
        type: v.webpSrcSet ? WEBP : undefined,
        media,
      });
    variant(m, '(max-width: 575px)');
    variant(d, '(min-width: 576px)');
  }
  return (
    <picture className={className}>
      {m.webpSrcSet ? <source media="(max-width: 575px)" type={WEBP} srcSet={m.webpSrcSet} sizes={sizes} /> : null}
      <source
        media="(max-width: 575px)"
        srcSet={m.srcSet || m.src}
        sizes={m.srcSet ? sizes : undefined}
        width={m.width}
        height={m.height}
      />
      {d.webpSrcSet ? <source type={WEBP} srcSet={d.webpSrcSet} sizes={sizes} width={d.width} height={d.height} /> : null}
      <img
        src={d.src}
        srcSet={d.srcSet || undefined}
        sizes={d.srcSet ? sizes : undefined}
        width={d.width}
        height={d.height}
        alt={d.altWritten ? d.alt : (alt ?? '')}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
