import * as React from 'react';
import { cx } from '../utils/cx';
import { KeptServerHtml, useMountedByHydration } from '../layout/KeptServerHtml';
import { useTranslate } from '../app/PageContext';
import type { ApiEntry } from './apiEntries';
import styles from './ApiPage.module.css';
import { SectionHeading } from './SectionHeading';
import { keptFlips, markKeptTarget, toggleKeptEntry } from './keptEntries';
import { API_LAYOUTS, layoutSetting, type ApiSectionKind } from '../../shared/api/layoutPreference';
import { matchesFilter } from './entryFilter';
import { useApiLayout } from './useApiLayout';
import { EntriesTable } from './EntriesTable';
import { EntriesList } from './EntriesList';
import { InheritedList } from './InheritedList';
import type { InheritedEntries } from '../../shared/api/apiTypes';

/**
 * The browser scrolls to the fragment in the server HTML, drawn in the default layout; when the
 * stored layout replaces it after hydration the entry moves, so bring it back into view. Only
 * until the reader scrolls or picks a layout: then where they are is what they want.
 */
function useKeepTargetInView(layout: string, target: string | null) {
  const settled = React.useRef(false);
  React.useEffect(() => {
    const listening = new AbortController();
    const settle = () => {
      settled.current = true;
      listening.abort();
    };
    for (const type of ['wheel', 'touchmove', 'keydown', 'pointerdown']) {
      window.addEventListener(type, settle, { passive: true, signal: listening.signal });
    }
    return () => listening.abort();
  }, []);
  React.useEffect(() => {
    if (!target || settled.current) return;
    document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [layout, target]);
}

export interface ApiSectionProps {
  id: string;
  title: string;
  entries: ApiEntry[];
  section: ApiSectionKind;
  expandedByDefault: boolean;
  /** The fragment of the address, to highlight the entry it names. */
  target: string | null;
  /** A box that narrows the entries by name or description (the props section has one). */
  filterable?: boolean;
  /** Entries another page gives in full, listed by name after this page's own (props and slots only). */
  inherited?: { groups: readonly InheritedEntries[]; pageKebab: string };
  children?: React.ReactNode;
}

const NO_FLIPS: ReadonlySet<string> = new Set();

/**
 * Whether the entries are still the server's HTML, and the handlers that work on it. A page that
 * was served keeps its entries as HTML React does not hydrate (thousands of nodes that never
 * change); React draws them once the reader filters or another layout is shown (picked, or
 * stored from an earlier visit). Until then, toggles and the highlighted entry work on the DOM.
 */
function useKeptEntries(entries: ApiEntry[], layout: string, serverLayout: string, target: string | null) {
  const region = React.useRef<HTMLDivElement>(null);
  const mountedByHydration = useMountedByHydration();
  const [drawn, setDrawn] = React.useState(!mountedByHydration);
  const [carried, setCarried] = React.useState(NO_FLIPS);
  // Set during render, so the kept HTML never shows under a layout it was not drawn in. A layout
  // change resets the opened entries anyway.
  if (!drawn && layout !== serverLayout) setDrawn(true);
  React.useEffect(() => {
    if (drawn || !target || !region.current) return undefined;
    return markKeptTarget(region.current, target, styles.targeted ?? '');
  }, [drawn, target]);
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const toggle = (event.target as Element).closest<HTMLButtonElement>('button[aria-controls]');
    if (toggle && event.currentTarget.contains(toggle)) toggleKeptEntry(toggle);
  };
  /** Hands the entries to React, keeping the ones the reader opened or closed. */
  const draw = () => {
    if (drawn) return;
    if (region.current) {
      const names = new Map(entries.map((entry) => [entry.anchor, entry.name]));
      setCarried(keptFlips(region.current, layout === 'expanded', (anchor) => names.get(anchor)));
    }
    setDrawn(true);
  };
  return { kept: !drawn, region, carried, onClick, draw };
}

/** One section of an API page (props, slots or CSS classes) in the layout the reader chose. */
export function ApiSection({ id, title, entries, section, expandedByDefault, target, filterable, inherited, children }: ApiSectionProps) {
  const t = useTranslate();
  const [layout, setLayout] = useApiLayout(section, expandedByDefault);
  useKeepTargetInView(layout, target);
  const [filter, setFilter] = React.useState('');
  const filterId = React.useId();
  const shown = filter ? entries.filter((entry) => matchesFilter(filter, entry.name, entry.descriptionHtml)) : entries;
  const inheritedShown = (name: string) => matchesFilter(filter, name, '');
  const inheritedNames = inherited?.groups.flatMap((group) => group.names) ?? [];
  const shownCount = shown.length + inheritedNames.filter(inheritedShown).length;
  const { kept, region, carried, onClick: onKeptClick, draw } = useKeptEntries(entries, layout, layoutSetting(section, expandedByDefault).fallback, target);
  const drawnEntries =
    shownCount === 0 ? (
      <p className={styles.noMatch}>{t('api.noMatch')}</p>
    ) : layout === 'table' ? (
      <EntriesTable entries={shown} target={target} />
    ) : (
      <EntriesList key={layout} entries={shown} expanded={layout === 'expanded'} target={target} initiallyFlipped={carried} />
    );
  const onFilter = (event: React.ChangeEvent<HTMLInputElement>) => {
    draw();
    setFilter(event.target.value);
  };

  return (
    <section aria-labelledby={id} className={styles.section} data-section={section}>
      <div className={cx('docs-markdown', styles.sectionHeader)}>
        <SectionHeading level={2} id={id} text={title} />
        <div role="group" aria-label={t('api.layout').replace('{section}', title)} className={styles.layoutSwitch} data-pagefind-ignore="all">
          {API_LAYOUTS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={layout === option}
              onClick={() => setLayout(option)}
              className={styles.layoutButton}
              data-ga-event-category="api-layout"
              data-ga-event-action={section}
              data-ga-event-label={option}
            >
              {t(`api.layout.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {filterable ? (
        <div className={styles.filter} data-pagefind-ignore="all">
          <label htmlFor={filterId}>{t('api.filter')}</label>
          <input id={filterId} type="search" value={filter} onChange={onFilter} autoComplete="off" spellCheck={false} />
          <span role="status" className={styles.filterCount}>
            {filter ? t('api.filterCount').replace('{shown}', String(shownCount)).replace('{total}', String(entries.length + inheritedNames.length)) : ''}
          </span>
        </div>
      ) : null}
      {kept ? (
        <KeptServerHtml key="kept" ref={region} className={styles.entries} onClick={onKeptClick}>
          {drawnEntries}
        </KeptServerHtml>
      ) : (
        <div key="drawn" className={styles.entries}>
          {drawnEntries}
        </div>
      )}
      {inherited && section !== 'classes' ? <InheritedList groups={inherited.groups} section={section} pageKebab={inherited.pageKebab} filter={inheritedShown} /> : null}
      {children}
    </section>
  );
}
