import * as React from 'react';
import { createPortal } from 'react-dom';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DialogProps } from '@mui/material/Dialog';

/** The query the pickers use to choose their desktop variant; anything else gets the mobile dialog. */
const DESKTOP_POINTER = '(pointer: fine)';

/** Any MUI modal (Dialog, Menu, Popover, Drawer) that is open. */
const OPEN_MODAL = '.MuiModal-root:not(.MuiModal-hidden)';

/** Runs `task` when the browser is next idle; returns how to cancel it. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task);
  return () => window.cancelIdleCallback(handle);
}

/**
 * A picker that opens a dialog on a touch screen (MobileDatePicker, MobileTimePicker, …): the
 * props the rehearsal gives it, which every one of them takes.
 */
export type MobilePicker = React.ComponentType<{ open: boolean; label: string; slotProps: { dialog: Partial<DialogProps> } }>;

/** Each picker once per page: every demo of it there shares the same code and style sheet. */
const rehearsed = new Set<MobilePicker>();
/** The stage of the rehearsal under way: two pickers' rehearsals on one page take turns. */
let onStage: HTMLElement | null = null;

/**
 * How many times the dialog is opened. One opening left the reader's first one about 25 ms slower
 * than one after a real opening, most likely because V8 optimises code only once it has run more
 * than once. Three came to about that; five did no better (phone profile, taps 12 s after load,
 * medians of 9: one 178 ms, two about 160, three 130 to 147).
 */
const ROUNDS = 3;

/**
 * On a touch screen a picker opens a full-screen dialog, and the first opening on a page does work
 * a second one does not: V8 runs the dialog's, the calendar's (or clock's) and the toolbar's code
 * for the first time, Emotion writes their rules and the browser styles them. On a mid-range phone
 * that first opening took about 300 ms against 190 for the next. Once the demo is live and the
 * browser is idle, this opens such a dialog where nothing can be seen, hit, focused or read: in an
 * invisible element at the end of the body, which is also the dialog's container, so the modal's
 * aria-hidden siblings, focus trap and scroll lock stay inside it. (Rendered into a detached or
 * `hidden` element, it saved only part of that: the browser's share was left to the tap.) Each
 * opening is rendered as a transition, in an idle moment of its own, so a tap meanwhile is answered
 * first; it is closed two frames later, and the element is removed after the last. Two pickers'
 * rehearsals on one page take turns.
 */
export function PickerRehearsal({ picker }: { picker: MobilePicker }) {
  const [take, setTake] = React.useState<{ stage: HTMLElement; round: number } | null>(null);
  const closed = React.useRef(() => {});

  React.useEffect(() => {
    if (rehearsed.has(picker) || window.matchMedia(DESKTOP_POINTER).matches) return undefined;
    const element = document.createElement('div');
    // Styled and laid out like the real dialog, but never drawn, hit, focused or read:
    // `visibility: hidden` keeps it out of all of those.
    element.style.cssText = 'position: fixed; inset: 0; visibility: hidden; pointer-events: none; contain: strict; z-index: -1';
    element.setAttribute('data-picker-rehearsal', '');
    let round = 0;
    let cancel = () => {};
    const open = () => {
      // Another picker demo on the page got there first.
      if (round === 0 && rehearsed.has(picker)) return;
      // An open dialog or menu (a picker the reader has opened, a demo's own) must stay the top of
      // MUI's modal stack, where Escape and the focus trap act: the rehearsal waits for it to close.
      if ((onStage !== null && onStage !== element) || document.querySelector(OPEN_MODAL)) {
        cancel = whenIdle(open);
        return;
      }
      rehearsed.add(picker);
      onStage = element;
      if (!element.isConnected) document.body.append(element);
      const next = { stage: element, round };
      React.startTransition(() => setTake(next));
    };
    closed.current = () => {
      round += 1;
      React.startTransition(() => setTake(null));
      if (round < ROUNDS) cancel = whenIdle(open);
      else leave();
    };
    const leave = () => {
      element.remove();
      if (onStage === element) onStage = null;
    };
    cancel = whenIdle(open);
    return () => {
      cancel();
      leave();
    };
  }, [picker]);

  const done = React.useCallback(() => closed.current(), []);
  return take ? createPortal(<RehearsedDialog key={take.round} picker={picker} container={take.stage} onDone={done} />, take.stage) : null;
}

function RehearsedDialog({ picker: Picker, container, onDone }: { picker: MobilePicker; container: HTMLElement; onDone: () => void }) {
  // Closed two frames after it has opened: its effects (focus attempts, measuring) have run.
  React.useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(onDone);
    });
    return () => cancelAnimationFrame(frame);
  }, [onDone]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Picker
        open
        label="Rehearsal"
        slotProps={{ dialog: { container, disableAutoFocus: true, disableEnforceFocus: true, disableRestoreFocus: true, disableScrollLock: true } }}
      />
    </LocalizationProvider>
  );
}
