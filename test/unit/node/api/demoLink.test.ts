import { demoLinkOf } from '../../../../src/node/api/demoLink';

describe('demoLinkOf', () => {
  it('keeps a plain heading as the title', () => {
    expect(demoLinkOf('Data Grid - Sorting', '/x/react-data-grid/sorting/')).toEqual({ title: 'Data Grid - Sorting', pathname: '/x/react-data-grid/sorting/' });
  });

  it('turns a plan badge into the plan, not text in the title', () => {
    expect(demoLinkOf('Data Grid - Aggregation <span class="plan-premium"></span>', '/x/react-data-grid/aggregation/')).toEqual({
      title: 'Data Grid - Aggregation',
      pathname: '/x/react-data-grid/aggregation/',
      plan: 'premium',
    });
    expect(demoLinkOf('Data Grid - <span class="plan-pro"></span> Row pinning', '/p/')).toEqual({ title: 'Data Grid - Row pinning', pathname: '/p/', plan: 'pro' });
  });

  it('leaves markup that is not a badge to be escaped where the title is drawn', () => {
    expect(demoLinkOf('A <b>bold</b> title', '/p/').title).toBe('A <b>bold</b> title');
  });
});
