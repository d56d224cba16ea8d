/**
 * The component directives a page may use — `{{"component": "<name>", …options}}` on a line of
 * its own — with the options each allows. Pure data: the build validates directives against it
 * (`resolveDirective.ts`), and `directiveRegistry.tsx` pairs each name with its component.
 */
import { flag, listOf, oneOf, optional, required, shape, text, type OptionFields } from './directiveOptions';
import type { DirectiveName, ResolvedDirective } from '../../shared/directives/directiveProps';

export interface DirectiveSpec {
  options: OptionFields;
  /**
   * `true` when part of it reacts to the reader (tabs): the build turns that part into a page
   * section the browser already draws (`prerenderDirectives`). Everything else of every
   * directive is HTML rendered once at build time and never hydrated.
   */
  interactive: boolean;
  /** One line for the error that lists the directives. */
  summary: string;
}

const plan = oneOf(['community', 'pro', 'premium']);

export const DIRECTIVE_SPECS = {
  ApiMethods: {
    options: { interface: required(text) },
    interactive: false,
    summary: 'the members of a Data Grid API interface (`GridSortApi`) read from the typings',
  },
  Selectors: {
    options: { category: required(text) },
    interactive: false,
    summary: 'the Data Grid state selectors of a `@category` (`Sorting`) read from the typings',
  },
  InstallationInstructions: {
    options: { packages: required(listOf(text, 1)), peers: optional(flag) },
    interactive: true,
    summary: 'npm / pnpm / yarn commands for installed @mui/x-* packages, with their peer dependencies',
  },
  FeatureTable: {
    options: {
      src: optional(text),
      caption: optional(text),
      groups: required(
        listOf(shape({ title: required(text), features: required(listOf(shape({ name: required(text), plan: required(plan), href: optional(text) }), 1)) }), 1),
      ),
    },
    interactive: false,
    summary: 'features by group with the plan (community / pro / premium) that includes each',
  },
  FeatureHighlights: {
    options: {
      src: optional(text),
      items: required(listOf(shape({ title: required(text), text: required(text), href: required(text) }), 1)),
    },
    interactive: false,
    summary: 'cards with a title, a sentence and a link to a guide',
  },
  PlanComparison: {
    options: {
      src: optional(text),
      plans: required(
        listOf(
          shape({ plan: required(plan), package: required(text), summary: required(text), features: required(listOf(text)), href: optional(text) }),
          1,
        ),
      ),
    },
    interactive: false,
    summary: 'one card per plan: package and version, licence, what it adds',
  },
} as const satisfies Record<DirectiveName, DirectiveSpec>;

export const DIRECTIVE_NAMES = Object.keys(DIRECTIVE_SPECS) as DirectiveName[];

/** Directives with a part the reader interacts with (see `DirectiveSpec.interactive`). */
export type InteractiveDirectiveName = { [N in DirectiveName]: (typeof DIRECTIVE_SPECS)[N]['interactive'] extends true ? N : never }[DirectiveName];

export type InteractiveDirective = Extract<ResolvedDirective, { name: InteractiveDirectiveName }>;

export function isInteractive(directive: ResolvedDirective): directive is InteractiveDirective {
  return DIRECTIVE_SPECS[directive.name].interactive;
}

export function isDirectiveName(name: string): name is DirectiveName {
  return Object.prototype.hasOwnProperty.call(DIRECTIVE_SPECS, name);
}

/**
 * The option that names a JSON file beside the page holding (some of) the options: the build reads
 * it in before checking them. Directives that declare it accept it.
 */
export const DATA_FILE_OPTION = 'src';

export function acceptsDataFile(name: DirectiveName): boolean {
  return DATA_FILE_OPTION in DIRECTIVE_SPECS[name].options;
}
