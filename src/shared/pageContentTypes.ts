/** Parts of a guide page's content that the build writes and the browser's components draw. */

/** One heading in the table of contents, with the headings under it. */
export interface TocEntry {
  text: string;
  hash: string;
  children: TocEntry[];
}

/** One tab of a `<codeblock>` group: its code, and that code highlighted at build time. */
export interface CodeTab {
  name: string;
  language: string;
  code: string;
  html: string;
}
