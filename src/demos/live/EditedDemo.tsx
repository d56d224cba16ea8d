import * as React from 'react';
import type { CodeVariant } from '../../preferences/codePreferences';
import { MuiThemeIsland } from '../../theme/MuiThemeIsland';
import { scopeLoaders } from '../generated/registry';
import type { LiveFile } from './compileDemo';
import LiveDemo from './LiveDemo';

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
    if (!load) throw new Error(`No live-edit scope is registered for ${id}; run \`npm run generate\``);
    return (await load()).default;
  }, [id]);
  return <LiveDemo loadScope={loadScope} frame={inDocsTheme} {...props} />;
}
