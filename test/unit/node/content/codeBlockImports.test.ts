import fs from 'node:fs';
import path from 'node:path';
import { codeBlockImports } from '../../../../src/node/content/codeBlockImports';
import { packageExports } from '../../../../src/node/content/packageExports';

describe('the imports of a page\u2019s code blocks', () => {
  it('reads named, default, type and multi-line imports with their markdown line', () => {
    const page = [
      '# Title', // 1
      '', // 2
      '```tsx', // 3
      "import * as React from 'react';", // 4
      "import Box from '@mui/material/Box';", // 5
      'import {', // 6
      '  DataGrid,', // 7
      '  type GridColDef,', // 8
      '  GridRowsProp as Rows,', // 9
      "} from '@mui/x-data-grid';", // 10
      "import type { Dayjs } from 'dayjs';", // 11
      "import './styles.css';", // 12
      '```', // 13
    ].join('\n');
    expect(codeBlockImports(page)).toEqual([
      { specifier: 'react', names: [], line: 4 },
      { specifier: '@mui/material/Box', names: ['default'], line: 5 },
      { specifier: '@mui/x-data-grid', names: ['DataGrid', 'GridColDef', 'GridRowsProp'], line: 6 },
      { specifier: 'dayjs', names: ['Dayjs'], line: 11 },
    ]);
  });

  it('reads an import written inline, in a sentence or a table cell', () => {
    const page = "| date-fns 2 | `import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFnsV2';` |\nUse `DataGrid` here.";
    expect(codeBlockImports(page)).toEqual([{ specifier: '@mui/x-date-pickers/AdapterDateFnsV2', names: ['AdapterDateFns'], line: 1 }]);
  });

  it('skips other languages and a migration guide\u2019s "before" blocks', () => {
    const page = ['```bash', "import { X } from 'nowhere';", '```', '```tsx', '// Before', "import { TreeItem2 } from '@mui/x-tree-view';", '```', '```jsx', '// after', "import { TreeItem } from '@mui/x-tree-view';", '```'].join('\n');
    expect(codeBlockImports(page)).toEqual([{ specifier: '@mui/x-tree-view', names: ['TreeItem'], line: 10 }]);
  });
});

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

// The check issue 40 asked for: `AdapterDateFnsV2` was written as an import name on four pages,
// and the package exports `AdapterDateFns` from that path; a reader who copied it got undefined.
describe('every import from an @mui package in a guide page names a real export of the installed package', () => {
  it('resolves each module and finds each name', () => {
    const imports = markdownFiles('data').flatMap((file) => codeBlockImports(fs.readFileSync(file, 'utf8')).map((entry) => ({ ...entry, file })));
    const checked = imports.filter((entry) => entry.specifier.startsWith('@mui/'));
    const exports = packageExports([...new Set(checked.map((entry) => entry.specifier))], process.cwd());
    const missing = checked.flatMap((entry) => {
      const names = exports.get(entry.specifier);
      if (!names) return [`${entry.file}:${entry.line}: ${entry.specifier} is not an installed module`];
      return entry.names.filter((name) => !names.has(name)).map((name) => `${entry.file}:${entry.line}: ${entry.specifier} exports no ${name}`);
    });
    expect(missing).toEqual([]);
    const names = checked.reduce((total, entry) => total + entry.names.length, 0);
    console.log(`code block imports: ${names} names from ${checked.length} imports of @mui packages checked, 0 missing`);
    expect(names).toBeGreaterThan(100);
  }, 120_000);
});
