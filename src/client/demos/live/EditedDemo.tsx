import * as React from 'react';
import type { CodeVariant } from '../../../shared/preferences/codePreferences';
import { MuiThemeIsland } from '../../theme/MuiThemeIsland';
import { loadDemoScope } from '../pageDemos';
import type { LiveFile } from './compileDemo';
import LiveDemo from './LiveDemo';

const inDocsTheme = (content: React.ReactNode) => <MuiThemeIsland>{content}</MuiThemeIsland>;

interface EditedDemoProps {
  route: string;
  id: string;
  files: readonly LiveFile[];
  variant: CodeVariant;
  original: React.ReactNode;
  onError: (message: string | null) => void;
}

/** A docs demo as the reader edited it: its own import scope, in the docs theme. */
export default function EditedDemo({ route, id, ...props }: EditedDemoProps) {
  const loadScope = React.useCallback(() => loadDemoScope(route, id), [route, id]);
  return <LiveDemo loadScope={loadScope} frame={inDocsTheme} {...props} />;
}
