import type { Media } from '@site/content';
import { Img } from '~/components/Media';
import { Reveal } from '~/components/Reveal';

/**
 * A page image of the AI offers shown as an item of its own between two sections (PRODUCT §2: offer
 * two's robot and cloud images, offer three's robot image), with the CMS's alternative text.
 */
export function OfferImage({ id, media }: { id: string; media: Media | null | undefined }) {
  if (!media) return null;
  return (
    <figure id={id} className="svc-offer-image">
      <Reveal className="container">
        <Img media={media} className="svc-offer-image__img" sizes="(max-width: 1100px) 100vw, 1040px" />
      </Reveal>
    </figure>
  );
}
