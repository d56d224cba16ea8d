import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { TocEntry } from '../markdown/plugins/headings';
import { useTranslate } from './PageContext';
import { activeHeading, SCROLL_SPY_THROTTLE_MS, throttle, TOC_CLICK_FREEZE_MS } from './scrollSpy';
import { cssVars } from '../theme/cssVars';

export const TOC_WIDTH = 242;

const TocLink = styled('a')(({ theme }) => ({
  display: 'block',
  padding: theme.spacing(0.5, 0, 0.5, 1.5),
  borderLeft: `2px solid transparent`,
  color: cssVars(theme).palette.text.secondary,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  textDecoration: 'none',
  '&:hover': { color: cssVars(theme).palette.text.primary },
  '&[aria-current="location"]': {
    color: cssVars(theme).palette.primary.main,
    borderLeftColor: cssVars(theme).palette.primary.main,
    fontWeight: 500,
  },
}));

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

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const t = useTranslate();
  const hashes = React.useMemo(() => flatten(toc), [toc]);
  const [active, select] = useScrollSpy(hashes);

  const item = (entry: TocEntry, nested: boolean) => (
    <li key={entry.hash}>
      <TocLink
        href={`#${entry.hash}`}
        aria-current={active === entry.hash ? 'location' : undefined}
        onClick={() => select(entry.hash)}
        sx={nested ? { pl: 3 } : undefined}
      >
        {entry.text}
      </TocLink>
      {entry.children.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entry.children.map((child) => item(child, true))}
        </Box>
      ) : null}
    </li>
  );

  return (
    <Box
      component="nav"
      aria-label={t('tocLabel')}
      sx={{
        display: { xs: 'none', md: 'block' },
        position: 'sticky',
        top: 'calc(var(--docs-header-height) + 24px)',
        alignSelf: 'start',
        maxHeight: 'calc(100vh - var(--docs-header-height) - 48px)',
        overflowY: 'auto',
        pr: 2,
      }}
    >
      {toc.length ? (
        <>
          <Typography component="h2" sx={{ fontSize: '0.8125rem', fontWeight: 700, mb: 1, pl: 1.5 }}>
            {t('toc')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {toc.map((entry) => item(entry, false))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
