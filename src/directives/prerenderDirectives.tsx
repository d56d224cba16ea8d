import { renderToStaticMarkup } from 'react-dom/server';
import type { Section } from '../markdown/parsePage';
import { DirectiveView } from './directiveRegistry';
import { DIRECTIVE_SPECS } from './directiveSpecs';

/**
 * Build time (`getStaticProps`): directives that never change in the browser become HTML, so the
 * page neither ships nor hydrates their React tree; interactive ones (tabs) stay as props.
 */
export function prerenderDirectives(sections: readonly Section[]): Section[] {
  return sections.map((section) => {
    if (section.type !== 'component' || DIRECTIVE_SPECS[section.directive.name].interactive) return section;
    return { type: 'staticComponent', name: section.directive.name, html: renderToStaticMarkup(<DirectiveView directive={section.directive} />) };
  });
}
