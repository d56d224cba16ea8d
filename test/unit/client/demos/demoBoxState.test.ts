import { filesOf } from '../../../../src/shared/demos/codePanelState';
import {
  codeViewOf,
  demoBoxReducer,
  initialDemoBoxState,
  isEditable,
  isEdited,
  isLinked,
  needsCode,
  openFileOf,
  panelOf,
  shownHtmlOf,
  shownLiveError,
  showsAd,
  variantOf,
  withEdits,
  type CodeViewInput,
  type DemoBoxAction,
  type DemoBoxState,
  type DemoSetting,
} from '../../../../src/client/demos/demoBoxState';
import type { DemoCode } from '../../../../src/shared/demos/demoTypes';

const code: DemoCode = {
  ts: { code: 'const a: number = 1;\n', html: '<span>ts</span>' },
  js: { code: 'const a = 1;\n', html: '<span>js</span>' },
  files: [{ tsName: 'data.ts', jsName: 'data.js', ts: { code: 'export const rows = [];\n', html: 'rows ts' }, js: { code: 'export const rows = [];\n', html: 'rows js' } }],
};

function run(...actions: DemoBoxAction[]): DemoBoxState {
  return actions.reduce(demoBoxReducer, initialDemoBoxState);
}

const setting = (overrides: Partial<DemoSetting> = {}): DemoSetting => ({ hideToolbar: false, start: 'preview', requested: null, preferred: 'TS', ...overrides });

describe('demo box state: actions', () => {
  it('starts with nothing chosen, edited or fetched', () => {
    expect(initialDemoBoxState).toEqual({
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
    });
  });

  it('goes live once, and stays the same state after', () => {
    const live = run({ type: 'wentLive' });
    expect(live.live).toBe(true);
    expect(demoBoxReducer(live, { type: 'wentLive' })).toBe(live);
  });

  it('opens the code panel from the code button, and remembers it was opened', () => {
    const opened = run({ type: 'codeToggled', panel: 'full' });
    expect(opened).toMatchObject({ chosenPanel: 'full', codeOpened: true });
    expect(demoBoxReducer(opened, { type: 'codeToggled', panel: 'preview' })).toMatchObject({ chosenPanel: 'preview', codeOpened: true });
  });

  it('pins the panel shown when the reader picks a variant, without counting it as opening the code', () => {
    expect(run({ type: 'panelKept', panel: 'preview' })).toMatchObject({ chosenPanel: 'preview', codeOpened: false });
  });

  it('opens the full code when a sandbox cannot be opened, so its retry prompt shows', () => {
    expect(run({ type: 'codeToggled', panel: 'none' }, { type: 'sandboxFailed' }).chosenPanel).toBe('full');
  });

  it('selects a file tab, leaving the focus on the tab', () => {
    const state = run({ type: 'editingStarted' }, { type: 'fileSelected', index: 1 });
    expect(state).toMatchObject({ fileIndex: 1, focusEditor: false, editing: true });
  });

  it('starts editing with the focus in the editor', () => {
    expect(run({ type: 'editingStarted' })).toMatchObject({ editing: true, focusEditor: true });
  });

  it('keeps edits per variant and file', () => {
    const state = run(
      { type: 'edited', variant: 'TS', file: 0, code: 'first' },
      { type: 'edited', variant: 'JS', file: 0, code: 'js' },
      { type: 'edited', variant: 'TS', file: 1, code: 'helper' },
      { type: 'edited', variant: 'TS', file: 0, code: 'second' },
    );
    expect(state.edits).toEqual({ 'TS:0': 'second', 'JS:0': 'js', 'TS:1': 'helper' });
  });

  it('records the live error and clears it', () => {
    const failing = run({ type: 'liveErrorChanged', message: 'boom' });
    expect(failing.liveError).toBe('boom');
    expect(demoBoxReducer(failing, { type: 'liveErrorChanged', message: null }).liveError).toBeNull();
  });

  it('keeps the fetched sources; a failure keeps what was fetched before and a later load clears it', () => {
    const loaded = run({ type: 'codeLoaded', code });
    expect(loaded).toMatchObject({ code, codeFailed: false });
    const failed = run({ type: 'codeFailed' });
    expect(failed).toMatchObject({ code: null, codeFailed: true });
    expect(demoBoxReducer(failed, { type: 'codeLoaded', code })).toMatchObject({ code, codeFailed: false });
    expect(demoBoxReducer(loaded, { type: 'codeFailed' })).toMatchObject({ code, codeFailed: true });
    // The same load reported again changes nothing, so React does not render for it.
    expect(demoBoxReducer(loaded, { type: 'codeLoaded', code })).toBe(loaded);
    const failedAfterLoad = demoBoxReducer(loaded, { type: 'codeFailed' });
    expect(demoBoxReducer(failedAfterLoad, { type: 'codeLoaded', code })).toMatchObject({ code, codeFailed: false });
  });

  it('resets the demo and its code, keeping the sources, the ad, the editor focus and liveness', () => {
    const used = run(
      { type: 'wentLive' },
      { type: 'codeLoaded', code },
      { type: 'codeToggled', panel: 'full' },
      { type: 'editingStarted' },
      { type: 'fileSelected', index: 1 },
      { type: 'edited', variant: 'TS', file: 1, code: 'x' },
      { type: 'liveErrorChanged', message: 'boom' },
    );
    const reset = demoBoxReducer(used, { type: 'reset' });
    expect(reset).toEqual({ ...used, instance: 1, chosenPanel: null, edits: {}, fileIndex: 0, editing: false, liveError: null });
    expect(demoBoxReducer(reset, { type: 'reset' }).instance).toBe(2);
  });
});

