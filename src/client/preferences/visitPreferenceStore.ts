import { takeEarlySettings, type Direction } from './earlySettings';

/** The preferences that last for the visit (client-side moves keep them; a reload does not). */
export interface VisitPreferences {
  direction: Direction;
  dense: boolean;
}

const DEFAULTS: VisitPreferences = { direction: 'ltr', dense: false };
const listeners = new Set<() => void>();
let current: VisitPreferences | null = null;

/**
 * The server renders the defaults, and so does hydration; a read in the browser after it takes
 * over what the reader chose in the settings panel before the code ran, so React draws it right
 * after hydration, as for the cookies (codePreferenceStore.ts).
 */
function get(): VisitPreferences {
  const early = definedOnly(takeEarlySettings(document.documentElement));
  if (!current || Object.keys(early).length > 0) current = { ...(current ?? DEFAULTS), ...early };
  return current;
}

function definedOnly<Value extends object>(value: Value): Partial<Value> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<Value>;
}

export const visitPreferenceStore = {
  get,
  getServer: (): VisitPreferences => DEFAULTS,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(change: Partial<VisitPreferences>) {
    current = { ...get(), ...change };
    for (const listener of listeners) listener();
  },
};
