/**
 * What each component directive's React component receives: computed at build time from the
 * directive's options (and the typings, the installed packages, data files), serialisable so it
 * can travel in the page props.
 */
import type { ApiPlan, ApiProp, ApiSelector } from '../api/apiTypes';
import type { CodeTab } from '../codeTab';

export type Plan = 'community' | 'pro' | 'premium';

export interface ApiMethodsProps {
  interfaceName: string;
  plan?: ApiPlan;
  /** Prefix of each member's id on the page: `grid-sort-api-method-`. */
  anchorPrefix: string;
  members: ApiProp[];
}

export interface SelectorsProps {
  category: string;
  anchorPrefix: string;
  selectors: ApiSelector[];
}

export interface PeerDependency {
  name: string;
  /** The range the packages accept, as their package.json writes it. */
  range: string;
  /** The packages accept running without it (the Emotion packages, date libraries). */
  optional: boolean;
}

export interface InstallationProps {
  /** One tab per package manager, highlighted. */
  tabs: CodeTab[];
  peers: PeerDependency[];
}

export interface FeatureRow {
  name: string;
  href?: string;
  /** The first plan that has it: plans include everything below them. */
  plan: Plan;
}

export interface FeatureTableProps {
  caption?: string;
  groups: Array<{ title: string; features: FeatureRow[] }>;
}

export interface FeatureHighlightsProps {
  items: Array<{ title: string; text: string; href: string }>;
}

export interface PlanCard {
  plan: Plan;
  packageName: string;
  version: string;
  license: 'MIT' | 'Commercial';
  summary: string;
  /** The plan this one extends ("Everything in Pro, plus"), when it is not the first. */
  extends?: Plan;
  features: string[];
  href: string;
}

export interface PlanComparisonProps {
  plans: PlanCard[];
}

/** The props of every directive, by name: the registry and the resolvers are typed against it. */
export interface DirectivePropsByName {
  ApiMethods: ApiMethodsProps;
  Selectors: SelectorsProps;
  InstallationInstructions: InstallationProps;
  FeatureTable: FeatureTableProps;
  FeatureHighlights: FeatureHighlightsProps;
  PlanComparison: PlanComparisonProps;
}

export type DirectiveName = keyof DirectivePropsByName;

/** A directive ready to draw: its name and props, the pair kept together for the type checker. */
export type ResolvedDirective = { [N in DirectiveName]: { name: N; props: DirectivePropsByName[N] } }[DirectiveName];
