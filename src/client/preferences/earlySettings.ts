import { EARLY_SETTING_PREFIX } from '../../shared/nav/shellIds';

export type Direction = 'ltr' | 'rtl';

/** The visit's choices the reader made in the settings panel before the page's code ran. */
export interface EarlySettings {
  direction?: Direction;
  dense?: boolean;
}

function one<Value extends string>(value: string | null, allowed: readonly Value[]): Value | undefined {
  return allowed.find((candidate) => candidate === value);
}

/**
 * Reads the choices the inline loader kept on `<html data-early-*>` (src/client/boot/followSettings.ts)
 * and removes them, so they are taken over once. A value that is not a choice is ignored.
 */
export function takeEarlySettings(root: Element): EarlySettings {
  const read = (name: string) => {
    const attribute = `${EARLY_SETTING_PREFIX}${name}`;
    const value = root.getAttribute(attribute);
    root.removeAttribute(attribute);
    return value;
  };
  const density = one(read('density'), ['default', 'dense'] as const);
  return { direction: one(read('direction'), ['ltr', 'rtl'] as const), dense: density === undefined ? undefined : density === 'dense' };
}
