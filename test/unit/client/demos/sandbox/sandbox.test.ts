import fs from 'node:fs';
import type { LocalPackageSource } from '../../../../../src/shared/demos/localPackages';
import { adapterPackage, importsOf, packageOf, resolveDependencies } from '../../../../../src/shared/demos/sandbox/dependencies';
import { localPackagesUsed } from '../../../../../src/shared/demos/sandbox/inlineLocalPackages';
import { buildSandboxProject, codeSandboxDefinition, stackBlitzFields } from '../../../../../src/client/demos/sandbox/project';

const versions = { react: '19.3.1', 'react-dom': '19.3.1', '@mui/material': '7.3.11', '@mui/x-date-pickers': '8.8.0', dayjs: '1.11.23' };

const pickerDemo = `import * as React from 'react';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import './styles.css';

export default function Demo() {
  return null;
}
`;

describe('sandbox dependencies', () => {
  it('reads the packages a demo imports', () => {
    expect(importsOf(pickerDemo)).toEqual([
      'react',
      'dayjs',
      '@mui/x-date-pickers/AdapterDayjs',
      '@mui/x-date-pickers/LocalizationProvider',
      '@mui/x-date-pickers/DatePicker',
      './styles.css',
    ]);
    expect(packageOf('@mui/x-data-grid/models')).toBe('@mui/x-data-grid');
    expect(packageOf('dayjs/locale/de')).toBe('dayjs');
    expect(packageOf('./Local')).toBeNull();
  });

  it('maps each date adapter to its library, and names an unknown adapter', () => {
    expect(adapterPackage('@mui/x-date-pickers/AdapterDateFns')).toBe('date-fns');
    expect(adapterPackage('@mui/x-date-pickers-pro/AdapterDateFnsJalali')).toBe('date-fns-jalali');
    expect(adapterPackage('@mui/x-date-pickers/AdapterLuxon')).toBe('luxon');
    expect(adapterPackage('@mui/x-date-pickers/AdapterMoment')).toBe('moment');
    expect(adapterPackage('@mui/x-date-pickers/AdapterMomentHijri')).toBe('moment-hijri');
    expect(adapterPackage('@mui/x-date-pickers/AdapterMomentJalaali')).toBe('moment-jalaali');
    expect(adapterPackage('@mui/x-date-pickers/DatePicker')).toBeNull();
    expect(() => adapterPackage('@mui/x-date-pickers/AdapterTemporal')).toThrow(
      new TypeError("Can't determine the npm package required by the date adapter 'AdapterTemporal'"),
    );
  });

  it('pins what the site runs and adds React, Material UI, Emotion and the date library', () => {
    expect(resolveDependencies(pickerDemo, versions)).toEqual({
      '@emotion/react': 'latest',
      '@emotion/styled': 'latest',
      '@mui/material': '7.3.11',
      '@mui/x-date-pickers': '8.8.0',
      dayjs: '1.11.23',
      react: '19.3.1',
      'react-dom': '19.3.1',
    });
    const withMoment = pickerDemo.replace("import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';", "import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';");
    expect(resolveDependencies(withMoment, versions)).toHaveProperty('moment', 'latest');
  });
});

