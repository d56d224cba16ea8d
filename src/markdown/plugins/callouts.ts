import type MarkdownIt from 'markdown-it';
import type { PluginWithParams } from 'markdown-it';
import container from 'markdown-it-container';

export const CALLOUT_SEVERITIES = ['info', 'warning', 'success', 'error'] as const;
export type CalloutSeverity = (typeof CALLOUT_SEVERITIES)[number];

// Simple, self-drawn glyphs: the callout colour carries the meaning, the icon repeats it for
// readers who cannot tell the colours apart.
const ICONS: Record<CalloutSeverity, string> = {
  info: '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 11v6M12 7.5v.5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  warning: '<path d="M12 3 2.5 20h19Z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/><path d="M12 10v4.5M12 17.5v.5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  success: '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="m8 12.5 3 3 5-6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
  error: '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="m9 9 6 6M15 9l-6 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
};

const LABELS: Record<CalloutSeverity, string> = {
  info: 'Note',
  warning: 'Warning',
  success: 'Tip',
  error: 'Important',
};

/** `:::info` … `:::` blocks become asides with an icon and a screen-reader label. */
export function calloutsPlugin(md: MarkdownIt): void {
  for (const severity of CALLOUT_SEVERITIES) {
    md.use(container as unknown as PluginWithParams, severity, {
      render(tokens: { nesting: number }[], index: number) {
        if (tokens[index].nesting !== 1) return '</div></aside>\n';
        return (
          `<aside class="MuiCallout-root MuiCallout-${severity}" aria-label="${LABELS[severity]}">` +
          `<svg class="MuiCallout-icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">${ICONS[severity]}</svg>` +
          '<div class="MuiCallout-content">\n'
        );
      },
    });
  }
}
