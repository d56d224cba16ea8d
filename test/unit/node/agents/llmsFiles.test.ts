import { renderFullText, renderProductIndex, renderShortIndex, type ListedPage } from '../../../../src/node/agents/llmsFiles';

const text = { name: 'MUI X', summary: 'Advanced\ncomponents.' };
const page = (markdownUrl: string, title: string, description: string, group: string): ListedPage => ({ markdownUrl, title, description, group });

describe('the llms.txt index files', () => {
  it('the short index links each product’s index, lists the shared pages by group, and names the full text without linking it', () => {
    const index = renderShortIndex(
      text,
      [{ name: 'Data Grid', indexUrl: 'https://mui.com/x/llms-data-grid.txt', packages: ['@mui/x-data-grid', '@mui/x-data-grid-pro'], pageCount: 107 }],
      [page('https://mui.com/x/introduction.md', 'Overview', 'What MUI X\n is.', 'Introduction'), page('https://mui.com/x/migration.md', 'Migration [v8]', '', 'Migration')],
      'https://mui.com/x/llms-full.txt',
    );
    expect(index.split('\n\n')).toEqual([
      '# MUI X',
      '> Advanced components.',
      expect.stringMatching(/Markdown twin.*in one file: https:\/\/mui\.com\/x\/llms-full\.txt$/),
      '## Products',
      '- [Data Grid](https://mui.com/x/llms-data-grid.txt): the 107 pages of `@mui/x-data-grid`, `@mui/x-data-grid-pro`, guides and API reference',
      '## Introduction',
      '- [Overview](https://mui.com/x/introduction.md): What MUI X is.',
      '## Migration',
      '- [Migration \\[v8\\]](https://mui.com/x/migration.md)\n',
    ]);
  });

  it('a product’s index groups its pages in the order their groups first appear', () => {
    const index = renderProductIndex({ name: 'MUI X Data Grid', summary: 'Grids.' }, [
      page('https://mui.com/x/react-data-grid.md', 'Overview', 'A grid.', 'Main features'),
      page('https://mui.com/x/api/data-grid/data-grid.md', 'DataGrid API', 'Props.', 'API reference'),
      page('https://mui.com/x/react-data-grid/sorting.md', 'Sorting', 'Order.', 'Main features'),
    ]);
    expect(index).toBe(
      [
        '# MUI X Data Grid',
        '',
        '> Grids.',
        '',
        'Each link is the Markdown of one page.',
        '',
        '## Main features',
        '',
        '- [Overview](https://mui.com/x/react-data-grid.md): A grid.',
        '- [Sorting](https://mui.com/x/react-data-grid/sorting.md): Order.',
        '',
        '## API reference',
        '',
        '- [DataGrid API](https://mui.com/x/api/data-grid/data-grid.md): Props.',
        '',
      ].join('\n'),
    );
  });

  it('the full text holds every page’s Markdown in order, each after its address', () => {
    const full = renderFullText(text, [
      { url: 'https://mui.com/x/a/', markdown: '# A\n\nFirst.\n' },
      { url: 'https://mui.com/x/b/', markdown: '# B\n' },
    ]);
    expect(full).toBe('# MUI X\n\n> Advanced components.\n\n---\n\n<!-- Source: https://mui.com/x/a/ -->\n\n# A\n\nFirst.\n\n---\n\n<!-- Source: https://mui.com/x/b/ -->\n\n# B\n');
  });
});
