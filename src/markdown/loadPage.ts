import fs from 'node:fs';
import path from 'node:path';
import { createApiPageLookup } from '../api/readApiData';
import { loadDemoLookup } from '../demos/build/demoData';
import { loadDirectiveSources } from '../directives/build/loadDirectiveSources';
import { feedbackUrl } from '../feedback/feedbackConfig';
import { markdownPathForRoute } from './contentPath';
import { parsePage, type PageContent } from './parsePage';
import type { StaticMedia } from './plugins/media';
import { createStaticMedia } from './staticMedia';

export type LoadedPage =
  | { status: 'written'; content: PageContent; markdownPath: string }
  | { status: 'missing'; markdownPath: string };

const mediaByRoot = new Map<string, StaticMedia>();

/** One reader of `public/` per project root, so a build reads each picture once. */
function staticMediaOf(root: string): StaticMedia {
  let media = mediaByRoot.get(root);
  if (!media) {
    media = createStaticMedia(path.join(root, 'public'));
    mediaByRoot.set(root, media);
  }
  return media;
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
      api: createApiPageLookup(root),
      directiveSources: loadDirectiveSources(root, routeExists),
      sectionComments: feedbackUrl !== null,
      media: staticMediaOf(root),
    }),
  };
}
