/** @jest-environment jsdom */
import * as React from 'react';
import { act, render } from '@testing-library/react';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { PickerRehearsal } from '../../../../src/client/demos/rehearsal/PickerRehearsal';

const STAGE = '[data-picker-rehearsal]';
let idleTasks: Array<() => void> = [];
let pointerIsFine = false;

beforeEach(() => {
  idleTasks = [];
  window.requestIdleCallback = ((task: () => void) => idleTasks.push(task)) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = ((handle: number) => {
    idleTasks[handle - 1] = () => undefined;
  }) as typeof window.cancelIdleCallback;
  window.matchMedia = ((query: string) => ({
    matches: query === '(pointer: fine)' ? pointerIsFine : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

const runIdle = () =>
  act(() => {
    const tasks = idleTasks;
    idleTasks = [];
    tasks.forEach((task) => task());
  });
const frames = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

// One test: each picker is rehearsed once per page, and this module is that page.
test('rehearses once, at idle, never under an open dialog, and leaves nothing behind; a mouse gets none', async () => {
  pointerIsFine = true;
  const withMouse = render(<PickerRehearsal picker={MobileDatePicker} />);
  expect(idleTasks).toHaveLength(0);
  withMouse.unmount();

  pointerIsFine = false;
  // A dialog the reader has open keeps the top of the modal stack: the rehearsal waits.
  const readersDialog = document.createElement('div');
  readersDialog.className = 'MuiModal-root';
  document.body.append(readersDialog);
  const first = render(<PickerRehearsal picker={MobileDatePicker} />);
  expect(document.querySelector(STAGE)).toBeNull();
  await runIdle();
  expect(document.querySelector(STAGE)).toBeNull();
  expect(idleTasks).toHaveLength(1);

  readersDialog.remove();
  await runIdle();
  const stage = document.querySelector(STAGE);
  expect(stage).not.toBeNull();
  // The whole dialog, calendar included, inside the stage and nowhere else.
  expect(stage?.querySelector('[role="dialog"] .MuiDateCalendar-root')).not.toBeNull();
  expect(document.querySelectorAll('.MuiDateCalendar-root')).toHaveLength(1);
  // That focus never moves into it is for the browser to show (jsdom ignores visibility when
  // focusing): test/e2e/picker-rehearsal.spec.ts.

  // Closed two frames later; opened again at the next idle moment, three times in all, and again
  // never under a dialog the reader has opened meanwhile.
  await frames();
  expect(document.querySelector('.MuiModal-root')).toBeNull();
  expect(document.querySelector(STAGE)).toBe(stage);
  document.body.append(readersDialog);
  await runIdle();
  expect(stage?.querySelector('[role="dialog"]')).toBeNull();
  readersDialog.remove();
  await runIdle();
  expect(stage?.querySelector('[role="dialog"] .MuiDateCalendar-root')).not.toBeNull();
  await frames();
  await runIdle();
  expect(stage?.querySelector('[role="dialog"] .MuiDateCalendar-root')).not.toBeNull();
  await frames();
  expect(document.querySelector(STAGE)).toBeNull();
  expect(document.querySelector('.MuiModal-root')).toBeNull();
  expect(idleTasks).toHaveLength(0);

  // A second picker demo on the same page finds the work done.
  const second = render(<PickerRehearsal picker={MobileDatePicker} />);
  await runIdle();
  expect(idleTasks).toHaveLength(0);
  expect(document.querySelector(STAGE)).toBeNull();

  // Two other pickers' demos come alive together: their rehearsals take turns, each once.
  const clocks = [render(<PickerRehearsal picker={MobileTimePicker} />), render(<PickerRehearsal picker={MobileTimePicker} />)];
  const third = render(<PickerRehearsal picker={MobileDatePicker} />);
  const dateTime = render(<PickerRehearsal picker={MobileDateTimePicker} />);
  const seen: string[] = [];
  for (let step = 0; step < 12 && idleTasks.length > 0; step += 1) {
    await runIdle();
    seen.push(
      [...document.querySelectorAll(STAGE)]
        .map((stage) => (stage.querySelector('.MuiTimeClock-root') ? 'clock' : stage.querySelector('[role="dialog"]') ? 'other' : 'empty'))
        .join(' '),
    );
    await frames();
  }
  expect(seen).toEqual(['clock', 'clock', 'clock', 'other', 'other', 'other']);
  expect(document.querySelector(STAGE)).toBeNull();
  for (const demo of [first, second, ...clocks, third, dateTime]) demo.unmount();
});
