import * as React from 'react';
import { useRouter } from 'next/router';
import { usePageContext } from '../app/PageContext';
import { usePreferences } from '../preferences/PreferencesContext';
import { resolveColorScheme } from '../theme/colorScheme';
import { useColorMode, useSystemColorScheme } from '../theme/colorSchemeStore';
import { analyticsConfig, type AnalyticsConfig } from './analyticsConfig';
import { trackedClick } from './clickTracking';
import { pageViewLocation, pageViewParams, readMeta } from './pageView';
import { gtag, sendEvent, setUserProperties } from './sendEvent';
import { resolutionQuery, roundPixelRatio } from './userProperties';
import { isSampledSession, reportWebVitals, vitalsEvent } from './webVitals';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Sends one user property whenever its value is known and changes. */
function useUserProperty(name: string, value: unknown) {
  React.useEffect(() => {
    if (value !== null && value !== undefined) setUserProperties({ [name]: value });
  }, [name, value]);
}

// The query matches while the density stays; when it stops matching, the ratio moved (another
// screen, or zoom), and a new query for the new ratio takes over.
function subscribeToPixelRatio(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  let query: MediaQueryList | null = null;
  const watch = () => {
    query?.removeEventListener('change', changed);
    query = window.matchMedia(resolutionQuery(window.devicePixelRatio || 1));
    query.addEventListener('change', changed);
  };
  const changed = () => {
    watch();
    onChange();
  };
  watch();
  return () => query?.removeEventListener('change', changed);
}
const readPixelRatio = () => roundPixelRatio(window.devicePixelRatio || 1);
const readNoPixelRatio = () => null;

/**
 * Page views, user properties, tracked clicks and sampled web vitals. Everything goes
 * through gtag; without a measurement id gtag is never loaded and the commands stay on
 * `window.dataLayer`, so nothing leaves the reader's machine.
 */
export function Analytics({ config = analyticsConfig }: { config?: AnalyticsConfig }) {
  const router = useRouter();
  const { userLanguage } = usePageContext();
  const { codeVariant, codeStyling } = usePreferences();
  const { mode } = useColorMode();
  const systemScheme = useSystemColorScheme();
  const location = pageViewLocation(router.asPath);

  // Declared first: effects run in order, so gtag is configured before the first page_view.
  // Effects run after hydration, so the loader never competes with the page becoming interactive.
  React.useEffect(() => {
    if (!config.measurementId) return;
    gtag('js', new Date());
    gtag('config', config.measurementId, { send_page_view: false });
    const src = new URL(config.gtagScriptUrl);
    src.searchParams.set('id', config.measurementId);
    if (document.querySelector(`script[src="${src.href}"]`)) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = src.href;
    document.head.appendChild(script);
  }, [config.measurementId, config.gtagScriptUrl]);

  React.useEffect(() => {
    // A timeout, so `next/head` has written the new page's <title> and meta tags.
    const timer = window.setTimeout(() => {
      sendEvent('page_view', pageViewParams(document.title, location, readMeta));
    });
    return () => window.clearTimeout(timer);
  }, [location]);

  useUserProperty('codeVariant', codeVariant);
  useUserProperty('codeStylingVariant', codeStyling);
  useUserProperty('userLanguage', userLanguage);
  useUserProperty('devicePixelRatio', React.useSyncExternalStore(subscribeToPixelRatio, readPixelRatio, readNoPixelRatio));
  useUserProperty('colorSchemeOS', systemScheme);
  useUserProperty('colorScheme', mode && systemScheme ? resolveColorScheme(mode, systemScheme === 'dark') : null);

  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const click = trackedClick(event.target, Math.random);
      if (click) sendEvent(click.category, click.params);
    };
    // Capture phase: a handler that stops propagation (menus, dialogs) must not hide the click.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  React.useEffect(() => {
    if (!isSampledSession(config.webVitalsSampleRate, Math.random, sessionStorageOrNull())) return;
    reportWebVitals((metric) => {
      const { name, params } = vitalsEvent(metric);
      sendEvent(name, params);
    }).catch(() => {
      // A chunk that fails to load costs a measurement, never the page.
    });
  }, [config.webVitalsSampleRate]);

  return null;
}
