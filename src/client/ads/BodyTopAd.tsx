import * as React from 'react';
import { inHouseAds } from '../../../data/inHouseAds';
import { cx } from '../utils/cx';
import styles from './Ad.module.css';
import { AdDisplay } from './AdDisplay';
import { useThrowToBoundary } from './AdErrorBoundary';
import { AdblockMessage } from './AdblockMessage';
import { useAdRuntime } from './AdRuntime';
import { chooseOutcome, eventLabel, isBackersLink, pickOne, type PollState } from './outcome';
import { pageLoadShape } from './pageShape';
import { pollForPlaceholder } from './placeholderPoll';
import { useDisplayEvent } from './useDisplayEvent';
import { PLACEHOLDER_SELECTOR, useNetworkScript } from './useNetworkScript';

/**
 * The ad under the page description: network ad, in-house promotion or the adblock message.
 * A chunk of its own, loaded once the page is interactive.
 */
export default function BodyTopAd({ labelRef }: { labelRef: React.RefObject<string> }) {
  const { config, environment } = useAdRuntime();
  const throwToBoundary = useThrowToBoundary();
  // Drawn once per block, so re-renders never flip between outcomes.
  const [draws] = React.useState(() => ({ adblock: environment.random(), inHouse: environment.random() }));
  const [shape] = React.useState(() => pageLoadShape(environment.random));
  const [poll, setPoll] = React.useState<PollState>('pending');
  const [networkHouseAd, setNetworkHouseAd] = React.useState(false);
  const host = React.useRef<HTMLSpanElement>(null);
  const networkUrl = config.networkScriptUrl;

  useNetworkScript(host, networkUrl, environment);
  React.useEffect(() => {
    if (!networkUrl) return undefined;
    return pollForPlaceholder(
      {
        find: () => {
          const placeholder = host.current?.querySelector(PLACEHOLDER_SELECTOR);
          if (!placeholder) return false;
          setNetworkHouseAd(isBackersLink(placeholder.querySelector('a')?.getAttribute('href')));
          return true;
        },
        onState: setPoll,
        onError: throwToBoundary,
      },
      environment,
    );
  }, [networkUrl, environment, throwToBoundary]);

  const outcome = chooseOutcome({ networkConfigured: networkUrl !== null, poll, networkHouseAd, adblockDraw: draws.adblock });
  const label = outcome.label && eventLabel(outcome.label, 'body-top', shape);
  React.useEffect(() => {
    labelRef.current = label ?? `pending-body-top-${shape}`;
  }, [label, labelRef, shape]);
  useDisplayEvent(label);

  return (
    <span
      className={cx(styles.box, shape === 'inline' && styles.boxInline)}
      data-ad-outcome={outcome.kind}
      data-ga-event-category="ad"
      data-ga-event-action="click"
      data-ga-event-label={label ?? undefined}
    >
      {/* Kept mounted while hidden: a network ad arriving late still replaces the fallback. */}
      {networkUrl ? (
        <span
          ref={host}
          className={cx(styles.network, shape === 'inline' ? styles.networkInline : styles.networkImage)}
          hidden={outcome.kind === 'in-house' || outcome.kind === 'adblock-message'}
        />
      ) : null}
      {outcome.kind === 'in-house' ? <AdDisplay ad={pickOne(inHouseAds, draws.inHouse)} shape={shape} /> : null}
      {outcome.kind === 'adblock-message' ? <AdblockMessage /> : null}
    </span>
  );
}
