import * as React from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { inlineStreamedSegments } from '../../../../src/node/export/inlineStreamedSegments';

/** Text long enough that React's renderer outlines the boundary holding it. */
function Block({ label }: { label: string }) {
  return (
    <section>
      {Array.from({ length: 40 }, (_, index) => (
        <p key={index}>
          {label} line {index}: a sentence that takes some room
        </p>
      ))}
    </section>
  );
}

function Page() {
  return (
    <main>
      <h1>Title</h1>
      <React.Suspense fallback={<div data-pending="">first</div>}>
        <Block label="first" />
        <React.Suspense fallback={<div data-pending="">inner</div>}>
          <Block label="inner" />
        </React.Suspense>
      </React.Suspense>
      <p>between</p>
      <React.Suspense fallback={<div data-pending="">second</div>}>
        <Block label="second" />
      </React.Suspense>
    </main>
  );
}

/** Twelve outlined boundaries side by side: React's ids go past `9` to `a`, `b`. */
function ManyBoundaries() {
  return (
    <main>
      {Array.from({ length: 12 }, (_, index) => (
        <React.Suspense key={index} fallback={<div data-pending="">{index}</div>}>
          <Block label={`demo ${index}`} />
        </React.Suspense>
      ))}
    </main>
  );
}

function render(progressiveChunkSize: number, page: React.ReactElement = <Page />): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const { pipe } = renderToPipeableStream(page, { progressiveChunkSize, onAllReady: () => pipe(sink), onError: reject });
  });
}

describe('inlineStreamedSegments', () => {
  test('outlined boundaries end up exactly as React writes them inline, with no script left', async () => {
    const streamed = await render(0);
    const inline = await render(Number.POSITIVE_INFINITY);
    // The premise: React did outline them.
    expect(streamed).toContain('$RC("B:');
    expect(streamed).toContain('<div hidden id="S:');

    const { html, inlined } = inlineStreamedSegments(streamed, 'page.html');
    expect(inlined).toBeGreaterThanOrEqual(2);
    expect(html).not.toMatch(/<script|<template|id="S:|data-pending/);
    expect(html).toBe(inline);
  });

  test('boundary ids past 9 (React counts them in base 32) are inlined too', async () => {
    const streamed = await render(0, <ManyBoundaries />);
    expect(streamed).toContain('$RC("B:a","S:a")');
    const { html, inlined } = inlineStreamedSegments(streamed, 'page.html');
    expect(inlined).toBe(12);
    expect(html).toBe(await render(Number.POSITIVE_INFINITY, <ManyBoundaries />));
  });

  test('a page without streamed boundaries is returned untouched', () => {
    const page = '<!DOCTYPE html><html><body><main><!--$--><p>demo</p><!--/$--></main><script>window.x=1</script></body></html>';
    expect(inlineStreamedSegments(page, 'page.html')).toEqual({ html: page, inlined: 0 });
  });

  test('a reveal naming a segment the page lacks fails, naming the file', () => {
    const page = '<body><!--$?--><template id="B:0"></template><div>wait</div><!--/$--><script>$RC("B:0","S:0")</script></body>';
    expect(() => inlineStreamedSegments(page, 'out/x/a/index.html')).toThrow('out/x/a/index.html: $RC("B:0","S:0") names a boundary or segment the page lacks');
  });

  test('a placeholder with no reveal script fails', () => {
    const page = '<body><!--$?--><template id="B:0"></template><div>wait</div><!--/$--><div hidden id="S:0"><p>x</p></div></body>';
    expect(() => inlineStreamedSegments(page, 'a.html')).toThrow('a.html: a streamed boundary without a reveal script');
  });

  test('streaming instructions it does not know fail rather than ship', () => {
    const page = '<body><template id="P:1"></template><div hidden id="S:1"><p>x</p></div><script>$RS("S:1","P:1")</script></body>';
    expect(() => inlineStreamedSegments(page, 'a.html')).toThrow('a.html: a streaming script this build cannot inline: $RS("S:1","P:1")');
  });
});