describe('sandbox projects', () => {
  const input = { name: 'BasicDatePicker', source: pickerDemo, versions, pageUrl: 'https://mui.com/x/react-date-pickers/' };

  it('builds a runnable Vite project in the TypeScript variant', () => {
    const project = buildSandboxProject({ ...input, variant: 'TS' });
    expect(Object.keys(project.files).sort()).toEqual(['index.html', 'package.json', 'src/Demo.tsx', 'src/main.tsx', 'tsconfig.json', 'vite.config.js']);
    expect(project.files['src/Demo.tsx']).toBe(pickerDemo);
    expect(project.files['index.html']).toContain('src="/src/main.tsx"');
    const pkg = JSON.parse(project.files['package.json']) as { name: string; dependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(pkg.name).toBe('basic-date-picker');
    expect(pkg.dependencies['@mui/x-date-pickers']).toBe('8.8.0');
    expect(pkg.devDependencies).toHaveProperty('typescript');
  });

  it('builds the JavaScript variant without TypeScript files', () => {
    const project = buildSandboxProject({ ...input, variant: 'JS' });
    expect(Object.keys(project.files)).not.toContain('tsconfig.json');
    expect(project.files['src/main.jsx']).toContain("document.getElementById('root'))");
    expect(project.devDependencies).not.toHaveProperty('typescript');
  });

  it('shapes the StackBlitz form and the CodeSandbox definition', () => {
    const project = buildSandboxProject({ ...input, variant: 'TS' });
    const fields = stackBlitzFields(project, 'src/Demo.tsx');
    expect(fields['project[template]']).toBe('node');
    expect(fields['project[files][src/Demo.tsx]']).toBe(pickerDemo);
    expect(fields.file).toBe('src/Demo.tsx');
    expect(codeSandboxDefinition(project).files['src/Demo.tsx']).toEqual({ content: pickerDemo });
  });
});

describe('sandbox projects of multi-file demos', () => {
  it('puts the local files beside the demo and resolves their dependencies too', () => {
    const helpers = [{ path: 'dates.js', code: "import dayjs from 'dayjs';\nexport const today = () => dayjs();\n" }];
    const project = buildSandboxProject({
      name: 'Booking',
      variant: 'JS',
      source: "import { today } from './dates';\nexport default function Booking() { return String(today()); }\n",
      helpers,
      versions,
      pageUrl: 'https://example.test/',
    });
    expect(project.files['src/dates.js']).toBe(helpers[0].code);
    expect(project.files['src/Demo.jsx']).toContain("from './dates'");
    expect(project.dependencies).toHaveProperty('dayjs');
  });
});

describe('sandbox projects of demos using shared demo data and the grid generator', () => {
  // What `npm run generate` writes to src/client/demos/generated/local-packages.json, in small.
  const demoData: LocalPackageSource = {
    name: '@docs/demo-data',
    folder: 'demo-data',
    files: [
      { tsName: 'index.ts', jsName: 'index.js', ts: "export { employees, type Employee } from './employees';\n", js: "export { employees } from './employees';\n" },
      {
        tsName: 'employees.ts',
        jsName: 'employees.js',
        ts: 'export interface Employee { name: string }\nexport const employees: Employee[] = [];\n',
        js: 'export const employees = [];\n',
      },
    ],
  };
  const gridVersions = { ...versions, '@mui/x-data-grid': '8.8.0', '@mui/x-data-grid-generator': '8.8.0', '@mui/icons-material': '7.3.2' };
  const source = `import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import { useDemoData } from '@mui/x-data-grid-generator';
import { employees, type Employee } from '@docs/demo-data';
import { orders } from "@docs/demo-data/orders";

export default function Staff() {
  return null;
}
`;
  const build = (variant: 'TS' | 'JS', helpers: Array<{ path: string; code: string }> = []) =>
    buildSandboxProject({ name: 'Staff', variant, source, helpers, versions: gridVersions, pageUrl: 'https://example.test/', localPackages: [demoData] });

  it('copies our module beside the demo and points the imports at the copy', () => {
    const project = build('TS', [{ path: 'parts/Toolbar.tsx', code: "import { employees } from '@docs/demo-data';\nexport default () => employees.length;\n" }]);
    expect(project.files['src/demo-data/index.ts']).toBe(demoData.files[0].ts);
    expect(project.files['src/demo-data/employees.ts']).toBe(demoData.files[1].ts);
    expect(project.files['src/Demo.tsx']).toContain("import { employees, type Employee } from './demo-data';");
    expect(project.files['src/Demo.tsx']).toContain('import { orders } from "./demo-data/orders";');
    expect(project.files['src/parts/Toolbar.tsx']).toContain("from '../demo-data'");
    expect(Object.values(project.files).join('\n')).not.toContain('@docs/');
  });

  it('copies the JavaScript files in the JS variant', () => {
    const project = build('JS');
    expect(project.files['src/demo-data/index.js']).toBe(demoData.files[0].js);
    expect(Object.keys(project.files)).not.toContain('src/demo-data/index.ts');
  });

  it('installs the generator at the version the site runs, with its icons, and never our module', () => {
    const { dependencies } = build('TS');
    expect(dependencies['@mui/x-data-grid-generator']).toBe('8.8.0');
    expect(dependencies['@mui/icons-material']).toBe('7.3.2');
    expect(Object.keys(dependencies).filter((name) => name.startsWith('@docs/'))).toEqual([]);
    expect(resolveDependencies("import { orders } from '@docs/demo-data';\n", versions)).not.toHaveProperty('@docs/demo-data');
  });

  it('leaves a demo without our module as it was, and refuses to build one whose module files are missing', () => {
    const plain = buildSandboxProject({ name: 'Plain', variant: 'TS', source: pickerDemo, versions, pageUrl: 'https://example.test/', localPackages: [demoData] });
    expect(Object.keys(plain.files).some((file) => file.includes('demo-data'))).toBe(false);
    expect(() => buildSandboxProject({ name: 'Staff', variant: 'TS', source, versions, pageUrl: 'https://example.test/' })).toThrow(
      'The sandbox needs the files of @docs/demo-data, which were not given',
    );
  });

  it('the generated files of @docs/demo-data are what a real sandbox gets', () => {
    const generated = JSON.parse(fs.readFileSync('src/client/demos/generated/local-packages.json', 'utf8')) as LocalPackageSource[];
    const real = generated.find((local) => local.name === '@docs/demo-data');
    expect(real?.files.map((file) => file.tsName)).toContain('index.ts');
    const project = buildSandboxProject({ name: 'Staff', variant: 'JS', source, versions: gridVersions, pageUrl: 'https://example.test/', localPackages: generated });
    expect(project.files['src/demo-data/employees.js']).toContain('export const employees');
    expect(project.files['src/demo-data/employees.js']).not.toContain('interface');
    expect(localPackagesUsed(Object.values(project.files))).toEqual([]);
  });
});
