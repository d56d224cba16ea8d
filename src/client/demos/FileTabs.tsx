import * as React from 'react';
import { rovingIndex } from '../../shared/demos/codePanelState';
import tabStyles from '../docs/CodeTabs.module.css';
import { cx } from '../utils/cx';
import styles from './DemoBox.module.css';

interface FileTabsProps {
  label: string;
  files: ReadonlyArray<{ label: string }>;
  selected: number;
  onSelect: (index: number) => void;
  /** The code panel the tabs switch. */
  panelId: string;
  idPrefix: string;
}

/**
 * The files of a multi-file demo, as WAI-ARIA tabs over the code panel: one tab stop, arrow keys
 * (and Home / End) select the next file at once.
 */
export function FileTabs({ label, files, selected, onSelect, panelId, idPrefix }: FileTabsProps) {
  const list = React.useRef<HTMLDivElement>(null);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = rovingIndex(event.key, selected, files.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={cx(tabStyles.tabList, styles.fileTabs)} onKeyDown={onKeyDown}>
      {files.map((file, index) => (
        <button
          key={file.label}
          id={`${idPrefix}-${index}`}
          type="button"
          role="tab"
          aria-selected={index === selected}
          aria-controls={panelId}
          tabIndex={index === selected ? 0 : -1}
          className={tabStyles.tab}
          onClick={() => onSelect(index)}
          data-ga-event-category="demo"
          data-ga-event-action="file-tab"
          data-ga-event-label={file.label}
        >
          {file.label}
        </button>
      ))}
    </div>
  );
}
