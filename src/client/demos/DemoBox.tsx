import * as React from 'react';
import { DemoInlineAd } from '../ads/DemoInlineAd';
import { writeClipboard } from '../docs/copyCode';
import { browserCopyEnvironment, copyPendingText } from '../docs/copyPage';
import { cx } from '../utils/cx';
import { loadOnDemand } from '../layout/loadOnDemand';
import { usePageContext, useTranslate } from '../app/PageContext';
import { usePreferences } from '../preferences/PreferencesContext';
import type { CodeVariant } from '../../shared/preferences/codePreferences';
import { useNearViewport } from '../utils/useNearViewport';
import { codeToggle, editKey, fileNamesOf, filesOf, initialCodePanel, placeholderText, variantFromHash, type CodePanel } from '../../shared/demos/codePanelState';
import styles from './DemoBox.module.css';
import { fetchDemoCode } from './demoCodeFetch';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { DEFAULT_FRAME_HEIGHT } from './DemoFrame';
import { DemoSlot, gateFor, type LiveCode } from './DemoSlot';
import { DemoToolbar } from './DemoToolbar';
import { FileTabs } from './FileTabs';
import { openSandbox } from './sandbox/openSandbox';
import type { DemoCode, DemoData } from '../../shared/demos/demoTypes';

const BACKGROUND_CLASS = {
  outlined: styles.outlined,
  inline: styles.inline,
  playground: styles.playground,
  gradient: styles.gradient,
  true: styles.filled,
} as const;

/** The editor (and Prism's tokenizer) load when the reader first focuses or clicks the code. */
const LiveEditor = React.lazy(() => loadOnDemand('liveEditor'));

/** Demos this far below the viewport start loading, so they are live by the time they show. */
const NEAR_VIEWPORT = '400px 0px';

function subscribeToHash(notify: () => void) {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
}

/** `#Name.tsx` / `#Name.js` in the address (null on the server and for other hashes). */
function useRequestedVariant(name: string): CodeVariant | null {
  return React.useSyncExternalStore(
    subscribeToHash,
    () => variantFromHash(window.location.hash, name),
    () => null,
  );
}

/**
 * The demo's sources, fetched on first use (the page carries only what it shows at first).
 * `ensure` resolves with them for actions that need the text; `failed` turns the panel into a
 * retry prompt.
 */
function useDemoCode(url: string) {
  const [code, setCode] = React.useState<DemoCode | null>(null);
  const [failed, setFailed] = React.useState(false);
  const ensure = React.useCallback(
    () =>
      fetchDemoCode(url).then(
        (loaded) => {
          setCode(loaded);
          setFailed(false);
          return loaded;
        },
        (error: unknown) => {
          setFailed(true);
          throw error;
        },
      ),
    [url],
  );
  return { code, failed, ensure };
}

