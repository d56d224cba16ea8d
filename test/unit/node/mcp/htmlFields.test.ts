import { inlineMarkdownField, markdownField, plainField } from '../../../../src/node/mcp/htmlFields';

const context = { origin: 'https://mui.com', pageUrl: 'https://mui.com/x/api/data-grid/data-grid/' };

describe('plainField', () => {
  it('writes a type as code: tags dropped, entities decoded, one line', () => {
    expect(plainField('readonly <a href="/x/api/data-grid/grid-col-def/">GridColDef</a>&lt;R&gt;[]')).toBe('readonly GridColDef<R>[]');
    expect(plainField('(params: GridCellParams&lt;any, R&gt;) =&gt; string')).toBe('(params: GridCellParams<any, R>) => string');
    expect(plainField('&#39;asc&#39; | &quot;desc&quot; | &#x27;none&#x27; &amp; {}')).toBe(`'asc' | "desc" | 'none' & {}`);
    expect(plainField('{\n  a: number;\n  b?: string\n}')).toBe('{ a: number; b?: string }');
  });
});

describe('markdownField', () => {
  it('writes code, emphasis and links as Markdown, links made absolute', () => {
    expect(markdownField('<p>Set of columns of type <a href="/x/api/data-grid/grid-col-def/"><code>GridColDef</code></a>[].</p>', context)).toBe(
      'Set of columns of type [`GridColDef`](https://mui.com/x/api/data-grid/grid-col-def/)[].',
    );
    expect(markdownField('<p>See <a href="#data-grid-prop-rows">rows</a>, <strong>never</strong> <em>twice</em>.</p>', context)).toBe(
      'See [rows](https://mui.com/x/api/data-grid/data-grid/#data-grid-prop-rows), **never** _twice_.',
    );
  });

  it('keeps paragraphs, lists and code blocks apart', () => {
    const html = '<p>First.</p>\n<p>Second &amp; last:</p><ul><li>one</li><li><code>two</code></li></ul><pre><code class="language-tsx">const a = 1 &lt; 2;</code></pre>';
    expect(markdownField(html, context)).toBe('First.\n\nSecond & last:\n\n- one\n- `two`\n\n```tsx\nconst a = 1 < 2;\n```');
  });

  it('is empty for an empty field', () => {
    expect(markdownField('', context)).toBe('');
  });
});

describe('inlineMarkdownField', () => {
  it('runs paragraphs on, for a default told in words', () => {
    expect(inlineMarkdownField('<p>false (<code>!props.checkboxSelection</code> for MIT Data Grid)</p>', context)).toBe('false (`!props.checkboxSelection` for MIT Data Grid)');
    expect(inlineMarkdownField('<p>One.</p><p>Two.</p>', context)).toBe('One. Two.');
  });
});
