/** @jest-environment jsdom */
import * as React from 'react';
import { render } from '@testing-library/react';
import { listen, unlistenAll } from '../../../../src/client/utils/listen';
import { useNearViewport } from '../../../../src/client/utils/useNearViewport';

describe('listen', () => {
  it('removes, with one cleanup, every listener it added', () => {
    const element = document.createElement('div');
    const heard: string[] = [];
    const stop = unlistenAll(
      listen(element, 'click', (event) => heard.push(event.type)),
      listen(document, 'keydown', (event) => heard.push(event.key)),
    );
    element.dispatchEvent(new MouseEvent('click'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'c' }));
    stop();
    element.dispatchEvent(new MouseEvent('click'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'c' }));
    expect(heard).toEqual(['click', 'c']);
  });
});

describe('useNearViewport where nearness cannot be observed (jsdom)', () => {
  function Probe({ onNear, unobservable }: { onNear: () => void; unobservable: 'now' | 'never' }) {
    const element = React.useRef<HTMLDivElement>(null);
    useNearViewport(element, onNear, { margin: '0px', unobservable });
    return <div ref={element} />;
  }

  it('calls at once for what must happen anyway, and never for a head start', () => {
    const now = jest.fn();
    const never = jest.fn();
    render(<Probe onNear={now} unobservable="now" />);
    render(<Probe onNear={never} unobservable="never" />);
    expect(now).toHaveBeenCalledTimes(1);
    expect(never).not.toHaveBeenCalled();
  });
});
