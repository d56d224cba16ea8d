import { DocsLookupError } from '../../../../src/node/mcp/closestMatches';
import { demoAnswer, findDemo } from '../../../../src/node/mcp/demoAnswer';
import type { AgentIndex } from '../../../../src/shared/agents/agentIndexFormat';
import { indexDocs } from '../../../../src/node/mcp/docsIndex';
import { fixtureDocs, fixtureIndex, fixtureJson } from './mcpFixture';

const docs = fixtureDocs();

describe('findDemo', () => {
  it('finds a demo by its name in any case, with or without its extension or page', () => {
    for (const name of ['ServerSortOrdersGrid', 'serversortordersgrid', 'ServerSortOrdersGrid.tsx', 'ServerSortOrdersGrid.js']) expect(findDemo(docs, name).page).toBe('/x/react-data-grid/sorting/');
    expect(findDemo(docs, 'CouncilSeatsHalfPie', '/x/react-charts/pie-demo').name).toBe('CouncilSeatsHalfPie');
    expect(findDemo(docs, 'CouncilSeatsHalfPie', 'https://mui.com/x/react-charts/pie-demo/').name).toBe('CouncilSeatsHalfPie');
  });

  it('answers an unknown demo or page with the closest', () => {
    expect(() => findDemo(docs, 'ServerSortGrid')).toThrow(DocsLookupError);
    expect(() => findDemo(docs, 'ServerSortOrderGrid')).toThrow('No demo named "ServerSortOrderGrid". Closest: ServerSortOrdersGrid.');
    expect(() => findDemo(docs, 'CouncilSeatsHalfPie', '/x/react-data-grid/sorting/')).toThrow('No demo named "CouncilSeatsHalfPie" on /x/react-data-grid/sorting/.');
    expect(() => findDemo(docs, 'CouncilSeatsHalfPie', '/x/react-charts/pie-dmo')).toThrow('No demos on "/x/react-charts/pie-dmo". Closest: /x/react-charts/pie-demo/.');
  });

  it('asks for the page when two pages have a demo of that name', () => {
    const index: AgentIndex = fixtureIndex();
    index.demos.push({ ...index.demos[0], page: '/x/react-data-grid/pagination/' });
    const twice = indexDocs(index);
    expect(() => findDemo(twice, 'ServerSortOrdersGrid')).toThrow('2 pages have a demo named "ServerSortOrdersGrid". Closest: /x/react-data-grid/sorting/, /x/react-data-grid/pagination/. Give the page too.');
    expect(findDemo(twice, 'ServerSortOrdersGrid', '/x/react-data-grid/pagination').page).toBe('/x/react-data-grid/pagination/');
  });
});

describe('demoAnswer', () => {
  const demo = findDemo(docs, 'ServerSortOrdersGrid');
  const sources = fixtureJson(demo.code);

  it('gives the TypeScript demo file, then the files it imports', () => {
    const answer = demoAnswer(docs, demo, sources);
    expect(answer).toMatchObject({ name: 'ServerSortOrdersGrid', product: 'Data Grid', pageUrl: 'https://mui.com/x/react-data-grid/sorting/', language: 'ts' });
    expect(answer.main.name).toBe('ServerSortOrdersGrid.tsx');
    expect(answer.main.code).toContain("import { DataGrid");
    expect(answer.main.code).toMatch(/: GridSortModel|<GridSortModel>|GridSortModel/);
    expect(answer.files.map((file) => file.name)).toEqual(['fakeOrderSortServer.ts']);
    expect(answer.files[0].code).toContain('export');
  });

  it('gives the JavaScript variant when asked', () => {
    const answer = demoAnswer(docs, demo, sources, 'js');
    expect(answer.main.name).toBe('ServerSortOrdersGrid.js');
    expect(answer.files.map((file) => file.name)).toEqual(['fakeOrderSortServer.js']);
    expect(answer.main.code).not.toMatch(/: GridSortModel\b/);
  });

  it('reads the sources with their highlighting too, and bare strings for files', () => {
    const highlighted = { ts: { code: 'const a = 1;', html: '<span>const</span>' }, js: { code: 'const a = 1;', html: '' }, files: [{ tsName: 'data.ts', jsName: 'data.js', ts: 'export {};', js: 'export {};' }] };
    expect(demoAnswer(docs, demo, highlighted).files).toEqual([{ name: 'data.ts', code: 'export {};' }]);
  });

  it('says what the sources lack', () => {
    expect(() => demoAnswer(docs, demo, { js: { code: '' } })).toThrow(`${demo.code}: the sources of ServerSortOrdersGrid have no ts code`);
    expect(() => demoAnswer(docs, demo, { ts: { code: 'x' }, files: [{ tsName: 'a.ts' }] })).toThrow('file 0 of ServerSortOrdersGrid has no ts name or code');
    expect(() => demoAnswer(docs, demo, null)).toThrow('have no ts code');
  });
});
