/**
 * The Data Grid demos of an exported page: boxes `[data-demo][data-stand-in="grid"]`, whose
 * `data-demo` is the demo id. A box holding an iframe renders its demo there, with no box in the
 * page to fill. A streaming parse: every exported page is read, and most have no grid.
 */
import { Parser } from 'htmlparser2';
import { STYLE_ATTRIBUTE } from './snapshotCss';

export interface PageGridDemos {
  /** Demo ids, in page order. */
  grids: string[];
  /** Grid demos rendered in an iframe. */
  framed: string[];
  /** The page already has snapshots (the step ran on this export before). */
  done: boolean;
}

export function findGridDemos(html: string): PageGridDemos {
  const found: PageGridDemos = { grids: [], framed: [], done: false };
  if (!html.includes('data-stand-in="grid"')) return found;
  let depth = 0;
  let box: { id: string; depth: number; framed: boolean } | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      depth += 1;
      if (name === 'style' && STYLE_ATTRIBUTE in attributes) found.done = true;
      if (box) {
        if (name === 'iframe' || 'data-demo-frame' in attributes) box.framed = true;
      } else if (attributes['data-stand-in'] === 'grid' && attributes['data-demo']) {
        box = { id: attributes['data-demo'], depth, framed: false };
      }
    },
    onclosetag() {
      if (box && depth === box.depth) {
        (box.framed ? found.framed : found.grids).push(box.id);
        box = null;
      }
      depth -= 1;
    },
  });
  parser.write(html);
  parser.end();
  return found;
}
