import * as React from 'react';
import { CloseIcon, DarkModeIcon, JavaScriptIcon, LeftToRightIcon, LightModeIcon, RightToLeftIcon, SystemModeIcon, TypeScriptIcon } from '../app/icons';
import { useTranslate } from '../app/PageContext';
import { usePreferences } from '../preferences/PreferencesContext';
import { useColorMode } from '../theme/colorSchemeStore';
import { afterNextPaint } from '../utils/afterNextPaint';
import { SETTING_ATTRIBUTE, SETTING_COOKIE_ATTRIBUTE, SETTINGS_PANEL_ID } from '../../shared/nav/shellIds';
import { CODE_VARIANT_COOKIE, CODE_VARIANTS, type CodeVariant } from '../../shared/preferences/codePreferences';
import styles from './SettingsPanel.module.css';
import { IconButton } from './primitives';

interface Choice<Value extends string> {
  value: Value;
  /** Translation key of the label. */
  label: string;
  icon?: (props: { className?: string }) => React.ReactElement;
  /** Sent to analytics when chosen; choices without it are not tracked. */
  tracked?: boolean;
}

interface ChoiceGroupProps<Value extends string> {
  /** The setting's name, as the inline loader reads it (src/client/boot/followSettings.ts). */
  setting: string;
  /** The cookie that keeps the choice, for the inline loader to write before the code runs. */
  cookie?: string;
  title: string;
  /** Null: not known yet (the stored colour mode, before hydration). */
  value: Value | null;
  choices: Choice<Value>[];
  onChange: (value: Value) => void;
}

/** One exclusive choice: native radios, so a tap shows the choice before any script has run. */
function ChoiceGroup<Value extends string>({ setting, cookie, title, value, choices, onChange }: ChoiceGroupProps<Value>) {
  const t = useTranslate();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              className={styles.radio}
              name={`docs-setting-${setting}`}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              {...{ [SETTING_ATTRIBUTE]: setting, [SETTING_COOKIE_ATTRIBUTE]: cookie }}
              data-ga-event-category={choice.tracked ? 'settings' : undefined}
              data-ga-event-action={choice.tracked ? choice.value : undefined}
            />
            {choice.icon ? <choice.icon className={styles.icon} /> : null}
            {t(choice.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const MODES: Choice<'light' | 'system' | 'dark'>[] = [
  { value: 'light', label: 'settings.light', icon: LightModeIcon, tracked: true },
  { value: 'system', label: 'settings.system', icon: SystemModeIcon, tracked: true },
  { value: 'dark', label: 'settings.dark', icon: DarkModeIcon, tracked: true },
];

const DIRECTIONS: Choice<'ltr' | 'rtl'>[] = [
  { value: 'ltr', label: 'settings.ltr', icon: LeftToRightIcon, tracked: true },
  { value: 'rtl', label: 'settings.rtl', icon: RightToLeftIcon, tracked: true },
];

const DENSITIES: Choice<'default' | 'dense'>[] = [
  { value: 'default', label: 'settings.default' },
  { value: 'dense', label: 'settings.dense' },
];

const CODE: Choice<CodeVariant>[] = [
  { value: CODE_VARIANTS.TS, label: 'settings.typescript', icon: TypeScriptIcon },
  { value: CODE_VARIANTS.JS, label: 'settings.javascript', icon: JavaScriptIcon },
];

/**
 * The choice the panel shows: the reader's pick at once, while the page still renders the one
 * before it (`apply` may reach React after a paint: a new direction once the page has mirrored,
 * PreferencesContext.tsx; a density or code variant through `useAfterPaint`). Without it, React
 * would put the controlled radio back on the old choice until then.
 */
function usePicked<T>(value: T, apply: (next: T) => void): [T, (next: T) => void] {
  const [picked, setPicked] = React.useState<{ value: T; over: T } | null>(null);
  const shown = picked && Object.is(picked.over, value) ? picked.value : value;
  const pick = (next: T) => {
    setPicked({ value: next, over: value });
    apply(next);
  };
  return [shown, pick];
}

/**
 * `apply`, run after the panel has painted the pick: a new density re-renders every MUI island with
 * its theme, a new code variant every demo's code. On a page of live grids that render held a
 * phone's main thread for 0.6 to 0.9 s before the radio moved. Of quick picks, the last.
 */
function useAfterPaint<T>(apply: (next: T) => void): (next: T) => void {
  const pending = React.useRef<{ next: T } | null>(null);
  return (next: T) => {
    const scheduled = pending.current !== null;
    pending.current = { next };
    if (scheduled) return;
    afterNextPaint(() => {
      const latest = pending.current;
      pending.current = null;
      if (latest) apply(latest.next);
    });
  };
}

/**
 * The reader's settings, in every page's HTML as a popover the header's button opens with
 * `popovertarget`: it opens, closes (Escape, a click outside, its close button) and takes a choice
 * with no script. The inline loader applies a choice made before the code runs; after that React
 * owns the radios.
 */
export function SettingsPanel() {
  const t = useTranslate();
  const { mode, setMode } = useColorMode();
  const { direction, setDirection, dense, setDense, codeVariant, setCodeVariant } = usePreferences();
  const [shownDirection, pickDirection] = usePicked(direction, setDirection);
  const [shownDense, pickDense] = usePicked(dense, useAfterPaint(setDense));
  const [shownCodeVariant, pickCodeVariant] = usePicked(codeVariant, useAfterPaint(setCodeVariant));

  return (
    <div id={SETTINGS_PANEL_ID} popover="auto" role="dialog" aria-labelledby="settings-title" className={styles.panel}>
      <div className={styles.head}>
        <h2 id="settings-title" className={styles.title}>
          {t('settings.settings')}
        </h2>
        <IconButton popoverTarget={SETTINGS_PANEL_ID} popoverTargetAction="hide" aria-label={t('settings.close')}>
          <CloseIcon />
        </IconButton>
      </div>
      <ChoiceGroup setting="mode" title={t('settings.mode')} value={mode} choices={MODES} onChange={setMode} />
      <ChoiceGroup setting="direction" title={t('settings.direction')} value={shownDirection} choices={DIRECTIONS} onChange={pickDirection} />
      <ChoiceGroup
        setting="density"
        title={t('settings.density')}
        value={shownDense ? 'dense' : 'default'}
        choices={DENSITIES}
        onChange={(value) => pickDense(value === 'dense')}
      />
      <ChoiceGroup setting="codeVariant" cookie={CODE_VARIANT_COOKIE} title={t('settings.code')} value={shownCodeVariant} choices={CODE} onChange={pickCodeVariant} />
    </div>
  );
}
