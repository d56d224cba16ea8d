import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

/**
 * The kinds of markup an exported page's article is made of, read from its server HTML: each
 * element's tag, classes and any colour in its inline style, with its parent's. Two elements of
 * one kind are drawn in the same colours on the same background in every scheme: the site's
 * colours come from the theme through class names (Emotion names a class after its styles), and
 * a writer cannot set one in Markdown.
 *
 * Demos are left out: what a demo draws is its own, and the sweep checks its colours on its page.
 */
export function markupKinds(html: string): Set<string> {
  const kinds = new Set<string>();
  const main = findMain(parseDocument(html).children);
  if (!main) return kinds;
  const walk = (element: Element, parent: string) => {
    if (element.attribs['data-demo'] !== undefined) return;
    const own = kindOf(element);
    kinds.add(`${parent} > ${own}`);
    for (const child of element.children) if (child.type === 'tag') walk(child, own);
  };
  for (const child of main.children) if (child.type === 'tag') walk(child, kindOf(main));
  return kinds;
}

function findMain(nodes: readonly ChildNode[]): Element | null {
  for (const node of nodes) {
    if (node.type !== 'tag') continue;
    if (node.name === 'main') return node;
    const found = findMain(node.children);
    if (found) return found;
  }
  return null;
}

const COLOUR_IN_STYLE = /(?:^|;)\s*(?:color|background(?:-color)?|border(?:-\w+)?-color)\s*:/i;

function kindOf(element: Element): string {
  const classes = (element.attribs.class ?? '').split(/\s+/).filter(Boolean).sort();
  const style = element.attribs.style ?? '';
  return `${element.name}${classes.map((name) => `.${name}`).join('')}${COLOUR_IN_STYLE.test(style) ? `[style="${style}"]` : ''}`;
}

/**
 * The fewest pages (near enough: the greedy choice, largest gain first, ties to the earliest
 * route) that between them show every kind of markup the site has. Pages named in `always`
 * come first and count towards the cover.
 */
export function pagesCoveringEveryKind(pages: ReadonlyMap<string, ReadonlySet<string>>, always: Iterable<string> = []): string[] {
  const uncovered = new Set([...pages.values()].flatMap((kinds) => [...kinds]));
  const chosen: string[] = [];
  const take = (route: string) => {
    chosen.push(route);
    for (const kind of pages.get(route) ?? []) uncovered.delete(kind);
  };
  for (const route of always) if (pages.has(route)) take(route);
  const routes = [...pages.keys()].sort();
  while (uncovered.size > 0) {
    let best = '';
    let gain = 0;
    for (const route of routes) {
      let count = 0;
      for (const kind of pages.get(route)!) if (uncovered.has(kind)) count += 1;
      if (count > gain) [best, gain] = [route, count];
    }
    take(best);
  }
  return chosen;
}
