import { UriTemplate } from '@modelcontextprotocol/sdk/shared/uriTemplate.js';
import { API_TEMPLATE, apiUri, DEMO_TEMPLATE, demoUri, PAGE_TEMPLATE, pageUri, routeOfVariable, variable } from '../../../../src/node/mcp/resourceUris';
import { fixtureDocs } from './mcpFixture';

describe('the resource addresses', () => {
  const docs = fixtureDocs();

  it('read like the pages’ own', () => {
    expect(pageUri({ route: '/x/react-data-grid/sorting/' })).toBe('mui-x-docs://page/x/react-data-grid/sorting');
    expect(apiUri({ name: 'DataGrid' })).toBe('mui-x-docs://api/DataGrid');
    expect(demoUri({ page: '/x/react-data-grid/sorting/', name: 'ServerSortOrdersGrid' })).toBe('mui-x-docs://demo/x/react-data-grid/sorting/ServerSortOrdersGrid');
  });

  it('are matched by their templates back to the same values, for every item of the fixture', () => {
    const page = new UriTemplate(PAGE_TEMPLATE);
    const api = new UriTemplate(API_TEMPLATE);
    const demo = new UriTemplate(DEMO_TEMPLATE);
    for (const item of docs.pages) expect(routeOfVariable(page.match(pageUri(item))?.route)).toBe(item.route.replace(/\/$/, ''));
    for (const item of docs.api) expect(variable(api.match(apiUri(item))?.name)).toBe(item.name);
    for (const item of docs.demos) {
      const matched = demo.match(demoUri(item));
      expect([routeOfVariable(matched?.page), variable(matched?.name)]).toEqual([item.page.replace(/\/$/, ''), item.name]);
    }
    // Each template matches its own kind only.
    expect(api.match(pageUri(docs.pages[0]))).toBeNull();
    expect(page.match(apiUri(docs.api[0]))).toBeNull();
  });

  it('decode a variable safely', () => {
    expect(variable('Grid%20Col')).toBe('Grid Col');
    expect(variable('%E0%A4')).toBe('%E0%A4');
    expect(variable(['x', 'y'])).toBe('x/y');
    expect(variable(undefined)).toBe('');
  });
});
