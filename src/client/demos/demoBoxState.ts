import type { CodeVariant } from '../../shared/preferences/codePreferences';
import { editKey, type CodePanel, type ShownFile } from '../../shared/demos/codePanelState';
import type { DemoCode } from '../../shared/demos/demoTypes';

/** What a demo box remembers of the reader's actions and of its sources. */
export interface DemoBoxState {
  /** Null until the reader uses the code button: the panel follows the options and the address. */
  chosenPanel: CodePanel | null;
  /** Changes at each reset, so the demo mounts afresh. */
  instance: number;
  /** Whether the demo is hydrated and responds to input. */
  live: boolean;
  /** Each variant and file keeps its own edits (see editKey). */
  edits: Record<string, string>;
  fileIndex: number;
  /** Whether the editor replaced the highlighted source; it loads on first use. */
  editing: boolean;
  /** A file tab chosen with the keyboard keeps the focus; clicking the code moves it to the editor. */
  focusEditor: boolean;
  /** Why the edited code does not run, or null. */
  liveError: string | null;
  /** The ad under a demo appears once its code has been opened, and stays. */
  codeOpened: boolean;
  /** The demo's sources, fetched on first use (the page carries only what it shows at first). */
  code: DemoCode | null;
  /** The last fetch of the sources failed: the panel offers a retry. */
  codeFailed: boolean;
}

export type DemoBoxAction =
  | { type: 'wentLive' }
  | { type: 'codeToggled'; panel: CodePanel }
  | { type: 'panelKept'; panel: CodePanel }
  | { type: 'sandboxFailed' }
  | { type: 'reset' }
  | { type: 'fileSelected'; index: number }
  | { type: 'editingStarted' }
  | { type: 'edited'; variant: CodeVariant; file: number; code: string }
  | { type: 'liveErrorChanged'; message: string | null }
  | { type: 'codeLoaded'; code: DemoCode }
  | { type: 'codeFailed' };

export const initialDemoBoxState: DemoBoxState = {
  chosenPanel: null,
  instance: 0,
  live: false,
  edits: {},
  fileIndex: 0,
  editing: false,
  focusEditor: false,
  liveError: null,
  codeOpened: false,
  code: null,
  codeFailed: false,
};

export function demoBoxReducer(state: DemoBoxState, action: DemoBoxAction): DemoBoxState {
  switch (action.type) {
    case 'wentLive':
      return state.live ? state : { ...state, live: true };
    case 'codeToggled':
      return { ...state, chosenPanel: action.panel, codeOpened: true };
    case 'panelKept':
      // Choosing a variant pins the panel shown, so a link's hash no longer decides either.
      return { ...state, chosenPanel: action.panel };
    case 'sandboxFailed':
      // The code panel says what failed (the sources' retry prompt), rather than nothing.
      return { ...state, chosenPanel: 'full' };
    case 'reset':
      // The demo and its code go back to how the page showed them; the fetched sources and the ad stay.
      return { ...state, instance: state.instance + 1, chosenPanel: null, edits: {}, fileIndex: 0, editing: false, liveError: null };
    case 'fileSelected':
      return { ...state, fileIndex: action.index, focusEditor: false };
    case 'editingStarted':
      return { ...state, editing: true, focusEditor: true };
    case 'edited':
      return { ...state, edits: { ...state.edits, [editKey(action.variant, action.file)]: action.code } };
    case 'liveErrorChanged':
      return { ...state, liveError: action.message };
    case 'codeLoaded':
      // Each intent (a pointer over the toolbar, focus in it) reports the one cached load again: no re-render for it.
      return state.code === action.code && !state.codeFailed ? state : { ...state, code: action.code, codeFailed: false };
    case 'codeFailed':
      return { ...state, codeFailed: true };
  }
}

/** What decides the panel and variant besides the reader's actions in the box. */
export interface DemoSetting {
  hideToolbar: boolean;
  /** The panel the demo starts with (see initialCodePanel). */
  start: CodePanel;
  /** The variant `#Name.tsx` / `#Name.js` in the address asks for, or null. */
  requested: CodeVariant | null;
  /** The reader's preferred variant. */
  preferred: CodeVariant;
}

/** A link to this demo's source: it brings the demo into view with its code open. */
export function isLinked(setting: DemoSetting): boolean {
  return setting.requested !== null && !setting.hideToolbar;
}

export function panelOf(state: DemoBoxState, setting: DemoSetting): CodePanel {
  if (setting.hideToolbar) return 'none';
  return state.chosenPanel ?? (isLinked(setting) ? 'full' : setting.start);
}

/** The linked variant until the reader uses the code controls, then the preferred one. */
export function variantOf(state: DemoBoxState, setting: DemoSetting): CodeVariant {
  const { requested } = setting;
  return requested !== null && !setting.hideToolbar && state.chosenPanel === null ? requested : setting.preferred;
}

/** The full code needs the sources; after a failure only the retry button asks again. */
export function needsCode(state: DemoBoxState, panel: CodePanel): boolean {
  return panel === 'full' && !state.code && !state.codeFailed;
}

/** The chosen file, within the files the variant has. */
export function openFileOf(state: DemoBoxState, fileCount: number): number {
  return Math.min(state.fileIndex, fileCount - 1);
}

/** The files as edited in this variant: the text copy, the sandboxes and the live demo use. */
export function withEdits(files: readonly { path: string; code: string }[], edits: Record<string, string>, variant: CodeVariant): { path: string; code: string }[] {
  return files.map((file, index) => ({ path: file.path, code: edits[editKey(variant, index)] ?? file.code }));
}

export function isEdited(files: readonly { code: string }[] | null, current: readonly { code: string }[] | null): boolean {
  return Boolean(files && current?.some((file, index) => file.code !== files[index].code));
}

/** What the code panel draws: the editor, the highlighted source, the retry prompt, a placeholder, or nothing. */
export type CodeView = 'editor' | 'source' | 'failed' | 'loading' | 'none';

export interface CodeViewInput {
  panel: CodePanel;
  variant: CodeVariant;
  openFile: number;
  /** The sources' files in the variant, once fetched. */
  files: readonly ShownFile[] | null;
  /** The short source the page carries for its preview panel. */
  preview: string | null;
  /** The TypeScript the page came with for a panel open from the start. */
  openedHtml: string | null;
  disableLiveEdit: boolean;
}

/** The highlighted source the panel shows, or null while there is none to show. */
export function shownHtmlOf({ panel, variant, openFile, files, preview, openedHtml }: CodeViewInput): string | null {
  if (panel === 'preview') return preview;
  if (panel !== 'full') return null;
  // Until the sources arrive, the full panel shows the TypeScript the page came with, if any.
  return files?.[openFile].html ?? (variant === 'TS' && openFile === 0 ? openedHtml : null);
}

export function isEditable({ panel, files, disableLiveEdit }: CodeViewInput): boolean {
  return panel === 'full' && !disableLiveEdit && files !== null;
}

export function codeViewOf(state: DemoBoxState, input: CodeViewInput): CodeView {
  if (shownHtmlOf(input) !== null) return isEditable(input) && state.editing ? 'editor' : 'source';
  if (input.panel !== 'full') return 'none';
  return state.codeFailed ? 'failed' : 'loading';
}

/** The error of edited code that does not run; none once the edits are undone. */
export function shownLiveError(state: DemoBoxState, edited: boolean): string | null {
  return edited ? state.liveError : null;
}

export function showsAd(state: DemoBoxState, disableAd: boolean): boolean {
  return state.codeOpened && !disableAd;
}
