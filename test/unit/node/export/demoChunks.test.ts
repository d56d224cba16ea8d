import { DemoChunkReader, demoIdsInHtml, parseChunk, routeOfExportedFile } from '../../../../src/node/export/demoChunks';
import { demoChunkUrls } from '../../../../src/shared/demos/demoChunkList';

// Chunks in the shape Turbopack writes them (see demoChunks.ts): a loader module per import(),
// and objects of loaders keyed by route and by demo id.
const loader = (id: number, files: string[], target: number) =>
  `${id},e=>{e.v(t=>Promise.all(${JSON.stringify(files)}.map(t=>e.l(t))).then(()=>t(${target})))}`;
const chunk = (...modules: string[]) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${modules.join(',')}]);`;

const CHUNKS: Record<string, string> = {
  'static/chunks/main.js': chunk(`11,e=>{"use strict";e.s(["load",0,()=>e.A(20)])}`, loader(20, ['static/chunks/index.js'], 21), loader(30, ['static/chunks/search.js'], 31)),
  'static/chunks/runtime.js': chunk(''),
  'static/chunks/search.js': chunk('31,e=>{}'),
  'static/chunks/index.js': chunk(
    `21,t=>{"use strict";t.s(["default",0,{"/x/react-charts/bars":()=>t.A(40),"/x/react-data-grid/sorting":()=>t.A(50)}])}`,
    loader(40, ['static/chunks/bars-page.js'], 41),
    loader(50, ['static/chunks/sorting-page.js'], 51),
  ),
  'static/chunks/sorting-page.js': chunk(
    `51,s=>{"use strict";s.s(["default",0,{demos:{"data-grid/sorting/Basic":()=>s.A(60),"data-grid/sorting/Multi":()=>s.A(61)},scopes:{"data-grid/sorting/Basic":()=>s.A(70),"data-grid/sorting/Multi":()=>s.A(70)}}])}`,
    loader(60, ['static/chunks/basic.js', 'static/chunks/grid.js', 'static/chunks/main.js', 'static/chunks/grid.css'], 62),
    loader(61, ['static/chunks/multi.js', 'static/chunks/grid.js'], 63),
    loader(70, ['static/chunks/scope.js'], 71),
  ),
};
const SCRIPTS = ['/_next/static/chunks/runtime.js', '/_next/static/chunks/main.js', '/_next/static/buildId/_buildManifest.js'];

function reader(chunks = CHUNKS) {
  const reads: string[] = [];
  const read = new DemoChunkReader((file) => {
    reads.push(file);
    const source = chunks[file];
    if (source === undefined) throw new Error(`no chunk ${file}`);
    return source;
  });
  return { read, reads };
}

describe('parseChunk', () => {
  it("reads each loader module's files", () => {
    expect([...parseChunk(CHUNKS['static/chunks/index.js']).loaders]).toEqual([
      ['40', ['static/chunks/bars-page.js']],
      ['50', ['static/chunks/sorting-page.js']],
    ]);
    expect(parseChunk(CHUNKS['static/chunks/runtime.js']).loaders.size).toBe(0);
  });
});

describe('DemoChunkReader', () => {
  it("follows the page's scripts to the page index, the page's loaders and each demo's files, leaving out what the page loads anyway", () => {
    const { read } = reader();
    const list = read.listFor('/x/react-data-grid/sorting', ['data-grid/sorting/Basic', 'data-grid/sorting/Multi'], SCRIPTS);
    // The files' common folder is spelt once.
    expect(list.base).toBe('/_next/static/chunks/');
    expect(demoChunkUrls(list, [])).toEqual(['/_next/static/chunks/index.js', '/_next/static/chunks/sorting-page.js']);
    expect(demoChunkUrls(list, ['data-grid/sorting/Basic'])).toEqual([
      '/_next/static/chunks/index.js',
      '/_next/static/chunks/sorting-page.js',
      '/_next/static/chunks/basic.js',
      '/_next/static/chunks/grid.js',
      '/_next/static/chunks/grid.css',
    ]);
    // Each file is listed once, whichever demos share it; the scopes' loaders are not a demo's.
    expect(list.files).toHaveLength(6);
    expect(list.files).not.toContain('static/chunks/scope.js');
  });

  it('reads each chunk once for all the pages of an export', () => {
    const { read, reads } = reader();
    read.listFor('/x/react-data-grid/sorting', ['data-grid/sorting/Basic'], SCRIPTS);
    read.listFor('/x/react-data-grid/sorting', ['data-grid/sorting/Multi'], SCRIPTS);
    expect(reads.length).toBe(new Set(reads).size);
  });

  it('stops the build, saying where, when the chain cannot be followed', () => {
    expect(() => reader().read.listFor('/x/react-data-grid/sorting', ['data-grid/sorting/Missing'], SCRIPTS)).toThrow(
      /demo chunks, \/x\/react-data-grid\/sorting: the page's loaders do not name the demo data-grid\/sorting\/Missing\. .*installed Next/,
    );
    expect(() => reader().read.listFor('/x/react-tree-view/items', ['tree-view/items/Basic'], SCRIPTS)).toThrow('no loader in its scripts fetches a chunk that lists this route');
    expect(() => reader().read.listFor('/x/react-data-grid/sorting', ['data-grid/sorting/Basic'], ['/other.js'])).toThrow('none of its scripts is under static/chunks/');
    // Turbopack's loaders in another shape: nothing to follow.
    const reshaped = Object.fromEntries(Object.entries(CHUNKS).map(([file, source]) => [file, source.replace(/\.v\(/g, '.w(')]));
    expect(() => reader(reshaped).read.listFor('/x/react-data-grid/sorting', ['data-grid/sorting/Basic'], SCRIPTS)).toThrow('see src/node/export/demoChunks.ts');
  });
});

describe('demoIdsInHtml and routeOfExportedFile', () => {
  it("reads the page's demo boxes once each, in order, and its route from its file", () => {
    const html = '<div data-demo="b/Two" data-demo-live=""></div><p data-demo-pending="">x</p><div class="d" data-demo="a/One"></div><div data-demo="b/Two"></div>';
    expect(demoIdsInHtml(html)).toEqual(['b/Two', 'a/One']);
    expect(routeOfExportedFile('out', 'out/x/react-data-grid/sorting/index.html')).toBe('/x/react-data-grid/sorting');
  });
});
