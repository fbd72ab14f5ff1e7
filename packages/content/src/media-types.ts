/**
 * A media item as the CMS returns it (PRODUCT §3, "Media item"). The optional fields are the ones the
 * site's pages do not use: the site's content client leaves them out (`viewMedia`, so a page's loader
 * data carries only what the page renders).
 */
interface MediaFormat {
  url: string;
  width: number;
  height: number;
  ext?: string;
  hash?: string;
  mime?: string;
  name?: string;
  path?: string | null;
  size?: number;
  sizeInBytes?: number;
}

export interface Media {
  id: number;
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  mime: string;
  /** Strapi's `large`, `medium`, `small`, `thumbnail`, and the WebP variants `webp_<width>` of a JPEG or PNG (docs/decisions/0044). */
  formats: Partial<Record<'large' | 'medium' | 'small' | 'thumbnail' | `webp_${number}`, MediaFormat>> | null;
  documentId?: string;
  name?: string;
  caption?: string | null;
  hash?: string;
  ext?: string;
  size?: number;
  previewUrl?: string | null;
  provider?: string;
  provider_metadata?: unknown;
  folder?: unknown;
  folderPath?: string;
  createdAt?: string;
  updatedAt?: string;
}
