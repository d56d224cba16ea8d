// A whole nginx.conf around the build's server block (deploy/nginx.conf), pointed at a folder and a
// local port, for running the site behind Debian's nginx without root: every path nginx writes
// (pid, temp files) is under `dir`, logs go to stderr, and it stays in the foreground.
import fs from 'node:fs';
import path from 'node:path';
import { nginxBlockPath } from '../../src/node/hosting/nginxConfig';

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxRunOptions {
  /** The built site; its server block is at `nginxBlockPath(root)`. */
  root: string;
  host: string;
  port: number;
}

/** Writes `nginx.conf` (and the adapted server block) into `dir`; returns the config's path. */
export function writeNginxRunConfig(dir: string, { root, host, port }: NginxRunOptions): string {
  const generated = nginxBlockPath(root);
  if (!fs.existsSync(generated)) throw new Error(`${generated} does not exist: run "npm run build" first.`);
  const block = fs
    .readFileSync(generated, 'utf8')
    .replace(/^ {2}root .*;$/m, `  root ${path.resolve(root)};`)
    .replace(/^ {2}listen .*;$/m, `  listen ${host}:${port};`);
  fs.writeFileSync(path.join(dir, 'site.conf'), block);
  const temp = (name: string) => path.join(dir, name);
  const config = [
    `load_module ${BROTLI_MODULE};`,
    'daemon off;',
    'worker_processes 2;',
    `pid ${temp('nginx.pid')};`,
    'error_log stderr warn;',
    'events {}',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${temp(name)};`),
    `  include ${path.join(dir, 'site.conf')};`,
    '}',
  ].join('\n');
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  return file;
}
