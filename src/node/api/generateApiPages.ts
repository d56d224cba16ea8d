import fs from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';
import { apiRoute, kebabCase } from '../../shared/nav/apiRoutes';
import { withTrailingSlash } from '../../shared/nav/routes';
import type { ApiDemoLink, ApiInheritance as Inheritance, ApiManifest, ApiPageData, ApiPlan, ComponentApi, GridApiObjects, InterfaceApi } from '../../shared/api/apiTypes';
import { docToHtml, type ApiLinker } from './docHtml';
import {
  basePropsOf,
  createApiProgram,
  documentationOf,
  extractClasses,
  extractProps,
  extractSlots,
  ownDescription,
  planOfFile,
  propsTypeOf,
  type ApiProgram,
} from './extractApi';
import { extractGridApiObjects } from './extractGridApiObjects';
import type { ApiFolder } from './reference';
import { classesExportName, isClassesObject } from '../../shared/api/planVersions';

export interface GenerateApiOptions {
  folders: readonly ApiFolder[];
  /** The `.d.ts` entry of a package (or of one of its sub-paths: `@mui/x-date-pickers/DatePicker`). */
  entryOf: (specifier: string) => string;
  /** The package at run time, for values only the code knows (class names). */
  requireModule: (pkg: string) => Readonly<Record<string, unknown>>;
  /** Guide pages whose front matter lists a component. */
  demosFor: (name: string) => ApiDemoLink[];
}

export interface GeneratedApi {
  pages: ApiPageData[];
  manifest: ApiManifest;
  /** `DataGrid: rowHeight`: documented props without a description, for the summary. */
  undescribed: string[];
  /** The grid's API object interfaces and selectors, for guides (`ApiMethods`, `Selectors` directives). */
  gridApiObjects: GridApiObjects;
}

interface Located {
  name: string;
  /** The name the packages export it under: `Unstable_FunnelChart` while a component is unstable. */
  exportName: string;
  folder: ApiFolder;
  kind: 'component' | 'interface';
  /** Every package of the folder that exports the name, in plan order. */
  packages: string[];
  symbol: ts.Symbol;
  plan?: ApiPlan;
}

/** Where an API page is linked from: its route with the trailing slash of the export. */
const apiPathname = (folder: string, name: string) => withTrailingSlash(apiRoute(folder, name));

function locate(api: ApiProgram, options: GenerateApiOptions): Located[] {
  const located: Located[] = [];
  const missing: string[] = [];
  for (const folder of options.folders) {
    const exports = folder.packages.map((pkg) => ({ pkg, names: api.exportsOf(options.entryOf(pkg)) }));
    const find = (name: string, kind: Located['kind']) => {
      const exportName = [name, `Unstable_${name}`].find((candidate) => exports.some((entry) => entry.names.has(candidate)));
      const exporting = exportName ? exports.filter((entry) => entry.names.has(exportName)) : [];
      // Packages keep deprecated stubs of their siblings' components (`DataGridPremium` in the
      // Pro package renders null): the real one is the export that is not deprecated.
      const current = exporting.filter((entry) => !documentationOf(entry.names.get(exportName as string) as ts.Symbol, api.checker).tags.has('deprecated'));
      const owners = current.length ? current : exporting;
      if (!exportName || !owners.length) {
        missing.push(`${name} (${folder.folder}) is not exported by ${folder.packages.join(', ')}`);
        return;
      }
      const symbol = owners[0].names.get(exportName) as ts.Symbol;
      const tier = folder.packages.indexOf(owners[0].pkg);
      const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
      const plan: ApiPlan | undefined = planOfFile(file) ?? (tier === 0 ? undefined : owners[0].pkg.endsWith('-premium') ? 'premium' : 'pro');
      located.push({ name, exportName, folder, kind, packages: owners.map((owner) => owner.pkg), symbol, ...(plan ? { plan } : {}) });
    };
    for (const name of folder.components) find(name, 'component');
    for (const name of folder.interfaces) find(name, 'interface');
  }
  if (missing.length) throw new Error(`API reference: the packages do not export what the reference lists:\n  ${missing.join('\n  ')}`);
  return located;
}

/** Sub-path import (`@mui/x-date-pickers/DatePicker`) when the component's folder exports it, then each package root. */
function importsOf(item: Located, api: ApiProgram, options: GenerateApiOptions): string[] {
  const lines: string[] = [];
  const file = path.resolve(item.symbol.declarations?.[0]?.getSourceFile().fileName ?? '');
  const owner = item.packages[0];
  const [folder, ...rest] = path.relative(path.dirname(options.entryOf(owner)), file).split(path.sep);
  if (item.kind === 'component' && rest.length && folder !== '..' && api.exportsOf(options.entryOf(`${owner}/${folder}`)).has(item.exportName)) {
    lines.push(`import { ${item.exportName} } from '${owner}/${folder}';`);
  }
  for (const pkg of item.packages) lines.push(`import { ${item.exportName} } from '${pkg}';`);
  return lines;
}

/** The `theme.components` key of a component, when a package's theme augmentation lists it. */
function themeNameOf(item: Located, options: GenerateApiOptions): string | undefined {
  const key = `Mui${item.name}`;
  for (const pkg of item.folder.packages) {
    const file = path.join(path.dirname(options.entryOf(pkg)), 'themeAugmentation', 'props.d.ts');
    if (fs.existsSync(file) && new RegExp(`\\b${key}\\??:`).test(fs.readFileSync(file, 'utf8'))) return key;
  }
  return undefined;
}

