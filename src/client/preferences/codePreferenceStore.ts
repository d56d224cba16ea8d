import {
  CODE_STYLING,
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  CODE_VARIANTS,
  resolveCodeStyling,
  resolveCodeVariant,
  type CodeStyling,
  type CodeVariant,
} from '../../shared/preferences/codePreferences';
import { readCookie, serializeCookie } from '../utils/cookieHeader';

// Cookies are outside React; this tiny store lets components subscribe to them with
// useSyncExternalStore, so the server render and hydration use the default and the stored choice
// is applied right after, without an effect that sets state.
const listeners = new Set<() => void>();

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('hashchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('hashchange', listener);
  };
}

function write(name: string, value: string) {
  document.cookie = serializeCookie(name, value);
  listeners.forEach((listener) => listener());
}

export const codeVariantStore = {
  get: (): CodeVariant => resolveCodeVariant(window.location.hash, readCookie(document.cookie, CODE_VARIANT_COOKIE)),
  getServer: (): CodeVariant => CODE_VARIANTS.TS,
  set: (variant: CodeVariant) => write(CODE_VARIANT_COOKIE, variant),
};

export const codeStylingStore = {
  get: (): CodeStyling => resolveCodeStyling(window.location.hash, readCookie(document.cookie, CODE_STYLING_COOKIE)),
  getServer: (): CodeStyling => CODE_STYLING.SYSTEM,
  set: (styling: CodeStyling) => write(CODE_STYLING_COOKIE, styling),
};
