import * as React from 'react';
import Dialog from '@mui/material/Dialog';
import { useRouter } from 'next/router';
import { cx } from '../utils/cx';
import { ApiIcon, CloseIcon, EnterIcon, HistoryIcon, PageIcon, SearchIcon, SectionIcon } from '../app/icons';
import { usePageContext, useTranslate } from '../app/PageContext';
import { pageToTitle } from '../../shared/nav/pageTitle';
import { pages as navPages, readingOrder } from '../../shared/nav/siteNav';
import { MuiThemeIsland } from '../theme/MuiThemeIsland';
import type { ExcerptPart } from './excerpt';
import { displayTitle, groupResults } from './groupResults';
import { loadPagefind, searchPages, type PagefindLoader, importPagefind } from './pagefindClient';
import { quickLinksFromNav } from './quickLinks';
import { browserStorage, forgetAllSearches, readRecentSearches, rememberSearch } from './recentSearches';
import styles from './SearchDialog.module.css';
import type { SectionHit } from './resultSections';
import {
  canClearRecent,
  initialSearchState,
  isNewOpening,
  keyIntent,
  optionKey,
  optionsOf,
  resultCount,
  screenOf,
  searchDialogReducer,
  searchProgress,
  shownResults,
  type IndexState,
  type SearchDialogAction,
  type SearchOption,
} from './searchDialogState';
import { suggestQuery, vocabularyOf } from './suggestQuery';

export interface SearchDialogProps {
  open: boolean;
  /** The query the dialog opens with: empty, or what was typed on the button or while it loaded. */
  initialQuery: string;
  onClose: () => void;
  /** Where the index comes from; tests pass a fake. */
  loader?: PagefindLoader;
}

const quickLinks = quickLinksFromNav(navPages);
const vocabulary = vocabularyOf(readingOrder.map((page) => pageToTitle(page)));

function Excerpt({ parts }: { parts: readonly ExcerptPart[] }) {
  return (
    <span className={styles.excerpt}>
      {parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>))}
    </span>
  );
}

/** Loads the index, again at each retry (`attempt`). */
function useIndexLoading(loader: PagefindLoader, attempt: number, dispatch: React.Dispatch<SearchDialogAction>) {
  React.useEffect(() => {
    let live = true;
    loadPagefind(loader).then(
      (api) => live && dispatch({ type: 'indexLoaded', api }),
      () => live && dispatch({ type: 'indexFailed' }),
    );
    return () => {
      live = false;
    };
  }, [loader, attempt, dispatch]);
}

/** Searches for the query once the index is ready; a search the query has moved on from reports nothing. */
function useSearch(index: IndexState, query: string, product: string, dispatch: React.Dispatch<SearchDialogAction>) {
  const api = index.status === 'ready' ? index.api : null;
  React.useEffect(() => {
    const trimmed = query.trim();
    // An empty query shows the start screen; stale results are never shown for another query.
    if (!api || !trimmed) return undefined;
    let live = true;
    searchPages(api, trimmed).then(
      (hits) => {
        if (live && hits) dispatch({ type: 'resultsFound', query: trimmed, groups: groupResults(hits, product, trimmed) });
      },
      () => {
        if (live) dispatch({ type: 'searchFailed', query: trimmed });
      },
    );
    return () => {
      live = false;
    };
  }, [api, query, product, dispatch]);
}

