/**
 * The docs' MCP server as the MCP Inspector's command line sees it: another client than the
 * SDK's, listing the tools and calling one against the fixture site.
 *
 * It runs the Inspector's CLI package's own bin, `mcp-inspector-cli`. The `mcp-inspector` bin
 * of @modelcontextprotocol/inspector 0.15 stops at once in this install with
 * "program.name(...).allowExcessArguments is not a function", and Node 20 is not the cause: its
 * cli/build/cli.js imports `commander` without depending on it, so it resolves the hoisted
 * commander 4.1.1 (sucrase's), which has no such method. @modelcontextprotocol/inspector-cli,
 * the same code at the same version, carries the commander 13 it needs.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '../../..');
const SERVER = ['npx', 'tsx', 'scripts/mcp-server.ts', '--site', 'test/fixtures/mcp-site'];

jest.setTimeout(60_000);

async function inspect(...args: string[]): Promise<unknown> {
  const { stdout } = await promisify(execFile)('npx', ['mcp-inspector-cli', '--cli', ...SERVER, ...args], { cwd: ROOT, timeout: 50_000 });
  return JSON.parse(stdout);
}

describe('the MCP Inspector’s CLI', () => {
  it('lists the tools', async () => {
    const { tools } = (await inspect('--method', 'tools/list')) as { tools: { name: string }[] };
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api_reference', 'get_demo_source', 'get_page_markdown', 'list_pages', 'search_docs']);
  });

  it('calls a tool, and gets a tool error for an unknown name', async () => {
    const found = (await inspect('--method', 'tools/call', '--tool-name', 'get_api_reference', '--tool-arg', 'name=GridColDef')) as { content: { text: string }[]; isError?: boolean };
    expect(found.isError).toBeFalsy();
    expect(JSON.parse(found.content[0].text)).toMatchObject({ name: 'GridColDef', kind: 'interface' });
    const unknown = (await inspect('--method', 'tools/call', '--tool-name', 'get_api_reference', '--tool-arg', 'name=GridColDf')) as { content: { text: string }[]; isError?: boolean };
    expect(unknown).toEqual({ content: [{ type: 'text', text: expect.stringContaining('Closest: GridColDef') }], isError: true });
  });
});
