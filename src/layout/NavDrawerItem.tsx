import * as React from 'react';
import NextLink from 'next/link';
import { styled } from '@mui/material/styles';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { pageToTitleI18n } from '../nav/pageTitle';
import { isExternal, withTrailingSlash } from '../nav/routes';
import type { MuiPage } from '../nav/types';
import { PageBadges } from './PageBadges';
import { usePageContext } from './PageContext';
import { cssVars } from '../theme/cssVars';

const ItemList = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

const itemStyles = ({ theme }: { theme: import('@mui/material/styles').Theme }) =>
  ({
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: 32,
    padding: theme.spacing(0.5, 1),
    borderRadius: 8,
    color: cssVars(theme).palette.text.secondary,
    fontSize: theme.typography.pxToRem(14),
    fontWeight: 500,
    textAlign: 'left',
    textDecoration: 'none',
    '&:hover': { backgroundColor: cssVars(theme).palette.action.hover, color: cssVars(theme).palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${cssVars(theme).palette.primary.main}`, outlineOffset: -2 },
  }) as const;

const ItemLink = styled(NextLink)(({ theme }) => ({
  ...itemStyles({ theme }),
  '&[aria-current="page"]': {
    color: cssVars(theme).palette.primary.main,
    backgroundColor: `rgba(${cssVars(theme).palette.primary.mainChannel} / 0.1)`,
    fontWeight: 700,
  },
}));

const ExternalLink = styled('a')(itemStyles);

const GroupButton = styled('button')(({ theme }) => ({
  ...itemStyles({ theme }),
  border: 0,
  background: 'none',
  cursor: 'pointer',
  justifyContent: 'space-between',
  color: cssVars(theme).palette.text.primary,
  fontWeight: 600,
  fontFamily: theme.typography.fontFamily,
}));

const Subheader = styled('div')(({ theme }) => ({
  padding: theme.spacing(2, 1, 0.5),
  fontSize: theme.typography.pxToRem(11),
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: cssVars(theme).palette.text.secondary,
}));

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
        <Subheader style={indent}>{title}</Subheader>
        <ItemList>
          {page.children?.map((child) => (
            <NavDrawerItem key={child.pathname} page={child} depth={depth} onNavigate={onNavigate} />
          ))}
        </ItemList>
      </li>
    );
  }

  if (page.children?.length) {
    return (
      <li>
        <GroupButton type="button" style={indent} aria-expanded={open} aria-controls={open ? groupId : undefined} onClick={() => setOpen(!open)}>
          <span>
            {title}
            <PageBadges page={page} />
          </span>
          <KeyboardArrowRightRounded
            fontSize="small"
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(90deg)' : 'none' }}
          />
        </GroupButton>
        {/* Closed branches are not rendered: it keeps every page's HTML small. */}
        {open ? (
          <ItemList id={groupId}>
            {page.children.map((child) => (
              <NavDrawerItem key={child.pathname} page={child} depth={depth + 1} onNavigate={onNavigate} />
            ))}
          </ItemList>
        ) : null}
      </li>
    );
  }

  if (isExternal(page.pathname)) {
    return (
      <li>
        <ExternalLink style={indent} href={page.pathname} target="_blank" rel="noopener">
          {title}
          <OpenInNewRounded sx={{ fontSize: 14, ml: 0.5 }} aria-hidden />
        </ExternalLink>
      </li>
    );
  }

  return (
    <li>
      <ItemLink
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
      </ItemLink>
    </li>
  );
}

export { ItemList };
