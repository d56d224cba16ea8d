import { ApiMemberList } from './ApiMemberList';
import type { SelectorsProps } from '../../shared/directives/directiveProps';

/** `{{"component": "Selectors", "category": "Sorting"}}`: the state selectors of one feature. */
export function SelectorsList({ category, anchorPrefix, selectors }: SelectorsProps) {
  return (
    <ApiMemberList
      intro={
        <>
          Selectors of the <strong>{category}</strong> state. Call one with the grid&apos;s <code>apiRef</code>, or pass it to{' '}
          <code>useGridSelector(apiRef, selector)</code> to re-render when its value changes:
        </>
      }
      entries={selectors.map((selector) => ({
        name: selector.name,
        anchor: `${anchorPrefix}${selector.name}`,
        codeHtml: selector.signatureHtml,
        descriptionHtml: selector.descriptionHtml,
        plan: selector.plan,
        deprecatedHtml: selector.deprecatedHtml,
      }))}
    />
  );
}
