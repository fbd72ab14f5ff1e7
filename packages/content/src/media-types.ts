/** A media item as the CMS returns it (PRODUCT §3, "Media item"). */
export interface MediaFormat {
  ext: string;
  url: string;
  hash: string;
  mime: string;
  name: string;
  path: string | null;
  size: number;
  width: number;
  height: number;
  sizeInBytes?: number;
}

export interface Media {
  id: number;
  documentId?: string;
  name: string;
  alternativeText: string | null;
  caption: string | null;
  width: number | null;
  height: number | null;
  formats: Partial<Record<'large' | 'medium' | 'small' | 'thumbnail', MediaFormat>> | null;
  hash: string;
  ext: string;
  mime: string;
  size: number;
  url: string;
  previewUrl: string | null;
  provider: string;
  provider_metadata: unknown;
  folder?: unknown;
  folderPath?: string;
  createdAt: string;
  updatedAt: string;
}
