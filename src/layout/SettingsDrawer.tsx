import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import { usePreferences, type Direction } from '../preferences/PreferencesContext';
import { useTranslate } from './PageContext';

type Mode = 'light' | 'system' | 'dark';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography id={id} component="h3" variant="overline" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const groupSx = { width: '100%', '& .MuiToggleButton-root': { flex: 1, gap: 1 } } as const;

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { mode, setMode } = useColorScheme();
  const { direction, setDirection, dense, setDense } = usePreferences();

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } }, 'aria-labelledby': 'settings-title' } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id="settings-title" component="h2" variant="h6">
          {t('settings.settings')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('settings.close')} edge="end">
          <CloseRounded />
        </IconButton>
      </Box>
      <Divider />
      <Section id="settings-mode" title={t('settings.mode')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode ?? null}
          aria-labelledby="settings-mode"
          onChange={(_event, value: Mode | null) => value && setMode(value)}
          sx={groupSx}
        >
          <ToggleButton value="light" data-ga-event-category="settings" data-ga-event-action="light">
            <LightModeOutlined fontSize="small" />
            {t('settings.light')}
          </ToggleButton>
          <ToggleButton value="system" data-ga-event-category="settings" data-ga-event-action="system">
            <SettingsBrightness fontSize="small" />
            {t('settings.system')}
          </ToggleButton>
          <ToggleButton value="dark" data-ga-event-category="settings" data-ga-event-action="dark">
            <DarkModeOutlined fontSize="small" />
            {t('settings.dark')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Section>
      <Section id="settings-direction" title={t('settings.direction')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={direction}
          aria-labelledby="settings-direction"
          onChange={(_event, value: Direction | null) => value && setDirection(value)}
          sx={groupSx}
        >
          <ToggleButton value="ltr" data-ga-event-category="settings" data-ga-event-action="ltr">
            <FormatTextdirectionLToR fontSize="small" />
            {t('settings.ltr')}
          </ToggleButton>
          <ToggleButton value="rtl" data-ga-event-category="settings" data-ga-event-action="rtl">
            <FormatTextdirectionRToL fontSize="small" />
            {t('settings.rtl')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Section>
      <Section id="settings-density" title={t('settings.density')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={dense ? 'dense' : 'default'}
          aria-labelledby="settings-density"
          onChange={(_event, value: string | null) => value && setDense(value === 'dense')}
          sx={groupSx}
        >
          <ToggleButton value="default">{t('settings.default')}</ToggleButton>
          <ToggleButton value="dense">{t('settings.dense')}</ToggleButton>
        </ToggleButtonGroup>
      </Section>
    </Drawer>
  );
}
