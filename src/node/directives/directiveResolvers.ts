/**
 * From a directive's checked options to its component's props, one resolver per directive. Each
 * gets the sources as an interface, so they are pure given their inputs; a problem is returned as
 * a message (the caller adds the file and line), never thrown.
 */
import { renderCodeBlock } from '../markdown/plugins/code';
import { checkHref } from '../markdown/plugins/links';
import { kebabCase } from '../../shared/nav/apiRoutes';
import { planHref } from '../../shared/plans';
import type { OptionsOf } from './directiveOptions';
import type { DirectiveName, DirectivePropsByName, Plan, PlanCard } from '../../shared/directives/directiveProps';
import { DIRECTIVE_SPECS } from './directiveSpecs';
import type { DirectiveSources, InstalledPackage } from './directiveSources';
import { installArguments, installCommands, peersOf } from './installCommands';

export type ResolverResult<P> = { ok: true; props: P } | { ok: false; errors: string[] };

type OptionsFor<N extends DirectiveName> = OptionsOf<(typeof DIRECTIVE_SPECS)[N]['options']>;

type Resolvers = {
  [N in DirectiveName]: (options: OptionsFor<N>, sources: DirectiveSources) => ResolverResult<DirectivePropsByName[N]>;
};

const fail = (...errors: string[]) => ({ ok: false, errors }) as const;
const list = (names: readonly string[]) => names.join(', ');

/** A name the reader may have mistyped: the same letters in another case. */
function caseHint(wanted: string, names: readonly string[]): string {
  const near = names.find((name) => name.toLowerCase() === wanted.toLowerCase());
  return near ? ` (did you mean "${near}"?)` : '';
}

function findPackage(name: string, sources: DirectiveSources): InstalledPackage | string {
  const installed = sources.muiXPackages();
  return (
    installed.find((pkg) => pkg.name === name) ??
    `"${name}" is not an installed MUI X package; the site has ${list(installed.map((pkg) => pkg.name))}`
  );
}

/** A link a block points to: the markdown link rules, and optionally only to a guide page. */
function hrefProblem(href: string, path: string, sources: DirectiveSources, guideOnly: boolean): string | null {
  const problem = checkHref(href, sources.routeExists);
  if (problem) return `"${path}": ${problem}`;
  if (guideOnly && (!href.startsWith('/x/') || href.startsWith('/x/api/'))) return `"${path}": "${href}" must link to a guide page of the site (/x/…/)`;
  return null;
}

const PLAN_ORDER: readonly Plan[] = ['community', 'pro', 'premium'];

/** Commercial packages say their plan in their name; the Pro package also serves Premium where no Premium package exists. */
function packageFitsPlan(name: string, plan: Plan): boolean {
  if (plan === 'community') return !/-(pro|premium)$/.test(name);
  if (plan === 'pro') return name.endsWith('-pro');
  return /-(pro|premium)$/.test(name);
}

export const DIRECTIVE_RESOLVERS: Resolvers = {
  ApiMethods(options, sources) {
    const interfaces = sources.apiInterfaces();
    const found = interfaces.find((candidate) => candidate.name === options.interface);
    if (!found) {
      const names = interfaces.map((candidate) => candidate.name);
      return fail(`unknown API interface "${options.interface}"${caseHint(options.interface, names)}; the Data Grid exports: ${list(names)}`);
    }
    return {
      ok: true,
      props: {
        interfaceName: found.name,
        ...(found.plan ? { plan: found.plan } : {}),
        anchorPrefix: `${kebabCase(found.name)}-method-`,
        members: found.members,
      },
    };
  },

  Selectors(options, sources) {
    const all = sources.selectors();
    const categories = [...new Set(all.flatMap((selector) => (selector.category ? [selector.category] : [])))].sort();
    const selectors = all.filter((selector) => selector.category === options.category).sort((a, b) => a.name.localeCompare(b.name));
    if (!selectors.length) {
      return fail(`unknown selector category "${options.category}"${caseHint(options.category, categories)}; the typings' @category tags are: ${list(categories)}`);
    }
    return { ok: true, props: { category: options.category, anchorPrefix: `selector-`, selectors } };
  },

  InstallationInstructions(options, sources) {
    const found = options.packages.map((name) => findPackage(name, sources));
    const errors = found.filter((item): item is string => typeof item === 'string');
    const duplicates = options.packages.filter((name, index) => options.packages.indexOf(name) !== index);
    if (duplicates.length) errors.push(`"packages" lists ${list([...new Set(duplicates)])} twice`);
    if (errors.length) return fail(...errors);
    const packages = found as InstalledPackage[];
    const peers = peersOf(packages);
    const args = installArguments(packages, options.peers === false ? null : peers, (name) => sources.installedVersion(name));
    return {
      ok: true,
      props: {
        tabs: installCommands(args).map(({ manager, command }) => ({
          name: manager,
          language: 'bash',
          code: `${command}\n`,
          html: renderCodeBlock(`${command}\n`, 'bash'),
        })),
        peers: options.peers === false ? [] : peers,
      },
    };
  },

  FeatureTable(options, sources) {
    const errors: string[] = [];
    options.groups.forEach((group, groupIndex) =>
      group.features.forEach((feature, index) => {
        const problem = feature.href ? hrefProblem(feature.href, `groups[${groupIndex}].features[${index}].href`, sources, false) : null;
        if (problem) errors.push(problem);
      }),
    );
    if (errors.length) return fail(...errors);
    return {
      ok: true,
      props: {
        ...(options.caption ? { caption: options.caption } : {}),
        groups: options.groups.map((group) => ({
          title: group.title,
          features: group.features.map((feature) => ({ name: feature.name, plan: feature.plan, ...(feature.href ? { href: feature.href } : {}) })),
        })),
      },
    };
  },

  FeatureHighlights(options, sources) {
    const errors = options.items.flatMap((item, index) => hrefProblem(item.href, `items[${index}].href`, sources, true) ?? []);
    if (errors.length) return fail(...errors);
    return { ok: true, props: { items: options.items.map(({ title, text, href }) => ({ title, text, href })) } };
  },

  PlanComparison(options, sources) {
    const errors: string[] = [];
    const plans: PlanCard[] = [];
    options.plans.forEach((entry, index) => {
      const previous = options.plans[index - 1];
      if (previous && PLAN_ORDER.indexOf(entry.plan) <= PLAN_ORDER.indexOf(previous.plan)) {
        errors.push(`"plans[${index}].plan": plans go from community to premium, each once; "${entry.plan}" comes after "${previous.plan}"`);
      }
      const pkg = findPackage(entry.package, sources);
      if (typeof pkg === 'string') {
        errors.push(`"plans[${index}].package": ${pkg}`);
        return;
      }
      if (!packageFitsPlan(pkg.name, entry.plan)) errors.push(`"plans[${index}].package": ${pkg.name} is not a package of the ${entry.plan} plan`);
      const href = entry.href ?? planHref(entry.plan);
      const problem = hrefProblem(href, `plans[${index}].href`, sources, true);
      if (problem) errors.push(problem);
      plans.push({
        plan: entry.plan,
        packageName: pkg.name,
        version: pkg.version,
        license: entry.plan === 'community' ? 'MIT' : 'Commercial',
        summary: entry.summary,
        ...(previous ? { extends: previous.plan } : {}),
        features: entry.features,
        href,
      });
    });
    return errors.length ? fail(...errors) : { ok: true, props: { plans } };
  },
};
