import * as React from 'react';
import type { CodeVariant } from '../../shared/preferences/codePreferences';
import { initialCodePanel, variantFromHash } from '../../shared/demos/codePanelState';
import type { DemoData } from '../../shared/demos/demoTypes';
import { demoBoxReducer, initialDemoBoxState, isLinked, panelOf, variantOf, type DemoSetting } from './demoBoxState';

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
 * The box's state, and the panel and variant it shows: the reader's actions decide them, else
 * the demo's options, the address and the preferred variant. Derived in a hook because the React
 * Compiler takes a hook's results as settled for the render, so the box's memos may depend on them.
 */
export function useDemoBoxState(demo: DemoData, preferred: CodeVariant) {
  const [state, dispatch] = React.useReducer(demoBoxReducer, initialDemoBoxState);
  const requested = useRequestedVariant(demo.name);
  const { options } = demo;
  const setting: DemoSetting = { hideToolbar: options.hideToolbar, start: initialCodePanel(options.defaultCodeOpen, demo.preview !== null), requested, preferred };
  return { state, dispatch, start: setting.start, linked: isLinked(setting), panel: panelOf(state, setting), variant: variantOf(state, setting) };
}
