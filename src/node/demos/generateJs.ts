import ts from 'typescript';
import { format, type Options } from 'prettier';

/** Formatting of every shown demo source: the same for both variants so they read alike. */
const PRETTIER_OPTIONS: Options = {
  parser: 'babel-ts',
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 85,
};

// TypeScript drops blank lines when it prints; a marker comment on each one survives the
// transpile and is turned back into a blank line afterwards.
const BLANK_MARKER = '/*__demo_blank_line__*/';

/**
 * The JavaScript variant of a TypeScript demo: types removed, JSX kept as written, formatted like
 * the source. It is generated at build time and never committed.
 */
export async function generateJs(tsSource: string, fileName: string): Promise<string> {
  const marked = tsSource
    .split('\n')
    .map((line) => (line.trim() === '' ? BLANK_MARKER : line))
    .join('\n');
  const output = ts.transpileModule(marked, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      jsx: ts.JsxEmit.Preserve,
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      verbatimModuleSyntax: false,
      removeComments: false,
    },
  });
  const syntaxErrors = (output.diagnostics ?? []).filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (syntaxErrors.length) {
    const message = ts.flattenDiagnosticMessageText(syntaxErrors[0].messageText, '\n');
    throw new Error(`${fileName}: ${message}`);
  }
  const restored = output.outputText
    .split('\n')
    .map((line) => (line.trim() === BLANK_MARKER ? '' : line))
    .join('\n')
    // A marker TypeScript attached to the end of a kept line.
    .replaceAll(BLANK_MARKER, '');
  return format(restored, { ...PRETTIER_OPTIONS, parser: 'babel' });
}

/** The TypeScript source, formatted with the same rules as its JavaScript twin. */
export function formatTs(tsSource: string): Promise<string> {
  return format(tsSource, PRETTIER_OPTIONS);
}
