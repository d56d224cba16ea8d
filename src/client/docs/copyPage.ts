export type CopyPageOutcome = 'copied' | 'fetch-failed' | 'clipboard-failed';

/** What copying needs from the browser; tests hand in their own. */
export interface CopyPageEnvironment {
  fetchText: (url: string) => Promise<string>;
  clipboard: Pick<Clipboard, 'write' | 'writeText'> | undefined;
  /** Wraps the pending text in a clipboard item; undefined where `ClipboardItem` does not exist. */
  makeItem: ((text: Promise<string>) => ClipboardItem) | undefined;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

export function browserCopyEnvironment(): CopyPageEnvironment {
  return {
    fetchText,
    clipboard: typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    makeItem:
      typeof ClipboardItem === 'undefined'
        ? undefined
        : (text) => new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) }),
  };
}

/**
 * Puts text that is still on its way (a fetch) on the clipboard. It goes in as a clipboard item
 * holding the pending text, because Safari only lets a click write to the clipboard
 * synchronously and a plain `writeText` after the fetch would be refused. Where that fails (no
 * `ClipboardItem`, or a refusal), `writeText` is tried once the text is in, which also tells a
 * failed fetch apart from a refused clipboard. Never throws.
 */
export async function copyPendingText(
  text: Promise<string>,
  environment: Pick<CopyPageEnvironment, 'clipboard' | 'makeItem'>,
): Promise<CopyPageOutcome> {
  // Read below; this only keeps an early rejection from being reported as unhandled.
  text.catch(() => undefined);
  const { clipboard, makeItem } = environment;
  if (clipboard?.write && makeItem) {
    try {
      await clipboard.write([makeItem(text)]);
      return 'copied';
    } catch {
      // Fall through: the steps below find out which part failed.
    }
  }
  let value: string;
  try {
    value = await text;
  } catch {
    return 'fetch-failed';
  }
  if (!clipboard?.writeText) return 'clipboard-failed';
  try {
    await clipboard.writeText(value);
    return 'copied';
  } catch {
    return 'clipboard-failed';
  }
}

/** Fetches a page's Markdown twin and puts it on the clipboard (see `copyPendingText`). */
export function copyPageMarkdown(url: string, environment: CopyPageEnvironment): Promise<CopyPageOutcome> {
  return copyPendingText(environment.fetchText(url), environment);
}
