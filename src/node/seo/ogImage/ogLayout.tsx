import type * as React from 'react';
import { blue, grey, purple } from '../../../shared/theme/palette';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '../../../shared/seo/ogImage/ogImageUrl';
import { PLAN_NAMES, type OgCard } from '../../../shared/seo/ogImage/ogCard';

/** The family name the renderer registers Roboto under. */
export const OG_FONT_FAMILY = 'Roboto';

const PADDING_X = 80;
const PADDING_Y = 64;
/** Width the title may use: the card minus its side padding. */
export const TITLE_WIDTH = OG_IMAGE_WIDTH - 2 * PADDING_X;
export const TITLE_MAX_LINES = 3;
const TITLE_LINE_HEIGHT = 1.15;
/** Largest first; the first size at which the title fits in `TITLE_MAX_LINES` lines is used. */
export const TITLE_SIZES = [80, 72, 64, 56, 50, 44] as const;

// Advance widths of Roboto Bold in em, measured once with satori and rounded up by class, so the
// estimate errs towards wrapping early. Characters outside the table count as a full em.
const NARROW = /[ijlI.,:;!'|/]/;
const SEMI_NARROW = /[frt()[\]{}"-]/;
const WIDE = /[mwMW@%]/;
function charWidth(char: string): number {
  if (char === ' ') return 0.26;
  if (NARROW.test(char)) return 0.3;
  if (SEMI_NARROW.test(char)) return 0.4;
  if (WIDE.test(char)) return 0.9;
  if (/[A-Z&]/.test(char)) return 0.7;
  if (/[a-z0-9?_]/.test(char)) return 0.58;
  return 1;
}

function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += charWidth(char);
  return em * fontSize;
}

/**
 * Whether `text` fits in `maxLines` lines of `width` at `fontSize`, by a greedy word wrap, without
 * breaking a word: a long API name is better shrunk than cut in two.
 */
export function fitsTitle(text: string, fontSize: number, width: number = TITLE_WIDTH, maxLines: number = TITLE_MAX_LINES): boolean {
  const space = textWidth(' ', fontSize);
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = textWidth(word, fontSize);
    if (wordWidth > width) return false;
    if (used > 0 && used + space + wordWidth > width) {
      lines += 1;
      used = wordWidth;
    } else {
      used += (used > 0 ? space : 0) + wordWidth;
    }
  }
  return lines <= maxLines;
}

/**
 * The title's font size: the largest of `TITLE_SIZES` at which it fits, else the smallest, where
 * the renderer breaks long words and `lineClamp` ends the text with an ellipsis rather than letting
 * it run out of the card.
 */
export function titleFontSize(title: string): number {
  return TITLE_SIZES.find((size) => fitsTitle(title, size)) ?? TITLE_SIZES[TITLE_SIZES.length - 1];
}

const PLAN_COLORS = { pro: blue[600], premium: purple[500] } as const;

// The logo's cross, large and faint, bleeding off the right edge. It is a background layer rather
// than an element: satori paints positioned elements over the text that follows them.
const WATERMARK = `url("data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="560" viewBox="0 0 32 32"><path d="m9 9 14 14M23 9 9 23" stroke="${blue[100]}" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round"/></svg>`,
)}")`;

function LogoMark() {
  return (
    <svg width="56" height="56" viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill={blue[600]} />
      <path d="m9 9 14 14M23 9 9 23" stroke="#FFFFFF" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The Open Graph image of a page as a satori element tree: the site name on top, then the product
 * with the plan badge, then the title, sized to fit. Satori requires `display: flex` on every
 * element with more than one child; the title is a block because satori clamps lines only there.
 */
export function ogLayout(card: OgCard): React.ReactElement {
  const fontSize = titleFontSize(card.title);
  // Balancing spreads the whole text over its lines before the clamp cuts it: a title too long
  // for three lines would come out as three short lines and an ellipsis.
  const balanced = fitsTitle(card.title, fontSize);
  return (
    <div
      style={{
        width: OG_IMAGE_WIDTH,
        height: OG_IMAGE_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: '#FFFFFF',
        backgroundImage: WATERMARK,
        backgroundRepeat: 'no-repeat',
        backgroundPosition: '760px 20px',
        backgroundSize: '560px 560px',
        fontFamily: OG_FONT_FAMILY,
        color: grey[900],
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: `${PADDING_Y}px ${PADDING_X}px` }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <LogoMark />
          <div style={{ marginLeft: 20, fontSize: 40, fontWeight: 700, letterSpacing: -0.5 }}>MUI X</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 }}>
          {card.label || card.plan ? (
            <div style={{ display: 'flex', alignItems: 'center', marginBottom: 24 }}>
              {card.label ? (
                <div style={{ fontSize: 38, fontWeight: 500, color: blue[700], marginRight: 20 }}>{card.label}</div>
              ) : null}
              {card.plan ? (
                <div
                  style={{
                    display: 'flex',
                    fontSize: 28,
                    fontWeight: 700,
                    color: '#FFFFFF',
                    backgroundColor: PLAN_COLORS[card.plan],
                    borderRadius: 999,
                    padding: '6px 22px',
                  }}
                >
                  {PLAN_NAMES[card.plan]}
                </div>
              ) : null}
            </div>
          ) : null}
          <div
            style={{
              display: 'block',
              maxWidth: TITLE_WIDTH,
              fontSize,
              fontWeight: 700,
              lineHeight: TITLE_LINE_HEIGHT,
              letterSpacing: -0.5,
              lineClamp: TITLE_MAX_LINES,
              textWrap: balanced ? 'balance' : 'wrap',
              overflowWrap: 'break-word',
              wordBreak: 'break-word',
            }}
          >
            {card.title}
          </div>
        </div>
      </div>
      <div style={{ height: 14, backgroundImage: `linear-gradient(90deg, ${blue[600]}, ${blue[400]})` }} />
    </div>
  );
}
