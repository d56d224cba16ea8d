import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import GitHub from '@mui/icons-material/GitHub';
import MenuRounded from '@mui/icons-material/MenuRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { cssVars } from '../theme/cssVars';
import { usePageContext, useTranslate } from './PageContext';
import { IconButton, IconButtonLink } from './primitives';
import { VersionMenu } from './VersionMenu';

const Header = styled('header')(({ theme }) => {
  const vars = cssVars(theme);
  return {
    position: 'fixed',
    inset: '0 0 auto 0',
    zIndex: theme.zIndex.appBar,
    height: 'var(--docs-header-height)',
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '0 16px',
    borderBottom: `1px solid ${vars.palette.divider}`,
    backgroundColor: `rgba(${vars.palette.background.defaultChannel} / 0.9)`,
    backdropFilter: 'blur(8px)',
    [theme.breakpoints.up('sm')]: { padding: '0 24px' },
  };
});

const Brand = styled(NextLink)(({ theme }) => ({
  fontWeight: 700,
  fontSize: theme.typography.pxToRem(18),
  color: cssVars(theme).palette.text.primary,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
}));

const ProductName = styled('span')(({ theme }) => ({
  display: 'none',
  fontWeight: 500,
  color: cssVars(theme).palette.text.secondary,
  whiteSpace: 'nowrap',
  [theme.breakpoints.up('sm')]: { display: 'inline' },
}));

interface AppHeaderProps {
  onOpenNav: () => void;
  onOpenSettings: () => void;
  /** Starts fetching the settings drawer code when the reader is about to open it. */
  onPreloadSettings: () => void;
}

export function AppHeader({ onOpenNav, onOpenSettings, onPreloadSettings }: AppHeaderProps) {
  const t = useTranslate();
  const { productIdentifier } = usePageContext();

  return (
    <Header>
      <IconButton
        type="button"
        aria-label={t('appFrame.openDrawer')}
        onClick={onOpenNav}
        sx={{ display: { lg: 'none' }, ml: -1 }}
      >
        <MenuRounded />
      </IconButton>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
        <Brand href="/x/introduction/">MUI X</Brand>
        {productIdentifier.metadata ? <ProductName data-testid="product-name">{productIdentifier.name}</ProductName> : null}
      </Box>
      <VersionMenu />
      <Box sx={{ flexGrow: 1 }} />
      {/* Filled by the site search; an empty slot until then. */}
      <Box id="docs-search-slot" />
      <IconButtonLink
        href={process.env.SOURCE_CODE_REPO}
        aria-label={t('appFrame.github')}
        title={t('appFrame.github')}
        data-ga-event-category="header"
        data-ga-event-action="github"
      >
        <GitHub />
      </IconButtonLink>
      <IconButton
        type="button"
        aria-label={t('appFrame.toggleSettings')}
        title={t('appFrame.toggleSettings')}
        onClick={onOpenSettings}
        onPointerEnter={onPreloadSettings}
        onFocus={onPreloadSettings}
        data-testid="settings-button"
        sx={{ mr: -1 }}
      >
        <SettingsOutlined />
      </IconButton>
    </Header>
  );
}
