import { openDocsSite, readApiData, readPageMarkdown } from '../../../../src/node/mcp/docsSite';
import { SiteReadError, type SiteReader } from '../../../../src/node/mcp/siteReader';
import { fixtureDocs, fixtureText } from './mcpFixture';

/** A reader over the fixture that counts its reads and can be made to fail. */
function countingReader() {
  const reads: string[] = [];
  let failing = false;
  const reader: SiteReader = {
    origin: null,
    source: 'fixture',
    async read(sitePath) {
      reads.push(sitePath);
      if (failing) throw new SiteReadError(`${sitePath} is not in the site folder fixture`);
      return fixtureText(sitePath);
    },
  };
  return { reader, reads, fail: (value: boolean) => (failing = value) };
}

describe('openDocsSite', () => {
  it('reads nothing until asked, then the index and the search map once each', async () => {
    const { reader, reads } = countingReader();
    const site = openDocsSite(reader);
    expect(reads).toEqual([]);
    await Promise.all([site.docs(), site.docs(), site.searchMap()]);
    await site.docs();
    await site.searchMap();
    expect(reads).toEqual(['/x/agent-index.json', '/x/search-map.json']);
  });

  it('reads pages and data each time they are asked for', async () => {
    const { reader, reads } = countingReader();
    const site = openDocsSite(reader);
    expect(await site.text('/x/introduction.md')).toMatch(/^# Overview/);
    expect(await site.json('/x/api/charts/pie-chart.json')).toMatchObject({ name: 'PieChart' });
    expect(reads).toEqual(['/x/introduction.md', '/x/api/charts/pie-chart.json']);
  });

  it('forgets a failed load so that the next call tries again', async () => {
    const { reader, reads, fail } = countingReader();
    const site = openDocsSite(reader);
    fail(true);
    await expect(site.docs()).rejects.toThrow('/x/agent-index.json is not in the site folder fixture');
    fail(false);
    expect((await site.docs()).pages.length).toBeGreaterThan(0);
    expect(reads).toEqual(['/x/agent-index.json', '/x/agent-index.json']);
  });

  it('says which file of which site is not what it should be', async () => {
    const reader: SiteReader = { origin: 'https://docs.example', source: 'https://docs.example', read: async (sitePath) => (sitePath.endsWith('agent-index.json') ? '<html>' : '{"version":7}') };
    const site = openDocsSite(reader);
    await expect(site.docs()).rejects.toThrow('/x/agent-index.json from https://docs.example is not JSON');
    await expect(site.searchMap()).rejects.toThrow('/x/search-map.json from https://docs.example: search map: version 7, expected 1');
  });
});

describe('reading a page and an API entry whole', () => {
  const docs = fixtureDocs();

  it('reads every part of a split twin, in order', async () => {
    const { reader, reads } = countingReader();
    const markdown = await readPageMarkdown(openDocsSite(reader), docs.pageByRoute.get('/x/react-data-grid/pagination')!);
    expect(reads).toEqual(['/x/react-data-grid/pagination.md', '/x/react-data-grid/pagination.part-2.md']);
    expect(markdown).toBe(`${fixtureText('/x/react-data-grid/pagination.md').trimEnd()}\n\n${fixtureText('/x/react-data-grid/pagination.part-2.md')}`);
  });

  it('refuses data that is not an API page’s', async () => {
    const reader: SiteReader = { origin: null, source: 'fixture', read: async () => '{"name":"DataGrid"}' };
    await expect(readApiData(openDocsSite(reader), docs.api[0])).rejects.toThrow('/x/api/data-grid/data-grid.json: not the API data of DataGrid');
  });
});
