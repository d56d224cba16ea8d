export type GtagArguments =
  | [command: 'js', date: Date]
  | [command: 'config', measurementId: string, params: Record<string, unknown>]
  | [command: 'event', name: string, params: Record<string, unknown>]
  | [command: 'set', target: 'user_properties', params: Record<string, unknown>];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArguments) => void;
  }
}

/**
 * gtag, or until it is loaded (or when it never is) the queue its own snippet defines: commands
 * wait on `window.dataLayer`, where tests read them and gtag picks them up when it arrives.
 */
export function gtag(...args: GtagArguments): void {
  if (typeof window === 'undefined') return;
  if (typeof window.gtag !== 'function') {
    const dataLayer = (window.dataLayer ??= []);
    window.gtag = function queue() {
      // gtag reads the Arguments object itself, not an array copy of it.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  }
  window.gtag(...args);
}

export function sendEvent(name: string, params: Record<string, unknown>): void {
  gtag('event', name, params);
}

export function setUserProperties(params: Record<string, unknown>): void {
  gtag('set', 'user_properties', params);
}
