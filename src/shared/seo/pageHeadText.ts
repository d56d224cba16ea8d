/**
 * What a docs page's head says about it, from its props: the title (without the site's suffix,
 * `fullTitle` adds it) and the description. The page components draw their heads with these,
 * and the build's page list (src/node/site/sitePages.ts) computes the same from the same data
 * for the steps after the export, which never read them back from the HTML. Each page kind has
 * its own module (guideHeadText.ts, apiHeadText.ts), so a page's chunk carries only its own.
 */
export interface HeadText {
  title: string;
  description: string;
}

export type Translate = (key: string) => string;
