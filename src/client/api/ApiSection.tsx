import * as React from 'react';
import { cx } from '../utils/cx';
import { KeptServerHtml, useMountedByHydration } from '../layout/KeptServerHtml';
import { useTranslate } from '../app/PageContext';
import { cellIsEmpty, type ApiEntry, type EntryCell } from './apiEntries';
import styles from './ApiPage.module.css';
import { SectionHeading } from './SectionHeading';
import { keptFlips, markKeptTarget, toggleKeptEntry } from './keptEntries';
import { API_LAYOUTS, layoutSetting, type ApiSectionKind } from '../../shared/api/layoutPreference';
import { matchesFilter } from './entryFilter';
import { PlanBadge } from './PlanBadge';
import { useApiLayout } from './useApiLayout';

function CellValue({ cell }: { cell: EntryCell }) {
  if ('codeHtml' in cell) return <code dangerouslySetInnerHTML={{ __html: cell.codeHtml }} />;
  // Prose is block content (paragraphs, lists): a <div>, since a <span> may hold only phrasing content.
  if ('html' in cell) return <div className={cx('docs-markdown', styles.proseCell)} dangerouslySetInnerHTML={{ __html: cell.html }} />;
  return cell.code ? <code>{cell.code}</code> : null;
}

function EntryName({ entry }: { entry: ApiEntry }) {
  const t = useTranslate();
  return (
    <>
      <a href={`#${entry.anchor}`}>{entry.name}</a>
      {entry.required ? <span className={styles.badge}>{t('api.required')}</span> : null}
      {entry.deprecatedHtml !== undefined ? <span className={cx(styles.badge, styles.deprecated)}>{t('api.deprecated')}</span> : null}
      {entry.isGlobal ? <span className={styles.badge}>{t('api.globalClass')}</span> : null}
      {entry.plan ? <PlanBadge plan={entry.plan} /> : null}
    </>
  );
}

/** A one-paragraph description, unwrapped to sit inline after a name. */
const inlineHtml = (html: string) => html.replace(/^<p>|<\/p>$/g, '');

/** The description, then what a reader needs beside it: the deprecation note and the signature. */
function EntryDetails({ entry }: { entry: ApiEntry }) {
  const t = useTranslate();
  const { signature } = entry;
  const className = cx('docs-markdown', styles.entryText);
  // Most entries have a description alone: it is then the block's whole content, with no wrapper
  // (an element per entry, hundreds per page), and none at all for an entry without one.
  if (!entry.deprecatedHtml && !signature) {
    return entry.descriptionHtml ? <div className={className} dangerouslySetInnerHTML={{ __html: entry.descriptionHtml }} /> : null;
  }
  return (
    <div className={className}>
      {entry.deprecatedHtml ? (
        <div className={styles.deprecationNote}>
          <strong>{t('api.deprecated')}</strong>
          <div dangerouslySetInnerHTML={{ __html: entry.deprecatedHtml }} />
        </div>
      ) : null}
      {entry.descriptionHtml ? <div dangerouslySetInnerHTML={{ __html: entry.descriptionHtml }} /> : null}
      {signature ? (
        <div className={styles.signature}>
          <p>
            <strong>{t('api.signature')}</strong> <code>{signature.type}</code>
          </p>
          {signature.params.length ? (
            <ul>
              {signature.params.map((param) => (
                <li key={param.name}>
                  <code>{param.name}</code> <span dangerouslySetInnerHTML={{ __html: inlineHtml(param.descriptionHtml) }} />
                </li>
              ))}
            </ul>
          ) : null}
          {signature.returnsHtml ? (
            <p>
              <strong>{t('api.returns')}</strong> <span dangerouslySetInnerHTML={{ __html: inlineHtml(signature.returnsHtml) }} />
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function EntriesTable({ entries, target }: { entries: ApiEntry[]; target: string | null }) {
  const t = useTranslate();
  const headers = entries[0]?.cells.map((cell) => cell.label) ?? [];
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-layout="table">
        {/* Fixed column widths: an automatic table re-sizes its columns as rows stream in,
            which shifts the page while it loads. */}
        <colgroup>
          <col style={{ width: '22%' }} />
          {headers.map((header) => (
            <col key={header} style={{ width: `${40 / headers.length}%` }} />
          ))}
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('api.name')}</th>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            <th scope="col">{t('api.description')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.name} id={entry.anchor} className={target === entry.anchor ? styles.targeted : undefined}>
              <th scope="row" className={styles.nameCell}>
                <EntryName entry={entry} />
              </th>
              {entry.cells.map((cell) => (
                <td key={cell.label} className={styles.codeCell} data-label={cell.label}>
                  <CellValue cell={cell} />
                </td>
              ))}
              <td>
                <EntryDetails entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EntryFields({ entry }: { entry: ApiEntry }) {
  const cells = entry.cells.filter((cell) => !cellIsEmpty(cell));
  if (!cells.length) return null;
  return (
    <dl>
      {cells.map((cell) => (
        <React.Fragment key={cell.label}>
          <dt>{cell.label}</dt>{' '}
          <dd>
            <CellValue cell={cell} />
          </dd>
        </React.Fragment>
      ))}
    </dl>
  );
}

/**
 * The expanded and collapsed layouts: a toggle button beside each entry's name link (a link
 * inside a `<summary>` would nest two controls). The layout sets every entry's state; the reader
 * can then open or close single entries, and the targeted entry always opens. The entry's parts
 * carry no classes: the stylesheet finds them by their place in `.list`, which keeps hundreds of
 * class attributes out of the page.
 */
function EntriesList({ entries, expanded, target, initiallyFlipped }: { entries: ApiEntry[]; expanded: boolean; target: string | null; initiallyFlipped: ReadonlySet<string> }) {
  const t = useTranslate();
  // Reset on a layout change by the parent's `key`.
  const [flipped, setFlipped] = React.useState(initiallyFlipped);
  const flip = (name: string) =>
    setFlipped((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  return (
    <ul className={styles.list} data-layout={expanded ? 'expanded' : 'collapsed'}>
      {entries.map((entry) => {
        const open = expanded !== flipped.has(entry.name) || target === entry.anchor;
        const detailsId = `${entry.anchor}-details`;
        return (
          <li key={entry.name} id={entry.anchor} className={target === entry.anchor ? styles.targeted : undefined}>
            <div>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={detailsId}
                aria-label={t('api.toggleEntry').replace('{name}', entry.name)}
                onClick={() => flip(entry.name)}
              />
              <EntryName entry={entry} />
            </div>
            <div id={detailsId} hidden={!open}>
              <EntryFields entry={entry} />
              <EntryDetails entry={entry} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

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
export function ApiSection({ id, title, entries, section, expandedByDefault, target, filterable, children }: ApiSectionProps) {
  const t = useTranslate();
  const [layout, setLayout] = useApiLayout(section, expandedByDefault);
  useKeepTargetInView(layout, target);
  const [filter, setFilter] = React.useState('');
  const filterId = React.useId();
  const shown = filter ? entries.filter((entry) => matchesFilter(filter, entry.name, entry.descriptionHtml)) : entries;
  const { kept, region, carried, onClick: onKeptClick, draw } = useKeptEntries(entries, layout, layoutSetting(section, expandedByDefault).fallback, target);
  const drawnEntries =
    shown.length === 0 ? (
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
            {filter ? t('api.filterCount').replace('{shown}', String(shown.length)).replace('{total}', String(entries.length)) : ''}
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
      {children}
    </section>
  );
}
