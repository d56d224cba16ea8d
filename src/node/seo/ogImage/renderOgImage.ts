import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { OgCard } from '../../../shared/seo/ogImage/ogCard';
import { OG_FONT_FAMILY, ogLayout } from './ogLayout';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '../../../shared/seo/ogImage/ogImageUrl';

const WEIGHTS = [400, 500, 700] as const;

/**
 * Roboto in the weights the layout uses. Satori parses WOFF and TTF, not WOFF2; the files are
 * read once and shared by every render.
 */
export function loadOgFonts(root: string = process.cwd()): Font[] {
  return WEIGHTS.map((weight) => ({
    name: OG_FONT_FAMILY,
    weight,
    style: 'normal',
    data: readFileSync(path.join(root, 'node_modules/@fontsource/roboto/files', `roboto-latin-${weight}-normal.woff`)),
  }));
}

/** The card as SVG; satori turns the text into paths, so the rasteriser needs no fonts. */
export function renderOgSvg(card: OgCard, fonts: Font[]): Promise<string> {
  return satori(ogLayout(card), { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, fonts });
}

/**
 * The card as a PNG. Satori runs on this thread; resvg's async render runs on libuv's pool, so
 * with several cards in flight one's rasterising overlaps the next one's layout.
 */
export async function renderOgPng(card: OgCard, fonts: Font[]): Promise<Buffer> {
  const svg = await renderOgSvg(card, fonts);
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}
