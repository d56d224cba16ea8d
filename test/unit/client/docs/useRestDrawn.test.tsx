/** @jest-environment jsdom */
import * as React from 'react';
import { act, render } from '@testing-library/react';
import { useRestDrawn } from '../../../../src/client/docs/useRestDrawn';

/** A page drawn as ArticleLayout draws it, which notes what was on it when its title was first drawn. */
function Page({ firstDrawn }: { firstDrawn: string[] }) {
  const restDrawn = useRestDrawn();
  const title = React.useRef<HTMLHeadingElement>(null);
  React.useLayoutEffect(() => {
    firstDrawn.push(...[...title.current!.parentElement!.querySelectorAll('[id]')].map((element) => element.id));
  }, [firstDrawn]);
  return (
    <div>
      <h1 id="title" ref={title}>
        Title
      </h1>
      {restDrawn ? <table id="entries" /> : null}
    </div>
  );
}

function draw() {
  const firstDrawn: string[] = [];
  const { container } = render(<Page firstDrawn={firstDrawn} />);
  return { firstDrawn, container };
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  window.history.replaceState(null, '', '/x/page/');
});

describe('useRestDrawn', () => {
  it('draws everything at once when the page hydrates, as the server drew it', () => {
    const { firstDrawn, container } = draw();
    expect(firstDrawn).toEqual(['title', 'entries']);
    expect(container.querySelector('#entries')).not.toBeNull();
  });

  it('draws the title first on a client-side move by a link, and the rest right after', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const { firstDrawn, container } = draw();
    expect(firstDrawn).toEqual(['title']);
    await act(async () => {});
    expect(container.querySelector('#entries')).not.toBeNull();
  });

  it('draws everything at once on a move to a fragment, which the router then scrolls to', () => {
    document.documentElement.dataset.hydrated = 'true';
    window.history.replaceState(null, '', '/x/page/#props');
    expect(draw().firstDrawn).toEqual(['title', 'entries']);
  });

  it('draws everything at once on a move back or forward, and the title first again on the next move by a link', () => {
    document.documentElement.dataset.hydrated = 'true';
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(draw().firstDrawn).toEqual(['title', 'entries']);
    expect(draw().firstDrawn).toEqual(['title']);
  });
});
