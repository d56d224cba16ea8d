import * as React from 'react';
import type { TocEntry } from '../../shared/pageContentTypes';
import { cx } from '../utils/cx';
import { useTranslate } from '../app/PageContext';
import { activeHeading, SCROLL_SPY_THROTTLE_MS, throttle, TOC_CLICK_FREEZE_MS } from './scrollSpy';
import styles from './TableOfContents.module.css';

function flatten(toc: readonly TocEntry[]): string[] {
  return toc.flatMap((entry) => [entry.hash, ...entry.children.map((child) => child.hash)]);
}

function useScrollSpy(hashes: readonly string[]) {
  const [active, setActive] = React.useState<string | null>(null);
  const frozen = React.useRef(false);

  React.useEffect(() => {
    const measure = () => {
      if (frozen.current) return;
      // Positions are taken from just below the sticky header (the scroll padding), so a heading
      // reached through its anchor counts as the one being read.
      const covered = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const headings = hashes
        .map((hash) => document.getElementById(hash))
        .filter((element): element is HTMLElement => element !== null)
        .map((element) => ({
          hash: element.id,
          offsetTop: element.getBoundingClientRect().top + window.scrollY - covered,
        }));
      setActive(activeHeading(headings, window.scrollY, document.documentElement.clientHeight));
    };
    const onScroll = throttle(measure, SCROLL_SPY_THROTTLE_MS);
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [hashes]);

  // A click jumps straight to its heading; freezing the spy keeps the highlight from flickering
  // through every heading the smooth scroll passes.
  const select = React.useCallback((hash: string) => {
    frozen.current = true;
    setActive(hash);
    window.setTimeout(() => {
      frozen.current = false;
    }, TOC_CLICK_FREEZE_MS);
  }, []);

  return [active, select] as const;
}

export function TableOfContents({ toc }: { toc: readonly TocEntry[] }) {
  const t = useTranslate();
  const hashes = React.useMemo(() => flatten(toc), [toc]);
  const [active, select] = useScrollSpy(hashes);

  const item = (entry: TocEntry, nested: boolean) => (
    <li key={entry.hash}>
      <a
        className={cx(styles.link, nested && styles.nested)}
        href={`#${entry.hash}`}
        aria-current={active === entry.hash ? 'location' : undefined}
        onClick={() => select(entry.hash)}
      >
        {entry.text}
      </a>
      {entry.children.length ? <ul className={styles.list}>{entry.children.map((child) => item(child, true))}</ul> : null}
    </li>
  );

  return (
    <nav aria-label={t('tocLabel')} className={styles.toc}>
      {toc.length ? (
        <>
          <h2 className={styles.title}>{t('toc')}</h2>
          <ul className={styles.list}>{toc.map((entry) => item(entry, false))}</ul>
        </>
      ) : null}
    </nav>
  );
}
