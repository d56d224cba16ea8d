import * as React from 'react';
import { useTranslate } from '../app/PageContext';
import { cellIsEmpty, type ApiEntry } from './apiEntries';
import styles from './ApiPage.module.css';
import { CellValue, EntryDetails, EntryName } from './EntryParts';

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
export function EntriesList({ entries, expanded, target, initiallyFlipped }: { entries: ApiEntry[]; expanded: boolean; target: string | null; initiallyFlipped: ReadonlySet<string> }) {
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
