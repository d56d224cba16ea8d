import type { DemoCode, HighlightedCode } from '../../shared/demos/demoTypes';

const requests = new Map<string, Promise<DemoCode>>();

function isHighlighted(value: unknown): value is HighlightedCode {
  const code = value as HighlightedCode | null;
  return typeof code?.code === 'string' && typeof code.html === 'string';
}

/** Checks the shape of a fetched sources file, so a broken or stale file fails here, with its address. */
export function parseDemoCode(value: unknown, url: string): DemoCode {
  const code = value as DemoCode | null;
  const valid =
    isHighlighted(code?.ts) &&
    isHighlighted(code.js) &&
    Array.isArray(code.files) &&
    code.files.every((file) => typeof file?.tsName === 'string' && typeof file.jsName === 'string' && isHighlighted(file.ts) && isHighlighted(file.js));
  if (!valid) throw new Error(`${url} is not a demo's sources file`);
  return code;
}

/**
 * A demo's sources (both variants, every file), fetched once per page load whoever asks first:
 * the code panel, copy, a sandbox or the editor. A failure is not kept, so the next ask retries.
 */
export function fetchDemoCode(url: string, load: typeof fetch = fetch): Promise<DemoCode> {
  let request = requests.get(url);
  if (!request) {
    request = load(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return parseDemoCode(await response.json(), url);
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}
