/** @jest-environment jsdom */
import * as React from 'react';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { KeptServerHtml, useMountedByHydration } from '../../../../src/client/layout/KeptServerHtml';

// Lets act() flush React's work as it does under @testing-library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Island() {
  const mountedByHydration = useMountedByHydration();
  return (
    <section>
      <p>{mountedByHydration ? 'hydrated' : 'mounted'}</p>
      {mountedByHydration ? (
        <KeptServerHtml className="entries">
          <ul>
            <li id="a">A</li>
          </ul>
        </KeptServerHtml>
      ) : (
        <div className="entries">drawn</div>
      )}
    </section>
  );
}

// What the server sends for <Island /> (jsdom has a window, so it cannot render the server branch).
const SERVER_HTML = '<section><p>hydrated</p><div class="entries"><ul><li id="a">A</li></ul></div></section>';

describe('KeptServerHtml', () => {
  it('keeps the server children of a hydrated page in the DOM without React owning them', async () => {
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.replaceChildren(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Island />);
    });
    expect(container.innerHTML).toBe(SERVER_HTML);
    const item = container.querySelector('#a')!;
    expect(Object.keys(item).some((key) => key.startsWith('__react'))).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('tells a component mounted in the browser that it has no server HTML to keep', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    await act(async () => {
      createRoot(container).render(<Island />);
    });
    expect(container.textContent).toBe('mounteddrawn');
  });
});
