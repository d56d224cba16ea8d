export const CODE_VARIANTS = { JS: 'JS', TS: 'TS' } as const;
export type CodeVariant = (typeof CODE_VARIANTS)[keyof typeof CODE_VARIANTS];

export const CODE_STYLING = { SYSTEM: 'MUI System', TAILWIND: 'Tailwind', CSS: 'CSS' } as const;
export type CodeStyling = (typeof CODE_STYLING)[keyof typeof CODE_STYLING];

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';

/** A link to `#Demo.tsx` or `#Demo.js` asks for that variant, before any stored choice. */
export function resolveCodeVariant(hash: string, cookieValue: string | undefined): CodeVariant {
  if (/\.tsx$/.test(hash)) return CODE_VARIANTS.TS;
  if (/\.js$/.test(hash)) return CODE_VARIANTS.JS;
  if (cookieValue === CODE_VARIANTS.JS || cookieValue === CODE_VARIANTS.TS) return cookieValue;
  return CODE_VARIANTS.TS;
}

const STYLING_BY_HASH_PREFIX: Record<string, CodeStyling> = {
  'tailwind-': CODE_STYLING.TAILWIND,
  'css-': CODE_STYLING.CSS,
  'system-': CODE_STYLING.SYSTEM,
};

export function resolveCodeStyling(hash: string, cookieValue: string | undefined): CodeStyling {
  if (/\.(js|tsx)$/.test(hash)) {
    for (const [prefix, styling] of Object.entries(STYLING_BY_HASH_PREFIX)) {
      if (hash.includes(prefix)) return styling;
    }
  }
  const known = Object.values(CODE_STYLING) as string[];
  return cookieValue && known.includes(cookieValue) ? (cookieValue as CodeStyling) : CODE_STYLING.SYSTEM;
}