describe('demo box state: panel and variant', () => {
  it('follows the demo options until the reader chooses', () => {
    expect(panelOf(initialDemoBoxState, setting())).toBe('preview');
    expect(panelOf(initialDemoBoxState, setting({ start: 'none' }))).toBe('none');
    expect(panelOf(run({ type: 'codeToggled', panel: 'full' }), setting())).toBe('full');
  });

  it('has no panel when the toolbar is hidden, whatever was chosen or linked', () => {
    expect(panelOf(run({ type: 'sandboxFailed' }), setting({ hideToolbar: true, requested: 'JS' }))).toBe('none');
  });

  it('opens the full code in the variant a link names, until the reader uses the code controls', () => {
    const linked = setting({ requested: 'JS' });
    expect(isLinked(linked)).toBe(true);
    expect(panelOf(initialDemoBoxState, linked)).toBe('full');
    expect(variantOf(initialDemoBoxState, linked)).toBe('JS');
    const chosen = run({ type: 'panelKept', panel: 'full' });
    expect(panelOf(chosen, linked)).toBe('full');
    expect(variantOf(chosen, linked)).toBe('TS');
  });

  it('ignores a link to a demo without a toolbar, and uses the preferred variant otherwise', () => {
    expect(isLinked(setting({ requested: 'JS', hideToolbar: true }))).toBe(false);
    expect(variantOf(initialDemoBoxState, setting({ requested: 'JS', hideToolbar: true }))).toBe('TS');
    expect(variantOf(initialDemoBoxState, setting({ preferred: 'JS' }))).toBe('JS');
  });

  it('asks for the sources when the full panel needs them, not again after a failure', () => {
    expect(needsCode(initialDemoBoxState, 'full')).toBe(true);
    expect(needsCode(initialDemoBoxState, 'preview')).toBe(false);
    expect(needsCode(run({ type: 'codeLoaded', code }), 'full')).toBe(false);
    expect(needsCode(run({ type: 'codeFailed' }), 'full')).toBe(false);
  });

  it('keeps the chosen file within the files the variant has', () => {
    const second = run({ type: 'fileSelected', index: 1 });
    expect(openFileOf(second, 2)).toBe(1);
    expect(openFileOf(second, 1)).toBe(0);
  });
});

