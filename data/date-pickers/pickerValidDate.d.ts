// The demos of every date library render on one site and type-check as one program. Each adapter
// the program imports adds its date type to `PickerValidDateLookup`, so once the adapters page
// imports date-fns, Luxon and Moment, every picker value becomes `Dayjs | Date | DateTime | Moment`
// and a Day.js demo's `setValue(newValue)` no longer type-checks. A reader's project imports one
// adapter and gets one date type; the docs program opts out of the union instead.
import '@mui/x-date-pickers/models';

declare module '@mui/x-date-pickers/models' {
  interface PickerValidDateLookup {
    // `any`: the values stay typed by each demo's own state (`Dayjs | null`, `Date | null`…).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    docs: any;
  }
}