const MATERIAL_API = 'https://mui.com/material-ui/api/';

/**
 * The component whose props a component's props extend: one of ours (its props symbol is in
 * `documented`) or a Material UI component, documented on Material UI's site.
 */
function inheritanceOf(
  propsType: ts.Type,
  checker: ts.TypeChecker,
  documented: ReadonlyMap<ts.Symbol, Inheritance>,
  self: string,
): Inheritance | undefined {
  for (const base of basePropsOf(propsType, checker)) {
    const ours = documented.get(base);
    if (ours && ours.component !== self) return ours;
    const file = base.declarations?.[0]?.getSourceFile().fileName ?? '';
    const material = /[\\/]@mui[\\/]material[\\/](?:esm[\\/])?([A-Z]\w*)[\\/]/.exec(file);
    if (material && base.getName() === `${material[1]}Props`) {
      return { component: material[1], pathname: `${MATERIAL_API}${kebabCase(material[1])}/` };
    }
  }
  return undefined;
}

export function generateApiPages(options: GenerateApiOptions): GeneratedApi {
  const entries = options.folders.flatMap((folder) => folder.packages.map((pkg) => options.entryOf(pkg)));
  const api = createApiProgram(entries);
  const { checker } = api;
  const located = locate(api, options);
  const pathnames = new Map(located.map((item) => [item.name, apiPathname(item.folder.folder, item.name)]));
  const linker: ApiLinker = (name) => pathnames.get(name) ?? null;
  const undescribed: string[] = [];
  const propsTypes = new Map(
    located.filter((item) => item.kind === 'component').map((item) => [item.name, propsTypeOf(item.symbol, checker)]),
  );
  const documented = new Map<ts.Symbol, Inheritance>();
  for (const [name, propsType] of propsTypes) {
    const symbol = propsType?.aliasSymbol ?? propsType?.getSymbol();
    if (symbol) documented.set(symbol, { component: name, pathname: pathnames.get(name) as string });
  }

  const pages = located.map((item): ApiPageData => {
    const { description } = documentationOf(item.symbol, checker);
    const base = {
      name: item.name,
      folder: item.folder.folder,
      pathname: apiPathname(item.folder.folder, item.name),
      ...(item.plan ? { plan: item.plan } : {}),
      imports: importsOf(item, api, options),
      descriptionHtml: docToHtml(ownDescription(description), linker),
      demos: item.kind === 'component' ? options.demosFor(item.name) : [],
    };
    if (item.kind === 'interface') {
      const type = checker.getDeclaredTypeOfSymbol(item.symbol);
      // A grid's `slots` prop takes a `Partial` of its slots interface: no slot is required there.
      const slotsInterface = /SlotsComponent$/.test(item.name);
      const properties = extractProps(type, checker, linker).map((prop) => (slotsInterface ? { ...prop, required: false } : prop));
      for (const prop of properties) if (!prop.descriptionHtml) undescribed.push(`${item.name}: ${prop.name}`);
      return { kind: 'interface', ...base, properties } satisfies InterfaceApi;
    }

    const propsType = propsTypes.get(item.name) ?? null;
    const props = propsType ? extractProps(propsType, checker, linker) : [];
    for (const prop of props) if (!prop.descriptionHtml) undescribed.push(`${item.name}: ${prop.name}`);
    // A classes object's page (`gridClasses`) lists its own classes.
    const classesName = isClassesObject(item.name) ? item.exportName : classesExportName(item.name);
    const owner = item.folder.packages.find((pkg) => api.exportsOf(options.entryOf(pkg)).has(classesName));
    let classes: ComponentApi['classes'] = [];
    if (owner) {
      const values = options.requireModule(owner)[classesName] as Record<string, unknown> | undefined;
      const exported = api.exportsOf(options.entryOf(owner));
      const docsInterface = exported.get(`${classesName[0].toUpperCase()}${classesName.slice(1)}`);
      classes = extractClasses(exported.get(classesName) as ts.Symbol, checker, linker, values ?? {}, docsInterface && checker.getDeclaredTypeOfSymbol(docsInterface));
    }
    const classNames = new Map(classes.map((entry) => [entry.key, entry.className]));
    const themeName = themeNameOf(item, options);
    const inheritance = propsType ? inheritanceOf(propsType, checker, documented, item.name) : undefined;
    return {
      kind: 'component',
      ...base,
      props,
      slots: propsType ? extractSlots(propsType, checker, linker, classNames) : [],
      classes,
      ...(themeName ? { themeName } : {}),
      ...(inheritance ? { inheritance } : {}),
    } satisfies ComponentApi;
  });

  const manifest: ApiManifest = {};
  for (const folder of options.folders) {
    const entry = (item: Located) => ({ name: item.name, ...(item.plan ? { plan: item.plan } : {}) });
    manifest[folder.folder] = {
      components: located.filter((item) => item.folder === folder && item.kind === 'component').map(entry),
      // As in the reference, interface entries carry no plan badge in the nav; their pages do.
      interfaces: located.filter((item) => item.folder === folder && item.kind === 'interface').map((item) => ({ name: item.name })),
    };
  }
  const grid = options.folders.find((folder) => folder.folder === 'data-grid');
  const gridApiObjects = grid ? extractGridApiObjects(api, grid.packages, options.entryOf, linker) : { interfaces: [], selectors: [] };
  return { pages, manifest, undescribed, gridApiObjects };
}
