import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { PickersActionBarAction } from '@mui/x-date-pickers/PickersActionBar';
import { DateOrTimeView } from '@mui/x-date-pickers/models';

type Kind = 'date' | 'time' | 'dateTime';
type Variant = 'responsive' | 'desktop' | 'mobile' | 'static';
type CloseOnSelect = 'default' | 'true' | 'false';

// The components are rendered with a props object built at run time, hence the loose type.
type AnyPicker = React.ElementType<Record<string, unknown>>;

const components: Record<Kind, Record<Variant, { name: string; component: AnyPicker }>> = {
  date: {
    responsive: { name: 'DatePicker', component: DatePicker as AnyPicker },
    desktop: { name: 'DesktopDatePicker', component: DesktopDatePicker as AnyPicker },
    mobile: { name: 'MobileDatePicker', component: MobileDatePicker as AnyPicker },
    static: { name: 'StaticDatePicker', component: StaticDatePicker as AnyPicker },
  },
  time: {
    responsive: { name: 'TimePicker', component: TimePicker as AnyPicker },
    desktop: { name: 'DesktopTimePicker', component: DesktopTimePicker as AnyPicker },
    mobile: { name: 'MobileTimePicker', component: MobileTimePicker as AnyPicker },
    static: { name: 'StaticTimePicker', component: StaticTimePicker as AnyPicker },
  },
  dateTime: {
    responsive: { name: 'DateTimePicker', component: DateTimePicker as AnyPicker },
    desktop: { name: 'DesktopDateTimePicker', component: DesktopDateTimePicker as AnyPicker },
    mobile: { name: 'MobileDateTimePicker', component: MobileDateTimePicker as AnyPicker },
    static: { name: 'StaticDateTimePicker', component: StaticDateTimePicker as AnyPicker },
  },
};

const availableViews: Record<Kind, DateOrTimeView[]> = {
  date: ['year', 'month', 'day'],
  time: ['hours', 'minutes', 'seconds'],
  dateTime: ['year', 'month', 'day', 'hours', 'minutes', 'seconds'],
};

// The views each component uses when `views` is not passed.
const defaultViews: Record<Kind, DateOrTimeView[]> = {
  date: ['year', 'day'],
  time: ['hours', 'minutes'],
  dateTime: ['year', 'day', 'hours', 'minutes'],
};

const allActions: PickersActionBarAction[] = ['clear', 'today', 'cancel', 'accept', 'next', 'nextOrAccept'];

const labels: Record<Kind, string> = {
  date: 'Delivery date',
  time: 'Delivery time',
  dateTime: 'Delivery slot',
};

