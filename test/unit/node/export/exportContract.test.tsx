/**
 * @jest-environment node
 *
 * The build's export step (src/node/export/finishExport.ts) rewrites what React and Next write
 * into every exported page, and finds it by its shape:
 *
 * - inlineStreamedSegments.ts: a Suspense boundary React's server renderer outlined
 *   (`<!--$?--><template id="B:n">` in place, `<div hidden id="S:n">` at the end, a
 *   `requestAnimationFrame(function(){$RT=…})` clock script and `$RC("B:n","S:n")` reveal scripts);
 * - slimPageData.ts: Next's `<script id="__NEXT_DATA__" type="application/json">` and the way it
 *   escapes the JSON in it;
 * - deferPageScripts.ts: Next's page scripts, `<script src="/_next/…" defer="">`.
 *
 * Here each is rendered by the installed packages the way `next build` renders a page (react-dom
 * through Next's own `ReactDOMServerPages`, awaiting every boundary; the project's `_document`
 * inside Next's HtmlContext), and the rewrite runs on what they wrote. An upgrade that changes a
 * shape fails here, naming the package and version, the shape and the rewrite that reads it.
 * (demoChunks.ts reads Turbopack's compiled loaders, which only a real build writes: the build
 * stops there with its own message, and test/e2e/boot.spec.ts pins the result.)
 */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HtmlContext } from 'next/dist/shared/lib/html-context.shared-runtime';
// The module `next/document` re-exports (its lint rule is for pages, not for reading its output here).
import { NextScript } from 'next/dist/pages/_document';
// What Next's pages renderer uses (next/dist/server/render.js → renderToInitialFizzStream).
import { renderToReadableStream } from 'next/dist/server/ReactDOMServerPages';
import Document from '../../../../pages/_document';
import { inlineStreamedSegments } from '../../../../src/node/export/inlineStreamedSegments';
import { slimPageData } from '../../../../src/node/export/slimPageData';
import { deferPageScripts } from '../../../../src/node/export/deferPageScripts';
import { DOM_HTML_ATTRIBUTE, DOM_HTML_MARK } from '../../../../src/client/boot/pageDataFromDom';

const NEXT_DIR = path.dirname(require.resolve('next/package.json'));

/** `react-dom 19.3.1`: the package as `from` resolves it (Next's renderer loads react-dom from its own folder). */
function installed(name: string, from = __dirname): string {
  const file = require.resolve(`${name}/package.json`, { paths: [from] });
  return `${name} ${(JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version}`;
}

