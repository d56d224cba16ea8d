/**
 * The CSS a page needs for its grid snapshots: of the Emotion rules a render inserted, those that
 * can style an element of the snapshot (and the keyframes they animate with), gathered once per
 * page in one `<style>` element. Pure.
 *
 * The grid root's styles are one large rule set of descendant selectors for every state of the
 * grid (editing, resizing, pinned, autosizing…); a snapshot shows one state, so a selector
 * needing a class that no element of the snapshot has is left out. The live grid inserts its
 * complete rules itself.
 */
import { FLUID_COLUMNS_CSS } from './fluidColumns';
import type { GridSnapshot } from './snapshotTypes';

/** The prefix of Emotion's generated classes in the docs' cache (`css-1rxsvxt`). */
export const EMOTION_KEY = 'css';

/**
 * The wrapper fills the grid's box and is the size container of the fluid columns; the snapshot
 * is a picture, whose scrollbars would only draw over the rows. Copies off screen are not
 * rendered (`content-visibility`): a page holds up to a dozen, and kept rendered they made every
 * style change of the page cost more (a live grid's sort on the phone profile, 480 → 720 ms).
 * The box sizes the copy, so skipping its content changes no size.
 */
export const SNAPSHOT_ONLY_CSS = [
  '[data-grid-snapshot]{container-type:inline-size;width:100%;height:100%;content-visibility:auto}',
  FLUID_COLUMNS_CSS,
  '[data-grid-snapshot] .MuiDataGrid-scrollbar{display:none}',
].join('\n');

export const STYLE_ATTRIBUTE = 'data-grid-snapshots';

/** Every class named in the `class` attributes of some HTML. */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** The selector lists of a rule: its own, or those of the rules inside an at-rule block. */
export function selectorsOf(rule: string): string[] {
  const open = rule.indexOf('{');
  if (open < 0) return [];
  if (!rule.startsWith('@')) return [rule.slice(0, open)];
  const body = rule.slice(open + 1, rule.lastIndexOf('}'));
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i += 1) {
    if (body[i] === '{') {
      if (depth === 0) {
        const head = body.slice(start, i).trim();
        if (head.startsWith('@')) {
          const end = closingBrace(body, i);
          selectors.push(...selectorsOf(body.slice(start, end + 1).trim()));
          start = end + 1;
          i = end;
          continue;
        }
        selectors.push(head);
      }
      depth += 1;
    } else if (body[i] === '}') {
      depth -= 1;
      if (depth === 0) start = i + 1;
    }
  }
  return selectors;
}

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length - 1;
}

/**
 * The classes each selector of a list requires, one set per selector. Classes inside functional
 * pseudo-classes (`:not(.x)`, `:is(.a, .b)`) and attribute selectors are not required, so a
 * selector is only ever kept wrongly, never left out wrongly.
 */
export function requiredClasses(selectorList: string): Set<string>[] {
  const selectors: Set<string>[] = [new Set()];
  let parens = 0;
  let brackets = 0;
  for (let i = 0; i < selectorList.length; i += 1) {
    const char = selectorList[i];
    if (char === '(') parens += 1;
    else if (char === ')') parens -= 1;
    else if (char === '[') brackets += 1;
    else if (char === ']') brackets -= 1;
    else if (parens === 0 && brackets === 0 && char === ',') selectors.push(new Set());
    else if (parens === 0 && brackets === 0 && char === '.') {
      const name = /^-?[A-Za-z_][\w-]*/.exec(selectorList.slice(i + 1))?.[0];
      if (name) {
        selectors[selectors.length - 1].add(name);
        i += name.length;
      }
    }
  }
  return selectors;
}

function canMatch(selectorList: string, used: ReadonlySet<string>): boolean {
  return requiredClasses(selectorList).some((classes) => [...classes].every((name) => used.has(name)));
}

/**
 * The rules (a rule, or an @media / @supports block) that name one of the Emotion key's classes
 * and can match an element carrying only `used` classes, without repeats, in the order given;
 * the @keyframes they animate with come first. Rules naming none of the key's classes (global
 * styles of a demo) are left out.
 */
export function pickRules(rules: readonly string[], used: ReadonlySet<string>, key = EMOTION_KEY): string[] {
  const emotionClass = new RegExp(`\\.${key}-[A-Za-z0-9_-]+`);
  const picked = new Set<string>();
  const animations = new Set<string>();
  for (const rule of rules) {
    if (picked.has(rule) || rule.startsWith('@keyframes')) continue;
    const selectors = selectorsOf(rule);
    if (!selectors.some((selector) => emotionClass.test(selector) && canMatch(selector, used))) continue;
    picked.add(rule);
    for (const [, name] of rule.matchAll(/animation(?:-name)?:[^;}]*?\b(animation-[A-Za-z0-9_-]+)/g)) animations.add(name);
  }
  const keyframes = new Set(rules.filter((rule) => animations.has(/^@keyframes\s+([\w-]+)/.exec(rule)?.[1] ?? '')));
  return [...keyframes, ...picked];
}

/**
 * One `<style>` element with what a page's snapshots use: the scrollbar rule, each variables rule
 * once, then every rule once, in first-use order (the order the live page's Emotion cache would
 * insert them in).
 */
export function snapshotStyleElement(snapshots: readonly Pick<GridSnapshot, 'variablesCss' | 'rules'>[]): string {
  const rules = new Set<string>([SNAPSHOT_ONLY_CSS]);
  for (const snapshot of snapshots) if (snapshot.variablesCss) rules.add(snapshot.variablesCss);
  for (const snapshot of snapshots) for (const rule of snapshot.rules) rules.add(rule);
  // A `</style` in a rule's string would end the element early; `\/` is `/` to CSS.
  const css = [...rules].join('\n').replace(/<\/(style)/gi, '<\\/$1');
  return `<style ${STYLE_ATTRIBUTE}="">${css}</style>`;
}
