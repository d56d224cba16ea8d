type GtagArguments = [command: 'event', name: string, params: Record<string, unknown>];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArguments) => void;
  }
}

/**
 * Sends an analytics event through gtag. Until gtag is loaded (or when it never is), events are
 * queued on `window.dataLayer` the way gtag's own snippet does, so tests can read them and gtag
 * picks them up when it arrives.
 */
export function sendEvent(name: string, params: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  if (typeof window.gtag !== 'function') {
    const dataLayer = (window.dataLayer ??= []);
    window.gtag = function gtag() {
      // gtag reads the Arguments object itself, not an array copy of it.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  }
  window.gtag('event', name, params);
}
