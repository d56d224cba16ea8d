/** @jest-environment jsdom */
import * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { parseColorMode, resolveColorScheme } from '../../../../src/client/theme/colorScheme';
import { setColorMode, useColorMode, useColorSchemeSync } from '../../../../src/client/theme/colorSchemeStore';

describe('colour mode rules', () => {
  it('falls back to following the OS for anything but a known mode', () => {
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('light')).toBe('light');
    expect(parseColorMode('system')).toBe('system');
    expect(parseColorMode('sepia')).toBe('system');
    expect(parseColorMode(null)).toBe('system');
  });

  it('resolves system mode from the OS preference', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
});

describe('colour scheme store', () => {
  let prefersDark = false;
  const changeListeners = new Set<() => void>();

  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-mui-color-scheme');
    prefersDark = false;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' && prefersDark;
      },
      addEventListener: (_type: string, listener: () => void) => changeListeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => changeListeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
  });

  function Probe() {
    useColorSchemeSync();
    const { mode, setMode } = useColorMode();
    return (
      <button type="button" onClick={() => setMode('dark')}>
        mode: {mode}
      </button>
    );
  }

  const scheme = () => document.documentElement.getAttribute('data-mui-color-scheme');

  it('follows the OS preference live while in system mode', () => {
    const { unmount } = render(<Probe />);
    expect(screen.getByRole('button')).toHaveTextContent('mode: system');
    expect(scheme()).toBe('light');
    prefersDark = true;
    act(() => changeListeners.forEach((listener) => listener()));
    expect(scheme()).toBe('dark');
    unmount();
    expect(changeListeners.size).toBe(0);
  });

  it('stores a chosen mode, shows it, then paints the page with it after a frame, and keeps it whatever the OS says', async () => {
    render(<Probe />);
    act(() => screen.getByRole('button').click());
    expect(window.localStorage.getItem('mui-mode')).toBe('dark');
    expect(screen.getByRole('button')).toHaveTextContent('mode: dark');
    // The pick is drawn first; the whole page's restyle waits for the frame after it.
    expect(scheme()).toBe('light');
    await waitFor(() => expect(scheme()).toBe('dark'));
    act(() => changeListeners.forEach((listener) => listener()));
    expect(scheme()).toBe('dark');
  });

  it('picks up a mode another tab stored', () => {
    render(<Probe />);
    window.localStorage.setItem('mui-mode', 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'dark' }));
    });
    expect(scheme()).toBe('dark');
    expect(screen.getByRole('button')).toHaveTextContent('mode: dark');
  });

  it('keeps the choice for the visit when storage is disabled', async () => {
    render(<Probe />);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    act(() => setColorMode('dark'));
    expect(screen.getByRole('button')).toHaveTextContent('mode: dark');
    await waitFor(() => expect(scheme()).toBe('dark'));
    setItem.mockRestore();
    act(() => setColorMode('light'));
    await waitFor(() => expect(scheme()).toBe('light'));
  });
});
