import { mdiCodeBraces, mdiFileDocumentOutline, mdiHistory, mdiKeyboardReturn, mdiPound } from '@mdi/js';
import type { ExcerptPart } from '../excerpt';
import { displayTitle } from '../groupResults';
import type { QuickLinkGroup } from '../quickLinks';
import type { RecentSearch } from '../recentSearches';
import type { SectionHit } from '../resultSections';
import { optionKey, type SearchResults, type SearchScreen } from '../searchDialogState';
import type { SearchBoxStrings } from './searchBoxStrings';
import { fill, h, icon } from './searchBoxDom';
import { listboxId, optionId } from './searchBoxIds';

/** Everything the body of the dialog shows, as the controller (mountSearchBox.ts) works it out. */
export interface SearchBodyView {
  screen: SearchScreen;
  recent: readonly RecentSearch[];
  results: SearchResults | null;
  quickLinks: readonly QuickLinkGroup[];
  /** A corrected query for the no-results screen. */
  suggestion: string | null;
  /** Option key → its position in the list the arrows move through. */
  positions: ReadonlyMap<string, number>;
  cursor: number;
  /** The id prefix of the listbox and its options. */
  baseId: string;
  strings: SearchBoxStrings;
  /** Development server: the index is built with the site only. */
  development: boolean;
}


const C = (name: string) => `docs-search-${name}`;

function excerpt(doc: Document, parts: readonly ExcerptPart[]): HTMLElement {
  return h(doc, 'span', { class: C('excerpt') }, parts.map((part) => (part.mark ? h(doc, 'mark', {}, [part.text]) : part.text)));
}

/** An option is a link: it opens like one (a new tab too) before any code has run on the page. */
function option(doc: Document, view: SearchBodyView, key: string, url: string, children: Node[], extra: Record<string, string | boolean> = {}): HTMLElement {
  const position = view.positions.get(key) ?? -1;
  return h(
    doc,
    'a',
    { id: optionId(view.baseId, position), role: 'option', href: url, class: C('option'), 'aria-selected': String(view.cursor === position), 'data-position': position, tabindex: -1, ...extra },
    children,
  );
}

function quickLinksList(doc: Document, view: SearchBodyView): Node[] {
  return [
    h(doc, 'div', { role: 'presentation', class: C('group-header') }, [view.strings.quickLinks]),
    h(
      doc,
      'div',
      { role: 'presentation', class: C('quick-grid') },
      view.quickLinks.map((group, column) => {
        const titleId = `${view.baseId}-quick-${column}`;
        return h(doc, 'div', { role: 'group', 'aria-labelledby': titleId, class: C('quick-column') }, [
          h(doc, 'div', { role: 'presentation', id: titleId, class: C('quick-title') }, [group.title]),
          ...group.links.map((link) =>
            option(doc, view, optionKey.quick(link.url), link.url, [icon(doc, mdiFileDocumentOutline, C('option-icon')), h(doc, 'span', { class: C('option-title') }, [link.title])]),
          ),
        ]);
      }),
    ),
  ];
}

const listbox = (doc: Document, view: SearchBodyView, children: Node[]) =>
  h(doc, 'div', { role: 'listbox', id: listboxId(view.baseId), 'aria-label': view.strings.results, class: C('listbox') }, children);

function startScreen(doc: Document, view: SearchBodyView): Node[] {
  const recentId = `${view.baseId}-recent`;
  const recent = view.recent.length
    ? h(doc, 'div', { role: 'group', 'aria-labelledby': recentId, class: `${C('group')} ${C('recent-group')}` }, [
        h(doc, 'div', { role: 'presentation', class: C('group-header') }, [h(doc, 'span', { id: recentId }, [view.strings.recent])]),
        ...view.recent.map((entry) =>
          option(doc, view, optionKey.recent(entry.url), entry.url, [
            icon(doc, mdiHistory, C('option-icon')),
            h(doc, 'span', { class: C('option-text') }, [h(doc, 'span', { class: C('option-title') }, [entry.title]), h(doc, 'span', { class: C('excerpt') }, [entry.product])]),
          ]),
        ),
      ])
    : null;
  return [listbox(doc, view, [recent, ...quickLinksList(doc, view)].filter((node): node is HTMLElement => node !== null))];
}

