import * as React from 'react';
import { DemoInlineAd } from '../ads/DemoInlineAd';
import { writeClipboard } from '../docs/copyCode';
import { browserCopyEnvironment, copyPendingText } from '../docs/copyPage';
import { cx } from '../utils/cx';
import { loadOnDemand } from '../layout/loadOnDemand';
import { usePageContext, useTranslate } from '../app/PageContext';
import { usePreferences } from '../preferences/PreferencesContext';
import type { CodeVariant } from '../../shared/preferences/codePreferences';
import { useFarFromViewport } from '../utils/useFarFromViewport';
import { useNearViewport } from '../utils/useNearViewport';
import { codeToggle, fileNamesOf, filesOf, placeholderText } from '../../shared/demos/codePanelState';
import { codeViewOf, isEditable, isEdited, needsCode, openFileOf, shownHtmlOf, shownLiveError, showsAd, withEdits, type CodeViewInput } from './demoBoxState';
import styles from './DemoBox.module.css';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { DEFAULT_FRAME_HEIGHT } from './DemoFrame';
import { DemoSlot, gateFor, type LiveCode } from './DemoSlot';
import { DemoToolbar } from './DemoToolbar';
import { FileTabs } from './FileTabs';
import { NEAR_VIEWPORT_PX } from './nearbyDemos';
import { openSandbox } from './sandbox/openSandbox';
import { StaticCode } from './StaticCode';
import { useDemoBoxState } from './useDemoBoxState';
import { useDemoCode } from './useDemoCode';
import { useServerHeight } from './useServerHeight';
import type { DemoData } from '../../shared/demos/demoTypes';
import { LIB_VERSION, SOURCE_CODE_REPO } from '../../shared/site/settings';

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
const NEAR_VIEWPORT = `${NEAR_VIEWPORT_PX}px 0px`;

/**
 * A box seen this far from the viewport may skip its rendering from then on (DemoBox.module.css).
 * Chromium draws a `content-visibility: auto` box within half a viewport of the screen: a box
 * marked within that reach is skipped for a frame and drawn again, and the shift tracker counts
 * what it holds as moved on screen. Marked a whole viewport away, it is skipped where no one sees.
 */
const FAR_FROM_VIEWPORT = '100% 0px';

