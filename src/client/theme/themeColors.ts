import { decomposeColor } from '@mui/material/styles';

/** A colour tree of the theme: scales and palette entries, nested by name. */
export interface ColorTree {
  [name: string]: string | ColorTree;
}

/**
 * Checks every colour of a palette with MUI's own parser (`decomposeColor`), so the build fails
 * on a colour MUI's theming cannot work with — a name such as `blue`, `oklch()`, or `color()`
 * in an unsupported space — rather than shipping CSS variables MUI would compute wrongly. The
 * library's message is kept and prefixed with where the colour sits.
 */
export function assertThemeColors(tree: ColorTree, path = 'palette'): void {
  for (const [name, value] of Object.entries(tree)) {
    const at = `${path}.${name}`;
    if (typeof value !== 'string') {
      assertThemeColors(value, at);
      continue;
    }
    try {
      decomposeColor(value);
    } catch (error) {
      throw new Error(`Theme colour ${at} = "${value}": ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}