/** Runs `check`; a failure says which installed package changed which shape, and which rewrite reads it. */
async function contract(pkg: string, shape: string, rewrite: string, check: () => void | Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    throw new Error(
      `${pkg} no longer writes ${shape} as ${rewrite} expects: the export step would leave that part of every page unrewritten, or stop the build. ` +
        `Teach the rewrite the new shape (or drop it if it is no longer needed), then this test.\n\n${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function expectTrue(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

describe("React's outlined Suspense boundaries (inlineStreamedSegments.ts)", () => {
  const REACT_DOM = installed('react-dom', NEXT_DIR);

  // React's edge build says so once on Node 20, which has no ArrayBuffer.prototype.detached; anything else is shown.
  beforeAll(() => {
    const log = console.error;
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] !== 'string' || !args[0].includes('ArrayBuffer.prototype.detached')) log(...args);
    });
  });

  /** A section of a page, ~3 kB: past a few of them React's renderer outlines the boundaries. */
  function Block({ label }: { label: string }) {
    return (
      <section>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            {label} line {index}: a sentence that takes some room on the page
          </p>
        ))}
      </section>
    );
  }

  let ready = false;
  const later = new Promise<void>((resolve) => setTimeout(() => ((ready = true), resolve()), 10));
  /** A boundary that suspends first, as a demo that loads its module does. */
  function Late() {
    if (!ready) throw later;
    return <Block label="late" />;
  }

  // The body Next renders: `<div id="__next">` around the app, every boundary awaited (`allReady`), as for a static page.
  const page = (
    <div id="__next">
      <h1>Title</h1>
      {Array.from({ length: 8 }, (_, index) => (
        <React.Suspense key={index} fallback={<div data-pending="">{index}</div>}>
          <Block label={`demo ${index}`} />
          {index === 3 ? (
            <React.Suspense fallback={<div data-pending="">nested</div>}>
              <Block label="nested" />
            </React.Suspense>
          ) : null}
        </React.Suspense>
      ))}
      <React.Suspense fallback={<div data-pending="">late</div>}>
        <Late />
      </React.Suspense>
    </div>
  );

  async function render(progressiveChunkSize?: number): Promise<string> {
    const stream = await renderToReadableStream(page, progressiveChunkSize === undefined ? undefined : { progressiveChunkSize });
    await stream.allReady;
    return new Response(stream).text();
  }

  it('are recognised, put in place, and leave no script, template or hidden segment', async () => {
    const streamed = await render();
    const inline = await render(Number.POSITIVE_INFINITY);
    await contract(REACT_DOM, 'an outlined Suspense boundary', 'src/node/export/inlineStreamedSegments.ts', () => {
      expectTrue(/<!--\$\?--><template id="B:[0-9a-z]+"><\/template>/.test(streamed), 'no `<!--$?--><template id="B:n"></template>` placeholder in the render');
      expectTrue(/<div hidden="" id="S:[0-9a-z]+">|<div hidden id="S:[0-9a-z]+">/.test(streamed), 'no `<div hidden id="S:n">` segment in the render');
      expectTrue(/<script>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/.test(streamed), 'no `<script>requestAnimationFrame(function(){$RT=performance.now()});</script>` clock script');
      expectTrue(/\$RC\("B:[0-9a-z]+","S:[0-9a-z]+"\)/.test(streamed), 'no `$RC("B:n","S:n")` reveal call');
      const { html, inlined } = inlineStreamedSegments(streamed, 'page.html');
      expectTrue(inlined >= 2, `inlined ${inlined} boundaries`);
      expectTrue(!/<script|<template|id="S:|data-pending|\$R[CTBV]/.test(html), `something of the streaming is left: ${/<script[^]*?<\/script>|<template[^>]*>|id="S:[^"]*"|data-pending|\$R[CTBV][^;]*/.exec(html)?.[0]}`);
      // Each boundary's content where its placeholder was, as React writes a boundary it keeps inline.
      expectTrue(html === inline, 'the page with its boundaries put in place differs from the page React renders with every boundary inline');
    });
  });
});

