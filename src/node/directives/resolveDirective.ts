import path from 'node:path';
import { validateOptions } from './directiveOptions';
import type { DirectiveName, ResolvedDirective } from '../../shared/directives/directiveProps';
import { acceptsDataFile, DATA_FILE_OPTION, DIRECTIVE_NAMES, DIRECTIVE_SPECS, isDirectiveName } from './directiveSpecs';
import { DIRECTIVE_RESOLVERS, type ResolverResult } from './directiveResolvers';
import type { DirectiveSources } from './directiveSources';

export type DirectiveResult = { ok: true; directive: ResolvedDirective } | { ok: false; errors: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function knownDirectives(): string {
  return DIRECTIVE_NAMES.map((name) => `${name} (${DIRECTIVE_SPECS[name].summary})`).join('; ');
}

/**
 * The options of a directive with its data file read in: `"src": "features.json"` names a JSON
 * object beside the page whose keys are options; options written in the directive win.
 */
function withDataFile(
  name: DirectiveName,
  options: Record<string, unknown>,
  folder: string,
  sources: DirectiveSources,
): { options: Record<string, unknown>; from?: string } | { error: string } {
  const src = options[DATA_FILE_OPTION];
  if (src === undefined || !acceptsDataFile(name)) return { options };
  const { [DATA_FILE_OPTION]: _src, ...rest } = options;
  if (typeof src !== 'string' || !src.endsWith('.json')) return { error: `"${DATA_FILE_OPTION}" must name a .json file beside the page; got ${JSON.stringify(src)}` };
  const file = path.posix.normalize(path.posix.join(folder, src));
  if (file.startsWith('..') || path.posix.isAbsolute(src)) return { error: `"${DATA_FILE_OPTION}": ${src} is outside data/` };
  const raw = sources.readDataFile(file);
  if (raw === null) return { error: `"${DATA_FILE_OPTION}": data/${file} does not exist` };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    return { error: `"${DATA_FILE_OPTION}": data/${file} is not valid JSON (${(error as Error).message})` };
  }
  if (!isRecord(data)) return { error: `"${DATA_FILE_OPTION}": data/${file} must hold a JSON object of options` };
  return { options: { ...data, ...rest }, from: `data/${file}` };
}

/**
 * A `{{"component": …}}` directive checked and computed: an unknown name, an unknown option, a
 * bad value or data the sources do not have gives messages naming what is allowed.
 */
export function resolveDirective(
  name: string,
  rawOptions: Record<string, unknown>,
  page: { folder: string },
  sources: DirectiveSources,
): DirectiveResult {
  if (!isDirectiveName(name)) {
    return { ok: false, errors: [`Unknown component "${name}"; the components are: ${knownDirectives()}`] };
  }
  const spec = DIRECTIVE_SPECS[name];
  const merged = withDataFile(name, rawOptions, page.folder, sources);
  const prefix = (from?: string) => `Component "${name}"${from ? ` (options from ${from})` : ''}: `;
  if ('error' in merged) return { ok: false, errors: [prefix() + merged.error] };
  const checked = validateOptions(spec.options, merged.options);
  if (!checked.ok) {
    const errors = checked.errors.map((error) => prefix(merged.from) + error);
    return { ok: false, errors };
  }
  // The resolver and its options are both looked up by `name`; TypeScript cannot pair them.
  const resolver = DIRECTIVE_RESOLVERS[name] as (options: unknown, sources: DirectiveSources) => ResolverResult<unknown>;
  const result = resolver(checked.options, sources);
  if (!result.ok) return { ok: false, errors: result.errors.map((error) => prefix(merged.from) + error) };
  return { ok: true, directive: { name, props: result.props } as ResolvedDirective };
}
