import sharp from 'sharp';
import { mediaLimits } from '@alphadesk/contracts';
import { appError } from '../../platform/errors.ts';

type MediaType = (typeof mediaLimits.types)[number];

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type the bytes say they are (their signature), or null: the file's name is never asked. */
export function sniffType(bytes: Buffer): MediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

export interface CheckedMedia {
  mimeType: MediaType;
  width: number | null;
  height: number | null;
  thumbnail: Buffer | null;
}

/**
 * Checks an upload: size, a known signature, and for images a full decode (making the WebP
 * thumbnail), so a file that only starts like an image is refused too.
 */
export async function checkMedia(bytes: Buffer): Promise<CheckedMedia> {
  if (bytes.length > mediaLimits.maxBytes) throw appError('CONTENT_MEDIA_TOO_LARGE');
  const mimeType = bytes.length > 0 ? sniffType(bytes) : null;
  if (!mimeType) throw appError('CONTENT_MEDIA_TYPE_REFUSED');
  if (mimeType === 'application/pdf') return { mimeType, width: null, height: null, thumbnail: null };
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 });
    const metadata = await image.metadata();
    const thumbnail = await image
      .clone()
      .rotate()
      .resize({ width: mediaLimits.thumbnailWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { mimeType, width: metadata.width ?? null, height: metadata.height ?? null, thumbnail };
  } catch {
    throw appError('CONTENT_MEDIA_TYPE_REFUSED');
  }
}
