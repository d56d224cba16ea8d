import fs from 'node:fs';
import path from 'node:path';
import { checkLinks, extractAnchors, formatLinkProblems, type PageAnchors } from '../../../../src/node/quality/linkCheck';
import { listPages } from '../../../../src/node/quality/builtPages';

const root = path.join(__dirname, '../../../fixtures/links-site');

function checkFixture() {
  const pages = new Map<string, PageAnchors>();
  for (const { route, file } of listPages(root)) pages.set(route, extractAnchors(fs.readFileSync(file, 'utf8')));
  return checkLinks(pages, (pathname) => fs.existsSync(path.join(root, pathname)));
}

describe('the link gate', () => {
  it('lists the pages of a static export by route', () => {
    expect(listPages(root).map((page) => page.route)).toEqual(['/x/a/', '/x/b/']);
  });

  it('reports each broken link with its page and reason, and nothing else', () => {
    expect(checkFixture()).toEqual([
      { page: '/x/a/', href: '/x/b/#nowhere', reason: 'no element with id "nowhere" on /x/b/' },
      { page: '/x/a/', href: '/x/missing/', reason: 'no page or file at /x/missing/' },
      { page: '/x/a/', href: '/x/b', reason: 'missing trailing slash' },
      { page: '/x/a/', href: '#gone', reason: 'no element with id "gone" on /x/a/' },
      { page: '/x/a/', href: 'https://localhost/docs', reason: 'external link without a valid host name' },
      { page: '/x/a/', href: 'javascript:alert(1)', reason: 'unsupported link protocol "javascript:"' },
    ]);
  });

  it('formats problems grouped by page', () => {
    expect(formatLinkProblems(checkFixture()).split('\n').slice(0, 2)).toEqual([
      '/x/a/',
      '  /x/b/#nowhere → no element with id "nowhere" on /x/b/',
    ]);
  });

  it('reads ids and hrefs from HTML', () => {
    const { hrefs, ids } = extractAnchors('<a href="/a/" id="x">a</a><div id="y"></div><a name="old"></a><link href="/css">');
    expect(hrefs).toEqual(['/a/']);
    expect([...ids].sort()).toEqual(['old', 'x', 'y']);
  });
});
