import * as React from 'react';
import styles from './DemoBox.module.css';

interface Props {
  demoName: string;
  /** Where readers can tell us about it. */
  reportUrl: string;
  labels: { title: string; report: string };
  children: React.ReactNode;
}

/** Keeps a demo that throws (while loading or rendering) from taking the page down with it. */
export class DemoErrorBoundary extends React.Component<Props, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    // Logged for the person debugging; the page itself carries on.
    console.warn(`Demo ${this.props.demoName} failed: ${error.message}`);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className={styles.error} data-testid="demo-error">
        <strong>{this.props.labels.title}</strong>
        <pre>{error.message}</pre>
        <a href={this.props.reportUrl} target="_blank" rel="noopener">
          {this.props.labels.report}
        </a>
      </div>
    );
  }
}
