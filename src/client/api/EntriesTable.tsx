import { useTranslate } from '../app/PageContext';
import type { ApiEntry } from './apiEntries';
import styles from './ApiPage.module.css';
import { CellValue, EntryDetails, EntryName } from './EntryParts';

/** The table layout: a row an entry, its fields in columns. */
export function EntriesTable({ entries, target }: { entries: ApiEntry[]; target: string | null }) {
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
