import * as React from 'react';
import { codeMessage, isFromFrame, parseFrameMessage, PLAYGROUND_FRAME_SANDBOX } from './frameProtocol';
import { PLAYGROUND_FRAME_ROUTE } from './frameRoute';
import styles from './Playground.module.css';

interface PlaygroundPreviewProps {
  code: string;
  /** The frame's accessible name. */
  title: string;
  loadingLabel: string;
  /** Whether the code last sent runs (the frame shows why it does not). */
  onStatus: (ok: boolean) => void;
}

/** Until the frame reports the height of what it drew: the starting example's, so it rarely moves. */
const INITIAL_HEIGHT = 332;

/**
 * Runs the code in `/playground/frame/`, a sandboxed frame with an opaque origin, whatever its
 * source: typed here or carried by a link, it can draw in the frame and nothing else. The code is
 * sent on every change and again whenever the frame (re)loads and says it is ready.
 */
export function PlaygroundPreview({ code, title, loadingLabel, onStatus }: PlaygroundPreviewProps) {
  const frame = React.useRef<HTMLIFrameElement>(null);
  // Counts the frame's "ready" messages, so a reloaded frame gets the code again.
  const [readyCount, setReadyCount] = React.useState(0);
  const [reportedHeight, setReportedHeight] = React.useState(INITIAL_HEIGHT);
  const [ran, setRan] = React.useState(false);
  // The frame measures itself from its first render, when the code has not arrived yet: following
  // that would shrink the box to nothing and grow it back a moment later.
  const height = ran ? reportedHeight : INITIAL_HEIGHT;

  React.useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromFrame(event, frame.current?.contentWindow)) return;
      const message = parseFrameMessage(event.data);
      if (message === null) return;
      if (message.kind === 'ready') setReadyCount((count) => count + 1);
      else if (message.kind === 'height') setReportedHeight(message.height);
      else {
        setRan(true);
        onStatus(message.ok);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onStatus]);

  React.useEffect(() => {
    if (readyCount === 0) return;
    // "*": a document with an opaque origin cannot be named as a target. The code is not secret:
    // it is what the reader's address or editor holds.
    frame.current?.contentWindow?.postMessage(codeMessage(code), '*');
  }, [code, readyCount]);

  return (
    <div className={styles.frameBox}>
      {ran ? null : <p className={styles.frameLoading}>{loadingLabel}</p>}
      <iframe
        ref={frame}
        className={styles.frame}
        src={`${PLAYGROUND_FRAME_ROUTE}/`}
        sandbox={PLAYGROUND_FRAME_SANDBOX}
        title={title}
        style={{ height }}
        data-testid="playground-frame"
      />
    </div>
  );
}
