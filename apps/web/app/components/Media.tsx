import { imageSource, type Media } from '@site/content';
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { useRootData } from '~/lib/root-data';

export function useMediaBase(): string {
  return useRootData()?.mediaBase ?? '';
}

interface ImgProps {
  media: Media | null | undefined;
  /** Meaningful alternative text; falls back to the CMS's alternativeText; '' marks decoration. */
  alt?: string;
  sizes?: string;
  className?: string;
  /** Above the fold: eager, high priority. Otherwise lazy. */
  priority?: boolean;
  style?: CSSProperties;
}

/** A CMS image with srcset from its formats, width and height set, lazy below the fold. */
export function Img({ media, alt, sizes = '100vw', className, priority = false, style }: ImgProps) {
  const base = useMediaBase();
  const img = imageSource(media, base);
  if (!img) return null;
  // The LCP image is asked for from the head, before the scripts and styles (docs/decisions/0018).
  if (priority)
    preload(img.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: img.srcSet || undefined,
      imageSizes: img.srcSet ? sizes : undefined,
    });
  return (
    <img
      src={img.src}
      srcSet={img.srcSet || undefined}
      sizes={img.srcSet ? sizes : undefined}
      width={img.width}
      height={img.height}
      alt={alt ?? img.alt}
      className={className}
      style={style}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

interface PictureProps extends Omit<ImgProps, 'media'> {
  desktop: Media | null | undefined;
  mobile: Media | null | undefined;
}

/** Desktop and mobile variants switched at SPEC's 575 px breakpoint; only one is downloaded. */
export function Picture({ desktop, mobile, alt, sizes = '100vw', className, priority = false }: PictureProps) {
  const base = useMediaBase();
  const d = imageSource(desktop ?? mobile, base);
  const m = imageSource(mobile ?? desktop, base);
  if (!d || !m) return null;
  if (priority) {
    // The LCP image is asked for from the head, before the scripts and styles, only the variant the
    // viewport shows (docs/decisions/0018).
    const variant = (v: typeof d, media: string) =>
      preload(v.src, {
        as: 'image',
        fetchPriority: 'high',
        imageSrcSet: v.srcSet || undefined,
        imageSizes: v.srcSet ? sizes : undefined,
        media,
      });
    variant(m, '(max-width: 575px)');
    variant(d, '(min-width: 576px)');
  }
  return (
    <picture className={className}>
      <source
        media="(max-width: 575px)"
        srcSet={m.srcSet || m.src}
        sizes={m.srcSet ? sizes : undefined}
        width={m.width}
        height={m.height}
      />
      <img
        src={d.src}
        srcSet={d.srcSet || undefined}
        sizes={d.srcSet ? sizes : undefined}
        width={d.width}
        height={d.height}
        alt={alt ?? d.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
