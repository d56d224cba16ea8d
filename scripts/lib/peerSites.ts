// The VitePress and Starlight sites of ../shared/peers, built with the same generated content, to
// measure beside ours in one run (`npm run bench -- --peers`; never in CI: they come from the npm
// registry and take minutes to set up). Set up under PEERS (src/shared/site/settings.ts) when missing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TouchSite } from './firstTouch/touchTaps';
import { childEnv, toolSettings } from '../../src/shared/site/settings';

const { PEERS } = toolSettings;
const SETUP = path.resolve('..', 'shared', 'peers', 'setup-sites.sh');

interface Peer {
  name: string;
  dir: string;
  /** The built page, relative to `dir`, whose presence means the site is built. */
  builtPage: string;
  output: string;
  route: string;
  selectors: TouchSite['selectors'];
}

const PEER_SITES: Peer[] = [
  {
    name: 'VitePress',
    dir: 'vitepress',
    builtPage: 'docs/.vitepress/dist/guide-15.html',
    output: 'docs/.vitepress/dist',
    route: '/guide-15',
    selectors: { menu: '.VPLocalNav button.menu', search: '.VPNavBarSearch button', next: 'a.pager-link.next' },
  },
  {
    name: 'Starlight',
    dir: 'starlight',
    builtPage: 'dist/guide-15/index.html',
    output: 'dist',
    route: '/guide-15/',
    selectors: { menu: 'starlight-menu-button button', search: 'site-search button[data-open-modal]', next: 'a[rel="next"]' },
  },
];

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: childEnv({ PEERS }) });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** Sets up and builds what is missing, then serves each site gzipped on a port of its own. */
export async function servePeers(firstPort: number): Promise<{ sites: TouchSite[]; stop: () => void }> {
  const missing = PEER_SITES.filter((peer) => !fs.existsSync(path.join(PEERS, peer.dir, 'package.json')));
  const serveBin = path.join(PEERS, 'tools', 'node_modules', '.bin', 'serve');
  if (missing.length > 0 || !fs.existsSync(serveBin)) run('bash', [SETUP, 'tools', ...missing.map((peer) => peer.dir)], process.cwd());
  const servers: ChildProcess[] = [];
  const sites: TouchSite[] = [];
  for (const [index, peer] of PEER_SITES.entries()) {
    const dir = path.join(PEERS, peer.dir);
    if (!fs.existsSync(path.join(dir, peer.builtPage))) run('npm', ['run', 'build'], dir);
    const port = firstPort + index;
    servers.push(spawn(serveBin, ['-l', `tcp://127.0.0.1:${port}`, path.join(dir, peer.output)], { stdio: 'ignore' }));
    sites.push({ name: peer.name, origin: `http://127.0.0.1:${port}`, pages: { guide: peer.route }, selectors: peer.selectors });
  }
  // `serve` prints nothing we wait on: poll until each answers.
  for (const site of sites) {
    for (let attempt = 0; ; attempt += 1) {
      const ok = await fetch(`${site.origin}${site.pages.guide}`).then((response) => response.ok, () => false);
      if (ok) break;
      if (attempt > 100) throw new Error(`${site.name} did not start on ${site.origin}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { sites, stop: () => servers.forEach((server) => server.kill()) };
}
