import type { CodeVariant } from '../../../shared/preferences/codePreferences';
import type { LocalPackageSource } from '../../../shared/demos/localPackages';
import { resolveDependencies } from '../../../shared/demos/sandbox/dependencies';
import { inlineLocalPackages } from '../../../shared/demos/sandbox/inlineLocalPackages';

export interface SandboxProject {
  title: string;
  description: string;
  /** Path → content. */
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

export interface SandboxInput {
  name: string;
  variant: CodeVariant;
  /** The demo's source in the variant shown. */
  source: string;
  /**
   * The local files it imports, in the same variant, by path from its folder. Vite compiles JSX
   * only in .jsx files, so the JS twin of a .tsx file comes as .jsx (see `filesOf`).
   */
  helpers?: ReadonlyArray<{ path: string; code: string }>;
  /** Versions the site runs, by package name (SANDBOX_VERSIONS, src/client/demos/generated/sandboxVersions.ts: src/node/demos/installedSandboxVersions.ts). */
  versions: Readonly<Record<string, string>>;
  /** Address of the demo on the site, for the project description. */
  pageUrl: string;
  /** Our own modules the demo may import like packages; those it does are copied into `src/`. */
  localPackages?: readonly LocalPackageSource[];
}

/**
 * A complete Vite + React project around one demo and its local files, in the variant the reader is looking at:
 * it installs and starts as is on CodeSandbox, StackBlitz or a laptop.
 */
export function buildSandboxProject({ name, variant, source, helpers = [], versions, pageUrl, localPackages = [] }: SandboxInput): SandboxProject {
  const ts = variant === 'TS';
  const ext = ts ? 'tsx' : 'jsx';
  // Beside the demo, so its relative imports resolve as they do on the site.
  const demoFiles = inlineLocalPackages(
    Object.fromEntries([[`src/Demo.${ext}`, source], ...helpers.map((helper) => [`src/${helper.path}`, helper.code])]),
    variant,
    localPackages,
  );
  const dependencies = resolveDependencies(Object.values(demoFiles).join('\n'), versions);
  const devDependencies: Record<string, string> = { vite: 'latest', '@vitejs/plugin-react': 'latest' };
  if (ts) Object.assign(devDependencies, { typescript: 'latest', '@types/react': 'latest', '@types/react-dom': 'latest' });

  const title = `${name} demo — MUI X`;
  const description = `The ${name} demo of ${pageUrl}`;
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name: name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(),
        private: true,
        description,
        type: 'module',
        scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
        dependencies,
        devDependencies,
      },
      null,
      2,
    )}\n`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.${ext}"></script>
  </body>
</html>
`,
    'vite.config.js': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({ plugins: [react()] });
`,
    [`src/main.${ext}`]: `import * as React from 'react';
import * as ReactDOM from 'react-dom/client';
import { StyledEngineProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import Demo from './Demo';

ReactDOM.createRoot(document.getElementById('root')${ts ? '!' : ''}).render(
  <React.StrictMode>
    <StyledEngineProvider injectFirst>
      <CssBaseline />
      <Demo />
    </StyledEngineProvider>
  </React.StrictMode>,
);
`,
    ...demoFiles,
  };
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['DOM', 'DOM.Iterable', 'ES2022'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`;
  }
  return { title, description, files, dependencies, devDependencies };
}

/** Fields of the StackBlitz "run" form (a POST that opens the project in a new tab). */
export function stackBlitzFields(project: SandboxProject, openFile: string): Record<string, string> {
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[description]': project.description,
    'project[template]': 'node',
  };
  for (const [file, content] of Object.entries(project.files)) fields[`project[files][${file}]`] = content;
  fields['project[settings]'] = JSON.stringify({ compile: { clearConsole: false } });
  fields.file = openFile;
  return fields;
}

/** The JSON the CodeSandbox "define" API takes (compressed into its `parameters` field). */
export function codeSandboxDefinition(project: SandboxProject): { files: Record<string, { content: string }> } {
  return {
    files: Object.fromEntries(Object.entries(project.files).map(([file, content]) => [file, { content }])),
  };
}
