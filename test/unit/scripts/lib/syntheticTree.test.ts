import { planSyntheticTree } from '../../../../scripts/lib/syntheticTree';
import { parsePage } from '../../../../src/node/markdown/parsePage';
import { demoIdsOfPage } from '../../../../src/node/demos/pageModules';

describe("the bench's synthetic tree", () => {
  const sources = [
    { name: 'OrdersGrid', ts: 'export default function OrdersGrid() {\n  return null;\n}\n' },
    { name: 'TripPicker', ts: 'export default function TripPicker() {\n  return null;\n}\n' },
  ];
  const plan = planSyntheticTree(['/x/react-data-grid/sorting', '/x/react-charts/bars'], sources, 3);

  it('gives each page its demos, copied in turn from the real ones and renamed', () => {
    expect(plan).toMatchObject({ pages: 2, demos: 6 });
    expect(Object.keys(plan.files).sort()).toEqual([
      'data/charts/bars/BenchOrdersGrid2.tsx',
      'data/charts/bars/BenchTripPicker1.tsx',
      'data/charts/bars/BenchTripPicker3.tsx',
      'data/charts/bars/bars.md',
      'data/data-grid/sorting/BenchOrdersGrid1.tsx',
      'data/data-grid/sorting/BenchOrdersGrid3.tsx',
      'data/data-grid/sorting/BenchTripPicker2.tsx',
      'data/data-grid/sorting/sorting.md',
    ]);
    expect(plan.files['data/charts/bars/BenchTripPicker1.tsx']).toContain('export default function BenchTripPicker1()');
  });

  it('writes pages the real pipeline accepts, naming every demo it wrote', () => {
    const markdown = plan.files['data/data-grid/sorting/sorting.md'];
    const known = new Set(['data-grid/sorting/BenchOrdersGrid1', 'data-grid/sorting/BenchTripPicker2', 'data-grid/sorting/BenchOrdersGrid3']);
    expect(demoIdsOfPage(markdown, 'data-grid/sorting', known)).toEqual([...known]);
    const page = parsePage(markdown.replace(/\{\{"demo".*\}\}\n/g, ''), { file: 'data/data-grid/sorting/sorting.md', pathname: '/x/react-data-grid/sorting', routeExists: () => true });
    expect(page.title).toBe('Sorting');
  });

  it('keeps a written page and adds the demos after its text', () => {
    const page = '---\ntitle: Licensing\n---\n\n# Licensing\n\n<p class="description">Plans and keys.</p>\n\n## Keys\n\nSet the key once.\n';
    const written = planSyntheticTree(['/x/introduction/licensing'], sources, 2, new Map([['/x/introduction/licensing', page]]));
    const markdown = written.files['data/introduction/licensing/licensing.md'];
    expect(markdown.startsWith(page.trimEnd())).toBe(true);
    const known = new Set(['introduction/licensing/BenchOrdersGrid1', 'introduction/licensing/BenchTripPicker2']);
    expect(demoIdsOfPage(markdown, 'introduction/licensing', known)).toEqual([...known]);
    const parsed = parsePage(markdown.replace(/\{\{"demo".*\}\}\n/g, ''), { file: 'data/introduction/licensing/licensing.md', pathname: '/x/introduction/licensing', routeExists: () => true });
    expect(parsed.title).toBe('Licensing');
  });

  it('refuses to plan without a demo to copy', () => {
    expect(() => planSyntheticTree(['/x/a'], [])).toThrow('at least one single-file demo');
  });
});
