import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { pluginService } from '../strapi-helpers';
import sharp from 'sharp';
import { WEBP_FORMAT_PREFIX, WEBP_SOURCE_MIMES, WEBP_WIDTHS } from '../image-alt';

/**
 * Every JPEG or PNG an editor uploads is also stored as WebP at the widths the layouts ask for
 * (docs/decisions/0044): `formats.webp_<width>` beside Strapi's own JPEG/PNG formats, made once, on
 * upload (and again when the file is replaced), by the upload plugin's own path — the provider stores
 * them under hashed names (immutable for the CDN and every site server), the media library deletes
 * them with the file. The site offers them in a <picture>'s WebP <source>, the original as fallback.
 */

/** WebP quality: photographs at phone widths stay well under the byte budget (docs/decisions/0044: ≤ 150 KB). */
const WEBP_QUALITY = 74;
/** Larger images are refused by sharp (a decompression bomb), and so never reach the encoder. */
const MAX_INPUT_PIXELS = 80_000_000;

interface UploadFile {
  name: string;
  hash: string;
  ext?: string;
  mime: string;
  path?: string | null;
  filepath?: string;
  tmpWorkingDirectory?: string;
  getStream: () => NodeJS.ReadableStream;
}

interface Format {
  key: string;
  file: Record<string, unknown>;
}

type ImageManipulation = { generateResponsiveFormats: (file: UploadFile) => Promise<Array<Format | null>> };

async function bytesOf(file: UploadFile): Promise<Buffer> {
  if (file.filepath) {
    try {
      return await readFile(file.filepath);
    } catch {
      // Moved away by the provider's upload of the original meanwhile: read the stream.
    }
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.getStream()) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The WebP variants of one image: each width of WEBP_WIDTHS narrower than it, and its own width up to the widest. */
export async function webpVariants(input: Buffer, name: string, hash: string): Promise<Format[]> {
  const oriented = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { width: originalWidth = 0 } = await oriented.clone().metadata();
  if (!originalWidth) return [];
  const widest = WEBP_WIDTHS[WEBP_WIDTHS.length - 1] ?? 1920;
  const widths: number[] = WEBP_WIDTHS.filter((w) => w < originalWidth);
  if (originalWidth <= widest) widths.push(originalWidth);
  const base = name.replace(/\.[^.]+$/, '');
  const out: Format[] = [];
  // One after the other: a 2400 px upload costs about a second of one core, never all cores at once.
  for (const width of widths) {
    const { data, info } = await oriented
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const key = `${WEBP_FORMAT_PREFIX}${width}`;
    out.push({
      key,
      file: {
        name: `${key}_${base}.webp`,
        hash: `${key}_${hash}`,
        ext: '.webp',
        mime: 'image/webp',
        path: null,
        width: info.width,
        height: info.height,
        size: Math.round((data.length / 1000) * 100) / 100,
        sizeInBytes: data.length,
        getStream: () => Readable.from([data]),
      },
    });
  }
  return out;
}

/** Adds the WebP variants to the formats the upload plugin makes of every JPEG and PNG. */
export function addWebpVariants(strapi: Core.Strapi): void {
  const service = pluginService<ImageManipulation>(strapi, 'upload', 'image-manipulation');
  const generate = service.generateResponsiveFormats.bind(service);
  service.generateResponsiveFormats = async (file: UploadFile) => {
    const formats = await generate(file);
    if (!(WEBP_SOURCE_MIMES as readonly string[]).includes(file.mime)) return formats;
    try {
      return [...formats, ...(await webpVariants(await bytesOf(file), file.name, file.hash))];
    } catch (error) {
      // The original and its formats are still stored and shown; only the WebP variants are missing.
      strapi.log.warn(`[media] no WebP variants for ${file.name}: ${error instanceof Error ? error.message : String(error)}`);
      return formats;
    }
  };
}