export default function PickerPropsPlayground() {
  const [kind, setKind] = React.useState<Kind>('date');
  const [variant, setVariant] = React.useState<Variant>('desktop');
  const [views, setViews] = React.useState<DateOrTimeView[]>(defaultViews.date);
  const [orientation, setOrientation] = React.useState<'portrait' | 'landscape'>('portrait');
  const [ampm, setAmpm] = React.useState(true);
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(false);
  const [displayWeekNumber, setDisplayWeekNumber] = React.useState(false);
  const [showDaysOutsideCurrentMonth, setShowDaysOutsideCurrentMonth] = React.useState(false);
  const [closeOnSelect, setCloseOnSelect] = React.useState<CloseOnSelect>('default');
  const [customActions, setCustomActions] = React.useState(false);
  const [actions, setActions] = React.useState<PickersActionBarAction[]>(['clear', 'accept']);
  const [clearable, setClearable] = React.useState(false);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-14T14:30'));

  const hasDate = kind !== 'time';
  const hasTime = kind !== 'date';
  const isStatic = variant === 'static';

  const changeKind = (next: Kind) => {
    setKind(next);
    setViews(defaultViews[next]);
  };

  const toggleView = (view: DateOrTimeView) => {
    setViews((current) => {
      if (current.includes(view)) {
        // Keep at least one view.
        return current.length === 1 ? current : current.filter((item) => item !== view);
      }
      return availableViews[kind].filter((item) => item === view || current.includes(item));
    });
  };

  const toggleAction = (action: PickersActionBarAction) => {
    setActions((current) =>
      current.includes(action)
        ? current.filter((item) => item !== action)
        : allActions.filter((item) => item === action || current.includes(item)),
    );
  };

  const { name, component: Picker } = components[kind][variant];
  const viewsChanged = views.join() !== defaultViews[kind].join();

  // One list drives both the rendered picker and the printed JSX.
  const props: Array<[string, unknown, string]> = [];
  if (!isStatic) {
    props.push(['label', labels[kind], `"${labels[kind]}"`]);
  }
  props.push(['value', value, '{value}'], ['onChange', setValue, '{setValue}']);
  if (viewsChanged) {
    props.push(['views', views, `{[${views.map((view) => `'${view}'`).join(', ')}]}`]);
  }
  if (orientation === 'landscape') {
    props.push(['orientation', orientation, '"landscape"']);
  }
  if (hasTime && !ampm) {
    props.push(['ampm', false, '{false}']);
  }
  if (disabled) {
    props.push(['disabled', true, '']);
  }
  if (readOnly) {
    props.push(['readOnly', true, '']);
  }
  if (hasDate && displayWeekNumber) {
    props.push(['displayWeekNumber', true, '']);
  }
  if (hasDate && showDaysOutsideCurrentMonth) {
    props.push(['showDaysOutsideCurrentMonth', true, '']);
  }
  if (!isStatic && closeOnSelect !== 'default') {
    props.push(['closeOnSelect', closeOnSelect === 'true', `{${closeOnSelect}}`]);
  }

  const slotProps: Record<string, Record<string, unknown>> = {};
  const slotPropsCode: string[] = [];
  if (customActions) {
    slotProps.actionBar = { actions };
    slotPropsCode.push(`actionBar: { actions: [${actions.map((action) => `'${action}'`).join(', ')}] }`);
  }
  if (!isStatic && clearable) {
    slotProps.field = { clearable: true };
    slotPropsCode.push('field: { clearable: true }');
  }
  if (slotPropsCode.length > 0) {
    props.push([
      'slotProps',
      slotProps,
      `{{\n    ${slotPropsCode.join(',\n    ')},\n  }}`,
    ]);
  }

  const pickerProps = Object.fromEntries(props.map(([key, propValue]) => [key, propValue]));
  const code = [
    `<${name}`,
    ...props.map(([key, , source]) => (source === '' ? `  ${key}` : `  ${key}=${source}`)),
    '/>',
  ].join('\n');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          <FormControl size="small" sx={{ minWidth: 150 }}>
            <InputLabel id="playground-kind-label">Component</InputLabel>
            <Select
              labelId="playground-kind-label"
              label="Component"
              value={kind}
              onChange={(event) => changeKind(event.target.value as Kind)}
            >
              <MenuItem value="date">Date</MenuItem>
              <MenuItem value="time">Time</MenuItem>
              <MenuItem value="dateTime">Date Time</MenuItem>
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 150 }}>
            <InputLabel id="playground-variant-label">Variant</InputLabel>
            <Select
              labelId="playground-variant-label"
              label="Variant"
              value={variant}
              onChange={(event) => setVariant(event.target.value as Variant)}
            >
              <MenuItem value="responsive">Responsive</MenuItem>
              <MenuItem value="desktop">Desktop</MenuItem>
              <MenuItem value="mobile">Mobile</MenuItem>
              <MenuItem value="static">Static</MenuItem>
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 150 }}>
            <InputLabel id="playground-orientation-label">orientation</InputLabel>
            <Select
              labelId="playground-orientation-label"
              label="orientation"
              value={orientation}
              onChange={(event) => setOrientation(event.target.value as 'portrait' | 'landscape')}
            >
              <MenuItem value="portrait">portrait</MenuItem>
              <MenuItem value="landscape">landscape</MenuItem>
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 150 }} disabled={isStatic}>
            <InputLabel id="playground-close-label">closeOnSelect</InputLabel>
            <Select
              labelId="playground-close-label"
              label="closeOnSelect"
              value={closeOnSelect}
              onChange={(event) => setCloseOnSelect(event.target.value as CloseOnSelect)}
            >
              <MenuItem value="default">default</MenuItem>
              <MenuItem value="true">true</MenuItem>
              <MenuItem value="false">false</MenuItem>
            </Select>
          </FormControl>
        </Stack>
        <FormControl component="fieldset">
          <FormLabel component="legend">views</FormLabel>
          <FormGroup row>
            {availableViews[kind].map((view) => (
              <FormControlLabel
                key={view}
                control={<Checkbox size="small" checked={views.includes(view)} onChange={() => toggleView(view)} />}
                label={view}
              />
            ))}
          </FormGroup>
        </FormControl>
        <FormGroup row>
          <FormControlLabel
            control={<Switch size="small" checked={ampm} onChange={(event) => setAmpm(event.target.checked)} />}
            label="ampm"
            disabled={!hasTime}
          />
          <FormControlLabel
            control={<Switch size="small" checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
            label="disabled"
          />
          <FormControlLabel
            control={<Switch size="small" checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />}
            label="readOnly"
          />
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={displayWeekNumber}
                onChange={(event) => setDisplayWeekNumber(event.target.checked)}
              />
            }
            label="displayWeekNumber"
            disabled={!hasDate}
          />
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={showDaysOutsideCurrentMonth}
                onChange={(event) => setShowDaysOutsideCurrentMonth(event.target.checked)}
              />
            }
            label="showDaysOutsideCurrentMonth"
            disabled={!hasDate}
          />
          <FormControlLabel
            control={<Switch size="small" checked={clearable} onChange={(event) => setClearable(event.target.checked)} />}
            label="clearable"
            disabled={isStatic}
          />
        </FormGroup>
        <FormControl component="fieldset">
          <FormLabel component="legend">Action bar</FormLabel>
          <FormGroup row>
            <FormControlLabel
              control={
                <Switch size="small" checked={customActions} onChange={(event) => setCustomActions(event.target.checked)} />
              }
              label="Set actions"
            />
            {allActions.map((action) => (
              <FormControlLabel
                key={action}
                control={
                  <Checkbox size="small" checked={actions.includes(action)} onChange={() => toggleAction(action)} />
                }
                label={action}
                disabled={!customActions}
              />
            ))}
          </FormGroup>
        </FormControl>
        <Box
          component="pre"
          tabIndex={0}
          role="region"
          aria-label="JSX for the current settings"
          sx={{
            m: 0,
            p: 1.5,
            height: 260,
            overflow: 'auto',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
            fontSize: 13,
          }}
        >
          <code>{code}</code>
        </Box>
        {/* The static versions can be wider than a phone: they scroll sideways there. */}
        <Box sx={{ overflowX: 'auto', maxWidth: '100%', pt: 1 }}>
          <Picker key={`${kind}-${variant}-${views.join()}`} {...pickerProps} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
