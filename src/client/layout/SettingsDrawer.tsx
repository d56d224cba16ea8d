import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import { usePreferences } from '../preferences/PreferencesContext';
import { useColorMode } from '../theme/colorSchemeStore';
import { MuiThemeIsland } from '../theme/MuiThemeIsland';
import { useTranslate } from '../app/PageContext';

interface Option<Value extends string> {
  value: Value;
  /** Translation key of the label. */
  label: string;
  icon?: React.ReactNode;
  /** Analytics action; options without one are not tracked. */
  gaAction?: string;
}

interface PreferenceToggleProps<Value extends string> {
  id: string;
  title: string;
  value: Value | null;
  options: Option<Value>[];
  onChange: (value: Value) => void;
}

/** One labelled, exclusive choice of the settings drawer. */
function PreferenceToggle<Value extends string>({ id, title, value, options, onChange }: PreferenceToggleProps<Value>) {
  const t = useTranslate();
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography id={id} component="h3" variant="overline" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-labelledby={id}
        onChange={(_event, next: Value | null) => next && onChange(next)}
        sx={{ width: '100%', '& .MuiToggleButton-root': { flex: 1, gap: 1 } }}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            data-ga-event-category={option.gaAction ? 'settings' : undefined}
            data-ga-event-action={option.gaAction}
          >
            {option.icon}
            {t(option.label)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

const MODES: Option<'light' | 'system' | 'dark'>[] = [
  { value: 'light', label: 'settings.light', icon: <LightModeOutlined fontSize="small" />, gaAction: 'light' },
  { value: 'system', label: 'settings.system', icon: <SettingsBrightness fontSize="small" />, gaAction: 'system' },
  { value: 'dark', label: 'settings.dark', icon: <DarkModeOutlined fontSize="small" />, gaAction: 'dark' },
];

const DIRECTIONS: Option<'ltr' | 'rtl'>[] = [
  { value: 'ltr', label: 'settings.ltr', icon: <FormatTextdirectionLToR fontSize="small" />, gaAction: 'ltr' },
  { value: 'rtl', label: 'settings.rtl', icon: <FormatTextdirectionRToL fontSize="small" />, gaAction: 'rtl' },
];

const DENSITIES: Option<'default' | 'dense'>[] = [
  { value: 'default', label: 'settings.default' },
  { value: 'dense', label: 'settings.dense' },
];

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { mode, setMode } = useColorMode();
  const { direction, setDirection, dense, setDense } = usePreferences();

  return (
    <MuiThemeIsland>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } }, 'aria-labelledby': 'settings-title' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography id="settings-title" component="h2" variant="h6">
            {t('settings.settings')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('settings.close')} edge="end">
            <CloseRounded />
          </IconButton>
        </Box>
        <Divider />
        {/* `mode` is unknown until the stored choice is read on the client. */}
        <PreferenceToggle id="settings-mode" title={t('settings.mode')} value={mode} options={MODES} onChange={setMode} />
        <PreferenceToggle id="settings-direction" title={t('settings.direction')} value={direction} options={DIRECTIONS} onChange={setDirection} />
        <PreferenceToggle
          id="settings-density"
          title={t('settings.density')}
          value={dense ? 'dense' : 'default'}
          options={DENSITIES}
          onChange={(value) => setDense(value === 'dense')}
        />
      </Drawer>
    </MuiThemeIsland>
  );
}