/** A live demo with its toolbar and source, as a `{{"demo": …}}` directive asks. */
export function DemoBox({ demo }: { demo: DemoData }) {
  const t = useTranslate();
  const { pathname } = usePageContext();
  const { codeVariant, setCodeVariant } = usePreferences();
  const { options, name } = demo;
  const { state, dispatch, start, linked, panel, variant } = useDemoBoxState(demo, codeVariant);
  const { code, edits, instance, live, focusEditor } = state;
  const markLive = React.useCallback(() => dispatch({ type: 'wentLive' }), [dispatch]);
  const onLiveError = React.useCallback((message: string | null) => dispatch({ type: 'liveErrorChanged', message }), [dispatch]);
  const area = React.useRef<HTMLDivElement>(null);
  const focusTarget = React.useRef<HTMLSpanElement>(null);
  const root = React.useRef<HTMLDivElement>(null);
  const codeId = `demo-code-${name}`;
  const gateKey = `${demo.id}`;

  const serverHeight = useServerHeight(area, demo.id);

  const open = React.useCallback(() => gateFor(pathname, demo.id, gateKey).open(), [pathname, demo.id, gateKey]);
  // Where nearness cannot be observed the demo opens at once: it must come alive somehow. The box,
  // not the area in it: a distant box skips its contents, and an observer sees nothing inside a
  // skipped box come near.
  useNearViewport(root, open, { margin: NEAR_VIEWPORT, unobservable: 'now' });
  // Set on the element, not through state: the demo under it need not render again.
  const markSkippable = React.useCallback(() => root.current?.setAttribute('data-skippable', ''), []);
  useFarFromViewport(root, markSkippable, FAR_FROM_VIEWPORT);

  // A link to this demo's source brings it into view, code open in the variant it names.
  React.useEffect(() => {
    if (linked) root.current?.scrollIntoView({ block: 'start' });
  }, [linked]);

  const ensureCode = useDemoCode(demo.codeUrl, dispatch, { area, prefetch: live && !options.hideToolbar, needed: needsCode(state, panel) });

  const fileNames = React.useMemo(() => fileNamesOf(name, demo.files, variant), [name, demo.files, variant]);
  const files = React.useMemo(() => (code ? filesOf(name, code, variant) : null), [name, code, variant]);
  const currentFiles = React.useMemo(() => (files ? withEdits(files, edits, variant) : null), [files, edits, variant]);
  const edited = isEdited(files, currentFiles);
  const liveCode: LiveCode | null = React.useMemo(
    () => (edited && currentFiles ? { files: currentFiles, variant, onError: onLiveError } : null),
    [edited, currentFiles, variant, onLiveError],
  );
  const frameTitle = t('demo.frameTitle').replace('{name}', name);
  const frame = React.useMemo(() => (options.iframe ? { title: frameTitle, height: options.height ?? DEFAULT_FRAME_HEIGHT } : undefined), [options.iframe, options.height, frameTitle]);
  const openFile = openFileOf(state, fileNames.length);
  const codeInput: CodeViewInput = { panel, variant, openFile, files, preview: demo.preview, openedHtml: demo.openedHtml, disableLiveEdit: options.disableLiveEdit };
  const shownHtml = shownHtmlOf(codeInput);
  const editable = isEditable(codeInput);
  const codeView = codeViewOf(state, codeInput);
  const liveError = shownLiveError(state, edited);
  const toggle = codeToggle(panel, start);
  const showFileTabs = panel === 'full' && fileNames.length > 1;
  /** The text copy and the sandboxes act on, as edited, once the sources are in. */
  const withCurrentFiles = () => ensureCode().then((loaded) => withEdits(filesOf(name, loaded, variant), edits, variant));
  const tabPanelProps = showFileTabs ? { role: 'tabpanel', 'aria-labelledby': `demo-${name}-file-${openFile}` } : {};
  const linkTo = (variant: CodeVariant) =>
    `${window.location.origin}${window.location.pathname}#${name}.${variant === 'JS' ? 'js' : 'tsx'}`;

  return (
    // `data-demo-live` tells tests and tooling that the demo is hydrated and responds to input.
    // A demo's rendered rows and labels are sample data, not documentation: kept out of search.
    <div ref={root} className={styles.root} data-demo={demo.id} data-demo-live={live || undefined} data-stand-in={demo.standIn} id={`demo-${name}`} data-pagefind-ignore="all">
      <div
        ref={area}
        className={cx(styles.demo, BACKGROUND_CLASS[`${options.bg}`])}
        // What the demo draws is sample output; the page's Markdown twin carries the demo's code instead (the agent-docs spec's marker).
        data-markdown-ignore=""
        // An iframe demo's height is its frame's; the box around it grows with its padding.
        style={{ maxWidth: options.maxWidth, height: options.iframe ? undefined : options.height }}
      >
        <span ref={focusTarget} tabIndex={-1} className={styles.focusTarget} aria-hidden="true" />
        <DemoErrorBoundary
          key={instance}
          demoName={name}
          reportUrl={`${SOURCE_CODE_REPO}/issues/new?title=${encodeURIComponent(`[docs] Demo ${name} crashes`)}`}
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
            drawsCharts={demo.serverDrawing === true}
            frame={frame}
          />
        </DemoErrorBoundary>
      </div>
      {options.hideToolbar ? null : (
        <DemoToolbar
          demoName={name}
          variant={variant}
          onVariant={(next) => {
            setCodeVariant(next);
            dispatch({ type: 'panelKept', panel });
          }}
          codeLabel={t(toggle.labelKey)}
          codeExpanded={panel === 'full'}
          // The panel opens at once, at the height of the code it waits for (see `shapes`).
          onToggleCode={() => dispatch({ type: 'codeToggled', panel: toggle.next })}
          onIntent={() => void ensureCode().catch(() => {})}
          onOpenSandbox={(service) =>
            void withCurrentFiles()
              .then((current) => openSandbox(service, { name, variant, source: current[0].code, helpers: current.slice(1) }))
              .catch((error: Error) => {
                console.warn(`Demo ${name}: the sandbox could not be opened: ${error.message}`);
                dispatch({ type: 'sandboxFailed' });
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
          onReset={() => dispatch({ type: 'reset' })}
          codeId={codeId}
          sourceUrl={`${SOURCE_CODE_REPO}/blob/v${LIB_VERSION}/${demo.sourcePath}`}
        />
      )}
      {showFileTabs ? (
        <FileTabs
          label={t('demo.files')}
          files={fileNames}
          selected={openFile}
          onSelect={(index) => dispatch({ type: 'fileSelected', index })}
          panelId={codeId}
          idPrefix={`demo-${name}-file`}
        />
      ) : null}
      {codeView === 'editor' && shownHtml !== null && currentFiles ? (
        <div id={codeId} data-code-panel={variant} {...tabPanelProps}>
          <React.Suspense fallback={<StaticCode html={shownHtml} variant={variant} label={t('demo.source')} />}>
            <LiveEditor
              key={`${variant}-${openFile}`}
              autoFocus={focusEditor}
              code={currentFiles[openFile].code}
              variant={variant}
              labels={{ editor: t('demo.editor'), tabHint: t('demo.tabHint') }}
              onChange={(edit) => dispatch({ type: 'edited', variant, file: openFile, code: edit })}
            />
          </React.Suspense>
        </div>
      ) : codeView === 'source' && shownHtml !== null ? (
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
            onStartEditing={editable ? () => dispatch({ type: 'editingStarted' }) : undefined}
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
      {codeView === 'failed' || codeView === 'loading' ? (
        codeView === 'failed' ? (
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
      {showsAd(state, options.disableAd) ? <DemoInlineAd /> : null}
      {liveError ? (
        <pre role="alert" className={styles.liveError} data-testid="live-error">
          {liveError}
        </pre>
      ) : null}
    </div>
  );
}
