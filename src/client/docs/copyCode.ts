export const COPY_FEEDBACK_MS = 2000;

/** Writes text to the clipboard; `false` when the browser refuses (permissions, insecure origin). */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Text of the code block a copy button belongs to. */
export function codeOfButton(button: Element): string | null {
  return button.closest('.MuiCode-root')?.querySelector('code')?.textContent ?? null;
}

/**
 * Copies a code block and flips its button label to "Copied" for a moment. Clipboard access can
 * be refused (permissions, insecure origin); the label then says so instead of lying.
 */
export async function copyCodeBlock(button: HTMLElement, labels: { copied: string; copy: string; failed: string }) {
  const code = codeOfButton(button);
  const label = button.querySelector('.MuiCode-copy-label') ?? button;
  if (code === null) return;
  const ok = await writeClipboard(code);
  label.textContent = ok ? labels.copied : labels.failed;
  button.setAttribute('data-copied', '');
  window.setTimeout(() => {
    label.textContent = labels.copy;
    button.removeAttribute('data-copied');
  }, COPY_FEEDBACK_MS);
}
