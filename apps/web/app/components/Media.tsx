import { imageSource, type Lang, type Media } from '@site/content';
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { useRootData } from '~/lib/root-data';

export function useMediaBase(): string {
  return useRootData()?.mediaBase ?? '';
}

/** The alternative text an image shows: the editor's or the code's (ImgProps.alt). */
function altOf(img: { alt: string; altKind: string }, code: string | undefined, insideNamedControl: boolean | undefined): string {
  if (insideNamedControl) return '';
  if (img.altKind === 'per-language' || img.altKind === 'decorative') return img.alt;
  if (img.altKind === 'same') return code || img.alt;
  return code ?? '';
}

/** The page's language, for an image's alternative text (docs/decisions/0044). */
function useAltLang(): Lang {
  return useRootData()?.lang ?? 'es';
}

const WEBP = 'image/webp';

interface ImgProps {
  media: Media | null | undefined;
  /**
   * The code's own text for the image, in the page's language. The editor's alternative text wins
   * when it is written per language or marks the image decorative; one text for both languages wins
   * only where the code has none (docs/decisions/0044). Default ''.
   */
  alt?: string;
  /** The image is inside a link or button that its own text names: '' (the name would be read twice). */
  insideNamedControl?: boolean;
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
export function Img({ media, alt, insideNamedControl, sizes = '100vw', className, priority = false, style }: ImgProps) {
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
      alt={altOf(img, alt, insideNamedControl)}
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
export function Picture({ desktop, mobile, alt, insideNamedControl, sizes = '100vw', className, priority = false }: PictureProps) {
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
        alt={altOf(d, alt, insideNamedControl)}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
