import ts from 'typescript';
import type { ApiClass, ApiPlan, ApiProp, ApiSlot } from '../../shared/api/apiTypes';
import { docToHtml, typeToHtml, type ApiLinker } from './docHtml';

/** The packages' typings, loaded once: a TypeScript program over their entry files. */
export interface ApiProgram {
  program: ts.Program;
  checker: ts.TypeChecker;
  /** Exports of a module (a package entry or sub-path), by name, aliases resolved. */
  exportsOf(file: string): Map<string, ts.Symbol>;
}

export function createApiProgram(entryFiles: readonly string[]): ApiProgram {
  const program = ts.createProgram([...entryFiles], {
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
  });
  const checker = program.getTypeChecker();
  const cache = new Map<string, Map<string, ts.Symbol>>();
  const exportsOf = (file: string) => {
    let found = cache.get(file);
    if (found) return found;
    found = new Map();
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (moduleSymbol) {
      for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
        found.set(symbol.name, symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
      }
    }
    cache.set(file, found);
    return found;
  };
  return { program, checker, exportsOf };
}

const tagText = (tag: ts.JSDocTagInfo) => ts.displayPartsToString(tag.text).trim();

export interface Documentation {
  description: string;
  tags: Map<string, string[]>;
}

export function documentationOf(symbol: ts.Symbol, checker: ts.TypeChecker): Documentation {
  const tags = new Map<string, string[]>();
  for (const tag of symbol.getJsDocTags(checker)) tags.set(tag.name, [...(tags.get(tag.name) ?? []), tagText(tag)]);
  return { description: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(), tags };
}

/**
 * Declarations from React's, the DOM's or Material UI's typings are not the package's API: they
 * are what its root element accepts, and Material UI documents them.
 */
function isForeign(file: string): boolean {
  return /[\\/](@types|typescript[\\/]lib|csstype|@mui[\\/](material|system|utils|base))[\\/]/.test(file);
}

export function planOfFile(file: string): ApiPlan | undefined {
  if (/x-[a-z-]+-premium[\\/]/.test(file)) return 'premium';
  if (/x-[a-z-]+-pro[\\/]/.test(file)) return 'pro';
  return undefined;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/\(\s/g, '(').replace(/\s\)/g, ')').replace(/;\s*}/g, ' }').trim();

/**
 * A `@default`: code (`'medium'`, `(value) => …`) unless it explains itself in words around
 * backticked code ("`true` for desktop, `false` for mobile"), which is markdown.
 */
function defaultOf(text: string, linker: ApiLinker): { default: string } | { defaultHtml: string } {
  return text.includes('`') ? { defaultHtml: docToHtml(text, linker) } : { default: oneLine(text) };
}

/** The type as written in the typings: the annotation text, or a method's signature. */
function writtenType(symbol: ts.Symbol, declaration: ts.Declaration, checker: ts.TypeChecker): { text: string; isFunction: boolean } {
  if (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration)) {
    const params = declaration.parameters.map((param) => param.getText()).join(', ');
    return { text: oneLine(`(${params}) => ${declaration.type?.getText() ?? 'void'}`), isFunction: true };
  }
  const node = (declaration as ts.PropertySignature).type;
  if (node) {
    const bare = ts.isParenthesizedTypeNode(node) ? node.type : node;
    return { text: oneLine(node.getText()), isFunction: ts.isFunctionTypeNode(bare) };
  }
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  return { text: checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation), isFunction: type.getCallSignatures().length > 0 };
}

/**
 * One property of a props type or an interface, or null when it is not documented API: declared
 * by React's typings, or marked `@ignore` / `@internal`.
 */
export function extractProp(symbol: ts.Symbol, checker: ts.TypeChecker, linker: ApiLinker): ApiProp | null {
  const declaration = symbol.declarations?.[0];
  if (!declaration || isForeign(declaration.getSourceFile().fileName)) return null;
  const { description, tags } = documentationOf(symbol, checker);
  if (tags.has('ignore') || tags.has('internal')) return null;
  const { text, isFunction } = writtenType(symbol, declaration, checker);
  const prop: ApiProp = {
    name: symbol.name,
    typeHtml: typeToHtml(text, linker),
    required: !(symbol.flags & ts.SymbolFlags.Optional),
    descriptionHtml: docToHtml(description, linker),
  };
  const defaultValue = tags.get('default')?.[0];
  if (defaultValue !== undefined) Object.assign(prop, defaultOf(defaultValue, linker));
  const deprecated = tags.get('deprecated');
  if (deprecated) prop.deprecatedHtml = docToHtml(deprecated[0], linker);
  if (isFunction) {
    prop.signature = {
      type: text,
      params: (tags.get('param') ?? []).map((param) => {
        const [, name = '', rest = ''] = /^(\S+)\s*-?\s*([\s\S]*)$/.exec(param) ?? [];
        return { name, descriptionHtml: docToHtml(rest, linker) };
      }),
    };
    const returns = tags.get('returns')?.[0] ?? tags.get('return')?.[0];
    if (returns) prop.signature.returnsHtml = docToHtml(returns, linker);
  }
  const plan = planOfFile(declaration.getSourceFile().fileName);
  if (plan) prop.plan = plan;
  return prop;
}

