import { inHouseAds } from '../../../../data/inHouseAds';
import { adConfig } from '../adConfig';
import { browserEnvironment } from '../adEnvironment';
import { parseAdStrings } from '../adMarkup';
import type { AdRuntime } from '../AdRuntime';
import { startBodyTopAd } from './startBodyTopAd';

/**
 * The ad slot's script, as the inline loader imports it (a bundle of its own, written by
 * src/node/export/browserBundle.ts) and as PageAd.tsx loads it after a client-side move: starts the
 * ad in one slot, with the words the page put in its `data-strings`.
 */
export function startAdSlot(slot: HTMLElement, runtime: AdRuntime = { config: adConfig, environment: browserEnvironment }): () => void {
  return startBodyTopAd(slot, { ...runtime, strings: parseAdStrings(slot.getAttribute('data-strings')), inHouseAds });
}
