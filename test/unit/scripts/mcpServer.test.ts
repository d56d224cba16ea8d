/**
 * The docs' MCP server end to end: the real entry point (scripts/mcp-server.ts) spawned as an
 * editor spawns it, spoken to by the SDK's own client over stdio, on the fixture site read from
 * its folder and, through a local HTTP server, from an origin.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { joinMarkdownParts } from '../../../src/node/mcp/pageAnswer';

const ROOT = path.resolve(__dirname, '../../..');
const SITE = 'test/fixtures/mcp-site';
const fixtureText = (sitePath: string) => fs.readFileSync(path.join(ROOT, SITE, sitePath), 'utf8');

jest.setTimeout(60_000);

async function connect(args: string[]): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({ command: 'npx', args: ['tsx', 'scripts/mcp-server.ts', ...args], cwd: ROOT, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: 'mcp-server-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => result.content.map((item) => (item.type === 'text' ? item.text : '')).join('');
const jsonOf = <T>(result: CallToolResult): T => {
  expect([result.isError ?? false, textOf(result).slice(0, 300)]).toEqual([false, expect.any(String)]);
  return JSON.parse(textOf(result)) as T;
};

describe('the MCP server on a site folder (--site)', () => {
  let client: Client;
  let stderr: () => string;

  beforeAll(async () => {
    ({ client, stderr } = await connect(['--site', SITE]));
  });

  afterAll(async () => {
    await client?.close();
  });

  it('names itself and lists its five tools, each described with an input schema', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'mui-x-docs' });
    expect(client.getInstructions()).toContain('search_docs');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api_reference', 'get_demo_source', 'get_page_markdown', 'list_pages', 'search_docs']);
    for (const tool of tools) {
      expect([tool.name, (tool.description ?? '').length > 80, tool.inputSchema.type]).toEqual([tool.name, true, 'object']);
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    expect(tools.find((tool) => tool.name === 'search_docs')?.inputSchema.required).toEqual(['query']);
  });

  it('lists its resource templates and every page with a twin, API entry and demo', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate).sort()).toEqual(['mui-x-docs://api/{name}', 'mui-x-docs://demo/{+page}/{name}', 'mui-x-docs://page/{+route}']);
    const { resources } = await client.listResources();
    const uris = resources.map((resource) => resource.uri);
    expect(uris).toEqual(
      expect.arrayContaining([
        'mui-x-docs://page/x/react-data-grid/sorting',
        'mui-x-docs://page/x/react-data-grid/pagination',
        'mui-x-docs://api/DataGrid',
        'mui-x-docs://api/GridColDef',
        'mui-x-docs://demo/x/react-data-grid/sorting/ServerSortOrdersGrid',
      ]),
    );
    expect(uris).toHaveLength(7 + 3 + 2);
    expect(uris).not.toContain('mui-x-docs://page/x/react-charts/gantt');
    expect(resources.find((resource) => resource.uri === 'mui-x-docs://page/x/react-data-grid/sorting')).toMatchObject({ title: 'Data Grid - Sorting', mimeType: 'text/markdown' });
  });

  it('searches with the site’s ranking', async () => {
    const answer = jsonOf<{ hits: { title: string; url: string; section: unknown; markdownUrl: string }[] }>(await call(client, 'search_docs', { query: 'getRowId', limit: 3 }));
    expect(answer.hits[0]).toMatchObject({ title: 'DataGrid API', section: { kind: 'prop', title: 'getRowId' }, url: 'https://mui.com/x/api/data-grid/data-grid/#data-grid-prop-getRowId', markdownUrl: 'https://mui.com/x/api/data-grid/data-grid.md' });
  });

  it('gives a page’s Markdown, a split twin whole', async () => {
    const result = await call(client, 'get_page_markdown', { page: 'https://mui.com/x/react-data-grid/pagination/' });
    expect(textOf(result)).toBe(joinMarkdownParts([fixtureText('x/react-data-grid/pagination.md'), fixtureText('x/react-data-grid/pagination.part-2.md')]));
    expect(textOf(await call(client, 'get_page_markdown', { page: '/x/react-data-grid/sorting' }))).toBe(joinMarkdownParts([fixtureText('x/react-data-grid/sorting.md')]));
  });

  it('gives an API as data', async () => {
    const answer = jsonOf<{ name: string; props: { name: string; type: string; required: boolean }[] }>(await call(client, 'get_api_reference', { name: 'datagrid' }));
    expect(answer.name).toBe('DataGrid');
    expect(answer.props.find((prop) => prop.name === 'columns')).toMatchObject({ type: 'readonly GridColDef<R>[]', required: true });
  });

  it('gives a demo’s source with its files', async () => {
    const answer = jsonOf<{ main: { name: string }; files: { name: string }[] }>(await call(client, 'get_demo_source', { name: 'ServerSortOrdersGrid', language: 'js' }));
    expect(answer.main.name).toBe('ServerSortOrdersGrid.js');
    expect(answer.files.map((file) => file.name)).toEqual(['fakeOrderSortServer.js']);
  });

  it('lists a product’s pages', async () => {
    const answer = jsonOf<{ products: { name: string; pages: { route: string }[] }[] }>(await call(client, 'list_pages', { product: 'Charts' }));
    expect(answer.products.map((group) => group.name)).toEqual(['Charts']);
    expect(answer.products[0].pages.map((page) => page.route)).toEqual(['/x/react-charts/pie-demo/', '/x/api/charts/pie-chart/', '/x/react-charts/gantt/']);
  });

  it('reads a page, an API entry and a demo as resources', async () => {
    const page = await client.readResource({ uri: 'mui-x-docs://page/x/react-data-grid/pagination' });
    expect(page.contents).toEqual([{ uri: 'mui-x-docs://page/x/react-data-grid/pagination', mimeType: 'text/markdown', text: expect.stringContaining('## Server-side pagination') }]);
    const api = await client.readResource({ uri: 'mui-x-docs://api/PieChart' });
    const [apiContent] = api.contents;
    expect(JSON.parse('text' in apiContent ? apiContent.text : '')).toMatchObject({ name: 'PieChart', product: 'Charts' });
    const demo = await client.readResource({ uri: 'mui-x-docs://demo/x/react-data-grid/sorting/ServerSortOrdersGrid' });
    expect(demo.contents.map((content) => content.uri)).toEqual(['mui-x-docs://demo/x/react-data-grid/sorting/ServerSortOrdersGrid', 'mui-x-docs://demo/x/react-data-grid/sorting/ServerSortOrdersGrid?file=fakeOrderSortServer.ts']);
  });

  it('completes a template’s names', async () => {
    const { completion } = await client.complete({ ref: { type: 'ref/resource', uri: 'mui-x-docs://api/{name}' }, argument: { name: 'name', value: 'grid' } });
    expect(completion.values).toEqual(['GridColDef']);
  });

  it('answers bad input with an error naming the closest, and answers the next call', async () => {
    const unknownApi = await call(client, 'get_api_reference', { name: 'DataGird' });
    expect(unknownApi.isError).toBe(true);
    expect(textOf(unknownApi)).toBe('No component or interface named "DataGird". Closest: DataGrid. search_docs finds entries by their words.');
    const unknownPage = await call(client, 'get_page_markdown', { page: '/x/react-data-grid/sortng' });
    expect([unknownPage.isError, textOf(unknownPage)]).toEqual([true, expect.stringContaining('Closest: /x/react-data-grid/sorting/')]);
    const unknownDemo = await call(client, 'get_demo_source', { name: 'CouncilSeatsHalfPi' });
    expect([unknownDemo.isError, textOf(unknownDemo)]).toEqual([true, expect.stringContaining('Closest: CouncilSeatsHalfPie')]);
    const badArguments = await call(client, 'search_docs', { query: 'sort', limit: 0 });
    expect([badArguments.isError, textOf(badArguments)]).toEqual([true, expect.stringContaining('limit')]);
    const unwritten = await call(client, 'get_page_markdown', { page: '/x/react-charts/gantt/' });
    expect([unwritten.isError, textOf(unwritten)]).toEqual([true, expect.stringContaining('not written')]);
    await expect(client.readResource({ uri: 'mui-x-docs://api/PieChrt' })).rejects.toThrow('Closest: PieChart');
    expect(jsonOf<{ name: string }>(await call(client, 'get_api_reference', { name: 'PieChart' })).name).toBe('PieChart');
  });

  it('logs to stderr only', () => {
    expect(stderr()).toContain('serving the docs of');
  });
});

/** The fixture served over HTTP, with a switch that makes one file fail. */
function fixtureServer() {
  const failing = new Set<string>();
  const server = http.createServer((request, response) => {
    const sitePath = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = path.join(ROOT, SITE, sitePath);
    if (failing.has(sitePath) || !file.startsWith(path.join(ROOT, SITE)) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(failing.has(sitePath) ? 503 : 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': sitePath.endsWith('.json') ? 'application/json' : 'text/markdown' }).end(fs.readFileSync(file));
  });
  return { server, failing };
}

describe('the MCP server on a deployed site (--origin)', () => {
  const { server, failing } = fixtureServer();
  let origin: string;
  let client: Client;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ({ client } = await connect(['--origin', origin]));
  });

  afterAll(async () => {
    await client?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads the site over HTTP and gives addresses on that origin', async () => {
    const answer = jsonOf<{ hits: { url: string; markdownUrl: string }[] }>(await call(client, 'search_docs', { query: 'server-side sorting' }));
    expect(answer.hits[0]).toMatchObject({ url: `${origin}/x/react-data-grid/sorting/#server-side-sorting`, markdownUrl: `${origin}/x/react-data-grid/sorting.md` });
    const markdown = await call(client, 'get_page_markdown', { page: `${origin}/x/react-data-grid/pagination.md` });
    expect(textOf(markdown)).toBe(joinMarkdownParts([fixtureText('x/react-data-grid/pagination.md'), fixtureText('x/react-data-grid/pagination.part-2.md')]));
  });

  it('answers a failing read as a tool error, and the next call once the site answers again', async () => {
    failing.add('/x/react-data-grid/sorting.md');
    const failed = await call(client, 'get_page_markdown', { page: '/x/react-data-grid/sorting/' });
    expect([failed.isError, textOf(failed)]).toEqual([true, `${origin}/x/react-data-grid/sorting.md answered HTTP 503`]);
    failing.clear();
    expect(textOf(await call(client, 'get_page_markdown', { page: '/x/react-data-grid/sorting/' }))).toContain('# Data Grid - Sorting');
  });
});

