import * as React from 'react';

/** A feedback widget that throws (rendering, or its chunk failing to load) disappears; the page carries on. */
export class FeedbackErrorBoundary extends React.Component<{ children: React.ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: Error) {
    // Logged for the person debugging; readers just lose the widget.
    console.warn(`Feedback widget failed: ${error.message}`);
  }

  render() {
    return this.state.crashed ? null : this.props.children;
  }
}
