import * as React from 'react';
import { loadOnDemand } from './loadOnDemand';

/**
 * Parts of the frame that only matter once the reader opens them (settings). Each lives in its own
 * chunk so that no page pays for them up front; the loaders are exported so a hover or focus can
 * start the download before the click.
 */
export const loadSettingsDrawer = () => loadOnDemand('settingsDrawer').then((module) => ({ default: module.SettingsDrawer }));

export const LazySettingsDrawer = React.lazy(loadSettingsDrawer);

/** `true` from the first time `open` is true: lazy parts stay mounted to animate closing. */
export function useOnceOpened(open: boolean): boolean {
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
