/** Fills the `%s` placeholders of `template` with `args`, in order; extra placeholders stay visible. */
export function formatErrorMessage(template: string, args: readonly string[]): string {
  let index = 0;
  return template.replace(/%s/g, (placeholder) => (index < args.length ? args[index++] : placeholder));
}

/**
 * The page that explains an error code, built like MUI's minified-error links:
 * `<origin>/x/production-error/?code=<code>&args[]=<arg>…`.
 */
export function productionErrorUrl(origin: string, code: number, args: readonly string[]): string {
  const query = [`code=${code}`, ...args.map((arg) => `args[]=${encodeURIComponent(arg)}`)].join('&');
  return `${origin}/x/production-error/?${query}`;
}

export function minifiedErrorMessage(origin: string, code: number, args: readonly string[]): string {
  return `Minified MUI X docs error #${code}; visit ${productionErrorUrl(origin, code, args)} for the full message.`;
}

/** Reads a production-error link's query; null when it names no code. */
export function parseProductionErrorQuery(search: string): { code: number; args: string[] } | null {
  const params = new URLSearchParams(search);
  const raw = params.get('code');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return { code: Number(raw), args: params.getAll('args[]') };
}
