import * as React from 'react';
import Dialog from '@mui/material/Dialog';
import { useRouter } from 'next/router';
import { cx } from '../layout/cx';
import { ApiIcon, CloseIcon, EnterIcon, HistoryIcon, PageIcon, SearchIcon, SectionIcon } from '../layout/icons';
import { usePageContext, useTranslate } from '../layout/PageContext';
import { pageToTitle } from '../../shared/nav/pageTitle';
import { pages as navPages, readingOrder } from '../../shared/nav/siteNav';
import { MuiThemeIsland } from '../theme/MuiThemeIsland';
import type { ExcerptPart } from './excerpt';
import { displayTitle, groupResults, type ResultGroup } from './groupResults';
import { loadPagefind, searchPages, type PagefindLoader, importPagefind } from './pagefindClient';
import type { PagefindApi } from './pagefindTypes';
import { quickLinksFromNav } from './quickLinks';
import { browserStorage, forgetAllSearches, readRecentSearches, rememberSearch, type RecentSearch } from './recentSearches';
import styles from './SearchDialog.module.css';
import type { SectionHit } from './resultSections';
import { suggestQuery, vocabularyOf } from './suggestQuery';

export interface SearchDialogProps {
  open: boolean;
  /** The query the dialog opens with: empty, or what was typed on the button or while it loaded. */
  initialQuery: string;
  onClose: () => void;
  /** Where the index comes from; tests pass a fake. */
  loader?: PagefindLoader;
}

/** Something Enter or a click can open: a result, one of its sections, a recent or quick link. */
interface Option {
  /** Unique in the list: the same page can be both a recent search and a quick link. */
  key: string;
  url: string;
  title: string;
  product: string;
  /** Set for search results: they go to the recent searches when opened. */
  query?: string;
}

type IndexState = { status: 'loading' } | { status: 'ready'; api: PagefindApi } | { status: 'failed' };

const quickLinks = quickLinksFromNav(navPages);
const vocabulary = vocabularyOf(readingOrder.map((page) => pageToTitle(page)));

function Excerpt({ parts }: { parts: readonly ExcerptPart[] }) {
  return (
    <span className={styles.excerpt}>
      {parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>))}
    </span>
  );
}

