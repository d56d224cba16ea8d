/**
 * A jsdom window installed as Node's globals, with the few layout answers the Data Grid needs to
 * render its first screen. Must run before react, react-dom, @emotion/* or @mui/* are loaded:
 * @mui/x-data-grid decides once, at import, whether it runs in jsdom (from the user agent), and
 * @emotion/cache decides "browser or server" at import from `typeof document`.
 */
import { JSDOM, ResourceLoader } from 'jsdom';

export interface LayoutSettings {
  /** Width of the box the demo renders in. */
  containerWidth: number;
  /** Window width media queries see. */
  viewportWidth: number;
  /** `offsetWidth - clientWidth` of a scrolling element: 0 for overlay scrollbars (phones, macOS). */
  scrollbarSize: number;
  /** Height a grid gets when no ancestor declares one. */
  fallbackHeight: number;
}

/** Marks the element a demo renders into: the size walks stop there. */
export const RENDER_CONTAINER_ATTRIBUTE = 'data-grid-render-container';

/** Where a grid's height came from; only `height` is a box the live grid cannot resize. */
export type HeightSource = 'height' | 'max-height' | 'min-height' | 'fallback';

export interface GridBoxSize {
  width: number;
  height: number;
  heightSource: HeightSource;
}

// Without "jsdom" in it, the grid keeps row and column virtualisation on and renders its first
// screen instead of every row (x-data-grid utils/isJSDOM.js).
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 GridSnapshot';

// Node's own versions stay: React's scheduler, the render's timers and IPC rely on them.
const NODE_GLOBALS = new Set([
  'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate',
  'queueMicrotask', 'console', 'performance', 'crypto', 'fetch', 'structuredClone', 'TextEncoder',
  'TextDecoder', 'URL', 'URLSearchParams', 'AbortController', 'AbortSignal', 'Blob', 'MessageChannel',
  'MessagePort', 'BroadcastChannel', 'WebAssembly', 'process', 'global', 'globalThis',
]);
// Lower-case names Node also defines that must nevertheless be the window's.
const WINDOW_FIRST = new Set([
  'window', 'document', 'navigator', 'self', 'location', 'history', 'getComputedStyle',
  'requestAnimationFrame', 'cancelAnimationFrame', 'matchMedia', 'localStorage', 'sessionStorage',
]);

export function pixels(value: string | null | undefined): number | null {
  const match = value ? /^(-?\d+(?:\.\d+)?)px$/.exec(value.trim()) : null;
  return match ? Number(match[1]) : null;
}

/** Whether a media query holds for the given viewport (the features MUI and demos ask about). */
export function mediaQueryMatches(query: string, viewportWidth: number): boolean {
  const wide = viewportWidth >= 600;
  return query.split(',').some((part) =>
    [...part.matchAll(/\(([^)]+)\)/g)].every(([, feature]) => {
      const [name, raw] = feature.split(':').map((text) => text.trim());
      const value = raw === undefined ? NaN : parseFloat(raw);
      switch (name) {
        case 'min-width': return viewportWidth >= value;
        case 'max-width': return viewportWidth <= value;
        case 'prefers-color-scheme': return raw === 'light';
        case 'prefers-reduced-motion': return raw === 'no-preference';
        case 'hover': return wide ? raw === 'hover' : raw === 'none';
        case 'pointer': return wide ? raw === 'fine' : raw === 'coarse';
        default: return false;
      }
    }),
  );
}

/** Left + right (or top + bottom) border widths, as jsdom computes them from the Emotion rules. */
export function borderWidths(element: Element, axis: 'x' | 'y'): number {
  const style = element.ownerDocument.defaultView!.getComputedStyle(element);
  const sides = axis === 'x' ? ['border-left-width', 'border-right-width'] : ['border-top-width', 'border-bottom-width'];
  const total = sides.reduce((sum, side) => sum + (pixels(style.getPropertyValue(side)) ?? 0), 0);
  if (total > 0) return total;
  return 2 * (pixels(style.getPropertyValue('border-width')) ?? 0);
}

function withinRender(element: Element | null): element is HTMLElement {
  return element !== null && !element.hasAttribute(RENDER_CONTAINER_ATTRIBUTE);
}

/**
 * The size `.MuiDataGrid-main` would have: the grid root is `height: 100%` of its parent, so the
 * first ancestor declaring a pixel height (or max-/min-height) decides; width is the nearest
 * declared pixel width, capped by the container. Borders and what sits beside the main area
 * (toolbar, footer) are taken off.
 */
