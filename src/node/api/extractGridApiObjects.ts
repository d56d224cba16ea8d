import ts from 'typescript';
import type { ApiObjectInterface, ApiPlan, ApiSelector, GridApiObjects } from '../../shared/api/apiTypes';
import { docToHtml, typeToHtml, type ApiLinker } from './docHtml';
import { documentationOf, extractProps, planOfFile, type ApiProgram } from './extractApi';

/** `GridSortApi`, `GridApiPro`: the API object and the feature interfaces it is made of. */
const API_INTERFACE = /^Grid\w*Api(Community|Pro|Premium)?$/;
/** Interfaces for the grid's own plumbing, which its typings say are not for readers. */
const PRIVATE_INTERFACE = /Private/;
/** `gridSortModelSelector`; `GridToolbarDensitySelector` is a component and `useGridSelector` a hook. */
const SELECTOR = /^grid\w*Selector$/;

function planOf(symbol: ts.Symbol, tier: number, pkg: string): ApiPlan | undefined {
  const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
  return planOfFile(file) ?? (tier === 0 ? undefined : pkg.endsWith('-premium') ? 'premium' : 'pro');
}

/** A type as the typings write it, without the `import("…").` qualifiers declaration files add. */
const written = (node: ts.Node) => node.getText().replace(/import\("[^"]+"\)\./g, '').replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();

/**
 * A selector's call as a reader writes it: the grid's `apiRef`, then the argument some selectors
 * take (`gridRowIdSelector(apiRef, row)`), and what it returns, as the typings write them. The
 * typings name the first parameter `args_0` and spell out the state type it reads; a reader only
 * ever passes `apiRef`. Selectors are declared either as a function type or as `OutputSelector`.
 */
function selectorSignature(symbol: ts.Symbol): string | null {
  const declaration = symbol.valueDeclaration;
  const node = declaration && ts.isVariableDeclaration(declaration) ? declaration.type : undefined;
  if (node && ts.isFunctionTypeNode(node) && node.parameters.length) {
    const rest = node.parameters.slice(1).map((param) => `${param.name.getText().replace(/^args_\d+$/, 'args')}${param.questionToken ? '?' : ''}: ${param.type ? written(param.type) : 'unknown'}`);
    return `(${['apiRef', ...rest].join(', ')}) => ${written(node.type)}`;
  }
  // `OutputSelector<…>`, or `import("@mui/x-data-grid").OutputSelector<…>` as declaration files write it.
  const reference = node && ts.isTypeReferenceNode(node) ? node.typeName.getText() : node && ts.isImportTypeNode(node) ? node.qualifier?.getText() : undefined;
  if (node && (ts.isTypeReferenceNode(node) || ts.isImportTypeNode(node)) && reference?.endsWith('OutputSelector') && node.typeArguments?.length === 3) {
    const [, args, result] = node.typeArguments;
    const extra = written(args) === 'unknown' ? '' : `, args?: ${written(args)}`;
    return `(apiRef${extra}) => ${written(result)}`;
  }
  return null;
}

/**
 * The Data Grid's API object interfaces (members with their JSDoc) and its state selectors
 * (with their `@category`), from the packages' exports in plan order: a name is taken from the
 * first package exporting it. `@ignore` / `@internal` ones are left out, as on API pages.
 */
export function extractGridApiObjects(api: ApiProgram, packages: readonly string[], entryOf: (pkg: string) => string, linker: ApiLinker): GridApiObjects {
  const { checker } = api;
  const interfaces: ApiObjectInterface[] = [];
  const selectors: ApiSelector[] = [];
  const seen = new Set<string>();
  packages.forEach((pkg, tier) => {
    for (const [name, symbol] of api.exportsOf(entryOf(pkg))) {
      const isInterface = API_INTERFACE.test(name) && !PRIVATE_INTERFACE.test(name) && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias);
      const isSelector = SELECTOR.test(name) && symbol.flags & ts.SymbolFlags.Variable;
      if ((!isInterface && !isSelector) || seen.has(name)) continue;
      seen.add(name);
      const { description, tags } = documentationOf(symbol, checker);
      if (tags.has('ignore') || tags.has('internal')) continue;
      const plan = planOf(symbol, tier, pkg);
      if (isInterface) {
        const members = extractProps(checker.getDeclaredTypeOfSymbol(symbol), checker, linker);
        if (members.length) interfaces.push({ name, ...(plan ? { plan } : {}), descriptionHtml: docToHtml(description, linker), members });
        continue;
      }
      const signature = selectorSignature(symbol);
      if (!signature) continue;
      const deprecated = tags.get('deprecated');
      selectors.push({
        name,
        category: tags.get('category')?.[0] ?? null,
        descriptionHtml: docToHtml(description, linker),
        signatureHtml: typeToHtml(signature, linker),
        ...(plan ? { plan } : {}),
        ...(deprecated ? { deprecatedHtml: docToHtml(deprecated[0], linker) } : {}),
      });
    }
  });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return { interfaces: interfaces.sort(byName), selectors: selectors.sort(byName) };
}