/** The site search: a combobox over Pagefind results, grouped by product. */
export function SearchDialog({ open, initialQuery, onClose, loader = importPagefind }: SearchDialogProps) {
  const t = useTranslate();
  const router = useRouter();
  const { productIdentifier } = usePageContext();
  const [state, dispatch] = React.useReducer(searchDialogReducer, null, () => initialSearchState(open, initialQuery, readRecentSearches(browserStorage())));
  const { query, recent, results, index, attempt, cursor: active } = state;
  useIndexLoading(loader, attempt, dispatch);
  useSearch(index, query, productIdentifier.name, dispatch);
  const baseId = React.useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (position: number) => `${baseId}-option-${position}`;

  // Each opening starts afresh: the typed character (or nothing), the stored recent searches.
  if (isNewOpening(state, open, initialQuery)) {
    dispatch(open ? { type: 'opened', initialQuery, recent: readRecentSearches(browserStorage()) } : { type: 'closed', initialQuery });
  }

  const shown = shownResults(state);
  const options = React.useMemo(() => optionsOf({ query, recent, results }, quickLinks), [query, recent, results]);
  const positions = React.useMemo(() => new Map(options.map((option, position) => [option.key, position])), [options]);
  const setActive = (position: number) => dispatch({ type: 'highlighted', position });
  const setQuery = (value: string) => dispatch({ type: 'queryChanged', query: value });
  React.useEffect(() => {
    document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [baseId, active]);

  const choose = (option: SearchOption, newTab = false) => {
    if (option.query !== undefined) {
      dispatch({ type: 'recentChanged', recent: rememberSearch(browserStorage(), { query: option.query, title: option.title, url: option.url, product: option.product }) });
    }
    if (newTab) {
      window.open(option.url, '_blank', 'noopener');
      return;
    }
    onClose();
    void router.push(option.url);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const intent = keyIntent(event.key, event.nativeEvent.isComposing, active, options.length);
    if (!intent) return;
    event.preventDefault();
    if (intent.type === 'move') {
      setActive(intent.position);
    } else {
      const option = options[intent.position];
      if (option) choose(option, event.metaKey || event.ctrlKey);
    }
  };

  const optionProps = (key: string) => {
    const position = positions.get(key) ?? -1;
    const option = options[position];
    return {
      id: optionId(position),
      role: 'option' as const,
      'aria-selected': active === position,
      className: cx(styles.option, active === position && styles.active),
      onMouseMove: () => active !== position && setActive(position),
      onClick: (event: React.MouseEvent) => option && choose(option, event.metaKey || event.ctrlKey),
    };
  };

  const sectionIcon = (section: SectionHit) => (section.kind === 'heading' ? <SectionIcon className={styles.optionIcon} /> : <ApiIcon className={styles.optionIcon} />);

  // One group per product, so "Quickstart" is announced with the product it belongs to.
  const renderQuickLinks = (heading: string) => (
    <>
      <div role="presentation" className={styles.groupHeader}>
        {heading}
      </div>
      <div role="presentation" className={styles.quickGrid}>
        {quickLinks.map((group, column) => (
          <div role="group" key={group.title} aria-labelledby={`${baseId}-quick-${column}`} className={styles.quickColumn}>
            <div role="presentation" id={`${baseId}-quick-${column}`} className={styles.quickTitle}>
              {group.title}
            </div>
            {group.links.map((link) => (
              <div key={link.url} {...optionProps(optionKey.quick(link.url))}>
                <PageIcon className={styles.optionIcon} />
                <span className={styles.optionTitle}>{link.title}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
    </>
  );

  const screen = screenOf(state);
  let body: React.ReactNode;
  if (screen === 'unavailable') {
    body = (
      <div className={styles.message} role="alert">
        {process.env.NODE_ENV === 'development' ? (
          <p data-testid="search-dev-message">
            {t('search.devIndex')
              .split('`')
              .map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part))}
          </p>
        ) : (
          <>
            <p>{t('search.unavailable')}</p>
            <button type="button" className={styles.textButton} onClick={() => dispatch({ type: 'retried' })}>
              {t('search.retry')}
            </button>
          </>
        )}
      </div>
    );
  } else if (screen === 'start') {
    body = (
      <div role="listbox" id={listboxId} aria-label={t('search.results')} className={styles.listbox}>
        {recent.length ? (
          <div role="group" aria-labelledby={`${baseId}-recent`} className={cx(styles.group, styles.recentGroup)}>
            <div role="presentation" className={styles.groupHeader}>
              <span id={`${baseId}-recent`}>{t('search.recent')}</span>
            </div>
            {recent.map((entry) => (
              <div key={entry.url} {...optionProps(optionKey.recent(entry.url))}>
                <HistoryIcon className={styles.optionIcon} />
                <span className={styles.optionText}>
                  <span className={styles.optionTitle}>{entry.title}</span>
                  <span className={styles.excerpt}>{entry.product}</span>
                </span>
              </div>
            ))}
          </div>
        ) : null}
        {renderQuickLinks(t('search.quickLinks'))}
      </div>
    );
  } else if (screen === 'noResults' && shown) {
    const suggestion = suggestQuery(shown.query, vocabulary);
    body = (
      <div className={styles.noResults}>
        <p className={styles.message}>{t('search.noResults').replace('{query}', shown.query)}</p>
        {suggestion ? (
          <button type="button" className={styles.textButton} onClick={() => setQuery(suggestion)} data-testid="search-suggestion">
            {t('search.suggestion').replace('{suggestion}', suggestion)}
          </button>
        ) : null}
        <p className={styles.browse}>{t('search.browse')}</p>
        <div role="listbox" id={listboxId} aria-label={t('search.results')} className={styles.listbox}>
          {renderQuickLinks(t('search.quickLinks'))}
        </div>
      </div>
    );
  } else if (screen === 'results' && shown) {
    body = (
      <div role="listbox" id={listboxId} aria-label={t('search.results')} className={styles.listbox}>
        {shown.groups.map((group, groupIndex) => (
          <div role="group" key={group.product} aria-labelledby={`${baseId}-group-${groupIndex}`} className={styles.group}>
            <div role="presentation" className={styles.groupHeader}>
              <span id={`${baseId}-group-${groupIndex}`} className={styles.productChip}>
                {group.product}
              </span>
            </div>
            {group.pages.map((page) => (
              <React.Fragment key={page.url}>
                <div {...optionProps(optionKey.page(page.url))} data-search-result="page">
                  {page.kind === 'api' ? <ApiIcon className={styles.optionIcon} /> : <PageIcon className={styles.optionIcon} />}
                  <span className={styles.optionText}>
                    <span className={styles.optionTitle}>
                      {displayTitle(page)}
                      {page.kind === 'api' ? <span className={styles.kindChip}>{t('search.kind.api')}</span> : null}
                    </span>
                    <Excerpt parts={page.excerpt} />
                  </span>
                  <EnterIcon className={styles.enterIcon} />
                </div>
                {page.sections.map((section) => (
                  <div
                    key={section.url}
                    {...optionProps(optionKey.section(section.url))}
                    data-search-result={section.kind}
                    data-indent=""
                  >
                    {sectionIcon(section)}
                    <span className={styles.optionText}>
                      <span className={styles.optionTitle}>
                        {section.kind === 'heading' ? section.title : <code>{section.title}</code>}
                        <span className={styles.sectionKind}>{t(`search.section.${section.kind}`)}</span>
                      </span>
                      <Excerpt parts={section.excerpt} />
                    </span>
                    <EnterIcon className={styles.enterIcon} />
                  </div>
                ))}
              </React.Fragment>
            ))}
          </div>
        ))}
      </div>
    );
  } else {
    body = <p className={styles.message}>{t('search.loading')}</p>;
  }

  const count = resultCount(state);

  return (
    <MuiThemeIsland>
      <Dialog
        open={open}
        onClose={onClose}
        transitionDuration={120}
        fullWidth
        maxWidth="sm"
        scroll="paper"
        aria-label={t('search.label')}
        PaperProps={{ className: styles.paper }}
        data-testid="search-dialog"
      >
        <div className={styles.inputRow}>
          <SearchIcon className={styles.inputIcon} />
          <input
            autoFocus
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={t('search.label')}
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {/* The visible "Esc" is part of the name, as a label must be. */}
          <button type="button" className={styles.closeButton} onClick={onClose}>
            <kbd className={styles.escKey}>Esc</kbd>
            <CloseIcon className={styles.closeIcon} />
            <span className="docs-visually-hidden">{t('search.close')}</span>
          </button>
        </div>
        {/* Focusable so the list scrolls from the keyboard even where the arrows do not reach. */}
        <div className={styles.body} tabIndex={0} data-search-state={searchProgress(state)}>
          {body}
        </div>
        <div className={styles.footer}>
          <span className={styles.hints}>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {t('search.navigateHint')} <kbd>↵</kbd> {t('search.selectHint')} <kbd>Esc</kbd> {t('search.closeHint')}
          </span>
          <span role="status" className={styles.status}>
            {count === null ? '' : count === 1 ? t('search.oneResult') : t('search.resultCount').replace('{count}', String(count))}
          </span>
          {canClearRecent(state) ? (
            <button type="button" className={styles.textButton} onClick={() => dispatch({ type: 'recentChanged', recent: forgetAllSearches(browserStorage()) })}>
              {t('search.clearRecent')}
            </button>
          ) : (
            <span className={styles.note}>{t('search.localNote')}</span>
          )}
        </div>
      </Dialog>
    </MuiThemeIsland>
  );
}