export function extractProps(type: ts.Type, checker: ts.TypeChecker, linker: ApiLinker): ApiProp[] {
  return checker
    .getPropertiesOfType(type)
    .map((symbol) => extractProp(symbol, checker, linker))
    .filter((prop): prop is ApiProp => prop !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The props type of a component: the first parameter of its call (or construct) signature. */
export function propsTypeOf(component: ts.Symbol, checker: ts.TypeChecker): ts.Type | null {
  const type = checker.getTypeOfSymbol(component);
  const signature = type.getCallSignatures()[0] ?? type.getConstructSignatures()[0];
  const param = signature?.getParameters()[0];
  return param ? checker.getTypeOfSymbol(param) : null;
}

/**
 * The props types a component's props interface extends directly (`extends DialogActionsProps`),
 * aliases resolved, so the caller can tell which of them belong to a documented component.
 */
export function basePropsOf(propsType: ts.Type, checker: ts.TypeChecker): ts.Symbol[] {
  const own = propsType.aliasSymbol ?? propsType.getSymbol();
  const bases: ts.Symbol[] = [];
  for (const declaration of own?.declarations ?? []) {
    if (!ts.isInterfaceDeclaration(declaration)) continue;
    for (const clause of declaration.heritageClauses ?? []) {
      for (const written of clause.types) {
        let symbol = checker.getSymbolAtLocation(written.expression);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        if (symbol) bases.push(symbol);
      }
    }
  }
  return bases;
}

/** The slots of a component: the properties of its `slots` prop, with their defaults. */
export function extractSlots(propsType: ts.Type, checker: ts.TypeChecker, linker: ApiLinker, classNames: ReadonlyMap<string, string>): ApiSlot[] {
  const slotsSymbol = propsType.getProperty('slots');
  if (!slotsSymbol) return [];
  const slotsType = checker.getNonNullableType(checker.getTypeOfSymbol(slotsSymbol));
  return checker
    .getPropertiesOfType(slotsType)
    .flatMap((symbol): ApiSlot[] => {
      const { description, tags } = documentationOf(symbol, checker);
      if (tags.has('ignore') || tags.has('internal')) return [];
      const slot: ApiSlot = { name: symbol.name, descriptionHtml: docToHtml(description, linker) };
      const defaultValue = tags.get('default')?.[0];
      if (defaultValue) Object.assign(slot, defaultOf(defaultValue, linker));
      const className = classNames.get(symbol.name);
      if (className) slot.className = className;
      return [slot];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The CSS classes of a component from its `…Classes` export: keys and descriptions from the
 * typings, class names from the package itself (`values`), which knows the global state classes.
 */
export function extractClasses(
  classesSymbol: ts.Symbol,
  checker: ts.TypeChecker,
  linker: ApiLinker,
  values: Readonly<Record<string, unknown>>,
  /** The interface that documents the keys (`GridClasses`), when the object's own type does not. */
  documented?: ts.Type,
): ApiClass[] {
  return checker
    .getPropertiesOfType(checker.getTypeOfSymbol(classesSymbol))
    .flatMap((symbol): ApiClass[] => {
      const className = values[symbol.name];
      if (typeof className !== 'string') return [];
      // `gridClasses: Record<keyof GridClasses, string>` has keys without comments: `GridClasses` has them.
      const { description, tags } = documentationOf(symbol.declarations?.length ? symbol : (documented?.getProperty(symbol.name) ?? symbol), checker);
      if (tags.has('ignore') || tags.has('internal')) return [];
      return [{ key: symbol.name, className, descriptionHtml: docToHtml(description, linker), isGlobal: /^Mui-[A-Za-z]+$/.test(className) }];
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** A component's own description, without the "Demos:", "Features:" and "API:" link lists the packages add. */
export function ownDescription(description: string): string {
  return description.split(/^\s*(?:Demos|Features|API):\s*$/m)[0].trim();
}
