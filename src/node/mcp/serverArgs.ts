/**
 * The command line of scripts/mcp-server.ts: which built site the MCP server reads. One of a
 * folder or an origin, never both; anything else is a usage error, printed to stderr since stdout
 * belongs to the protocol.
 */
export type ServerArgs = { kind: 'site'; folder: string } | { kind: 'origin'; origin: string } | { kind: 'help' };

export const USAGE = `Usage: npm run --silent mcp -- (--site <folder> | --origin <url>)

Starts the MUI X docs' MCP server on stdio, reading a built site:
  --site <folder>   a built export (out/), as npm run build leaves it
  --origin <url>    a deployed site, read over HTTP(S): https://mui.com
  --help            this text`;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export function parseServerArgs(argv: readonly string[]): ServerArgs {
  let site: string | null = null;
  let origin: string | null = null;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, null];
    if (flag !== '--site' && flag !== '--origin') throw new UsageError(`unknown argument ${JSON.stringify(arg)}`);
    const value = inline ?? argv[index + 1];
    if (inline === null) index += 1;
    if (!value || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
    if ((flag === '--site' ? site : origin) !== null) throw new UsageError(`${flag} is given twice`);
    if (flag === '--site') site = value;
    else origin = value;
  }
  if (site !== null && origin !== null) throw new UsageError('give --site or --origin, not both');
  if (site !== null) return { kind: 'site', folder: site };
  if (origin !== null) return { kind: 'origin', origin };
  throw new UsageError('say which site to read: --site <folder> or --origin <url>');
}
