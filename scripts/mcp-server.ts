/**
 * The MUI X docs' MCP server on stdio (src/node/mcp/docsServer.ts): `npm run --silent mcp --
 * --site out/` or `-- --origin https://mui.com`. Stdout carries the protocol and nothing else;
 * every line for a person goes to stderr.
 */
import fs from 'node:fs';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createDocsServer } from '../src/node/mcp/docsServer';
import { parseServerArgs, USAGE, UsageError } from '../src/node/mcp/serverArgs';
import { folderReader, originReader, SiteReadError, type SiteReader } from '../src/node/mcp/siteReader';

const log = (line: string) => process.stderr.write(`[mui-x-docs mcp] ${line}\n`);

// A stray console.log from any module would be read by the client as a broken message.
console.log = console.error;
console.info = console.error;

function readerFor(argv: readonly string[]): SiteReader | null {
  const args = parseServerArgs(argv);
  if (args.kind === 'help') {
    process.stderr.write(`${USAGE}\n`);
    return null;
  }
  if (args.kind === 'origin') return originReader(args.origin);
  if (!fs.statSync(args.folder, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`--site ${args.folder} is not a folder`);
  return folderReader(args.folder);
}

async function main(): Promise<void> {
  let reader: SiteReader | null;
  try {
    reader = readerFor(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof SiteReadError)) throw error;
    process.stderr.write(`mcp-server: ${error.message}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (!reader) return;
  // The tools answer every failure they meet; one that escapes them is logged, not fatal, so an
  // agent's session outlives it.
  process.on('unhandledRejection', (reason) => log(`unhandled: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`));
  const server = createDocsServer(reader, log);
  await server.connect(new StdioServerTransport());
  log(`serving the docs of ${reader.source} on stdio`);
}

main().catch((error: unknown) => {
  log(`could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
