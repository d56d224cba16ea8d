import { pageFigures } from '../../../../src/node/content/pageFigures';

describe('a guide page\u2019s figures', () => {
  it('counts prose words, demos and distinct backticked API names, not front matter, code or directives', () => {
    const page = [
      '---',
      'title: Sorting words in the front matter',
      '---',
      '# Sorting',
      '',
      'Pass `sortModel` and `onSortModelChange` to a [grid](/x/react-data-grid/), or `sortModel` again.',
      '',
      '{{"demo": "OrdersSortGrid.js"}}',
      '{{"component": "ApiMethods", "names": ["sortColumn"]}}',
      '',
      '```tsx',
      'const words = "in code are not prose";',
      '```',
      '',
      'Call `apiRef.current.sortColumn()` or use <kbd>Shift</kbd> — `npm install x` is not a name.',
    ].join('\n');
    expect(pageFigures(page)).toEqual({ words: 23, demos: 1, apiNames: 3 });
  });
});