function sectionOption(doc: Document, view: SearchBodyView, section: SectionHit): HTMLElement {
  const kind = view.strings[`section.${section.kind}`];
  return option(
    doc,
    view,
    optionKey.section(section.url),
    section.url,
    [
      icon(doc, section.kind === 'heading' ? mdiPound : mdiCodeBraces, C('option-icon')),
      h(doc, 'span', { class: C('option-text') }, [
        h(doc, 'span', { class: C('option-title') }, [section.kind === 'heading' ? section.title : h(doc, 'code', {}, [section.title]), h(doc, 'span', { class: C('section-kind') }, [kind])]),
        excerpt(doc, section.excerpt),
      ]),
      icon(doc, mdiKeyboardReturn, C('enter-icon')),
    ],
    { 'data-search-result': section.kind, 'data-indent': true },
  );
}

function resultsScreen(doc: Document, view: SearchBodyView, results: SearchResults): Node[] {
  return [
    listbox(
      doc,
      view,
      results.groups.map((group, groupIndex) => {
        const headingId = `${view.baseId}-group-${groupIndex}`;
        return h(doc, 'div', { role: 'group', 'aria-labelledby': headingId, class: C('group') }, [
          h(doc, 'div', { role: 'presentation', class: C('group-header') }, [h(doc, 'span', { id: headingId, class: C('product-chip') }, [group.product])]),
          ...group.pages.flatMap((page) => [
            option(
              doc,
              view,
              optionKey.page(page.url),
              page.url,
              [
                icon(doc, page.kind === 'api' ? mdiCodeBraces : mdiFileDocumentOutline, C('option-icon')),
                h(doc, 'span', { class: C('option-text') }, [
                  h(doc, 'span', { class: C('option-title') }, [displayTitle(page), page.kind === 'api' ? h(doc, 'span', { class: C('kind-chip') }, [view.strings['kind.api']]) : null]),
                  excerpt(doc, page.excerpt),
                ]),
                icon(doc, mdiKeyboardReturn, C('enter-icon')),
              ],
              { 'data-search-result': 'page' },
            ),
            ...page.sections.map((section) => sectionOption(doc, view, section)),
          ]),
        ]);
      }),
    ),
  ];
}

function noResultsScreen(doc: Document, view: SearchBodyView, results: SearchResults): Node[] {
  return [
    h(doc, 'div', { class: C('no-results') }, [
      h(doc, 'p', { class: C('message') }, [fill(view.strings.noResults, { query: results.query })]),
      view.suggestion
        ? h(doc, 'button', { type: 'button', class: C('text-button'), 'data-testid': 'search-suggestion', 'data-suggestion': view.suggestion }, [fill(view.strings.suggestion, { suggestion: view.suggestion })])
        : null,
      h(doc, 'p', { class: C('browse') }, [view.strings.browse]),
      listbox(doc, view, quickLinksList(doc, view)),
    ]),
  ];
}

function unavailableScreen(doc: Document, view: SearchBodyView): Node[] {
  if (view.development) {
    const parts = view.strings.devIndex.split('`').map((part, index) => (index % 2 ? h(doc, 'code', {}, [part]) : part));
    return [h(doc, 'div', { class: C('message'), role: 'alert' }, [h(doc, 'p', { 'data-testid': 'search-dev-message' }, parts)])];
  }
  return [
    h(doc, 'div', { class: C('message'), role: 'alert' }, [
      h(doc, 'p', {}, [view.strings.unavailable]),
      h(doc, 'button', { type: 'button', class: C('text-button'), 'data-search-retry': true }, [view.strings.retry]),
    ]),
  ];
}

/** The body of the dialog for one state of the search. */
export function renderSearchBody(doc: Document, view: SearchBodyView): Node[] {
  switch (view.screen) {
    case 'unavailable':
      return unavailableScreen(doc, view);
    case 'start':
      return startScreen(doc, view);
    case 'noResults':
      return view.results ? noResultsScreen(doc, view, view.results) : [];
    case 'results':
      return view.results ? resultsScreen(doc, view, view.results) : [];
    case 'loading':
      return [h(doc, 'p', { class: C('message') }, [view.strings.loading])];
  }
}
