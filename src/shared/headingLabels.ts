// The accessible names of the controls beside a section heading. Markdown headings get them as
// HTML strings from the build and API headings as JSX, so both read them from here.

/** The heading's self-link. */
export function sectionLinkLabel(headingText: string): string {
  return `Link to section ${headingText}`;
}

/** The button that opens the feedback form on that section. */
export function sectionCommentLabel(headingText: string): string {
  return `Comment on section ${headingText}`;
}