function useIndex(loader: PagefindLoader): [IndexState, () => void] {
  const [state, setState] = React.useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    let live = true;
    loadPagefind(loader).then(
      (api) => live && setState({ status: 'ready', api }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [loader, attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  };
  return [state, retry];
}

/** Results for the query; the previous ones stay up while the next are on their way. */
function useResults(index: IndexState, query: string, product: string) {
  const [results, setResults] = React.useState<{ query: string; groups: ResultGroup[] } | null>(null);
  const api = index.status === 'ready' ? index.api : null;
  React.useEffect(() => {
    const trimmed = query.trim();
    // An empty query shows the start screen; stale results are never shown for another query.
    if (!api || !trimmed) return undefined;
    let live = true;
    searchPages(api, trimmed).then(
      (hits) => {
        if (live && hits) setResults({ query: trimmed, groups: groupResults(hits, product, trimmed) });
      },
      () => {
        if (live) setResults({ query: trimmed, groups: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [api, query, product]);
  return results;
}

/** The site search: a combobox over Pagefind results, grouped by product. */
export function SearchDialog({ open, initialQuery, onClose, loader = importPagefind }: SearchDialogProps) {
  const t = useTranslate();
  const router = useRouter();
  const { productIdentifier } = usePageContext();
  const [query, setQuery] = React.useState(initialQuery);
  const [recent, setRecent] = React.useState<RecentSearch[]>(() => readRecentSearches(browserStorage()));
  const [index, retry] = useIndex(loader);
  const results = useResults(index, query, productIdentifier.name);
  const baseId = React.useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (position: number) => `${baseId}-option-${position}`;

  // Each opening starts afresh: the typed character (or nothing), the stored recent searches.
  const [opening, setOpening] = React.useState({ open, initialQuery });
  if (opening.open !== open || opening.initialQuery !== initialQuery) {
    setOpening({ open, initialQuery });
    if (open) {
      setQuery(initialQuery);
      setRecent(readRecentSearches(browserStorage()));
    }
  }

  const trimmed = query.trim();
  const current = trimmed !== '' && results !== null && results.query === trimmed;
  // While the next query runs, the last results stay up: the list does not blink at each key.
  const shown = trimmed !== '' ? results : null;
  const options: Option[] = React.useMemo(() => {
    const quick = quickLinks.flatMap((group) => group.links.map((link) => ({ ...link, key: `quick:${link.url}`, product: group.title })));
    if (trimmed === '') return [...recent.map((entry) => ({ ...entry, key: `recent:${entry.url}` })), ...quick];
    if (!shown) return [];
    if (shown.groups.length === 0) return quick;
    return shown.groups.flatMap((group) =>
      group.pages.flatMap((page) => [
        { key: `page:${page.url}`, url: page.url, title: displayTitle(page), product: page.product, query: shown.query },
        ...page.sections.map((section) => ({ key: `section:${section.url}`, url: section.url, title: `${section.title} · ${displayTitle(page)}`, product: page.product, query: shown.query })),
      ]),
    );
  }, [trimmed, recent, shown]);
  const positions = React.useMemo(() => new Map(options.map((option, position) => [option.key, position])), [options]);

  // The highlighted option belongs to one list: a new list starts at its first option.
  const [cursor, setCursor] = React.useState<{ options: Option[]; position: number }>({ options, position: 0 });
  const active = cursor.options === options ? cursor.position : 0;
  const setActive = (position: number) => setCursor({ options, position });
  React.useEffect(() => {
    document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [baseId, active]);

  const choose = (option: Option, newTab = false) => {
    if (option.query !== undefined) {
      setRecent(rememberSearch(browserStorage(), { query: option.query, title: option.title, url: option.url, product: option.product }));
    }
    if (newTab) {
      window.open(option.url, '_blank', 'noopener');
      return;
    }
    onClose();
    void router.push(option.url);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const option = options[active];
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
              <div key={link.url} {...optionProps(`quick:${link.url}`)}>
                <PageIcon className={styles.optionIcon} />
                <span className={styles.optionTitle}>{link.title}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
    </>
  );

  let body: React.ReactNode;
  if (index.status === 'failed') {
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
            <button type="button" className={styles.textButton} onClick={retry}>
              {t('search.retry')}
            </button>
          </>
        )}
      </div>
    );
  } else if (trimmed === '') {
    body = (
      <div role="listbox" id={listboxId} aria-label={t('search.results')} className={styles.listbox}>
        {recent.length ? (
          <div role="group" aria-labelledby={`${baseId}-recent`} className={cx(styles.group, styles.recentGroup)}>
            <div role="presentation" className={styles.groupHeader}>
              <span id={`${baseId}-recent`}>{t('search.recent')}</span>
            </div>
            {recent.map((entry) => (
              <div key={entry.url} {...optionProps(`recent:${entry.url}`)}>
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
  } else if (shown && shown.groups.length === 0) {
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
  } else if (shown) {
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
                <div {...optionProps(`page:${page.url}`)} data-search-result="page">
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
                    {...optionProps(`section:${section.url}`)}
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

  const count = current && results ? results.groups.reduce((total, group) => total + group.pages.length, 0) : null;

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
        <div className={styles.body} tabIndex={0} data-search-state={index.status === 'ready' ? (current ? 'results' : trimmed ? 'searching' : 'empty') : index.status}>
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
          {recent.length && trimmed === '' && index.status !== 'failed' ? (
            <button type="button" className={styles.textButton} onClick={() => setRecent(forgetAllSearches(browserStorage()))}>
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
