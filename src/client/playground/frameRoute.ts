/**
 * The route of the playground's preview frame: its own page and bundle, so nothing of the docs runs
 * around the code. A module of its own because `_app` reads it on every page, whose first load
 * must not carry the frame's message rules (frameProtocol.ts).
 */
export const PLAYGROUND_FRAME_ROUTE = '/playground/frame';
