import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Dish pictures uploaded in the back office. The type is decided by the file's own bytes (magic
 * numbers), never by its name or the browser's claim; only PNG, JPEG and WebP are taken (SVG can
 * carry scripts, so it is refused). Files are named by the SHA-256 of their content, so a URL
 * never changes meaning and can be cached for a year.
 */

export type ImageKind = 'png' | 'jpg' | 'webp';
export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};
export const UPLOADS_PATH = '/uploads';
export const UPLOAD_FILE_PATTERN = /^[a-f0-9]{64}\.(png|jpg|webp)$/;
const MAX_SIDE = 12_000;

export interface SniffedImage {
  kind: ImageKind;
  width: number;
  height: number;
}

function pngSize(buf: Buffer): SniffedImage | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buf.length < 24 || !signature.every((b, i) => buf[i] === b)) return null;
  if (buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { kind: 'png', width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

function jpegSize(buf: Buffer): SniffedImage | null {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8 || buf[2] !== 0xff) return null;
  let offset = 2;
  while (offset + 9 < buf.length) {
    if (buf[offset] !== 0xff) return null;
    const marker = buf[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and RST0-7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = buf.readUInt16BE(offset + 2);
    // SOF0-SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return {
        kind: 'jpg',
        height: buf.readUInt16BE(offset + 5),
        width: buf.readUInt16BE(offset + 7),
      };
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function webpSize(buf: Buffer): SniffedImage | null {
  if (
    buf.length < 30 ||
    buf.toString('latin1', 0, 4) !== 'RIFF' ||
    buf.toString('latin1', 8, 12) !== 'WEBP'
  )
    return null;
  const chunk = buf.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    return {
      kind: 'webp',
      width: buf.readUInt16LE(26) & 0x3fff,
      height: buf.readUInt16LE(28) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (buf[20] !== 0x2f) return null;
    const b0 = buf[21]!;
    const b1 = buf[22]!;
    const b2 = buf[23]!;
    const b3 = buf[24]!;
    return {
      kind: 'webp',
      width: 1 + (((b1 & 0x3f) << 8) | b0),
      height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
    };
  }
  if (chunk === 'VP8X') {
    return { kind: 'webp', width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
  }
  return null;
}

/** The picture's type and size from its bytes, or null when it is not a PNG, JPEG or WebP we can read. */
export function sniffImage(buf: Buffer): SniffedImage | null {
  const found = pngSize(buf) ?? jpegSize(buf) ?? webpSize(buf);
  if (!found) return null;
  const sane = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_SIDE;
  return sane(found.width) && sane(found.height) ? found : null;
}

/** Stores and reads uploaded pictures in one folder (under DATA_DIR). */
export function createImageStore(dir: string) {
  let prepared: Promise<unknown> | null = null;
  const ready = () => {
    prepared ??= mkdir(dir, { recursive: true });
    return prepared;
  };

  return {
    dir,

    /** Saves the bytes (atomically: a reader never sees half a file) and returns the file name. */
    async save(bytes: Buffer, kind: ImageKind): Promise<string> {
      await ready();
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${kind}`;
      const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temp, bytes);
      await rename(temp, path.join(dir, name));
      return name;
    },

    async read(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
      const match = UPLOAD_FILE_PATTERN.exec(name);
      if (!match) return null;
      try {
        const bytes = await readFile(path.join(dir, name));
        return { bytes, contentType: IMAGE_CONTENT_TYPES[match[1] as ImageKind] };
      } catch {
        return null;
      }
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
