import * as React from 'react';
import type { CodeVariant } from '../../../shared/preferences/codePreferences';
import { compileDemoFiles, type LiveFile, type ModuleScope } from './compileDemo';

/** How long typing must pause before the code is compiled and an error reported. */
export const LIVE_DEBOUNCE_MS = 300;

interface TrialProps {
  fallback: React.ReactNode;
  onFailure: (message: string) => void;
  onSuccess: () => void;
  children: React.ReactNode;
}

/** Renders a freshly compiled version; if it throws, the last good render stays in its place. */
class Trial extends React.Component<TrialProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    this.props.onFailure(error.message);
  }

  componentDidMount() {
    if (!this.state.failed) this.props.onSuccess();
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface LiveDemoProps {
  /** The modules the code may import. */
  loadScope: () => Promise<ModuleScope>;
  /** The demo's files, the one exporting the component first. */
  files: readonly LiveFile[];
  variant: CodeVariant;
  /** The demo as bundled: shown until the first edit compiles. */
  original: React.ReactNode;
  /** The current problem with the edited code, or null once it runs. */
  onError: (message: string | null) => void;
  /** Puts the rendered code in its context (the docs theme for demos); none by default. */
  frame?: (content: React.ReactNode) => React.ReactNode;
}

const noFrame = (content: React.ReactNode) => content;

/** Code the reader has edited, compiled in the browser a moment after typing stops. */
export default function LiveDemo({ loadScope, files, variant, original, onError, frame = noFrame }: LiveDemoProps) {
  const [scope, setScope] = React.useState<ModuleScope | null>(null);
  const [good, setGood] = React.useState<React.ComponentType | null>(null);
  const [trial, setTrial] = React.useState<{ component: React.ComponentType; attempt: number } | null>(null);

  React.useEffect(() => {
    let active = true;
    loadScope().then(
      (loaded) => active && setScope(loaded),
      (error: Error) => active && onError(error.message),
    );
    return () => {
      active = false;
    };
  }, [loadScope, onError]);

  React.useEffect(() => {
    if (!scope) return undefined;
    const timer = window.setTimeout(() => {
      try {
        const component = compileDemoFiles(files, variant, scope);
        setTrial((previous) => ({ component, attempt: (previous?.attempt ?? 0) + 1 }));
      } catch (error) {
        onError((error as Error).message);
      }
    }, LIVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [files, variant, scope, onError]);

  const Good = good;
  const lastGood = Good ? <Good /> : original;
  if (!trial) return frame(lastGood);
  const Candidate = trial.component;
  return frame(
    <Trial
      key={trial.attempt}
      fallback={lastGood}
      onFailure={onError}
      onSuccess={() => {
        setGood(() => Candidate);
        onError(null);
      }}
    >
      <Candidate />
    </Trial>,
  );
}
