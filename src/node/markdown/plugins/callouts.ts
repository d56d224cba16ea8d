import type MarkdownIt from 'markdown-it';
import type { PluginWithParams } from 'markdown-it';
import container from 'markdown-it-container';
import { CALLOUT_ICONS, CALLOUT_LABELS, CALLOUT_SEVERITIES } from '../../../shared/markdownIcons';

/** `:::info` … `:::` blocks become asides with an icon and a screen-reader label. */
export function calloutsPlugin(md: MarkdownIt): void {
  for (const severity of CALLOUT_SEVERITIES) {
    md.use(container as unknown as PluginWithParams, severity, {
      render(tokens: { nesting: number }[], index: number) {
        if (tokens[index].nesting !== 1) return '</div></aside>\n';
        return (
          `<aside class="MuiCallout-root MuiCallout-${severity}" aria-label="${CALLOUT_LABELS[severity]}">` +
          `<svg class="MuiCallout-icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">${CALLOUT_ICONS[severity]}</svg>` +
          '<div class="MuiCallout-content">\n'
        );
      },
    });
  }
}
