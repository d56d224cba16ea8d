// Serves the built site behind Debian's nginx with the configuration the build generates
// (deploy/nginx.conf): the server the end-to-end tests and the sweep run against, so that what they
// prove holds for a real host. scripts/ensure-nginx.sh installs nginx and its Brotli module.
//   npx tsx scripts/serve-nginx.ts --port 4321 [--host 127.0.0.1] [--root out]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BROTLI_MODULE, writeNginxRunConfig } from './lib/nginxRun';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    root: { type: 'string', default: 'out' },
  },
});

if (spawnSync('nginx', ['-v']).error || !fs.existsSync(BROTLI_MODULE)) {
  console.error('nginx or its Brotli static module is missing: run "bash scripts/ensure-nginx.sh" (or serve with scripts/serve-static.mjs).');
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
let config: string;
try {
  config = writeNginxRunConfig(dir, { root: values.root, host: values.host, port: Number(values.port) });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const nginx = spawn('nginx', ['-c', config, '-p', dir], { stdio: 'inherit' });
console.log(`nginx serves ${values.root}/ at http://${values.host}:${values.port}/x/`);

const stop = () => {
  nginx.kill('SIGQUIT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
