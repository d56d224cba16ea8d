/**
 * What the playground and its preview frame say to each other. The frame (`/playground/frame/`)
 * runs the code in a sandbox with an opaque origin, so the page and the frame are two origins and
 * talk only through `postMessage`. Each side accepts a message only from the window it expects and
 * only in the shape below: anything else is dropped, never half-read. The code in the frame can
 * post to the page too, so nothing the page accepts can do more than report a size or that the
 * code failed: no text of the frame's ever shows in the page.
 */

/**
 * `allow-scripts` alone: the frame's document gets an opaque origin, so the code cannot reach our
 * cookies, storage or page, and cannot open windows, submit forms, show dialogs or navigate the tab.
 */
export const PLAYGROUND_FRAME_SANDBOX = 'allow-scripts';

const NAMESPACE = 'mui-x-playground';

/** Longer code than this is not something a reader typed or a link carried: refused. */
export const MAX_CODE_LENGTH = 500_000;
/** The frame reports at most this height, so code sized to the frame cannot grow it forever. */
export const MAX_FRAME_HEIGHT = 4000;

/** From the page to the frame: the code to run. */
export interface CodeMessage {
  ns: typeof NAMESPACE;
  kind: 'code';
  code: string;
}

/** From the frame to the page. */
export type FrameMessage =
  /** Listening: send the code (again, if the frame was reloaded). */
  | { ns: typeof NAMESPACE; kind: 'ready' }
  /**
   * Whether the last code ran. No text: the code itself can post this message, so anything it
   * carried would be words of the code's author shown in the site's own page. The frame shows
   * the compiler's message itself, inside the preview where the code's output belongs.
   */
  | { ns: typeof NAMESPACE; kind: 'status'; ok: boolean }
  /** The height of what the code drew, in CSS pixels. */
  | { ns: typeof NAMESPACE; kind: 'height'; height: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const codeMessage = (code: string): CodeMessage => ({ ns: NAMESPACE, kind: 'code', code });
export const readyMessage = (): FrameMessage => ({ ns: NAMESPACE, kind: 'ready' });
export const statusMessage = (ok: boolean): FrameMessage => ({ ns: NAMESPACE, kind: 'status', ok });
export const heightMessage = (height: number): FrameMessage => ({ ns: NAMESPACE, kind: 'height', height: Math.min(Math.max(0, Math.ceil(height)), MAX_FRAME_HEIGHT) });

/** The code of a message for the frame, or null when the message is anything else. */
export function parseCodeMessage(data: unknown): string | null {
  if (!isRecord(data) || data.ns !== NAMESPACE || data.kind !== 'code') return null;
  const { code } = data;
  return typeof code === 'string' && code.length <= MAX_CODE_LENGTH ? code : null;
}

/** A message from the frame, re-built from its checked fields, or null when it is anything else. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data) || data.ns !== NAMESPACE) return null;
  switch (data.kind) {
    case 'ready':
      return readyMessage();
    case 'status':
      return typeof data.ok === 'boolean' ? statusMessage(data.ok) : null;
    case 'height':
      return typeof data.height === 'number' && Number.isFinite(data.height) ? heightMessage(data.height) : null;
    default:
      return null;
  }
}

/** What a message event says about where it came from. */
export interface MessageOrigin {
  source: unknown;
  origin: string;
}

/**
 * Whether the frame should take a message: only from the window that framed it, and only when that
 * window is a page of this site (the frame's address has our origin, though its document has none).
 */
export function isFromPlayground(event: MessageOrigin, parent: unknown, siteOrigin: string): boolean {
  return event.source === parent && event.origin === siteOrigin;
}

/** Whether the page should take a message: only from its own frame, whose document has an opaque origin. */
export function isFromFrame(event: MessageOrigin, frameWindow: unknown): boolean {
  return frameWindow !== null && frameWindow !== undefined && event.source === frameWindow && event.origin === 'null';
}

/**
 * Whether this document runs where code may: inside a frame, with an opaque origin (`self.origin`
 * is "null" only in a sandbox without `allow-same-origin`). Opened as a tab or framed without the
 * sandbox, the frame page would run code with the site's origin, so it runs nothing.
 */
export function isIsolatedFrame(win: { origin: string; parent: unknown; self: unknown }): boolean {
  return win.origin === 'null' && win.parent !== win.self;
}
