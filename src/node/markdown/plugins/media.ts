import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { MEDIA_TAG, attributeOf, parseTag, serializeTag, withAttribute, type HtmlTag } from '../htmlTag';
import type { MediaSize, RenderEnv, StaticMedia } from '../renderEnv';

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'svg', 'gif'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm'] as const;

/** Set by the build on every `<video>`: an author who writes them would fight the rules below. */
const VIDEO_BUILD_ATTRIBUTES = ['muted', 'loop', 'playsinline', 'controls', 'preload', 'width', 'height', 'data-autoplay'];

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Why `src` cannot be served from our own `/static/`, or null when it can. `what` starts the message. */
export function checkMediaSrc(src: string | null | undefined, kind: 'image' | 'video', what: string): string | null {
  if (!src) return `${what} has no src`;
  if (SCHEME.test(src) || src.startsWith('//')) {
    return `${what} "${src}" is on another host: put the file under public/static/ and use its /static/… address, so the page never waits on another server`;
  }
  if (!src.startsWith('/static/')) return `${what} "${src}" must be a /static/… address (a file under public/static/)`;
  if (/[?#\\]|\/\.\.?(\/|$)/.test(src)) return `${what} "${src}" must be a plain /static/… file address, without "..", "?" or "#"`;
  const extensions: readonly string[] = kind === 'image' ? IMAGE_EXTENSIONS : VIDEO_EXTENSIONS;
  const extension = /\.([a-z0-9]+)$/i.exec(src)?.[1]?.toLowerCase();
  if (!extension || !extensions.includes(extension)) {
    return `${what} "${src}" is not a ${kind === 'image' ? 'PNG, JPEG, WebP, SVG or GIF image' : 'MP4 or WebM video'}`;
  }
  return null;
}

/** The intrinsic size of a `/static/` image, or the problem with it; `label` starts the message. */
function sizeOf(src: string | null | undefined, label: string, media: StaticMedia): MediaSize | string {
  const invalid = checkMediaSrc(src, 'image', label);
  if (invalid) return invalid;
  if (!media.exists(src as string)) return `${label} "${src}" does not exist: add it under public${src}`;
  const size = media.imageSize(src as string);
  return typeof size === 'string' ? `${label} "${src}": ${size}` : size;
}

interface Rewritten {
  tag: HtmlTag;
  problems: string[];
}

const lazy = (tag: HtmlTag) =>
  [['loading', 'lazy'], ['decoding', 'async']].reduce(
    (current, [name, value]) => (attributeOf(current, name) === undefined ? withAttribute(current, name, value) : current),
    tag,
  );

/**
 * An `<img>` with its size: `width` and `height` from the file, so the browser reserves the box
 * before it loads, and lazy loading. An author may give `width` alone to show the image smaller
 * (a 2× screenshot); the height then follows the file's proportions.
 */
export function sizeImgTag(tag: HtmlTag, media: StaticMedia): Rewritten {
  const src = attributeOf(tag, 'src');
  const what = src ? `Image "${src}"` : 'Image';
  const problems: string[] = [];
  const alt = attributeOf(tag, 'alt');
  if (!alt?.trim()) problems.push(`${what} has no alt text: say in alt="…" what it shows`);
  if (attributeOf(tag, 'height') !== undefined) {
    problems.push(`${what} has a height: the build reads it from the file (give only width to show the image smaller)`);
  }
  const size = sizeOf(src, 'Image', media);
  if (typeof size === 'string') return { tag, problems: [...problems, size] };
  let { width, height } = size;
  const wanted = attributeOf(tag, 'width');
  if (wanted !== undefined) {
    if (!wanted || !/^[1-9]\d*$/.test(wanted)) return { tag, problems: [...problems, `${what} has width="${wanted ?? ''}": give a number of pixels`] };
    height = Math.max(1, Math.round((Number(wanted) * height) / width));
    width = Number(wanted);
  }
  const sized = withAttribute(withAttribute(tag, 'width', String(width)), 'height', String(height));
  return { tag: lazy(sized), problems };
}

/**
 * A `<video>` ready to sit in a page without shifting it or startling anyone. It needs a poster
 * (shown until it plays, and whose size becomes the video's `width` and `height`: video files
 * are not read) and an `aria-label`. `autoplay` becomes `data-autoplay` with `muted loop
 * playsinline`: `useAutoplayVideos` starts it in view unless the reader prefers reduced motion,
 * so it never plays with sound or against that wish. Any other video gets `controls`. Nothing is
 * fetched before it plays (`preload="none"`).
 */
export function prepareVideoTag(tag: HtmlTag, media: StaticMedia): Rewritten {
  const src = attributeOf(tag, 'src');
  const what = src ? `Video "${src}"` : 'Video';
  const problems: string[] = [];
  const invalid = checkMediaSrc(src, 'video', 'Video');
  if (invalid) problems.push(invalid);
  else if (!media.exists(src as string)) problems.push(`${what} does not exist: add it under public${src}`);
  if (!attributeOf(tag, 'aria-label')?.trim()) problems.push(`${what} has no aria-label: say in aria-label="…" what it shows`);
  const written = VIDEO_BUILD_ATTRIBUTES.filter((name) => attributeOf(tag, name) !== undefined);
  if (written.length) {
    problems.push(`${what} sets ${written.join(', ')}: the build sets these (the poster gives the size; autoplay gives muted loop playsinline, otherwise controls)`);
  }
  const poster = attributeOf(tag, 'poster');
  const size =
    poster === undefined
      ? `${what} has no poster: add poster="/static/….png", whose size reserves the video's space`
      : sizeOf(poster, 'Poster', media);
  if (typeof size === 'string') problems.push(poster === undefined ? size : `${size} (the poster of ${src ? `video "${src}"` : 'a video'})`);
  if (problems.length || typeof size === 'string') return { tag, problems };

  let prepared = withAttribute(withAttribute(tag, 'width', String(size.width)), 'height', String(size.height));
  if (attributeOf(tag, 'autoplay') !== undefined) {
    prepared = withAttribute(prepared, 'autoplay', undefined);
    for (const name of ['data-autoplay', 'muted', 'loop', 'playsinline']) prepared = withAttribute(prepared, name, null);
  } else {
    prepared = withAttribute(prepared, 'controls', null);
  }
  return { tag: withAttribute(prepared, 'preload', 'none'), problems };
}

type Report = (line: number, message: string) => void;

/** Every `<img>` and `<video>` of an HTML run, rewritten; problems reported on their own line. */
function rewriteHtml(html: string, firstLine: number, media: StaticMedia, report: Report): string {
  const lineAt = (offset: number) => firstLine + (html.slice(0, offset).match(/\n/g)?.length ?? 0);
  for (const match of html.matchAll(/<source\b/gi)) {
    report(lineAt(match.index ?? 0), 'A <video> takes its file in src="/static/…"; <source> children are not supported');
  }
  return html.replace(MEDIA_TAG, (text: string, name: string, offset: number) => {
    const tag = parseTag(text);
    const { tag: rewritten, problems } = name.toLowerCase() === 'img' ? sizeImgTag(tag, media) : prepareVideoTag(tag, media);
    problems.forEach((problem) => report(lineAt(offset), problem));
    return serializeTag(rewritten);
  });
}

/** `![alt](/static/…)`: the same rules as `<img>`, on the token markdown-it made of it. */
function sizeMarkdownImage(token: Token, line: number, media: StaticMedia, report: Report) {
  const src = token.attrGet('src');
  if (!token.content.trim()) report(line, `Image "${src ?? ''}" has no alt text: write it between the brackets, ![what it shows](…)`);
  const size = sizeOf(src, 'Image', media);
  if (typeof size === 'string') {
    report(line, size);
    return;
  }
  token.attrSet('width', String(size.width));
  token.attrSet('height', String(size.height));
  token.attrSet('loading', 'lazy');
  token.attrSet('decoding', 'async');
}

/**
 * Images and videos of a page come from our own `/static/` with their size written on them, so
 * the page never shifts while they load; a missing file, another host or a missing description
 * stops the build at its line.
 */
export function mediaPlugin(md: MarkdownIt): void {
  md.core.ruler.push('docs_media', (state) => {
    const env = state.env as Partial<RenderEnv>;
    // Inline renders of a title or description carry no page context, and hold no media.
    if (!env.problems || !env.media) return;
    const { media, problems, file = '', lineOffset = 0 } = env;
    const report: Report = (line, message) => problems.push({ file, line: lineOffset + line + 1, message });
    for (const block of state.tokens) {
      const start = block.map?.[0] ?? 0;
      if (block.type === 'html_block') {
        block.content = rewriteHtml(block.content, start, media, report);
        continue;
      }
      if (block.type !== 'inline' || !block.children) continue;
      let line = start;
      for (const child of block.children) {
        if (child.type === 'image') sizeMarkdownImage(child, line, media, report);
        else if (child.type === 'html_inline') child.content = rewriteHtml(child.content, line, media, report);
        if (child.type === 'softbreak' || child.type === 'hardbreak') line += 1;
        else line += child.content.match(/\n/g)?.length ?? 0;
      }
    }
  });
}
