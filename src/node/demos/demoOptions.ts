import type { DemoOptions } from '../../shared/demos/demoTypes';

const BACKGROUNDS: readonly unknown[] = ['outlined', 'inline', 'playground', 'gradient', true];
const BOOLEAN_KEYS = ['hideToolbar', 'defaultCodeOpen', 'disableAd', 'disableLiveEdit', 'iframe'] as const;
const NUMBER_KEYS = ['maxWidth', 'height'] as const;
const KNOWN_KEYS = new Set<string>(['bg', ...BOOLEAN_KEYS, ...NUMBER_KEYS]);

export interface ParsedDemoOptions {
  options: DemoOptions;
  /** Every problem found, each a full sentence naming the demo. */
  errors: string[];
}

/**
 * Checks a demo directive: known keys with the right types, and the combinations the reference
 * rejects because they do nothing or contradict each other.
 */
export function parseDemoOptions(demo: string, raw: Record<string, unknown>): ParsedDemoOptions {
  const errors: string[] = [];
  const where = `demo "${demo}"`;

  for (const key of Object.keys(raw)) {
    if (!KNOWN_KEYS.has(key)) errors.push(`Unknown option "${key}" on ${where}; known options: ${[...KNOWN_KEYS].join(', ')}`);
  }
  for (const key of BOOLEAN_KEYS) {
    if (key in raw && typeof raw[key] !== 'boolean') errors.push(`"${key}" on ${where} must be true or false`);
  }
  for (const key of NUMBER_KEYS) {
    if (key in raw && (typeof raw[key] !== 'number' || !Number.isFinite(raw[key]) || (raw[key] as number) <= 0)) {
      errors.push(`"${key}" on ${where} must be a positive number of pixels`);
    }
  }
  if ('bg' in raw && !BACKGROUNDS.includes(raw.bg)) {
    errors.push(`"bg" on ${where} must be "outlined", "inline", "playground", "gradient" or true`);
  }

  if (raw.hideToolbar === false) errors.push(`"hideToolbar": false on ${where} is the default; remove it`);
  if (raw.hideToolbar === true && raw.defaultCodeOpen === true) {
    errors.push(`${where} hides its toolbar, so "defaultCodeOpen": true could never show the code`);
  }
  if (raw.hideToolbar === true && raw.disableAd === true) {
    errors.push(`${where} hides its toolbar, so there is no code panel whose ad "disableAd" could turn off`);
  }
  if (/\.tsx?$/.test(demo) && raw.hideToolbar !== true) {
    errors.push(`${where} names a TypeScript file; demos are referenced by their .js name unless "hideToolbar" is set`);
  }

  const flag = (key: (typeof BOOLEAN_KEYS)[number]) => raw[key] === true;
  const iframe = flag('iframe');
  const options: DemoOptions = {
    bg: BACKGROUNDS.includes(raw.bg) ? (raw.bg as DemoOptions['bg']) : iframe ? true : 'outlined',
    hideToolbar: flag('hideToolbar'),
    disableAd: flag('disableAd'),
    disableLiveEdit: flag('disableLiveEdit'),
    iframe,
  };
  if (typeof raw.defaultCodeOpen === 'boolean') options.defaultCodeOpen = raw.defaultCodeOpen;
  if (typeof raw.maxWidth === 'number') options.maxWidth = raw.maxWidth;
  if (typeof raw.height === 'number') options.height = raw.height;
  return { options, errors };
}

/** `BasicGrid.js` → `BasicGrid`. */
export function demoBaseName(demo: string): string {
  return demo.replace(/\.(js|jsx|ts|tsx)$/, '');
}
