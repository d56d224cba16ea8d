import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { MediaSize, StaticMedia } from './renderEnv';

/** The type image-size reports for each extension a page may use. */
const TYPE_OF_EXTENSION: Readonly<Record<string, string>> = { png: 'png', jpg: 'jpg', jpeg: 'jpg', webp: 'webp', svg: 'svg', gif: 'gif' };

/** What a browser shows for a file's bytes: EXIF orientations 5–8 turn a JPEG a quarter. */
export function displayedSize(bytes: Uint8Array, extension: string): MediaSize | string {
  let result;
  try {
    result = imageSize(bytes);
  } catch (error) {
    return `its size cannot be read (${(error as Error).message})`;
  }
  const expected = TYPE_OF_EXTENSION[extension.toLowerCase()];
  if (expected && result.type !== expected) return `it is a ${result.type ?? 'unknown'} file named .${extension}`;
  const { width, height } = result;
  if (!width || !height) return 'its size cannot be read: give an SVG width and height, or a viewBox';
  return (result.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * The files under `public/` that pages name as `/static/…`, each read once per build process
 * (the export renders hundreds of pages that may share pictures).
 */
export function createStaticMedia(publicDir: string): StaticMedia {
  const sizes = new Map<string, MediaSize | string>();
  // The address was checked to be a plain /static/… path before it gets here.
  const fileOf = (src: string) => path.join(publicDir, ...src.split('/').filter(Boolean));
  return {
    exists: (src) => fs.existsSync(fileOf(src)) && fs.statSync(fileOf(src)).isFile(),
    imageSize: (src) => {
      // Keyed by modification time too, so `npm run dev` sees a redrawn picture.
      const key = `${src}@${fs.statSync(fileOf(src)).mtimeMs}`;
      let size = sizes.get(key);
      if (size === undefined) {
        size = displayedSize(fs.readFileSync(fileOf(src)), path.extname(src).slice(1));
        sizes.set(key, size);
      }
      return size;
    },
  };
}
