/**
 * The scripts a page's HTML starts: a `<script src>` tag, or the list the boot loader holds in its
 * `data-scripts` (src/node/export/deferPageScripts.ts). For the build's readers of exported pages
 * (budgets, the service worker's shell), which must count both.
 */
export const BOOT_SCRIPTS_ATTRIBUTE = 'data-scripts';

/** Set on `<html>` by a page whose scripts start as it loads, not on first use (the playground's preview frame). */
export const SCRIPTS_ON_LOAD_ATTRIBUTE = 'data-scripts-on-load';

export function scriptsOfTag(name: string, attributes: Record<string, string | undefined>): string[] {
  if (name !== 'script') return [];
  const listed = attributes[BOOT_SCRIPTS_ATTRIBUTE];
  if (listed !== undefined) {
    const scripts: unknown = JSON.parse(listed);
    if (!Array.isArray(scripts) || !scripts.every((src) => typeof src === 'string')) throw new Error(`${BOOT_SCRIPTS_ATTRIBUTE} is not a list of script URLs: ${listed.slice(0, 80)}`);
    return scripts as string[];
  }
  return attributes.src ? [attributes.src] : [];
}
