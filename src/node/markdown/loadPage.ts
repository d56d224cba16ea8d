import fs from 'node:fs';
import path from 'node:path';
import { createApiPageLookup, type ApiPageLookup } from '../api/readApiData';
import { loadDemoLookup } from '../demos/demoData';
import type { DirectiveSources } from '../directives/directiveSources';
import { loadDirectiveSources } from '../directives/loadDirectiveSources';
import { feedbackUrl } from '../../shared/feedback/feedbackConfig';
import { BUILD_MODE } from '../../shared/site/settings';
import { markdownPathForRoute } from './contentPath';
import { parsePage } from './parsePage';
import type { PageContent } from '../../shared/pageContentTypes';
import type { StaticMedia } from './renderEnv';
import { createStaticMedia } from './staticMedia';

export type LoadedPage =
  | { status: 'written'; content: PageContent; markdownPath: string }
  | { status: 'missing'; markdownPath: string };

/**
 * The readers a page build consults, one set per project root (and route table), so a build
 * reads each picture, API page and data file once rather than once per page.
 */
interface Readers {
  media: StaticMedia;
  api: ApiPageLookup;
  directiveSources: DirectiveSources;
}
const readersByRoot = new Map<string, { routeExists: (pathname: string) => boolean; readers: Readers }>();

function readersOf(root: string, routeExists: (pathname: string) => boolean): Readers {
  let entry = readersByRoot.get(root);
  // `next dev` renders a page per request while its data files are being edited: read afresh.
  const fresh = BUILD_MODE !== 'production';
  if (!entry || entry.routeExists !== routeExists || fresh) {
    entry = {
      routeExists,
      readers: {
        media: entry?.readers.media ?? createStaticMedia(path.join(root, 'public')),
        api: createApiPageLookup(root),
        directiveSources: loadDirectiveSources(root, routeExists),
      },
    };
    readersByRoot.set(root, entry);
  }
  return entry.readers;
}

/** Reads and parses the markdown of a route; a route without a file yet is reported as missing. */
export function loadPage(
  pathname: string,
  routeExists: (pathname: string) => boolean,
  root: string = process.cwd(),
): LoadedPage {
  const markdownPath = markdownPathForRoute(pathname);
  const absolute = path.join(root, markdownPath);
  if (!fs.existsSync(absolute)) return { status: 'missing', markdownPath };
  const source = fs.readFileSync(absolute, 'utf8');
  return {
    status: 'written',
    markdownPath,
    content: parsePage(source, {
      file: markdownPath,
      pathname,
      routeExists,
      demos: loadDemoLookup(root),
      ...readersOf(root, routeExists),
      sectionComments: feedbackUrl !== null,
    }),
  };
}