describe('the mcp command', () => {
  /** Runs the server through npm with some protocol lines on stdin; resolves with what it wrote once they are answered. */
  function run(args: string[], input: string[], answers: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', 'mcp', '--', ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.split('\n').filter(Boolean).length >= answers) child.stdin.end();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.write(input.map((line) => `${line}\n`).join(''));
      if (answers === 0) child.stdin.end();
    });
  }

  it('writes nothing but protocol messages to stdout', async () => {
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
    const { stdout, stderr } = await run(['--site', SITE], [JSON.stringify(initialize), JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }), JSON.stringify(list)], 2);
    const messages = stdout.trim().split('\n').map((line) => JSON.parse(line) as { jsonrpc: string; id: number });
    expect(messages.map((message) => [message.jsonrpc, message.id])).toEqual([
      ['2.0', 1],
      ['2.0', 2],
    ]);
    expect(stderr).toContain('serving the docs of');
  });

  it('stops with its usage on stderr when the arguments are wrong', async () => {
    const { code, stdout, stderr } = await run([], [], 0);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('mcp-server: say which site to read: --site <folder> or --origin <url>');
    expect(stderr).toContain('Usage: npm run --silent mcp --');
    const missing = await run(['--site', 'no/such/folder'], [], 0);
    expect([missing.code, missing.stderr]).toEqual([2, expect.stringContaining('--site no/such/folder is not a folder')]);
  });
});
