import { mdiCommentTextOutline } from '@mdi/js';

// Glyphs and labels shared by the markdown renderer (build time) and React pages (run time),
// kept free of markdown-it so browser code can import them.

export const CALLOUT_SEVERITIES = ['info', 'warning', 'success', 'error'] as const;
export type CalloutSeverity = (typeof CALLOUT_SEVERITIES)[number];

// Simple, self-drawn glyphs: the callout colour carries the meaning, the icon repeats it for
// readers who cannot tell the colours apart.
export const CALLOUT_ICONS: Record<CalloutSeverity, string> = {
  info: '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 11v6M12 7.5v.5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  warning: '<path d="M12 3 2.5 20h19Z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/><path d="M12 10v4.5M12 17.5v.5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  success: '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="m8 12.5 3 3 5-6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
  error: '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="m9 9 6 6M15 9l-6 6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
};

export const CALLOUT_LABELS: Record<CalloutSeverity, string> = {
  info: 'Note',
  warning: 'Warning',
  success: 'Tip',
  error: 'Important',
};

export const LINK_ICON =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">' +
  '<path fill="currentColor" d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 ' +
  '1 0 0 1-1.4 0ZM7 21a4 4 0 0 1-2.8-6.8l2.5-2.5a1 1 0 0 1 1.4 1.4l-2.5 2.5a2 2 0 0 0 2.8 2.8l2.5' +
  '-2.5a1 1 0 0 1 1.4 1.4l-2.5 2.5A4 4 0 0 1 7 21Zm9.6-8.3a1 1 0 0 1-.7-1.7l2.5-2.5a2 2 0 0 0-2.8' +
  '-2.8l-2.5 2.5a1 1 0 1 1-1.4-1.4l2.5-2.5a4 4 0 0 1 5.6 5.6l-2.5 2.5a1 1 0 0 1-.7.3Z"/></svg>';

/** The speech bubble of a heading's "comment on this section" button. */
export const COMMENT_ICON =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">' +
  `<path fill="currentColor" d="${mdiCommentTextOutline}"/></svg>`;
