import * as React from 'react';
import { subscribeToNothing } from '../utils/subscribeToNothing';
import { writeClipboard } from '../docs/copyCode';
import { useTranslate } from '../app/PageContext';
import { ButtonLink, OutlinedButton } from '../layout/primitives';
import { PageHead } from '../layout/PageHead';
import demoStyles from '../demos/DemoBox.module.css';
import { codeFromHash, codeToHash, TEMPLATE } from './playgroundCode';
import styles from './Playground.module.css';

const LiveEditor = React.lazy(() => import('../demos/live/LiveEditor'));
const LiveDemo = React.lazy(() => import('../demos/live/LiveDemo'));
const loadScope = () => import('./playgroundScope').then((module) => module.default);

/** How long after the last keystroke the address is updated with the code. */
const URL_DEBOUNCE_MS = 500;

// The code of a shared link lives in the fragment, which only the browser sees.
const readSharedCode = () => codeFromHash(window.location.hash) ?? TEMPLATE;
const noCodeOnServer = () => null;

/**
 * Type a demo, see it run: every MUI X package can be imported, the code is kept in the address
 * (compressed) so the link shares it, and reset brings back the starting example. Rendered
 * without the docs frame or theme, so nothing of the site leaks into what the code shows.
 */
export function Playground() {
  const t = useTranslate();
  const shared = React.useSyncExternalStore(subscribeToNothing, readSharedCode, noCodeOnServer);
  const [edited, setEdited] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [copied, setCopied] = React.useState(false);
  const code = edited ?? shared;
  const files = React.useMemo(() => [{ path: 'Demo.tsx', code: code ?? '' }], [code]);

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
            setError(null);
          }}
        >
          {t('playground.reset')}
        </OutlinedButton>
        <ButtonLink href="/x/introduction/">{t('playground.back')}</ButtonLink>
      </div>
      {code === null ? (
        <p className={styles.loading}>{t('playground.loading')}</p>
      ) : (
        <div className={styles.columns}>
          <div>
            <React.Suspense fallback={<p className={styles.loading}>{t('playground.loading')}</p>}>
              <LiveEditor code={code} variant="TS" labels={{ editor: t('playground.editor'), tabHint: t('demo.tabHint') }} onChange={setEdited} />
            </React.Suspense>
            {error ? (
              <pre role="alert" className={demoStyles.liveError} data-testid="live-error">
                {error}
              </pre>
            ) : null}
          </div>
          <section className={styles.preview} aria-label={t('playground.preview')} data-testid="playground-preview">
            <React.Suspense fallback={<p className={styles.loading}>{t('playground.loading')}</p>}>
              <LiveDemo loadScope={loadScope} files={files} variant="TS" original={null} onError={setError} />
            </React.Suspense>
          </section>
        </div>
      )}
    </div>
  );
}
