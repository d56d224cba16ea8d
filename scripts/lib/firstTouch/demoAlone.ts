// The package's share of a demo tap: the demo the bench taps on our page, built again alone on a
// bare page (its root module, the site's theme island and preferences, React, nothing else: no
// shell, no article, no loader), so that the same tap on it shows what the package takes on the
// phone by itself, and what our page adds to it. Built with esbuild into a folder of its own at
// bench time; the site's build is not touched.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { inlinedEnv } from '../../../src/shared/site/settings';
import { OUT } from '../bench/benchRoutes';

/** Where the demos' root modules are generated, one per demo, named by its id ('/' → '__'). */
const ROOTS = path.resolve('src/client/demos/generated/roots');
const THEME_VARS = path.resolve('src/client/theme/generated/theme-vars.css');
const PREFERENCES = path.resolve('src/client/preferences/PreferencesContext');

/** The attributes an attribute-only selector such as `[data-demo][data-stand-in="grid"]` asks for. */
export function selectorAttributes(selector: string): Map<string, string | null> {
  const wanted = new Map<string, string | null>();
  const rest = selector.replace(/\[([\w-]+)(?:="([^"]*)")?\]/g, (_, name: string, value: string | undefined) => {
    wanted.set(name, value ?? null);
    return '';
  });
  if (rest.trim() !== '' || wanted.size === 0) throw new Error(`demo alone: "${selector}" is not a selector of attributes alone`);
  return wanted;
}

/** The attributes of the first start tag in `html` that has all of `wanted`, or null. */
export function firstTagWith(html: string, wanted: Map<string, string | null>): Map<string, string> | null {
  for (const tag of html.matchAll(/<[a-z][a-z0-9]*\s([^>]*)>/g)) {
    const attributes = new Map<string, string>();
    for (const [, name, value] of tag[1].matchAll(/([\w-]+)(?:="([^"]*)")?/g)) attributes.set(name, value ?? '');
    if ([...wanted].every(([name, value]) => attributes.has(name) && (value === null || attributes.get(name) === value))) return attributes;
  }
  return null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The bare page: the theme's variables, the CSS the packages import (if any), one box with the demo's own data attributes, the bundle. */
export function bareHtml(attributes: Map<string, string>, title: string, withCss: boolean): string {
  const kept = [...attributes].filter(([name]) => name.startsWith('data-demo') || name === 'data-stand-in');
  const box = kept.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ');
  return [
    '<!doctype html>',
    '<html lang="en" dir="ltr" data-mui-color-scheme="light">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeAttribute(title)}</title><link rel="stylesheet" href="theme-vars.css">${withCss ? '<link rel="stylesheet" href="demo.css">' : ''}`,
    '<style>body{margin:0;padding:16px;font-family:system-ui,sans-serif}</style></head>',
    `<body><div ${box}><div id="demo"></div></div><script type="module" src="demo.js"></script></body>`,
    '</html>',
    '',
  ].join('\n');
}

/**
 * Writes `dir/<slug>/` for the first demo on `route` that matches `demoSelector`; returns the
 * route to load it at. Throws when the built page has no such demo or its root is missing.
 */
export async function writeDemoAlone(dir: string, slug: string, route: string, demoSelector: string): Promise<string> {
  const html = readFileSync(path.join(OUT, route, 'index.html'), 'utf8');
  const attributes = firstTagWith(html, selectorAttributes(demoSelector));
  const id = attributes?.get('data-demo');
  if (!attributes || !id) throw new Error(`demo alone: no ${demoSelector} on ${route} in the built site`);
  const root = path.join(ROOTS, `${id.replace(/\//g, '__')}.tsx`);
  const folder = path.join(dir, slug);
  mkdirSync(folder, { recursive: true });
  const entry = [
    "import { createRoot } from 'react-dom/client';",
    `import { PreferencesProvider } from ${JSON.stringify(PREFERENCES)};`,
    `import DemoRoot from ${JSON.stringify(root)};`,
    "createRoot(document.getElementById('demo')!).render(<PreferencesProvider><DemoRoot /></PreferencesProvider>);",
    '',
  ].join('\n');
  await build({
    // Resolved from the project, whose node_modules and paths (@docs/demo-data) the demo needs.
    stdin: { contents: entry, resolveDir: path.resolve('.'), loader: 'tsx', sourcefile: 'demo-alone.tsx' },
    outfile: path.join(folder, 'demo.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    jsx: 'automatic',
    tsconfig: path.resolve('tsconfig.json'),
    define: inlinedEnv('production'),
    legalComments: 'none',
    logLevel: 'error',
  });
  writeFileSync(path.join(folder, 'theme-vars.css'), readFileSync(THEME_VARS));
  writeFileSync(path.join(folder, 'index.html'), bareHtml(attributes, `${id} alone`, existsSync(path.join(folder, 'demo.css'))));
  return `/${slug}/`;
}
