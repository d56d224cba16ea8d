/**
 * The route a link opens by client-side navigation, as `next/link` would, or null when the browser
 * should follow it itself: a link with a target, or an address that is not a page of the site
 * (another host, a static file, a page's Markdown twin, llms.txt, an image).
 */
export function clientRouteOfLink(link: Element | null): string | null {
  const href = link?.getAttribute('href');
  if (!link || !href || link.getAttribute('target')) return null;
  const isFile = /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]);
  return href.startsWith('/x/') && !href.startsWith('/x/static/') && !isFile ? href : null;
}

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

/** The same for a click on the link, null also for a click that asks for a new tab or window (a modifier, another button). */
export function clientRouteOfClick(event: Click, link: Element | null): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return clientRouteOfLink(link);
}
