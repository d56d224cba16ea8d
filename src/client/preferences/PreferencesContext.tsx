import * as React from 'react';
import type { CodeStyling, CodeVariant } from '../../shared/preferences/codePreferences';
import { codeStylingStore, codeVariantStore, subscribe } from './codePreferenceStore';
import type { Direction } from './earlySettings';
import { visitPreferenceStore } from './visitPreferenceStore';
import { afterNextPaint } from '../utils/afterNextPaint';
import { docsError } from '../../shared/errors/docsError';

export type { Direction };

export interface Preferences {
  direction: Direction;
  setDirection: (direction: Direction) => void;
  dense: boolean;
  setDense: (dense: boolean) => void;
  codeVariant: CodeVariant;
  setCodeVariant: (variant: CodeVariant) => void;
  codeStyling: CodeStyling;
  setCodeStyling: (styling: CodeStyling) => void;
}

const PreferencesContext = React.createContext<Preferences | null>(null);

/**
 * Reader preferences other than the colour mode (which `theme/colorSchemeStore` owns).
 * Direction and density last for the visit (visitPreferenceStore.ts); code preferences live in
 * cookies for a year.
 */
export function PreferencesProvider({ children }: { children: React.ReactNode }) {
  const { direction, dense } = React.useSyncExternalStore(visitPreferenceStore.subscribe, visitPreferenceStore.get, visitPreferenceStore.getServer);
  // A static export cannot read cookies on the server: the default renders first, the stored
  // choice right after hydration.
  const codeVariant = React.useSyncExternalStore(subscribe, codeVariantStore.get, codeVariantStore.getServer);
  const codeStyling = React.useSyncExternalStore(subscribe, codeStylingStore.get, codeStylingStore.getServer);

  const picked = React.useRef<Direction | null>(null);

  React.useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  const value = React.useMemo<Preferences>(
    () => ({
      direction,
      setDirection: (next) => {
        // The page mirrors at once: the shell is laid out with logical properties, so `dir` alone
        // turns it, within a frame. The islands' styles (MUI's, written left to right and flipped by
        // the right-to-left style cache) follow in a render that on a page of live grids holds a
        // phone's main thread for a second or more: started after that frame, not before it.
        // Two picks before that render apply the last one only.
        document.documentElement.dir = next;
        picked.current = next;
        afterNextPaint(() => visitPreferenceStore.set({ direction: picked.current ?? next }));
      },
      dense,
      setDense: (next) => visitPreferenceStore.set({ dense: next }),
      codeVariant,
      setCodeVariant: codeVariantStore.set,
      codeStyling,
      setCodeStyling: codeStylingStore.set,
    }),
    [direction, dense, codeVariant, codeStyling],
  );

  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const preferences = React.useContext(PreferencesContext);
  if (!preferences) throw docsError(2);
  return preferences;
}
