import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderReader, originReader, parseOrigin, SiteReadError } from '../../../../src/node/mcp/siteReader';
import { SitePathError } from '../../../../src/node/mcp/sitePath';
import { FIXTURE_SITE, fixtureText } from './mcpFixture';

describe('folderReader', () => {
  const reader = folderReader(FIXTURE_SITE);

  it('reads a file of the site by its site path', async () => {
    expect(await reader.read('/x/react-data-grid/sorting.md')).toBe(fixtureText('/x/react-data-grid/sorting.md'));
    expect(reader.origin).toBeNull();
    expect(reader.source).toBe(FIXTURE_SITE);
  });

  it('says which file is missing and where it was looked for', async () => {
    await expect(reader.read('/x/react-data-grid/nothing.md')).rejects.toThrow(new SiteReadError(`/x/react-data-grid/nothing.md is not in the site folder ${FIXTURE_SITE}`));
  });

  it('refuses paths that leave the folder before touching the disk', async () => {
    await expect(reader.read('/../package.json')).rejects.toThrow(SitePathError);
    await expect(reader.read('/x/%2e%2e/%2e%2e/package.json')).rejects.toThrow(SitePathError);
    await expect(reader.read('/x\\..\\..\\package.json')).rejects.toThrow(SitePathError);
  });

  it('refuses a symbolic link inside the folder that leads out of it', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-site-'));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-outside-'));
    try {
      fs.writeFileSync(path.join(outside, 'secret.txt'), 'secret');
      fs.writeFileSync(path.join(site, 'inside.txt'), 'inside');
      fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(site, 'link.txt'));
      const linked = folderReader(site);
      expect(await linked.read('/inside.txt')).toBe('inside');
      await expect(linked.read('/link.txt')).rejects.toThrow('is a link that leads out of the site folder');
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('parseOrigin', () => {
  it.each([
    ['https://mui.com', 'https://mui.com'],
    ['https://mui.com/', 'https://mui.com'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
  ])('keeps the origin alone: %s', (value, origin) => {
    expect(parseOrigin(value)).toBe(origin);
  });

  it.each([
    ['mui.com', 'is not a URL'],
    ['ftp://mui.com', 'only http and https'],
    ['file:///srv/out', 'only http and https'],
    ['https://user:pass@mui.com', 'credentials'],
    ['https://mui.com/x/', 'give the origin alone (https://mui.com)'],
  ])('refuses %s', (value, reason) => {
    expect(() => parseOrigin(value)).toThrow(reason);
  });
});

describe('originReader', () => {
  const requested: string[] = [];
  const fakeFetch = (answers: Record<string, { status: number; body?: string; url?: string }>) =>
    (async (input: string | URL | Request) => {
      const url = String(input);
      requested.push(url);
      const answer = answers[url];
      if (!answer) throw new TypeError('fetch failed');
      const response = new Response(answer.body ?? '', { status: answer.status });
      Object.defineProperty(response, 'url', { value: answer.url ?? url });
      return response;
    }) as typeof fetch;

  beforeEach(() => {
    requested.length = 0;
  });

  it('fetches a site path from the origin', async () => {
    const reader = originReader('https://docs.example/', { fetch: fakeFetch({ 'https://docs.example/x/agent-index.json': { status: 200, body: '{}' } }) });
    expect(reader.origin).toBe('https://docs.example');
    expect(await reader.read('/x/agent-index.json')).toBe('{}');
  });

  it('turns an HTTP error, a network failure and a redirect elsewhere into errors naming the address', async () => {
    const reader = originReader('https://docs.example', {
      fetch: fakeFetch({
        'https://docs.example/x/missing.md': { status: 404 },
        'https://docs.example/x/broken.md': { status: 500 },
        'https://docs.example/x/moved.md': { status: 200, body: 'elsewhere', url: 'https://evil.example/x/moved.md' },
      }),
    });
    await expect(reader.read('/x/missing.md')).rejects.toThrow('https://docs.example/x/missing.md answered HTTP 404: not on the site');
    await expect(reader.read('/x/broken.md')).rejects.toThrow('https://docs.example/x/broken.md answered HTTP 500');
    await expect(reader.read('/x/down.md')).rejects.toThrow('https://docs.example/x/down.md could not be fetched: fetch failed');
    await expect(reader.read('/x/moved.md')).rejects.toThrow('redirected to another origin (https://evil.example)');
  });

  it('never sends a request for a path that would leave the origin', async () => {
    const reader = originReader('https://docs.example', { fetch: fakeFetch({}) });
    for (const attack of ['//evil.example/x.json', 'https://evil.example/x.json', '/x/../../x.json', '/x/%2e%2e/x.json', '/\\evil.example/x.json', '@evil.example/x.json']) {
      await expect(reader.read(attack)).rejects.toThrow(SitePathError);
    }
    expect(requested).toEqual([]);
  });
});
