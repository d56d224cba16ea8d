import { ogCard, ogImageAlt, type OgCard } from '../../../../../src/shared/seo/ogImage/ogCard';
import { ogCardForRoute, ogImageMeta } from '../../../../../src/shared/seo/ogImage/ogImageMeta';

describe('Open Graph card', () => {
  it('drops the product the title starts with, since the image shows it above the title', () => {
    expect(ogCard({ title: 'Data Grid - Sorting', labels: ['Data Grid', null] })).toEqual({ label: 'Data Grid', title: 'Sorting', plan: null });
    // The title may repeat the nav section instead ("Date and Time Pickers") of the product name.
    expect(ogCard({ title: 'Date and Time Pickers - Overview', labels: ['Date Pickers', 'Date and Time Pickers'] })).toMatchObject({ label: 'Date Pickers', title: 'Overview' });
    expect(ogCard({ title: 'Charts - Bars - Stacking', labels: ['Charts'] }).title).toBe('Bars - Stacking');
  });

  it('keeps titles that only resemble the label, and never empties one', () => {
    expect(ogCard({ title: 'Data Grid', labels: ['Data Grid'] }).title).toBe('Data Grid');
    expect(ogCard({ title: 'Data Grid - ', labels: ['Data Grid'] }).title).toBe('Data Grid -');
    expect(ogCard({ title: 'Data Gridlines - Styling', labels: ['Data Grid'] }).title).toBe('Data Gridlines - Styling');
    expect(ogCard({ title: 'Telemetry', labels: [null, null] })).toEqual({ label: null, title: 'Telemetry', plan: null });
  });

  it('shows Pro and Premium, not the community plan', () => {
    expect(ogCard({ title: 'A', labels: [], plan: 'pro' }).plan).toBe('pro');
    expect(ogCard({ title: 'A', labels: [], plan: 'premium' }).plan).toBe('premium');
    expect(ogCard({ title: 'A', labels: [], plan: 'community' }).plan).toBeNull();
  });

  it('fails without a title', () => {
    expect(() => ogCard({ title: '  ', labels: ['Data Grid'] })).toThrow(/title/);
  });

  it('reads product, section and plan from the nav tree', () => {
    expect(ogCardForRoute('/x/react-data-grid/column-pinning', 'Column pinning')).toEqual({ label: 'Data Grid', title: 'Column pinning', plan: 'pro' });
    expect(ogCardForRoute('/x/api/data-grid/data-grid-premium', 'DataGridPremium API')).toEqual({ label: 'Data Grid', title: 'DataGridPremium API', plan: 'premium' });
    expect(ogCardForRoute('/x/react-date-pickers', 'Date and Time Pickers - Overview')).toEqual({ label: 'Date Pickers', title: 'Overview', plan: null });
    expect(ogCardForRoute('/x/introduction/installation', 'Installation')).toEqual({ label: 'Introduction', title: 'Installation', plan: null });
    // A hidden route is not in the drawer but keeps its plan.
    expect(ogCardForRoute('/x/react-data-grid/prompt', 'Prompt')).toMatchObject({ label: 'Data Grid', plan: 'premium' });
  });

  it('describes the image in its alt text and names its size', () => {
    const card: OgCard = { label: 'Data Grid', title: 'Column pinning', plan: 'pro' };
    expect(ogImageAlt(card)).toBe('Data Grid: Column pinning (Pro plan) - MUI X');
    expect(ogImageAlt({ label: null, title: 'Telemetry', plan: null })).toBe('Telemetry - MUI X');
    expect(ogImageMeta('https://mui.com', '/x/react-data-grid/column-pinning', 'Column pinning')).toEqual({
      url: 'https://mui.com/x/og/react-data-grid/column-pinning.png',
      alt: 'Data Grid: Column pinning (Pro plan) - MUI X',
      width: 1200,
      height: 630,
    });
  });
});
