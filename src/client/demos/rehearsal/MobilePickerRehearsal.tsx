import * as React from 'react';
import { createPortal } from 'react-dom';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

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

/** Once per page: every picker demo on it shares the same code and style sheet. */
let rehearsed = false;

/**
 * On a touch screen a date picker opens a full-screen dialog, and the first opening on a page does
 * work a second one does not: V8 runs the dialog's, the calendar's and the toolbar's code for the
 * first time, Emotion writes their rules and the browser styles them. On a mid-range phone that
 * first opening took about 300 ms against 190 for the next. Once the demo is live and the browser
 * is idle, this opens one such dialog where nothing can be seen, hit, focused or read: in an
 * invisible element at the end of the body, which is also the dialog's container, so the modal's
 * aria-hidden siblings, focus trap and scroll lock stay inside it. (Rendered into a detached or
 * `hidden` element, it saved only part of that: the browser's share was left to the tap.) It is
 * rendered as a transition, so a tap meanwhile is answered first; then it is closed and removed.
 */
export function MobilePickerRehearsal() {
  const [stage, setStage] = React.useState<HTMLElement | null>(null);

  React.useEffect(() => {
    if (rehearsed || window.matchMedia(DESKTOP_POINTER).matches) return undefined;
    const element = document.createElement('div');
    // Styled and laid out like the real dialog, but never drawn, hit, focused or read:
    // `visibility: hidden` keeps it out of all of those.
    element.style.cssText = 'position: fixed; inset: 0; visibility: hidden; pointer-events: none; contain: strict; z-index: -1';
    element.setAttribute('data-picker-rehearsal', '');
    let cancel = () => {};
    const start = () => {
      if (rehearsed) return;
      // An open dialog or menu (a picker the reader has opened, a demo's own) must stay the top of
      // MUI's modal stack, where Escape and the focus trap act: the rehearsal waits for it to close.
      if (document.querySelector(OPEN_MODAL)) {
        cancel = whenIdle(start);
        return;
      }
      rehearsed = true;
      document.body.append(element);
      React.startTransition(() => setStage(element));
    };
    cancel = whenIdle(start);
    return () => {
      cancel();
      element.remove();
    };
  }, []);

  const done = React.useCallback(() => setStage(null), []);
  // Removed once the dialog has unmounted from it (or the demo has).
  React.useEffect(() => (stage ? () => stage.remove() : undefined), [stage]);

  return stage ? createPortal(<RehearsedDialog container={stage} onDone={done} />, stage) : null;
}

function RehearsedDialog({ container, onDone }: { container: HTMLElement; onDone: () => void }) {
  // Closed two frames after it has opened: its effects (focus attempts, measuring) have run.
  React.useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(onDone);
    });
    return () => cancelAnimationFrame(frame);
  }, [onDone]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MobileDatePicker
        open
        label="Rehearsal"
        slotProps={{
          dialog: {
            container,
            disableAutoFocus: true,
            disableEnforceFocus: true,
            disableRestoreFocus: true,
            disableScrollLock: true,
          },
        }}
      />
    </LocalizationProvider>
  );
}
