import * as React from 'react';
import type { CodeVariant } from '../../preferences/codePreferences';
import { MuiThemeIsland } from '../../theme/MuiThemeIsland';
import { scopeLoaders } from '../generated/registry';
import type { LiveFile } from './compileDemo';
import LiveDemo from './LiveDemo';
import { docsError } from '../../errors/docsError';

const inDocsTheme = (content: React.ReactNode) => <MuiThemeIsland>{content}</MuiThemeIsland>;

interface EditedDemoProps {
  id: string;
  files: readonly LiveFile[];
  variant: CodeVariant;
  original: React.ReactNode;
  onError: (message: string | null) => void;
}

/** A docs demo as the reader edited it: its own import scope, in the docs theme. */
export default function EditedDemo({ id, ...props }: EditedDemoProps) {
  const loadScope = React.useCallback(async () => {
    const load = scopeLoaders[id];
    if (!load) throw docsError(3, id);
    return (await load()).default;
  }, [id]);
  return <LiveDemo loadScope={loadScope} frame={inDocsTheme} {...props} />;
}
