// Static hosts look for `404.html` at the root; with `trailingSlash` Next writes the page to
// `404/index.html`, so a copy is placed where hosts expect it.
import { copyFileSync, existsSync } from 'node:fs';

const source = 'out/404/index.html';
if (!existsSync(source)) {
  console.error(`postbuild: ${source} is missing; was the static export skipped?`);
  process.exit(1);
}
copyFileSync(source, 'out/404.html');
console.log('postbuild: wrote out/404.html');