describe("Next's page data and page scripts (slimPageData.ts, deferPageScripts.ts)", () => {
  const NEXT = installed('next');
  const ARTICLE = '<h2 id="usage">Usage</h2><p>Render the <code>DataGrid</code> in a parent with a size &amp; a <em>height</em>. \u2028</p>';
  const PAGE_SCRIPTS = ['static/chunks/webpack-1.js', 'static/chunks/main-2.js', 'static/chunks/pages/_app-3.js', 'static/chunks/0f1e2d3c4b5a.js'];

  /** The project's `_document` rendered as Next renders it, the page's body in Main's place. */
  function exportedPage(pageProps: object): { html: string; data: object } {
    const data = { props: { pageProps }, page: '/x/[...slug]', query: { slug: ['a'] }, buildId: 'build', isFallback: false, gsp: true, scriptLoader: [] };
    const context = {
      __NEXT_DATA__: data,
      buildManifest: {
        pages: { '/_app': PAGE_SCRIPTS.slice(0, 3), '/x/[...slug]': PAGE_SCRIPTS.slice(3) },
        polyfillFiles: [],
        devFiles: [],
        ampDevFiles: [],
        lowPriorityFiles: [],
        rootMainFiles: [],
        ampFirstPages: [],
      },
      dangerousAsPath: '/x/a/',
      docComponentsRendered: {},
      dynamicImports: [],
      dynamicCssManifest: new Set<string>(),
      assetPrefix: '',
      assetQueryString: '',
      mutableAssetQueryString: '',
      cssAssetQueryString: '',
      canonicalBase: '',
      headTags: [],
      head: [],
      styles: null,
      scriptLoader: {},
      isDevelopment: false,
      inAmpMode: false,
      hybridAmp: false,
      unstable_runtimeJS: true,
      unstable_JsPreload: true,
      disableOptimizedLoading: false,
      optimizeCss: false,
      locale: undefined,
      largePageDataBytes: undefined,
      hasConcurrentFeatures: true,
    };
    const DocumentWithStyles = Document as unknown as React.ComponentType<{ __NEXT_DATA__: typeof data; demoStyles: { names: string; css: string } }>;
    const shell = renderToStaticMarkup(
      <HtmlContext.Provider value={context as never}>
        <DocumentWithStyles __NEXT_DATA__={data} demoStyles={{ names: '', css: '' }} />
      </HtmlContext.Provider>,
    );
    const target = '<next-js-internal-body-render-target></next-js-internal-body-render-target>';
    if (!shell.includes(target)) throw new Error(`${NEXT}: its Main no longer renders ${target}, where this test puts the page's body`);
    return { html: `<!DOCTYPE html>${shell.replace(target, `<div id="__next"><article><div class="docs-markdown">${ARTICLE}</div></article></div>`)}`, data };
  }

  it('give slimPageData the `__NEXT_DATA__` script it finds, escaped as it escapes it', async () => {
    const { html, data } = exportedPage({ pathname: '/x/a', html: ARTICLE });
    await contract(NEXT, 'the page data (`<script id="__NEXT_DATA__" type="application/json">`, JSON escaped for HTML)', 'src/node/export/slimPageData.ts', () => {
      const { html: slim, moved } = slimPageData(html, 'page.html');
      expectTrue(moved === 1, `slimPageData found ${moved} strings to move, not the article's 1: it did not find the page data; Next wrote ${/<script[^>]*id="__NEXT_DATA__"[^>]*>/.exec(html)?.[0] ?? 'no __NEXT_DATA__ script'}`);
      expectTrue(slim.includes(`<div class="docs-markdown" ${DOM_HTML_ATTRIBUTE}="0">`), 'the article is not marked');
      // The data written back must be what Next itself would write for the slimmed props.
      const slimmed = { ...data, props: { pageProps: { pathname: '/x/a', html: `${DOM_HTML_MARK}0` } } };
      const expected = `<script id="__NEXT_DATA__" type="application/json">${NextScript.getInlineScriptSource({ __NEXT_DATA__: slimmed } as never)}</script>`;
      expectTrue(slim.includes(expected), `the page data is not written back as Next writes it:\n  Next:          ${expected}\n  slimPageData:  ${/<script id="__NEXT_DATA__"[^]*?<\/script>/.exec(slim)?.[0]}`);
      // And Next's own escaping of a string slimPageData leaves alone reads back as that string.
      const kept = exportedPage({ text: 'a < b & c > d \u2028 \u2029 </script>' }).html;
      const json = /<script id="__NEXT_DATA__" type="application\/json">([^<]*)<\/script>/.exec(kept)?.[1];
      expectTrue(json !== undefined && (JSON.parse(json) as { props: { pageProps: { text: string } } }).props.pageProps.text === 'a < b & c > d \u2028 \u2029 </script>', 'Next escapes a `<` of the data in a way the pattern of slimPageData does not read');
    });
  });

  it('give deferPageScripts the `defer` script tags it moves behind the first-use loader', async () => {
    const { html } = exportedPage({ pathname: '/x/a' });
    await contract(NEXT, 'the page scripts (`<script src="/_next/…" defer="">`)', 'src/node/export/deferPageScripts.ts', () => {
      const { html: deferred, scripts } = deferPageScripts(html, 'BOOT();', 'page.html');
      expectTrue(
        JSON.stringify(scripts) === JSON.stringify(PAGE_SCRIPTS.map((file) => `/_next/${file}`)),
        `deferPageScripts took ${JSON.stringify(scripts)}, not the page's scripts ${JSON.stringify(PAGE_SCRIPTS)}; Next wrote ${[...html.matchAll(/<script [^>]*src=[^>]*>/g)].map((match) => match[0]).join(' ') || 'no script with a src'}`,
      );
      expectTrue(!/<script [^>]*src="\/_next\//.test(deferred), 'a page script is left in the page');
      expectTrue(deferred.includes('>BOOT();</script></body>'), 'the loader is not at the end of the body');
    });
  });
});
