import type { Media } from '@site/content';
import { Img, Picture } from '~/components/Media';

export type Tone = 'dark' | 'light';

interface BackdropProps {
  image: Media | null | undefined;
  /** A mobile variant (switched at 575 px, only one downloaded). */
  mobile?: Media | null;
  tone: Tone;
}

/**
 * A CMS background image behind a section, with a scrim in the section's tone so the text on it
 * stays readable whatever the image and colour scheme. Decorative: hidden from assistive tech.
 */
export function Backdrop({ image, mobile, tone }: BackdropProps) {
  if (!image && !mobile) return null;
  return (
    <div className={`svc-backdrop svc-backdrop--${tone}`} aria-hidden="true">
      {mobile !== undefined ? (
        <Picture desktop={image} mobile={mobile} className="svc-backdrop__media" sizes="100vw" />
      ) : (
        <Img media={image} className="svc-backdrop__media" sizes="100vw" />
      )}
    </div>
  );
}
