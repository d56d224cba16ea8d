import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MarkdownBuildError } from '../../../../src/node/markdown/errors';
import { parseTag, serializeTag } from '../../../../src/node/markdown/htmlTag';
import { parsePage } from '../../../../src/node/markdown/parsePage';
import { checkMediaSrc } from '../../../../src/node/markdown/plugins/media';
import type { StaticMedia } from '../../../../src/node/markdown/renderEnv';
import { createStaticMedia, displayedSize } from '../../../../src/node/markdown/staticMedia';

/** A fake `public/`: these files exist, with these sizes. */
const media: StaticMedia = {
  exists: (src) => ['/static/x/a.png', '/static/x/b.svg', '/static/x/clip.mp4', '/static/x/clip.png', '/static/x/broken.svg'].includes(src),
  imageSize: (src) => (src === '/static/x/broken.svg' ? 'its size cannot be read' : src === '/static/x/b.svg' ? { width: 640, height: 360 } : { width: 800, height: 400 }),
};

const page = (body: string) => `---\ntitle: Test page\ndescription: A short description.\n---\n\n${body}`;

function html(body: string): string {
  const content = parsePage(page(body), { file: 'data/test/test.md', pathname: '/x/test', routeExists: () => true, media });
  return content.sections.map((section) => (section.type === 'markdown' ? section.html : '')).join('');
}

/** Each problem as `line: message`; the page's body starts on line 6. */
function problemsOf(body: string): string[] {
  try {
    html(body);
  } catch (error) {
    if (error instanceof MarkdownBuildError) return error.problems.map((problem) => `${problem.line}: ${problem.message}`);
    throw error;
  }
  return [];
}

describe('images get their size at build time', () => {
  it('writes width, height and lazy loading on a Markdown image', () => {
    expect(html('Look:\n\n![A grid in a flex column](/static/x/a.png)\n')).toContain(
      '<img src="/static/x/a.png" alt="A grid in a flex column" width="800" height="400" loading="lazy" decoding="async">',
    );
  });

  it('sizes an <img> tag and keeps its class, so a light/dark pair stays a pair', () => {
    const out = html('<img class="only-light-mode" src="/static/x/b.svg" alt="Light">\n<img class="only-dark-mode" src="/static/x/a.png" alt="Dark" />\n');
    expect(out).toContain('<img class="only-light-mode" src="/static/x/b.svg" alt="Light" width="640" height="360" loading="lazy" decoding="async">');
    expect(out).toContain('<img class="only-dark-mode" src="/static/x/a.png" alt="Dark" width="800" height="400" loading="lazy" decoding="async" />');
  });

  it('scales the height when the author gives a smaller width, and keeps an explicit loading', () => {
    expect(html('Text <img src="/static/x/a.png" alt="Half" width="400" loading="eager"> inline.\n')).toContain(
      '<img src="/static/x/a.png" alt="Half" width="400" loading="eager" height="200" decoding="async">',
    );
  });

  it('leaves <img> in code alone', () => {
    expect(html('```html\n<img src="https://example.com/a.png">\n```\n\nAnd `<img src="x">` inline.\n')).toContain('&lt;img src=&quot;x&quot;&gt;');
  });
});

describe('videos', () => {
  it('an autoplay video is muted, looping, inline, and started by the page script rather than by the browser', () => {
    const out = html('<video src="/static/x/clip.mp4" poster="/static/x/clip.png" aria-label="Resizing a column" autoplay></video>\n');
    expect(out).toContain(
      '<video src="/static/x/clip.mp4" poster="/static/x/clip.png" aria-label="Resizing a column" width="800" height="400" data-autoplay muted loop playsinline preload="none">',
    );
    expect(out).not.toMatch(/\sautoplay/);
    expect(out).not.toContain('controls');
  });

  it('reads a video tag written over two lines, as in the README', () => {
    const out = html('<video src="/static/x/clip.mp4" poster="/static/x/clip.png"\n  aria-label="Resizing a column" autoplay></video>\n');
    expect(out).toContain('aria-label="Resizing a column" width="800" height="400" data-autoplay muted loop playsinline preload="none">');
  });

  it('any other video gets controls, takes its size from the poster and loads nothing up front', () => {
    const out = html('<video src="/static/x/clip.mp4" poster="/static/x/b.svg" aria-label="Filtering"></video>\n');
    expect(out).toContain('<video src="/static/x/clip.mp4" poster="/static/x/b.svg" aria-label="Filtering" width="640" height="360" controls preload="none">');
    expect(out).not.toMatch(/muted|loop|playsinline/);
  });
});

