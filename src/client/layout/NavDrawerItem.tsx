import * as React from 'react';
import NextLink from 'next/link';
import { pageToTitleI18n } from '../../shared/nav/pageTitle';
import { isExternal, withTrailingSlash } from '../../shared/nav/routes';
import type { MuiPage } from '../../shared/nav/navTypes';
import { cx } from '../utils/cx';
import { ChevronRightIcon, OpenInNewIcon } from '../app/icons';
import styles from './NavDrawer.module.css';
import { PageBadges } from './PageBadges';
import { usePageContext } from '../app/PageContext';

interface NavDrawerItemProps {
  page: MuiPage;
  depth: number;
  onNavigate?: () => void;
}

export function NavDrawerItem({ page, depth, onNavigate }: NavDrawerItemProps) {
  const { activePage, activePageParents, t } = usePageContext();
  const title = pageToTitleI18n(page, t);
  const isAncestor = activePageParents.includes(page);
  const [open, setOpen] = React.useState(isAncestor);
  const [wasAncestor, setWasAncestor] = React.useState(isAncestor);
  const groupId = React.useId();

  // Following a link into another branch opens that branch; branches the reader opened stay open.
  if (isAncestor !== wasAncestor) {
    setWasAncestor(isAncestor);
    if (isAncestor) setOpen(true);
  }

  const indent = { paddingInlineStart: `${8 + depth * 12}px` };

  if (page.subheader) {
    return (
      <li>
        <div className={styles.subheader} style={indent}>
          {title}
        </div>
        <ul className={styles.list}>
          {page.children?.map((child) => (
            <NavDrawerItem key={child.pathname} page={child} depth={depth} onNavigate={onNavigate} />
          ))}
        </ul>
      </li>
    );
  }

  if (page.children?.length) {
    return (
      <li>
        <button type="button" className={cx(styles.item, styles.group)} style={indent} aria-expanded={open} aria-controls={open ? groupId : undefined} onClick={() => setOpen(!open)}>
          <span>
            {title}
            <PageBadges page={page} />
          </span>
          <ChevronRightIcon className={styles.groupArrow} />
        </button>
        {/* Closed branches are not rendered: it keeps every page's HTML small. */}
        {open ? (
          <ul className={styles.list} id={groupId}>
            {page.children.map((child) => (
              <NavDrawerItem key={child.pathname} page={child} depth={depth + 1} onNavigate={onNavigate} />
            ))}
          </ul>
        ) : null}
      </li>
    );
  }

  if (isExternal(page.pathname)) {
    return (
      <li>
        <a className={styles.item} style={indent} href={page.pathname} target="_blank" rel="noopener">
          {title}
          <OpenInNewIcon className={styles.externalIcon} />
        </a>
      </li>
    );
  }

  return (
    <li>
      <NextLink
        className={styles.item}
        href={withTrailingSlash(page.pathname)}
        prefetch={false}
        style={indent}
        aria-current={page === activePage ? 'page' : undefined}
        onClick={onNavigate}
      >
        <span>
          {title}
          <PageBadges page={page} />
        </span>
      </NextLink>
    </li>
  );
}
