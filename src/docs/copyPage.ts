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
 * Fetches a page's Markdown twin and puts it on the clipboard. The text goes in as a clipboard
 * item holding the pending fetch, because Safari only lets a click write to the clipboard
 * synchronously and a plain `writeText` after the fetch would be refused. Where that fails (no
 * `ClipboardItem`, or a refusal), `writeText` is tried once the text is in, which also tells a
 * failed fetch apart from a refused clipboard. Never throws.
 */
export async function copyPageMarkdown(url: string, environment: CopyPageEnvironment): Promise<CopyPageOutcome> {
  const text = environment.fetchText(url);
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
  let markdown: string;
  try {
    markdown = await text;
  } catch {
    return 'fetch-failed';
  }
  if (!clipboard?.writeText) return 'clipboard-failed';
  try {
    await clipboard.writeText(markdown);
    return 'copied';
  } catch {
    return 'clipboard-failed';
  }
}
