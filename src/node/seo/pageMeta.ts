import { Parser } from 'htmlparser2';
import { ownTitle } from '../../shared/site/siteIdentity';

export interface PageMeta {
  title: string;
  description: string;
  canonical: string | null;
  /** The page asks not to be indexed (`<meta name="robots" content="noindex">`). */
  noindex: boolean;
  /** `og:image`, when the page has one. */
  ogImage?: string;
}

/** What a built page says about itself in its `<head>`: the source of truth for the site files. */
export function pageMetaFromHtml(html: string): PageMeta {
  const meta: PageMeta = { title: '', description: '', canonical: null, noindex: false };
  // Only the document's own title: an SVG in the body can carry a <title> too.
  let inHead = false;
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'head') inHead = true;
        if (name === 'title' && inHead) inTitle = true;
        if (name === 'meta' && attributes.name === 'description') meta.description = attributes.content ?? '';
        if (name === 'meta' && attributes.name === 'robots' && /noindex/.test(attributes.content ?? '')) meta.noindex = true;
        if (name === 'link' && attributes.rel === 'canonical') meta.canonical = attributes.href ?? null;
        if (name === 'meta' && attributes.property === 'og:image' && attributes.content) meta.ogImage = attributes.content;
      },
      ontext(text) {
        if (inTitle) meta.title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'head') inHead = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  meta.title = meta.title.trim();
  meta.title = ownTitle(meta.title);
  return meta;
}
