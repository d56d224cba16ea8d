import NextLink from 'next/link';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import GitHub from '@mui/icons-material/GitHub';
import MenuRounded from '@mui/icons-material/MenuRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { usePageContext, useTranslate } from './PageContext';
import { VersionMenu } from './VersionMenu';
import { cssVars } from '../theme/cssVars';

interface AppHeaderProps {
  onOpenNav: () => void;
  onOpenSettings: () => void;
}

export function AppHeader({ onOpenNav, onOpenSettings }: AppHeaderProps) {
  const t = useTranslate();
  const { productIdentifier } = usePageContext();
  const repo = process.env.SOURCE_CODE_REPO;

  return (
    <AppBar
      position="fixed"
      elevation={0}
      color="inherit"
      sx={(theme) => ({
        height: 'var(--docs-header-height)',
        justifyContent: 'center',
        borderBottom: `1px solid ${cssVars(theme).palette.divider}`,
        backgroundColor: `rgba(${cssVars(theme).palette.background.defaultChannel} / 0.9)`,
        backdropFilter: 'blur(8px)',
      })}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" aria-label={t('appFrame.openDrawer')} onClick={onOpenNav} sx={{ display: { lg: 'none' } }}>
          <MenuRounded />
        </IconButton>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
          <Typography
            component={NextLink}
            href="/x/introduction/"
            sx={{ fontWeight: 700, fontSize: '1.125rem', color: 'text.primary', textDecoration: 'none', whiteSpace: 'nowrap' }}
          >
            MUI X
          </Typography>
          {productIdentifier.metadata ? (
            <Typography
              component="span"
              data-testid="product-name"
              sx={{ fontWeight: 500, color: 'text.secondary', whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}
            >
              {productIdentifier.name}
            </Typography>
          ) : null}
        </Box>
        <VersionMenu />
        <Box sx={{ flexGrow: 1 }} />
        {/* Filled by the site search; kept as an empty landmark-free slot until then. */}
        <Box id="docs-search-slot" />
        <Tooltip title={t('appFrame.github')}>
          <IconButton
            component="a"
            href={repo}
            aria-label={t('appFrame.github')}
            data-ga-event-category="header"
            data-ga-event-action="github"
          >
            <GitHub />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('appFrame.toggleSettings')}>
          <IconButton aria-label={t('appFrame.toggleSettings')} onClick={onOpenSettings} data-testid="settings-button">
            <SettingsOutlined />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
