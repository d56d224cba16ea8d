/**
 * Where the MCP server reads a built site from: a folder (`out/`) or a deployed origin, behind one
 * small interface so the rest of the server never knows which. Every path is checked first
 * (sitePath.ts); a file that is not there, or an HTTP answer that is not a success, is an error
 * naming the path and where it was looked for, which a tool hands back to the agent as is.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { checkSitePath, SitePathError } from './sitePath';

export interface SiteReader {
  /** The origin the site is served from when the reader fetches it, whose addresses the answers give; null for a folder. */
  readonly origin: string | null;
  /** Where the site is, for messages: the folder or the origin. */
  readonly source: string;
  /** The text of a file of the site, by its site path (`/x/agent-index.json`). */
  read(sitePath: string): Promise<string>;
}

export class SiteReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteReadError';
  }
}

const isInside = (folder: string, file: string) => {
  const relative = path.relative(folder, file);
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
};

async function realPath(file: string, message: (code: string) => string): Promise<string> {
  try {
    return await fs.realpath(file);
  } catch (error) {
    throw new SiteReadError(message((error as NodeJS.ErrnoException).code ?? String(error)));
  }
}

/** Reads a built site from a folder. */
export function folderReader(folder: string): SiteReader {
  const root = path.resolve(folder);
  return {
    origin: null,
    source: root,
    async read(sitePath) {
      const file = path.join(root, ...checkSitePath(sitePath).slice(1).split('/'));
      if (!isInside(root, file)) throw new SitePathError(sitePath, 'would leave the site folder');
      const real = await realPath(file, (code) => (code === 'ENOENT' ? `${sitePath} is not in the site folder ${root}` : `${sitePath} cannot be read from ${root} (${code})`));
      const realRoot = await realPath(root, (code) => `the site folder ${root} cannot be read (${code})`);
      // A symbolic link inside the folder may point anywhere: what is read must be inside too.
      if (!isInside(realRoot, real)) throw new SitePathError(sitePath, 'is a link that leads out of the site folder');
      try {
        return await fs.readFile(real, 'utf8');
      } catch (error) {
        throw new SiteReadError(`${sitePath} cannot be read from ${root} (${(error as NodeJS.ErrnoException).code})`);
      }
    },
  };
}

/** The origin of a deployed site as given on the command line, or an error saying what is wrong with it. */
export function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SiteReadError(`${JSON.stringify(value)} is not a URL; give an origin such as https://mui.com`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new SiteReadError(`${value}: only http and https origins can be read`);
  if (url.username || url.password) throw new SiteReadError(`${value}: an origin with credentials is not accepted`);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) throw new SiteReadError(`${value}: give the origin alone (${url.origin}), the site's paths start with /x/`);
  return url.origin;
}

export interface OriginReaderOptions {
  /** Stands in for the global fetch (tests). */
  fetch?: typeof fetch;
  /** How long one request may take before it fails. */
  timeoutMs?: number;
}

/** Reads a deployed site over HTTP(S). */
export function originReader(originValue: string, { fetch: fetchImpl = fetch, timeoutMs = 20_000 }: OriginReaderOptions = {}): SiteReader {
  const origin = parseOrigin(originValue);
  return {
    origin,
    source: origin,
    async read(sitePath) {
      const url = new URL(checkSitePath(sitePath), origin);
      if (url.origin !== origin) throw new SitePathError(sitePath, `would leave ${origin}`);
      let response: Response;
      try {
        response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json, text/markdown, text/plain, */*' } });
      } catch (error) {
        throw new SiteReadError(`${url.href} could not be fetched: ${(error as Error).message}`);
      }
      // A redirect is followed only while it stays on the origin the server was given.
      if (response.url && new URL(response.url).origin !== origin) throw new SiteReadError(`${url.href} redirected to another origin (${new URL(response.url).origin})`);
      if (!response.ok) throw new SiteReadError(`${url.href} answered HTTP ${response.status}${response.status === 404 ? ': not on the site' : ''}`);
      return response.text();
    },
  };
}
