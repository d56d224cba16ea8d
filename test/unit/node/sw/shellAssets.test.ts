import { pageAssets, shellAssets } from '../../../../src/node/sw/shellAssets';

describe('shell assets', () => {
  const page = (own: string) =>
    `<html><head><link rel="canonical" href="https://mui.com/x/a/"><link rel="icon" href="/static/favicon.svg">` +
    `<link rel="preload" href="/_next/static/media/roboto.woff2" as="font"><link rel="stylesheet" href="/_next/static/chunks/app.css">` +
    `</head><body><script src="/_next/static/chunks/framework.js"></script><script src="/_next/static/chunks/${own}.js"></script>` +
    `<script src="https://ads.example/network.js"></script><script src="//cdn.example/x.js"></script></body></html>`;

  it('lists what a page loads up front from its own site', () => {
    expect(pageAssets(page('grid')).sort()).toEqual([
      '/_next/static/chunks/app.css',
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/grid.js',
      '/_next/static/media/roboto.woff2',
      '/static/favicon.svg',
    ]);
  });
  it('keeps only what every page shares', () => {
    expect(shellAssets([page('grid'), page('charts'), page('grid')])).toEqual([
      '/_next/static/chunks/app.css',
      '/_next/static/chunks/framework.js',
      '/_next/static/media/roboto.woff2',
      '/static/favicon.svg',
    ]);
    expect(shellAssets([])).toEqual([]);
  });
  it('leaves out pages that load nothing, such as the fallback page at a redirected address', () => {
    const fallback = '<html><head><meta http-equiv="refresh" content="0; url=/x/a/"></head><body><a href="/x/a/">moved</a></body></html>';
    expect(shellAssets([page('grid'), fallback, page('charts')])).toEqual(shellAssets([page('grid'), page('charts')]));
    expect(shellAssets([page('grid'), fallback])).not.toEqual([]);
  });
});
