import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker, TimePickerFieldProps } from '@mui/x-date-pickers/TimePicker';
import { unstable_useTimeField as useTimeField } from '@mui/x-date-pickers/TimeField';
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';

// Square corners, a thick border and a monospace value: another design system's input.
const FieldLabel = styled('span')(({ theme }) => ({
  ...theme.typography.caption,
  display: 'block',
  marginBottom: theme.spacing(0.5),
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const Frame = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5, 0.5, 0.5, 1.5),
  border: `3px solid ${(theme.vars ?? theme).palette.text.primary}`,
  color: (theme.vars ?? theme).palette.text.primary,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '1.25rem',
  '&:focus-within': { borderColor: (theme.vars ?? theme).palette.info.main },
  '&[data-error="true"]': { borderColor: (theme.vars ?? theme).palette.error.main },
}));

const FrameButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  display: 'inline-flex',
  alignItems: 'center',
  padding: theme.spacing(0.75, 1),
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover, &:focus-visible': {
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
  },
}));

function GateTimeField(props: TimePickerFieldProps) {
  const { rootRef, triggerRef, rootClassName, label, name, setOpen } =
    usePickerContext<Dayjs | null>();
  const translations = usePickerTranslations();
  // With the accessible DOM structure, the hook returns the sections to draw.
  const {
    // For PickersSectionList
    elements,
    sectionListRef,
    contentEditable,
    tabIndex,
    onFocus,
    onBlur,
    onInput,
    onPaste,
    onKeyDown,
    // The value as text, for a hidden input that a form can submit
    value,
    onChange: _onChange,
    // For the clear and open buttons
    clearable,
    onClear,
    openPickerAriaLabel,
    // State, for styling
    error,
    areAllSectionsEmpty,
    disabled,
    readOnly,
    focused: _focused,
    autoFocus: _autoFocus,
    enableAccessibleFieldDOMStructure: _structure,
    // The rest (id, onClick…) goes on the element around the sections
    ...frameProps
  } = useTimeField<true, TimePickerFieldProps>(props);
  const labelId = React.useId();

  return (
    <div ref={rootRef} className={rootClassName}>
      <FieldLabel id={labelId}>{label}</FieldLabel>
      <Frame {...frameProps} ref={triggerRef} data-error={error}>
        <PickersSectionList
          role="group"
          aria-labelledby={labelId}
          elements={elements}
          sectionListRef={sectionListRef}
          contentEditable={contentEditable}
          tabIndex={tabIndex}
          onFocus={onFocus}
          onBlur={onBlur}
          onInput={onInput}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
        />
        {clearable && (
          // Hidden rather than removed, so the frame keeps its width.
          <FrameButton
            type="button"
            aria-label={translations.fieldClearLabel}
            onClick={onClear}
            disabled={disabled || readOnly}
            sx={{ visibility: areAllSectionsEmpty ? 'hidden' : 'visible' }}
          >
            <CloseIcon fontSize="small" />
          </FrameButton>
        )}
        <FrameButton
          type="button"
          aria-label={openPickerAriaLabel}
          disabled={disabled || readOnly}
          onClick={() => setOpen((open) => !open)}
        >
          <ScheduleIcon fontSize="small" />
        </FrameButton>
      </Frame>
      <input type="hidden" name={name} value={value} />
    </div>
  );
}

export default function GateTimeSectionListField() {
  const [closing, setClosing] = React.useState<Dayjs | null>(dayjs('2025-09-03T06:40'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimePicker
          label="Gate closes"
          name="gateCloses"
          value={closing}
          onChange={setClosing}
          minTime={dayjs('2025-09-03T05:00')}
          slots={{ field: GateTimeField }}
          slotProps={{ field: { clearable: true } }}
        />
        <Typography variant="body2">
          value:{' '}
          {closing == null ? 'null' : closing.isValid() ? closing.format('HH:mm') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
