/**
 * The component directives the site supports: each name with its options (from
 * `directiveSpecs.ts`, the pure half the build validates against without loading React) and the
 * component that draws it. A name without a component, or a component whose props do not match
 * what the build computes for that name, is a type error.
 */
import type * as React from 'react';
import { ApiMethods } from '../../client/directives/ApiMethods';
import type { DirectiveName, DirectivePropsByName, ResolvedDirective } from '../../shared/directives/directiveProps';
import { DIRECTIVE_SPECS } from './directiveSpecs';
import { FeatureHighlights } from '../../client/directives/FeatureHighlights';
import { FeatureTable } from '../../client/directives/FeatureTable';
import { InstallationInstructions } from '../../client/directives/InstallationInstructions';
import { PlanComparison } from '../../client/directives/PlanComparison';
import { SelectorsList } from '../../client/directives/SelectorsList';

type Registry = {
  [N in DirectiveName]: (typeof DIRECTIVE_SPECS)[N] & { Component: React.ComponentType<DirectivePropsByName[N]> };
};

export const DIRECTIVE_REGISTRY: Registry = {
  ApiMethods: { ...DIRECTIVE_SPECS.ApiMethods, Component: ApiMethods },
  Selectors: { ...DIRECTIVE_SPECS.Selectors, Component: SelectorsList },
  InstallationInstructions: { ...DIRECTIVE_SPECS.InstallationInstructions, Component: InstallationInstructions },
  FeatureTable: { ...DIRECTIVE_SPECS.FeatureTable, Component: FeatureTable },
  FeatureHighlights: { ...DIRECTIVE_SPECS.FeatureHighlights, Component: FeatureHighlights },
  PlanComparison: { ...DIRECTIVE_SPECS.PlanComparison, Component: PlanComparison },
};

/** Draws a resolved directive with its registered component. */
export function DirectiveView({ directive }: { directive: ResolvedDirective }) {
  // `name` and `props` were resolved together (ResolvedDirective), but TypeScript cannot
  // correlate the looked-up component with the props of the same union member.
  const Component = DIRECTIVE_REGISTRY[directive.name].Component as React.ComponentType<typeof directive.props>;
  return <Component {...directive.props} />;
}
