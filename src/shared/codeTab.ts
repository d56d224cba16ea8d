/** One tab of a `<codeblock>` group: its code, and that code highlighted at build time. */
export interface CodeTab {
  name: string;
  language: string;
  code: string;
  html: string;
}
