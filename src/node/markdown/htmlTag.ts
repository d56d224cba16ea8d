/** One opening HTML tag as written in a page: its name and attributes in source order. */
export interface HtmlTag {
  name: string;
  /** `[name, value]`; `null` for a bare attribute (`autoplay`). Values stay as written (entities and all). */
  attributes: Array<[string, string | null]>;
  selfClosing: boolean;
}

/** An opening `<img>` or `<video>` tag, quotes respected, so a `>` inside a value does not end it. */
export const MEDIA_TAG = /<(img|video)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Reads `<name a="1" b>` (or `<name … />`); the caller found the tag with a pattern like `MEDIA_TAG`. */
export function parseTag(text: string): HtmlTag {
  const open = /^<([A-Za-z][A-Za-z0-9-]*)/.exec(text);
  if (!open) throw new TypeError(`Not an opening tag: ${text}`);
  const selfClosing = /\/\s*>$/.test(text);
  const inner = text.slice(open[0].length).replace(/\/?\s*>$/, '');
  const attributes: Array<[string, string | null]> = [];
  for (const match of inner.matchAll(ATTRIBUTE)) {
    attributes.push([match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? null]);
  }
  return { name: open[1].toLowerCase(), attributes, selfClosing };
}

/** The value of an attribute: `undefined` when absent, `null` when bare. */
export function attributeOf(tag: HtmlTag, name: string): string | null | undefined {
  const found = tag.attributes.find(([key]) => key === name);
  return found ? found[1] : undefined;
}

/** A copy of the tag with `name` set (added at the end when absent), or removed when `value` is `undefined`. */
export function withAttribute(tag: HtmlTag, name: string, value: string | null | undefined): HtmlTag {
  const rest = tag.attributes.filter(([key]) => key !== name);
  if (value === undefined) return { ...tag, attributes: rest };
  const index = tag.attributes.findIndex(([key]) => key === name);
  const attributes = [...tag.attributes];
  if (index === -1) attributes.push([name, value]);
  else attributes[index] = [name, value];
  return { ...tag, attributes };
}

/** Writes the tag back; values keep their entities, and a value holding `"` is single-quoted. */
export function serializeTag(tag: HtmlTag): string {
  const attributes = tag.attributes
    .map(([name, value]) => {
      if (value === null) return ` ${name}`;
      return value.includes('"') ? ` ${name}='${value}'` : ` ${name}="${value}"`;
    })
    .join('');
  return `<${tag.name}${attributes}${tag.selfClosing ? ' />' : '>'}`;
}
