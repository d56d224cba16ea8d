import type { Theme } from '@mui/material/styles';

type Declarations = Record<string, unknown>;

function declaration(property: string, value: unknown, selector: string): string {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new Error(`Theme style sheet: ${selector} { ${property} } is ${JSON.stringify(value)}, not a CSS value`);
  }
  // Emotion-style keys are camelCase (`colorScheme`); custom properties keep their exact name.
  const name = property.startsWith('--') ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `${name}:${value};`;
}

/**
 * Writes the style sheets a CSS-variables theme generates (`:root { --mui-… }` and one rule per
 * colour scheme) as plain CSS. Only flat rules are expected: a nested one means the theme grew a
 * feature this serializer does not understand, and it says so instead of writing broken CSS.
 */
export function serializeStyleSheets(sheets: readonly Record<string, unknown>[]): string {
  const rules: string[] = [];
  for (const sheet of sheets) {
    for (const [selector, body] of Object.entries(sheet)) {
      if (!body || typeof body !== 'object') throw new Error(`Theme style sheet: ${selector} has no declarations`);
      const declarations = Object.entries(body as Declarations).map(([property, value]) => declaration(property, value, selector));
      if (declarations.length) rules.push(`${selector}{${declarations.join('')}}`);
    }
  }
  return `${rules.join('\n')}\n`;
}

/**
 * The theme's CSS variables for both colour schemes (each with its `color-scheme`, so form
 * controls and scrollbars follow the page). Built once at build time into a cached static file:
 * pages never run theme code to get their colours.
 */
export function themeCss(theme: Theme): string {
  const withSheets = theme as Theme & { generateStyleSheets?: () => Record<string, unknown>[] };
  if (!withSheets.generateStyleSheets) throw new Error('The docs theme must be created with cssVariables enabled');
  return serializeStyleSheets(withSheets.generateStyleSheets());
}
