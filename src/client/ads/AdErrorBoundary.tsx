import * as React from 'react';
import { sendEvent } from '../analytics/sendEvent';

interface Props {
  /** The ad's event label when it crashed; read late, as the ad decides it after mounting. */
  labelRef: React.RefObject<string>;
  children: React.ReactNode;
}

/** An ad that throws leaves its reserved space empty and reports a `crash`; the page carries on. */
export class AdErrorBoundary extends React.Component<Props, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch() {
    sendEvent('ad', { eventAction: 'crash', eventLabel: String(this.props.labelRef.current) });
  }

  render() {
    return this.state.crashed ? null : this.props.children;
  }
}