describe('media problems stop the build at their line', () => {
  it.each([
    ['![](/static/x/a.png)', '6: Image "/static/x/a.png" has no alt text: write it between the brackets, ![what it shows](…)'],
    ['<img src="/static/x/a.png">', '6: Image "/static/x/a.png" has no alt text: say in alt="…" what it shows'],
    ['<img src="/static/x/a.png" alt="  ">', '6: Image "/static/x/a.png" has no alt text: say in alt="…" what it shows'],
    ['![Chart](/static/x/missing.png)', '6: Image "/static/x/missing.png" does not exist: add it under public/static/x/missing.png'],
    [
      '![Chart](https://cdn.example.com/chart.png)',
      '6: Image "https://cdn.example.com/chart.png" is on another host: put the file under public/static/ and use its /static/… address, so the page never waits on another server',
    ],
    [
      '<img src="//cdn.example.com/a.png" alt="A">',
      '6: Image "//cdn.example.com/a.png" is on another host: put the file under public/static/ and use its /static/… address, so the page never waits on another server',
    ],
    ['![Chart](chart.png)', '6: Image "chart.png" must be a /static/… address (a file under public/static/)'],
    ['![Chart](/static/../secrets.png)', '6: Image "/static/../secrets.png" must be a plain /static/… file address, without "..", "?" or "#"'],
    ['![Chart](/static/x/a.bmp)', '6: Image "/static/x/a.bmp" is not a PNG, JPEG, WebP, SVG or GIF image'],
    ['<img alt="Chart">', '6: Image has no src'],
    ['<img src="/static/x/broken.svg" alt="A">', '6: Image "/static/x/broken.svg": its size cannot be read'],
    ['<img src="/static/x/a.png" alt="A" height="20">', '6: Image "/static/x/a.png" has a height: the build reads it from the file (give only width to show the image smaller)'],
    ['<img src="/static/x/a.png" alt="A" width="50%">', '6: Image "/static/x/a.png" has width="50%": give a number of pixels'],
    [
      '<video src="/static/x/clip.mp4" aria-label="A"></video>',
      '6: Video "/static/x/clip.mp4" has no poster: add poster="/static/….png", whose size reserves the video\'s space',
    ],
    ['<video src="/static/x/clip.mp4" poster="/static/x/clip.png"></video>', '6: Video "/static/x/clip.mp4" has no aria-label: say in aria-label="…" what it shows'],
    [
      '<video src="/static/x/gone.mp4" poster="/static/x/clip.png" aria-label="A"></video>',
      '6: Video "/static/x/gone.mp4" does not exist: add it under public/static/x/gone.mp4',
    ],
    [
      '<video src="https://videos.example.com/a.mp4" poster="/static/x/clip.png" aria-label="A"></video>',
      '6: Video "https://videos.example.com/a.mp4" is on another host: put the file under public/static/ and use its /static/… address, so the page never waits on another server',
    ],
    ['<video src="/static/x/clip.gif" poster="/static/x/clip.png" aria-label="A"></video>', '6: Video "/static/x/clip.gif" is not a MP4 or WebM video'],
    [
      '<video src="/static/x/clip.mp4" poster="/static/x/none.png" aria-label="A"></video>',
      '6: Poster "/static/x/none.png" does not exist: add it under public/static/x/none.png (the poster of video "/static/x/clip.mp4")',
    ],
    [
      '<video src="/static/x/clip.mp4" poster="/static/x/clip.png" aria-label="A" autoplay controls muted></video>',
      '6: Video "/static/x/clip.mp4" sets muted, controls: the build sets these (the poster gives the size; autoplay gives muted loop playsinline, otherwise controls)',
    ],
  ])('%s', (markdown, problem) => {
    expect(problemsOf(markdown)).toEqual([problem]);
  });

  it('reports <source> children, and each tag on its own line of a block', () => {
    expect(problemsOf('Intro.\n\n<div>\n<img src="/static/x/a.png" alt="A">\n<img src="/static/x/z.png" alt="Z">\n</div>\n')).toEqual([
      '10: Image "/static/x/z.png" does not exist: add it under public/static/x/z.png',
    ]);
    expect(problemsOf('<video src="/static/x/clip.mp4" poster="/static/x/clip.png" aria-label="A">\n<source src="/static/x/clip.webm">\n</video>\n')).toEqual([
      '7: A <video> takes its file in src="/static/…"; <source> children are not supported',
    ]);
  });

  it('counts lines inside a paragraph', () => {
    expect(problemsOf('First line\nsecond line ![Chart](/static/x/none.png)\n')).toEqual([
      '7: Image "/static/x/none.png" does not exist: add it under public/static/x/none.png',
    ]);
  });

  it('without static files at hand, any image is a problem', () => {
    expect(() => parsePage(page('![A](/static/x/a.png)\n'), { file: 'data/test/test.md', pathname: '/x/test', routeExists: () => true })).toThrow(
      'data/test/test.md:6: Image "/static/x/a.png" does not exist',
    );
  });
});

describe('checkMediaSrc', () => {
  it('accepts our own static images and videos, in any case of extension', () => {
    expect(checkMediaSrc('/static/x/a.JPEG', 'image', 'Image')).toBeNull();
    expect(checkMediaSrc('/static/x/a.webm', 'video', 'Video')).toBeNull();
    expect(checkMediaSrc('data:image/png;base64,AAAA', 'image', 'Image')).toMatch(/another host/);
    expect(checkMediaSrc('/static/x/a.png?v=2', 'image', 'Image')).toMatch(/without/);
  });
});

