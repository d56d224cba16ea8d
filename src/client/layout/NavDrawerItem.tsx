import * as React from 'react';
import NextLink from 'next/link';
import { pageToTitleI18n } from '../../shared/nav/pageTitle';
import { isExternal, withTrailingSlash } from '../../shared/nav/routes';
import type { DrawerPage } from '../../shared/nav/drawerScope';
import { cx } from '../utils/cx';
import { ChevronRightIcon, OpenInNewIcon } from '../app/icons';
import styles from './NavDrawer.module.css';
import { PageBadges, pageHasBadges } from './PageBadges';
import { usePageContext } from '../app/PageContext';

interface NavDrawerItemProps {
  page: DrawerPage;
  depth: number;
}

export function NavDrawerItem({ page, depth }: NavDrawerItemProps) {
  const { activePage, activePageParents, t } = usePageContext();
  const title = pageToTitleI18n(page, t);
  const isAncestor = activePageParents.includes(page);
  // Following a link into another branch opens that branch; branches the reader opened or closed
  // stay as they are (the `<details>` element keeps that state itself, script or not).
  const [opened, setOpened] = React.useState(isAncestor);
  if (isAncestor && !opened) setOpened(true);

  // A class per depth rather than a style attribute on each of the drawer's ~400 rows, which every
  // page's HTML carried. A deeper tree than the classes cover still gets its indent.
  const depthClass = styles[`depth${depth}`];
  const indent = depthClass ? undefined : { paddingInlineStart: `${8 + depth * 12}px` };

  if (page.subheader) {
    return (
      <li>
        <div className={cx(styles.subheader, depthClass)} style={indent}>
          {title}
        </div>
        <ul className={styles.list}>
          {page.children?.map((child) => (
            <NavDrawerItem key={child.pathname} page={child} depth={depth} />
          ))}
        </ul>
      </li>
    );
  }

  if (page.children?.length) {
    // Every branch is in the HTML, closed ones too, so a group opens with no script: the browser
    // neither lays out nor paints a closed branch.
    return (
      <li>
        <details className={styles.branch} open={opened}>
          <summary className={cx(styles.item, styles.group, depthClass)} style={indent}>
            <span>
              {title}
              <PageBadges page={page} />
            </span>
            <ChevronRightIcon className={styles.groupArrow} />
          </summary>
          <ul className={styles.list}>
            {page.children.map((child) => (
              <NavDrawerItem key={child.pathname} page={child} depth={depth + 1} />
            ))}
          </ul>
        </details>
      </li>
    );
  }

  if (isExternal(page.pathname)) {
    return (
      <li>
        <a className={cx(styles.item, depthClass)} style={indent} href={page.pathname} target="_blank" rel="noopener">
          {title}
          <OpenInNewIcon className={styles.externalIcon} />
        </a>
      </li>
    );
  }

  return (
    <li>
      <NextLink
        // Another product reads as the groups beside it do: a heading of the tree, here a link.
        className={cx(styles.item, page.productLink && styles.product, depthClass)}
        href={withTrailingSlash(page.pathname)}
        prefetch={false}
        style={indent}
        aria-current={page === activePage ? 'page' : undefined}
      >
        {/* The title alone is the link's text: one element less for each of the hundreds of links
            an API page's drawer styles and lays out as it opens. */}
        {pageHasBadges(page) ? (
          <span>
            {title}
            <PageBadges page={page} />
          </span>
        ) : (
          title
        )}
      </NextLink>
    </li>
  );
}