/** A live demo with its toolbar and source, as a `{{"demo": …}}` directive asks. */
export function DemoBox({ demo }: { demo: DemoData }) {
  const t = useTranslate();
  const { pathname } = usePageContext();
  const { codeVariant, setCodeVariant } = usePreferences();
  const { options, name } = demo;
  const start = initialCodePanel(options.defaultCodeOpen, demo.preview !== null);
  // `null` until the reader uses the code button: the panel follows the options and the address.
  const [chosenPanel, setPanel] = React.useState<CodePanel | null>(null);
  const requested = useRequestedVariant(name);
  const linked = requested !== null && !options.hideToolbar;
  const panel: CodePanel = options.hideToolbar ? 'none' : (chosenPanel ?? (linked ? 'full' : start));
  const variant: CodeVariant = linked && chosenPanel === null ? requested : codeVariant;
  const [instance, setInstance] = React.useState(0);
  const [live, setLive] = React.useState(false);
  const markLive = React.useCallback(() => setLive(true), []);
  // Each variant and file keeps its own edits; the editor itself loads on first use.
  const [edits, setEdits] = React.useState<Record<string, string>>({});
  const [fileIndex, setFileIndex] = React.useState(0);
  const [editing, setEditing] = React.useState(false);
  // A file tab chosen with the keyboard keeps the focus; clicking the code moves it to the editor.
  const [focusEditor, setFocusEditor] = React.useState(false);
  const [liveError, setLiveError] = React.useState<string | null>(null);
  // The ad under a demo appears once its code has been opened, and stays.
  const [codeOpened, setCodeOpened] = React.useState(false);
  const area = React.useRef<HTMLDivElement>(null);
  const focusTarget = React.useRef<HTMLSpanElement>(null);
  const root = React.useRef<HTMLDivElement>(null);
  const codeId = `demo-code-${name}`;
  const gateKey = `${demo.id}`;

  // Measured while the server HTML is still in place (hydration), before anything can replace it.
  // A ref, not state: new props on a demo not yet hydrated would make React drop its server HTML.
  const serverHeight = React.useRef<number | null>(null);
  React.useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const height = element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    if (height > 0) serverHeight.current = height;
  }, []);

  const open = React.useCallback(() => gateFor(pathname, demo.id, gateKey).open(), [pathname, demo.id, gateKey]);
  // Where nearness cannot be observed the demo opens at once: it must come alive somehow.
  useNearViewport(area, open, { margin: NEAR_VIEWPORT, unobservable: 'now' });

  // A link to this demo's source brings it into view, code open in the variant it names.
  React.useEffect(() => {
    if (linked) root.current?.scrollIntoView({ block: 'start' });
  }, [linked]);

  const { code, failed: codeFailed, ensure: ensureCode } = useDemoCode(demo.codeUrl);
  // The full code needs the sources: fetched as soon as the panel asks for them.
  // After a failure the retry button asks again, not every render.
  React.useEffect(() => {
    if (panel === 'full' && !code && !codeFailed) ensureCode().catch(() => {});
  }, [panel, code, codeFailed, ensureCode]);

  const fileNames = React.useMemo(() => fileNamesOf(name, demo.files, variant), [name, demo.files, variant]);
  const files = React.useMemo(() => (code ? filesOf(name, code, variant) : null), [name, code, variant]);
  const currentFilesOf = React.useCallback(
    (shownFiles: readonly { path: string; code: string }[]) =>
      shownFiles.map((file, index) => ({ path: file.path, code: edits[editKey(variant, index)] ?? file.code })),
    [edits, variant],
  );
  const currentFiles = React.useMemo(() => (files ? currentFilesOf(files) : null), [files, currentFilesOf]);
  const edited = Boolean(files && currentFiles?.some((file, index) => file.code !== files[index].code));
  const liveCode: LiveCode | null = React.useMemo(
    () => (edited && currentFiles ? { files: currentFiles, variant, onError: setLiveError } : null),
    [edited, currentFiles, variant],
  );
  const openFile = Math.min(fileIndex, fileNames.length - 1);
  // Until the sources arrive, the full panel shows the TypeScript the page came with, if any.
  const openedHtml = variant === 'TS' && openFile === 0 ? demo.openedHtml : null;
  const shownHtml = panel === 'preview' ? demo.preview : panel === 'full' ? (files?.[openFile].html ?? openedHtml) : null;
  const editable = panel === 'full' && !options.disableLiveEdit && files !== null;
  const toggle = codeToggle(panel, start);
  const showFileTabs = panel === 'full' && fileNames.length > 1;
  /** The text copy and the sandboxes act on, as edited, once the sources are in. */
  const withCurrentFiles = () => ensureCode().then((loaded) => currentFilesOf(filesOf(name, loaded, variant)));
  const tabPanelProps = showFileTabs ? { role: 'tabpanel', 'aria-labelledby': `demo-${name}-file-${openFile}` } : {};
  const linkTo = (variant: CodeVariant) =>
    `${window.location.origin}${window.location.pathname}#${name}.${variant === 'JS' ? 'js' : 'tsx'}`;

  return (
    // `data-demo-live` tells tests and tooling that the demo is hydrated and responds to input.
    // A demo's rendered rows and labels are sample data, not documentation: kept out of search.
    <div ref={root} className={styles.root} data-demo={demo.id} data-demo-live={live || undefined} id={`demo-${name}`} data-pagefind-ignore="all">
      <div
        ref={area}
        className={cx(styles.demo, BACKGROUND_CLASS[`${options.bg}`])}
        // An iframe demo's height is its frame's; the box around it grows with its padding.
        style={{ maxWidth: options.maxWidth, height: options.iframe ? undefined : options.height }}
      >
        <span ref={focusTarget} tabIndex={-1} className={styles.focusTarget} aria-hidden="true" />
        <DemoErrorBoundary
          key={instance}
          demoName={name}
          reportUrl={`${process.env.SOURCE_CODE_REPO}/issues/new?title=${encodeURIComponent(`[docs] Demo ${name} crashes`)}`}
          labels={{ title: t('demo.errorTitle'), report: t('demo.report') }}
        >
          <DemoSlot
            route={pathname}
            id={demo.id}
            gateKey={gateKey}
            instance={instance}
            onLive={markLive}
            live={liveCode}
            serverHeight={serverHeight}
            frame={options.iframe ? { title: t('demo.frameTitle').replace('{name}', name), height: options.height ?? DEFAULT_FRAME_HEIGHT } : undefined}
          />
        </DemoErrorBoundary>
      </div>
      {options.hideToolbar ? null : (
        <DemoToolbar
          demoName={name}
          variant={variant}
          onVariant={(next) => {
            setCodeVariant(next);
            setPanel(panel);
          }}
          codeLabel={t(toggle.labelKey)}
          codeExpanded={panel === 'full'}
          onToggleCode={() => {
            // The panel opens at once, at the height of the code it waits for (see `shapes`).
            setPanel(toggle.next);
            setCodeOpened(true);
          }}
          onIntent={() => void ensureCode().catch(() => {})}
          onOpenSandbox={(service) =>
            void withCurrentFiles()
              .then((current) => openSandbox(service, { name, variant, source: current[0].code, helpers: current.slice(1) }))
              .catch((error: Error) => {
                // The code panel says what failed (the sources' retry prompt), rather than nothing.
                console.warn(`Demo ${name}: the sandbox could not be opened: ${error.message}`);
                setPanel('full');
              })
          }
          onCopy={() =>
            copyPendingText(
              withCurrentFiles().then((current) => current[panel === 'full' ? openFile : 0].code),
              browserCopyEnvironment(),
            ).then((outcome) => outcome === 'copied')
          }
          onCopyLink={(variant) => writeClipboard(linkTo(variant))}
          onResetFocus={() => focusTarget.current?.focus()}
          onReset={() => {
            setInstance((value) => value + 1);
            setPanel(null);
            setEdits({});
            setFileIndex(0);
            setEditing(false);
            setLiveError(null);
          }}
          codeId={codeId}
          sourceUrl={`${process.env.SOURCE_CODE_REPO}/blob/v${process.env.LIB_VERSION}/${demo.sourcePath}`}
        />
      )}
      {showFileTabs ? (
        <FileTabs
          label={t('demo.files')}
          files={fileNames}
          selected={openFile}
          onSelect={(index) => {
            setFileIndex(index);
            setFocusEditor(false);
          }}
          panelId={codeId}
          idPrefix={`demo-${name}-file`}
        />
      ) : null}
      {shownHtml !== null && editable && editing && currentFiles ? (
        <div id={codeId} data-code-panel={variant} {...tabPanelProps}>
          <React.Suspense fallback={<StaticCode html={shownHtml} variant={variant} label={t('demo.source')} />}>
            <LiveEditor
              key={`${variant}-${openFile}`}
              autoFocus={focusEditor}
              code={currentFiles[openFile].code}
              variant={variant}
              labels={{ editor: t('demo.editor'), tabHint: t('demo.tabHint') }}
              onChange={(code) => setEdits((previous) => ({ ...previous, [editKey(variant, openFile)]: code }))}
            />
          </React.Suspense>
        </div>
      ) : shownHtml !== null ? (
        <div
          id={codeId}
          className={cx('MuiCode-root', styles.code)}
          data-code-panel={panel === 'preview' ? 'preview' : variant}
          {...tabPanelProps}
        >
          <StaticCode
            html={shownHtml}
            variant={panel === 'preview' ? 'JS' : variant}
            label={t(editable ? 'demo.editHint' : 'demo.source')}
            onStartEditing={
              editable
                ? () => {
                    setEditing(true);
                    setFocusEditor(true);
                  }
                : undefined
            }
          />
          <button type="button" className="MuiCode-copy" data-ga-event-category="code" data-ga-event-action="copy-click">
            <span className="MuiCode-copy-label">{t('copy')}</span>
            <span className="MuiCode-copyKeyboard" aria-hidden="true">
              {' '}
              (or ⌘C / Ctrl + C)
            </span>
          </button>
        </div>
      ) : null}
      {panel === 'full' && shownHtml === null ? (
        codeFailed ? (
          <div id={codeId} role="alert" className={styles.liveError}>
            {t('demo.sourceFailed')}{' '}
            <button type="button" className={styles.retry} onClick={() => void ensureCode().catch(() => {})}>
              {t('demo.retry')}
            </button>
          </div>
        ) : (
          <div id={codeId} className={cx('MuiCode-root', styles.code)} aria-busy="true" {...tabPanelProps}>
            <pre className={cx(variant === 'JS' ? 'language-jsx' : 'language-tsx', styles.loadingSource)}>
              <code>{placeholderText(t('demo.loadingSource'), demo.shapes[variant][openFile] ?? { lines: 1, width: 0 })}</code>
            </pre>
          </div>
        )
      ) : null}
      {codeOpened && !options.disableAd ? <DemoInlineAd /> : null}
      {edited && liveError ? (
        <pre role="alert" className={styles.liveError} data-testid="live-error">
          {liveError}
        </pre>
      ) : null}
    </div>
  );
}

interface StaticCodeProps {
  html: string;
  variant: CodeVariant;
  label: string;
  /** Editable demos turn into the editor on the first focus or click. */
  onStartEditing?: () => void;
}

/** Build-time highlighted source; also what shows while the editor loads. */
function StaticCode({ html, variant, label, onStartEditing }: StaticCodeProps) {
  return (
    // Focusable so keyboard users can scroll (and, when editable, edit) it; named so focus
    // announces what it is. A plain <pre> may not carry a name, a group may, and unlike a region
    // it adds no landmark per demo.
    <pre
      tabIndex={0}
      role="group"
      aria-label={label}
      className={variant === 'JS' ? 'language-jsx' : 'language-tsx'}
      onFocus={onStartEditing}
      onMouseDown={onStartEditing}
    >
      <code dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  );
}
