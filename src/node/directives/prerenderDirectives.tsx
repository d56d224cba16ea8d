import { renderToStaticMarkup } from 'react-dom/server';
import type { PageSection, Section } from '../../shared/pageContentTypes';
import type { DirectivePropsByName } from '../../shared/directives/directiveProps';
import { DirectiveView } from './directiveRegistry';
import { isInteractive, type InteractiveDirectiveName } from './directiveSpecs';
import { PeerDependencies } from '../../client/directives/InstallationInstructions';

/**
 * How each interactive directive reaches the page: its interactive part as a section kind the
 * page component already draws (so no directive code ships to the browser), the rest as HTML.
 */
const SPLIT: { [N in InteractiveDirectiveName]: (props: DirectivePropsByName[N]) => PageSection[] } = {
  InstallationInstructions: ({ tabs, peers }) => [
    { type: 'codeTabs', storageKey: 'package-manager', tabs },
    ...(peers.length
      ? [{ type: 'staticComponent', name: 'InstallationInstructions', html: renderToStaticMarkup(<PeerDependencies peers={peers} />) } as const]
      : []),
  ],
};

/**
 * Build time (`getStaticProps`): every directive becomes HTML drawn once, so the page neither
 * ships its component nor hydrates its React tree, except the parts a reader interacts with
 * (install tabs), which become the page's own code-tab sections.
 */
export function prerenderDirectives(sections: readonly Section[]): PageSection[] {
  return sections.flatMap((section): PageSection[] => {
    if (section.type !== 'component') return [section];
    const { directive } = section;
    if (isInteractive(directive)) return SPLIT[directive.name](directive.props);
    return [{ type: 'staticComponent', name: directive.name, html: renderToStaticMarkup(<DirectiveView directive={directive} />) }];
  });
}
