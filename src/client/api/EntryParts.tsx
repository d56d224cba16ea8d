/** The parts of an API entry that both layouts draw, the table (EntriesTable) and the list (EntriesList). */
import { cx } from '../utils/cx';
import { useTranslate } from '../app/PageContext';
import type { ApiEntry, EntryCell } from './apiEntries';
import styles from './ApiPage.module.css';
import { PlanBadge } from './PlanBadge';

export function CellValue({ cell }: { cell: EntryCell }) {
  if ('codeHtml' in cell) return <code dangerouslySetInnerHTML={{ __html: cell.codeHtml }} />;
  // Prose is block content (paragraphs, lists): a <div>, since a <span> may hold only phrasing content.
  if ('html' in cell) return <div className={cx('docs-markdown', styles.proseCell)} dangerouslySetInnerHTML={{ __html: cell.html }} />;
  return cell.code ? <code>{cell.code}</code> : null;
}

export function EntryName({ entry }: { entry: ApiEntry }) {
  const t = useTranslate();
  return (
    <>
      <a href={`#${entry.anchor}`}>{entry.name}</a>
      {/* The spaces keep a badge's word apart from the name in the page's text (copied, read aloud, or compared with the Markdown twin). */}
      {entry.required ? <> <span className={styles.badge}>{t('api.required')}</span></> : null}
      {entry.deprecatedHtml !== undefined ? <> <span className={cx(styles.badge, styles.deprecated)}>{t('api.deprecated')}</span></> : null}
      {entry.isGlobal ? <> <span className={styles.badge}>{t('api.globalClass')}</span></> : null}
      {entry.plan ? <PlanBadge plan={entry.plan} /> : null}
    </>
  );
}

/** A one-paragraph description, unwrapped to sit inline after a name. */
const inlineHtml = (html: string) => html.replace(/^<p>|<\/p>$/g, '');

/** The description, then what a reader needs beside it: the deprecation note and the signature. */
export function EntryDetails({ entry }: { entry: ApiEntry }) {
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
                  <code>{param.name}</code>: <span dangerouslySetInnerHTML={{ __html: inlineHtml(param.descriptionHtml) }} />
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
