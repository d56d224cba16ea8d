import { adapterPackage, importsOf, packageOf, resolveDependencies } from '../../src/demos/sandbox/dependencies';
import { buildSandboxProject, codeSandboxDefinition, stackBlitzFields } from '../../src/demos/sandbox/project';

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
