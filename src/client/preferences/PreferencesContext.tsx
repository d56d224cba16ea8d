import * as React from 'react';
import type { CodeStyling, CodeVariant } from '../../shared/preferences/codePreferences';
import { codeStylingStore, codeVariantStore, subscribe } from './codePreferenceStore';
import type { Direction } from './earlySettings';
import { visitPreferenceStore } from './visitPreferenceStore';
import { afterNextPaint, inFrameAfterNextPaint } from '../utils/afterNextPaint';
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
        // The radio answers first, the page after: `dir` alone turns the shell (it is laid out with
        // logical properties), but restyling and laying out every element takes a phone 200 ms or
        // more, so it comes in the frame after the pick is painted. The islands' styles (MUI's,
        // written left to right and flipped by the right-to-left style cache) follow in a render
        // that on a page of live grids holds a phone's main thread for a second or more: after the
        // page has turned. Of quick picks, the last.
        picked.current = next;
        inFrameAfterNextPaint(() => {
          const turned = picked.current ?? next;
          document.documentElement.dir = turned;
          afterNextPaint(() => visitPreferenceStore.set({ direction: picked.current ?? turned }));
        });
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
