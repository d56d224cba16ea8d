import * as React from 'react';
import { subscribeToNothing } from '../utils/subscribeToNothing';
import { writeClipboard } from '../docs/copyCode';
import { useTranslate } from '../app/PageContext';
import { ButtonLink, ContainedButton, OutlinedButton } from '../layout/primitives';
import { PageHead } from '../layout/PageHead';
import demoStyles from '../demos/DemoBox.module.css';
import { cx } from '../utils/cx';
import { codeToHash, readSharedCode, TEMPLATE, type SharedCode } from './playgroundCode';
import { PlaygroundPreview } from './PlaygroundPreview';
import styles from './Playground.module.css';

const LiveEditor = React.lazy(() => import('../demos/live/LiveEditor'));

/** How long after the last keystroke the address is updated with the code. */
const URL_DEBOUNCE_MS = 500;

// The code of a shared link lives in the fragment, which only the browser sees. The snapshot is
// kept per fragment: useSyncExternalStore needs the same object for the same address.
let lastRead: { hash: string; shared: SharedCode } | null = null;
const readAddress = (): SharedCode => {
  const { hash } = window.location;
  if (lastRead?.hash !== hash) lastRead = { hash, shared: readSharedCode(hash) };
  return lastRead.shared;
};
const noCodeOnServer = () => null;

/**
 * Type a demo, see it run: every MUI X package can be imported, the code is kept in the address
 * (compressed) so the link shares it, and reset brings back the starting example. Rendered
 * without the docs frame or theme, so nothing of the site leaks into what the code shows; the code
 * runs in a sandboxed frame (`PlaygroundPreview`), so nothing it does leaks into the site either.
 */
export function Playground() {
  const t = useTranslate();
  const shared = React.useSyncExternalStore(subscribeToNothing, readAddress, noCodeOnServer);
  const [edited, setEdited] = React.useState<string | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [copied, setCopied] = React.useState(false);
  // A link's code is anyone's code: it is shown, read-only, until the reader chooses to run it.
  const [runApproved, setRunApproved] = React.useState(false);
  const code = edited ?? (shared === null ? null : shared.kind === 'code' ? shared.code : TEMPLATE);
  const fromLink = edited === null && shared?.kind === 'code';
  const held = fromLink && !runApproved;
  const onStatus = React.useCallback((ok: boolean) => setFailed(!ok), []);

  React.useEffect(() => {
    if (edited === null) return undefined;
    const timer = window.setTimeout(() => {
      window.history.replaceState(null, '', edited === TEMPLATE ? window.location.pathname : codeToHash(edited));
    }, URL_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [edited]);

  const copyLink = async () => {
    const link = `${window.location.origin}${window.location.pathname}${code && code !== TEMPLATE ? codeToHash(code) : ''}`;
    // If the clipboard is refused, the address bar still holds the link.
    if (!(await writeClipboard(link))) return;
    setCopied(true);
    window.setTimeout(() => setCopied(false), 1000);
  };

  return (
    <div className={styles.page}>
      <PageHead title={t('playground.title')} description={t('playground.description')} canonical={false} />
      <div className={styles.bar}>
        <h1 className={styles.title}>{t('playground.title')}</h1>
        <OutlinedButton onClick={() => void copyLink()}>{copied ? t('demo.copied') : t('playground.copyLink')}</OutlinedButton>
        <OutlinedButton
          onClick={() => {
            setEdited(TEMPLATE);
            setFailed(false);
          }}
        >
          {t('playground.reset')}
        </OutlinedButton>
        <ButtonLink href="/x/introduction/">{t('playground.back')}</ButtonLink>
      </div>
      {edited === null && shared?.kind === 'damaged' ? (
        <p role="alert" className={styles.notice} data-testid="playground-link-notice">
          {t('playground.damagedLink')}
        </p>
      ) : null}
      {held ? (
        <div className={cx(styles.notice, styles.held)} data-testid="playground-link-notice">
          <p className={styles.heldText}>{t('playground.heldLink')}</p>
          <ContainedButton onClick={() => setRunApproved(true)}>{t('playground.run')}</ContainedButton>
        </div>
      ) : fromLink ? (
        <p className={styles.notice} data-testid="playground-link-notice">
          {t('playground.fromLink')}
        </p>
      ) : null}
      {code === null ? (
        <p className={styles.loading}>{t('playground.loading')}</p>
      ) : held ? (
        <div className={styles.columns}>
          <section aria-label={t('playground.linkedCode')} className={demoStyles.editor}>
            <pre className={cx(demoStyles.editorArea, styles.editorPlaceholder)} data-testid="playground-held-code">{`${code}\n`}</pre>
          </section>
          <section className={cx(styles.preview, styles.heldPreview)} aria-label={t('playground.preview')} data-testid="playground-preview">
            <p>{t('playground.runHint')}</p>
          </section>
        </div>
      ) : (
        <div className={styles.columns}>
          <div>
            {/* The code, plain, in the editor's box and metrics until the editor arrives: on a phone
                the preview sits below, and a one-line fallback would let it jump down. */}
            <React.Suspense
              fallback={
                <div className={demoStyles.editor} aria-busy="true">
                  {/* The editor shows a line after a final newline, which a `pre` alone drops. */}
                  <pre className={cx(demoStyles.editorArea, styles.editorPlaceholder)}>{`${code}\n`}</pre>
                </div>
              }
            >
              <LiveEditor code={code} variant="TS" labels={{ editor: t('playground.editor'), tabHint: t('demo.tabHint') }} onChange={setEdited} />
            </React.Suspense>
            {/* The site's own words: the frame's message stays in the frame (see frameProtocol.ts). */}
            {failed ? (
              <p role="status" className={demoStyles.liveError} data-testid="live-error">
                {t('playground.codeFailed')}
              </p>
            ) : null}
          </div>
          <section className={styles.preview} aria-label={t('playground.preview')} data-testid="playground-preview">
            <PlaygroundPreview code={code} title={t('playground.preview')} loadingLabel={t('playground.loading')} onStatus={onStatus} />
          </section>
        </div>
      )}
    </div>
  );
}