describe('demo box state: code', () => {
  const files = filesOf('Grid', code, 'TS');

  it('applies the edits of the variant to its files', () => {
    const edits = { 'TS:1': 'export const rows = [1];\n', 'JS:0': 'js edit' };
    expect(withEdits(files, edits, 'TS')).toEqual([
      { path: 'Grid.tsx', code: code.ts.code },
      { path: 'data.ts', code: 'export const rows = [1];\n' },
    ]);
    expect(withEdits(files, {}, 'TS').map((file) => file.code)).toEqual([code.ts.code, code.files[0].ts.code]);
  });

  it('sees edits only where the code differs from the original', () => {
    expect(isEdited(files, withEdits(files, { 'TS:0': 'changed' }, 'TS'))).toBe(true);
    expect(isEdited(files, withEdits(files, { 'TS:0': code.ts.code }, 'TS'))).toBe(false);
    expect(isEdited(null, null)).toBe(false);
  });

  const input = (overrides: Partial<CodeViewInput> = {}): CodeViewInput => ({
    panel: 'full',
    variant: 'TS',
    openFile: 0,
    files: null,
    preview: '<span>preview</span>',
    openedHtml: '<span>opened</span>',
    disableLiveEdit: false,
    ...overrides,
  });

  it('shows the preview, the fetched file, or the TypeScript the page came with until the sources arrive', () => {
    expect(shownHtmlOf(input({ panel: 'preview' }))).toBe('<span>preview</span>');
    expect(shownHtmlOf(input({ panel: 'none' }))).toBeNull();
    expect(shownHtmlOf(input())).toBe('<span>opened</span>');
    expect(shownHtmlOf(input({ variant: 'JS' }))).toBeNull();
    expect(shownHtmlOf(input({ openFile: 1 }))).toBeNull();
    expect(shownHtmlOf(input({ files, openFile: 1 }))).toBe('rows ts');
  });

  it('is editable in the full panel once the sources are in, unless the demo says not', () => {
    expect(isEditable(input({ files }))).toBe(true);
    expect(isEditable(input())).toBe(false);
    expect(isEditable(input({ files, disableLiveEdit: true }))).toBe(false);
    expect(isEditable(input({ files, panel: 'preview' }))).toBe(false);
  });

  it('draws the editor once editing starts, the source before, and a placeholder or retry prompt while there is no source', () => {
    const editing = run({ type: 'editingStarted' });
    expect(codeViewOf(initialDemoBoxState, input({ files }))).toBe('source');
    expect(codeViewOf(editing, input({ files }))).toBe('editor');
    expect(codeViewOf(editing, input({ files, disableLiveEdit: true }))).toBe('source');
    expect(codeViewOf(editing, input({ panel: 'preview' }))).toBe('source');
    expect(codeViewOf(initialDemoBoxState, input({ variant: 'JS' }))).toBe('loading');
    expect(codeViewOf(run({ type: 'codeFailed' }), input({ variant: 'JS' }))).toBe('failed');
    expect(codeViewOf(initialDemoBoxState, input({ panel: 'none' }))).toBe('none');
    expect(codeViewOf(initialDemoBoxState, input({ panel: 'preview', preview: null }))).toBe('none');
  });

  it('shows the live error only while the code is edited', () => {
    const failing = run({ type: 'liveErrorChanged', message: 'boom' });
    expect(shownLiveError(failing, true)).toBe('boom');
    expect(shownLiveError(failing, false)).toBeNull();
  });

  it('shows the ad once the code has been opened, unless the demo disables it', () => {
    expect(showsAd(initialDemoBoxState, false)).toBe(false);
    const opened = run({ type: 'codeToggled', panel: 'full' }, { type: 'codeToggled', panel: 'preview' });
    expect(showsAd(opened, false)).toBe(true);
    expect(showsAd(opened, true)).toBe(false);
  });
});