export function gridBoxSize(root: HTMLElement, settings: LayoutSettings, main?: Element): GridBoxSize {
  const view = root.ownerDocument.defaultView!;
  let width = settings.containerWidth;
  for (let el: HTMLElement | null = root; withinRender(el); el = el.parentElement) {
    const declared = pixels(view.getComputedStyle(el).width) ?? pixels(el.style.width);
    if (declared !== null) {
      width = Math.min(declared, settings.containerWidth);
      break;
    }
  }
  width -= borderWidths(root, 'x');

  let height = settings.fallbackHeight;
  let heightSource: HeightSource = 'fallback';
  for (let el: HTMLElement | null = root.parentElement; withinRender(el); el = el.parentElement) {
    const style = view.getComputedStyle(el);
    const found: [HeightSource, number | null][] = [
      ['height', pixels(style.height) ?? pixels(el.style.height)],
      ['max-height', pixels(style.maxHeight)],
      ['min-height', pixels(style.minHeight)],
    ];
    const hit = found.find(([, value]) => value !== null);
    if (hit) {
      [heightSource, height] = [hit[0], hit[1]!];
      break;
    }
  }
  height -= borderWidths(root, 'y');
  for (const sibling of Array.from(main?.parentElement?.children ?? [])) {
    if (sibling === main || sibling.tagName === 'STYLE' || (!sibling.childElementCount && !sibling.textContent)) continue;
    const style = view.getComputedStyle(sibling);
    height -= pixels(style.height) ?? pixels(style.minHeight) ?? 52;
  }
  return { width: Math.max(0, width), height: Math.max(0, height), heightSource };
}

/** Installs the window as globals and stubs the layout the grid measures. Call once per process. */
export function installJsdomLayout(settings: LayoutSettings): JSDOM {
  const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true, // requestAnimationFrame
    resources: new ResourceLoader({ userAgent: USER_AGENT }),
  });
  const win = dom.window;
  const globals = globalThis as unknown as Record<string, unknown>;
  const windowProps = win as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(win)) {
    if (NODE_GLOBALS.has(key) || key.startsWith('_')) continue;
    if (key in globalThis && !/^[A-Z]/.test(key) && !WINDOW_FIRST.has(key)) continue;
    try {
      Object.defineProperty(globalThis, key, { configurable: true, get: () => windowProps[key] });
    } catch {
      // A read-only Node global: Node's stays.
    }
  }
  Object.defineProperty(globalThis, 'window', { configurable: true, value: win });

  win.matchMedia = (query: string) => ({
    matches: mediaQueryMatches(query, settings.viewportWidth),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  Object.defineProperty(win, 'innerWidth', { configurable: true, get: () => settings.viewportWidth });
  Object.defineProperty(win, 'innerHeight', { configurable: true, get: () => 800 });

  // Present but silent: the grid's size comes from getBoundingClientRect below, once.
  class SilentObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  for (const name of ['ResizeObserver', 'IntersectionObserver']) {
    windowProps[name] = SilentObserver;
    globals[name] = SilentObserver;
  }
  win.Element.prototype.scrollTo = () => {};
  win.Element.prototype.scrollIntoView = () => {};
  win.scrollTo = () => {};

  // The grid's only size source: useGridVirtualScroller publishes `resize` with the rectangle of
  // `.MuiDataGrid-main`; useGridDimensions derives the viewport and the flex column widths from it.
  const originalRect = win.Element.prototype.getBoundingClientRect;
  win.Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    const root = this.classList.contains('MuiDataGrid-main') ? this.closest<HTMLElement>('.MuiDataGrid-root') : null;
    if (!root) return originalRect.call(this);
    const { width, height } = gridBoxSize(root, settings, this);
    return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({ width, height }) };
  };

  // useGridDimensions measures the scrollbar as offsetWidth - clientWidth of a 99 px `.scrollDiv`.
  const proto = win.HTMLElement.prototype;
  for (const name of ['offsetWidth', 'clientWidth', 'offsetHeight', 'clientHeight'] as const) {
    const original = Object.getOwnPropertyDescriptor(proto, name) ?? Object.getOwnPropertyDescriptor(win.Element.prototype, name);
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: HTMLElement) {
        if (this.className === 'scrollDiv') return name.startsWith('client') ? 99 - settings.scrollbarSize : 99;
        return original?.get ? original.get.call(this) : 0;
      },
    });
  }
  return dom;
}
