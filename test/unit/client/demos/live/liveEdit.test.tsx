/** @jest-environment jsdom */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { render, screen } from '@testing-library/react';
import fs from 'node:fs';
import * as demoData from '@docs/demo-data';
import { scopeModule, scopeModuleName } from '../../../../../src/node/demos/demoModules';
import type { DemoSourceEntry } from '../../../../../src/shared/demos/demoTypes';
import { compileDemo, compileDemoFiles, DemoCodeError } from '../../../../../src/client/demos/live/compileDemo';

const scope = {
  react: { __esModule: true, ...React },
  'react/jsx-runtime': { __esModule: true, ...jsxRuntime },
  'fake-ui': { __esModule: true, default: ({ children }: { children: React.ReactNode }) => <strong>{children}</strong>, label: 'Shelf' },
};

describe('compiling edited demo code', () => {
  it('runs the TypeScript variant with the modules the demo imported', () => {
    const Demo = compileDemo(
      `import * as React from 'react';
import Strong, { label } from 'fake-ui';

interface Props { count?: number }

export default function Demo({ count = 2 }: Props) {
  const [value] = React.useState<number>(count);
  return <Strong>{label}: {value}</Strong>;
}
`,
      'TS',
      scope,
    );
    render(<Demo />);
    expect(screen.getByText('Shelf: 2').tagName).toBe('STRONG');
  });

  it('runs the JavaScript variant', () => {
    const Demo = compileDemo("import Strong from 'fake-ui';\nexport default function Demo() { return <Strong>js</Strong>; }\n", 'JS', scope);
    render(<Demo />);
    expect(screen.getByText('js')).toBeVisible();
  });

  it('explains syntax errors, foreign imports and a missing default export', () => {
    expect(() => compileDemo('export default function Demo() { return <div>; }', 'JS', scope)).toThrow(DemoCodeError);
    expect(() => compileDemo("import x from 'lodash';\nexport default function Demo() { return null; }", 'JS', scope)).toThrow(
      '"lodash" cannot be imported here: the live editor offers the modules the demo imported (react, react/jsx-runtime, fake-ui)',
    );
    expect(() => compileDemo('export const Demo = () => null;', 'JS', scope)).toThrow('The demo must export a component as its default export');
    expect(() => compileDemo('throw new Error("boom");', 'JS', scope)).toThrow(new DemoCodeError('boom'));
  });
});

describe('compiling an edited multi-file demo', () => {
  const helper = {
    path: 'parts/shelf.ts',
    code: "export const shelves: string[] = ['Poetry', 'Maps'];\nexport const first = <T,>(items: T[]): T => items[0];\n",
  };
  const label = { path: 'parts/Label.tsx', code: "import { first, shelves } from './shelf';\nexport default function Label() { return <em>{first(shelves)}</em>; }\n" };
  const main = {
    path: 'Shelf.tsx',
    code: "import Label from './parts/Label';\nimport { shelves } from './parts/shelf';\nexport default function Shelf() { return <p><Label /> of {shelves.length}</p>; }\n",
  };

  it('resolves relative imports between the files, TypeScript generics in .ts files included', () => {
    const Demo = compileDemoFiles([main, label, helper], 'TS', scope);
    render(<Demo />);
    expect(screen.getByText('Poetry').tagName).toBe('EM');
    expect(screen.getByText(/of 2/)).toBeVisible();
  });

  it('names the file that has the problem', () => {
    const broken = { ...helper, code: 'export const shelves = [;' };
    expect(() => compileDemoFiles([main, label, broken], 'TS', scope)).toThrow(/^parts\/shelf\.ts: /);
    const missing = { ...main, code: "import Gone from './Gone';\nexport default function Shelf() { return <Gone />; }\n" };
    expect(() => compileDemoFiles([missing, helper], 'TS', scope)).toThrow('Shelf.tsx: "./Gone" is not one of the demo\'s files (Shelf.tsx, parts/shelf.ts)');
  });
});

describe('live scope of a demo using the shared demo data', () => {
  it("lists @docs/demo-data in the demo's generated scope, like any package it imports", () => {
    const manifest = JSON.parse(fs.readFileSync('src/client/demos/generated/manifest.json', 'utf8')) as Record<string, DemoSourceEntry>;
    const entry = manifest['data-grid/layout/DensityEmployeesGrid'];
    const name = scopeModuleName([entry.ts, ...entry.files.map((file) => file.ts)]);
    const generated = fs.readFileSync(`src/client/demos/generated/scopes/${name}.ts`, 'utf8');
    expect(generated).toMatch(/import \* as (m\d+) from '@docs\/demo-data';[\s\S]*'@docs\/demo-data': \{ __esModule: true, \.\.\.\1 \}/);
    expect(scopeModule(["import { orders } from '@docs/demo-data/orders';\n"])).toContain("from '@docs/demo-data/orders';");
  });

  it('compiles and runs an edit that reads the module', () => {
    const Demo = compileDemo(
      `import { employees, type Employee } from '@docs/demo-data';
const first: Employee = employees[0];
export default function Demo() { return <p>{first.name} and {employees.length - 1} others</p>; }
`,
      'TS',
      { ...scope, '@docs/demo-data': { __esModule: true, ...demoData } },
    );
    render(<Demo />);
    expect(screen.getByText(`${demoData.employees[0].name} and ${demoData.employees.length - 1} others`)).toBeVisible();
  });
});
