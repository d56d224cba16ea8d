import { chooseServerDrawings } from '../../../../src/node/demos/chooseServerDrawings';

const limits = { perChart: 100, perPage: 250 };

describe('chooseServerDrawings', () => {
  it('draws the charts of a page in order while they fit the page', () => {
    const chosen = chooseServerDrawings(
      [
        { id: 'a', bytes: 90 },
        { id: 'b', bytes: 100 },
        { id: 'c', bytes: 80 },
        { id: 'd', bytes: 60 },
      ],
      limits,
    );
    // c would take the page to 270; d still fits after it.
    expect([...chosen]).toEqual(['a', 'b', 'd']);
  });

  it('leaves out a chart whose drawing alone is over its limit', () => {
    expect([...chooseServerDrawings([{ id: 'dense', bytes: 101 }, { id: 'light', bytes: 10 }], limits)]).toEqual(['light']);
  });

  it('draws nothing on a page without charts', () => {
    expect(chooseServerDrawings([], limits).size).toBe(0);
  });
});