describe('htmlTag', () => {
  it('reads quoted, unquoted and bare attributes, a ">" inside a value included, and writes them back', () => {
    const tag = parseTag('<IMG alt=\'Say "hi" > go\' src=/static/a.png hidden />');
    expect(tag).toEqual({ name: 'img', attributes: [['alt', 'Say "hi" > go'], ['src', '/static/a.png'], ['hidden', null]], selfClosing: true });
    expect(serializeTag(tag)).toBe('<img alt=\'Say "hi" > go\' src="/static/a.png" hidden />');
  });
});

// Smallest valid headers of each format image-size reads.
const u16be = (n: number) => [n >> 8, n & 255];
const u32be = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const png = (w: number, h: number) =>
  Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32be(13), ...Buffer.from('IHDR'), ...u32be(w), ...u32be(h), 8, 6, 0, 0, 0, 0, 0, 0, 0]);
const gif = (w: number, h: number) => Uint8Array.from([...Buffer.from('GIF89a'), w & 255, w >> 8, h & 255, h >> 8, 0, 0, 0]);
const jpeg = (w: number, h: number, orientation?: number) => {
  const app0 = [0xff, 0xe0, ...u16be(16), ...Buffer.from('JFIF\0'), 1, 1, 0, ...u16be(1), ...u16be(1), 0, 0];
  // An Exif block (big-endian TIFF) with one entry: tag 274, orientation.
  const exif = [...Buffer.from('Exif\0\0MM'), 0, 42, ...u32be(8), ...u16be(1), ...u16be(274), ...u16be(3), ...u32be(1), ...u16be(orientation ?? 1), 0, 0, ...u32be(0)];
  const app1 = orientation ? [0xff, 0xe1, ...u16be(exif.length + 2), ...exif] : [];
  const sof = [0xff, 0xc0, ...u16be(17), 8, ...u16be(h), ...u16be(w), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...app1, ...sof, 0xff, 0xd9]);
};
const webp = (w: number, h: number) => {
  const chunk = [...Buffer.from('VP8X'), 10, 0, 0, 0, 0, 0, 0, 0, (w - 1) & 255, ((w - 1) >> 8) & 255, 0, (h - 1) & 255, ((h - 1) >> 8) & 255, 0];
  return Uint8Array.from([...Buffer.from('RIFF'), chunk.length + 4, 0, 0, 0, ...Buffer.from('WEBP'), ...chunk]);
};
const svg = (attributes: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}></svg>`);

describe('displayedSize reads real files', () => {
  it.each([
    ['png', png(321, 123), { width: 321, height: 123 }],
    ['gif', gif(40, 30), { width: 40, height: 30 }],
    ['jpg', jpeg(300, 200), { width: 300, height: 200 }],
    ['jpeg', jpeg(300, 200), { width: 300, height: 200 }],
    // A phone photo stored sideways: the browser turns it upright, so its box is turned too.
    ['jpg', jpeg(300, 200, 6), { width: 200, height: 300 }],
    ['jpg', jpeg(300, 200, 3), { width: 300, height: 200 }],
    ['webp', webp(500, 250), { width: 500, height: 250 }],
    ['svg', svg('width="640" height="360"'), { width: 640, height: 360 }],
    ['svg', svg('viewBox="0 0 200 100"'), { width: 200, height: 100 }],
  ])('%s', (extension, bytes, size) => {
    expect(displayedSize(bytes, extension)).toEqual(size);
  });

  it('rejects a file whose bytes are another format than its name says, and an SVG without a size', () => {
    expect(displayedSize(png(1, 1), 'jpg')).toBe('it is a png file named .jpg');
    expect(displayedSize(svg(''), 'svg')).toMatch(/size cannot be read/);
  });

  it('createStaticMedia maps /static/ to public/static/ and sees a redrawn file', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-media-'));
    fs.mkdirSync(path.join(publicDir, 'static/x'), { recursive: true });
    const file = path.join(publicDir, 'static/x/a.png');
    fs.writeFileSync(file, png(10, 20));
    const files = createStaticMedia(publicDir);
    expect(files.exists('/static/x/a.png')).toBe(true);
    expect(files.exists('/static/x')).toBe(false);
    expect(files.exists('/static/x/b.png')).toBe(false);
    expect(files.imageSize('/static/x/a.png')).toEqual({ width: 10, height: 20 });
    fs.writeFileSync(file, png(30, 40));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(files.imageSize('/static/x/a.png')).toEqual({ width: 30, height: 40 });
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it('the diagram on the layout page is a light/dark pair of the same size', () => {
    const files = createStaticMedia(path.join(process.cwd(), 'public'));
    const light = files.imageSize('/static/x/data-grid/layout/flex-layout-light.svg');
    expect(light).toEqual({ width: 640, height: 360 });
    expect(files.imageSize('/static/x/data-grid/layout/flex-layout-dark.svg')).toEqual(light);
  });
});
