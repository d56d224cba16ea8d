/**
 * Writes the Markdown twin of every exported guide and API page beside the export:
 * `/x/react-data-grid/pagination/` → `out/x/react-data-grid/pagination.md`. Guides come from their
 * markdown source (demos inlined from the demo manifest), API pages from the generated JSON.
 * Pages marked noindex and guides not written yet get none. Each twin opens with the line that
 * points an agent at the docs' index (src/node/agents/agentsDirective.ts), and one too long for an
 * agent's fetch continues in parts beside it (src/node/agents/splitTwin.ts). The pages and their
 * noindex come from the page list (src/node/site/sitePages.ts).
 *
 * The "Copy page" button fetches the twin, so each page must agree with this script: a page
 * whose HTML carries the button (`data-markdown-twin`) must get that twin, and a page without a
 * twin must not carry the button. Any disagreement, or a page that cannot be written (a demo
 * missing from the manifest, HTML the twin cannot express), fails the build. A step of
 * scripts/build-site.ts, after the grid snapshots and before the site files, which link the twins.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadApiIndex, loadApiPage } from '../../api/loadApiPage';
import { isApiRoute } from '../../../shared/nav/apiRoutes';
import { loadDemoLookup } from '../../demos/demoData';
import type { DirectiveSources } from '../../directives/directiveSources';
import { loadDirectiveSources } from '../../directives/loadDirectiveSources';
import { createTranslator, requireString } from '../../../shared/i18n/translator';
import { translations } from '../../../shared/i18n/translations';
import { markdownPathForRoute } from '../../markdown/contentPath';
import { markdownTwinPath } from '../../../shared/nav/routes';
import { exportedRoutes } from '../../../shared/nav/siteNav';
import { apiIndexTwin, apiPageTwin } from './apiTwin';
import { guideTwin } from './guideTwin';
import { fencedCode } from './markdownText';
import { siteOrigin as origin } from '../../../shared/site/siteIdentity';
import type { StepContext } from '../../site/stepContext';
import { agentsDirective, withAgentsDirective } from '../../agents/agentsDirective';
import { AGENTS_INDEX_PATH, twinPartPath } from '../../../shared/agents/agentFiles';
import { splitTwin } from '../../agents/splitTwin';

const BUTTON_TWIN = /\sdata-markdown-twin="([^"]*)"/;

type Kind = 'guide' | 'api';

function twinOf(route: string, origin: string, t: (key: string) => string, directives: DirectiveSources, shownPreviews: Map<string, string>): { kind: Kind; markdown: string } | null {
  if (isApiRoute(route)) {
    const api = loadApiPage(route);
    if (api) return { kind: 'api', markdown: apiPageTwin(api, { origin, t }) };
    const index = loadApiIndex(route);
    if (index) return { kind: 'api', markdown: apiIndexTwin(index, { origin, t }) };
    throw new Error(`${route} is in the nav's API section but is neither an API page nor an API index`);
  }
  const file = markdownPathForRoute(route);
  // Not written yet: the page is a notice, and a twin of a notice would only be noise.
  if (!fs.existsSync(file)) return null;
  return { kind: 'guide', markdown: guideTwin({ source: fs.readFileSync(file, 'utf8'), file, pathname: route, origin, demos: loadDemoLookup(), directives, shownPreviews }) };
}

export function writeMarkdownTwins({ site: OUT, root, pages, log }: StepContext): void {
  const routeSet = new Set(exportedRoutes);
  const directives = loadDirectiveSources(root, (pathname) => routeSet.has(pathname));
  const english = createTranslator(translations, 'en');
  const t = (key: string) => requireString(english, key);
  const written: Record<Kind, number> = { guide: 0, api: 0 };
  let without = 0;
  let split = 0;
  const indexUrl = `${origin}${AGENTS_INDEX_PATH}`;
  const disagreements: string[] = [];

  for (const { route, file, noindex } of pages().filter((page) => page.nav)) {
    const htmlFile = path.join(OUT, file);
    if (!fs.existsSync(htmlFile)) throw new Error(`${htmlFile} is missing; the nav tree lists ${route} but the export has no page for it`);
    // Read for its Copy page button only, which must fetch the twin written here.
    const html = fs.readFileSync(htmlFile, 'utf8');
    const shownPreviews = new Map<string, string>();
    const twin = noindex ? null : twinOf(route, origin, t, directives, shownPreviews);
    const expected = markdownTwinPath(route);
    const button = BUTTON_TWIN.exec(html)?.[1] ?? null;
    if (twin) {
      const directed = withAgentsDirective(twin.markdown, indexUrl);
      const { twin: first, parts } = splitTwin(directed, {
        title: /^# (.*)/.exec(directed)?.[1] ?? route,
        directive: agentsDirective(indexUrl),
        partUrl: (n) => `${origin}${twinPartPath(expected, n)}`,
        // The page shows a demo's preview above its folded code: a twin whose code moved keeps it.
        keptWhenMoved: (name) => {
          const preview = shownPreviews.get(name);
          return preview === undefined ? null : fencedCode(preview, 'jsx');
        },
      });
      // Parts an earlier run of the step cut, which this one may not: the agents' index lists the parts it finds.
      for (let n = 2; fs.existsSync(path.join(OUT, twinPartPath(expected, n))); n += 1) fs.rmSync(path.join(OUT, twinPartPath(expected, n)));
      fs.writeFileSync(path.join(OUT, expected), first);
      parts.forEach((part, index) => fs.writeFileSync(path.join(OUT, twinPartPath(expected, index + 2)), part));
      written[twin.kind] += 1;
      split += parts.length ? 1 : 0;
      if (button !== expected) {
        disagreements.push(`${route}: has a twin at ${expected} but ${button ? `its Copy page button fetches ${button}` : 'no Copy page button'}`);
      }
    } else {
      without += 1;
      if (button !== null) disagreements.push(`${route}: has no twin but its Copy page button fetches ${button}`);
    }
  }

  if (disagreements.length) {
    throw new Error(`pages and their Markdown twins disagree (see src/client/docs/CopyPageButton.tsx):\n${disagreements.join('\n')}`);
  }
  log(`${written.guide} guide and ${written.api} API pages as Markdown, ${split} of them in parts; ${without} pages have no twin (not written yet or noindex)`);
}
