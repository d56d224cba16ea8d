// The docs' MCP server on the real export, through the MCP Inspector's command line (a client not
// written here): what an agent asks on a first visit. The SDK's own client drives the server on a
// small fixture site in test/unit/scripts/mcpServer.test.ts; this runs it on all of out/.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

// `mcp-inspector-cli` rather than `mcp-inspector --cli`: see test/unit/scripts/mcpInspector.test.ts.
async function inspect<T>(...args: string[]): Promise<T> {
  const { stdout } = await promisify(execFile)('npx', ['mcp-inspector-cli', '--cli', 'npx', 'tsx', 'scripts/mcp-server.ts', '--site', 'out', ...args], {
    timeout: 60_000,
    maxBuffer: 32 * 1024 * 1024,
  });
  return JSON.parse(stdout) as T;
}

interface ToolResult {
  content: Array<{ type: string; text: string }>;
  isError?: boolean;
}

test.describe.configure({ timeout: 120_000 });

test('an agent finds the sorting guide by searching, then reads it whole, with the site search’s first answer', async () => {
  const search = await inspect<ToolResult>('--method', 'tools/call', '--tool-name', 'search_docs', '--tool-arg', 'query=sort rows', '--tool-arg', 'product=Data Grid', '--tool-arg', 'limit=3');
  expect(search.isError).toBeFalsy();
  const hits = JSON.parse(search.content[0].text) as { hits?: Array<{ url: string }> } | Array<{ url: string }>;
  const urls = (Array.isArray(hits) ? hits : hits.hits ?? []).map((hit) => hit.url);
  expect(urls.some((url) => url.includes('/x/react-data-grid/sorting/'))).toBe(true);

  // A page cut into parts comes back whole.
  const page = await inspect<ToolResult>('--method', 'tools/call', '--tool-name', 'get_page_markdown', '--tool-arg', 'page=/x/react-charts/axis/');
  const text = page.content.map((item) => item.text).join('');
  expect(text.startsWith('# Charts - Axis')).toBe(true);
  expect(text).toContain(readFileSync('out/x/react-charts/axis.part-2.md', 'utf8').split('\n').slice(4, 8).join('\n'));
});

test('the API of a component as data, and a clear error with the closest names for a typo', async () => {
  const api = await inspect<ToolResult>('--method', 'tools/call', '--tool-name', 'get_api_reference', '--tool-arg', 'name=datagridpro');
  const data = JSON.parse(api.content[0].text) as { name: string; props: Array<{ name: string; type: string; default?: string }> };
  expect(data.name).toBe('DataGridPro');
  expect(data.props.find((prop) => prop.name === 'pagination')).toMatchObject({ type: 'boolean', default: 'false' });

  const typo = await inspect<ToolResult>('--method', 'tools/call', '--tool-name', 'get_api_reference', '--tool-arg', 'name=DataGirdPro');
  expect(typo.isError).toBe(true);
  expect(typo.content[0].text).toContain('DataGridPro');
});

test('every page is a resource an editor can list', async () => {
  const { resources } = await inspect<{ resources: Array<{ uri: string }> }>('--method', 'resources/list');
  const index = JSON.parse(readFileSync('out/x/agent-index.json', 'utf8')) as { pages: unknown[] };
  expect(resources.filter((resource) => resource.uri.startsWith('mui-x-docs://page/')).length).toBe(index.pages.length);
});
