import { splitTwin } from '../../../../src/node/agents/splitTwin';

const DIRECTIVE = '> For AI agents: the index is at https://docs.test/x/llms.txt';
const options = (limit: number) => ({ title: 'Charts - Axis', directive: DIRECTIVE, partUrl: (n: number) => `https://docs.test/x/axis.part-${n}.md`, limit });
const code = (name: string, lines: number) => ['```tsx title="' + name + '"', ...Array.from({ length: lines }, (_, i) => `const ${name.replace(/\W/g, '')}${i} = ${i}; // a line of the demo`), '```'].join('\n');
const prose = (words: number, seed: string) => Array.from({ length: words }, (_, i) => `${seed}${i}`).join(' ');

describe('a twin cut to the size an agent keeps', () => {
  it('leaves a twin that fits as it is', () => {
    const markdown = `# Sorting\n\n${prose(50, 'w')}\n`;
    expect(splitTwin(markdown, options(10_000))).toEqual({ twin: markdown, parts: [] });
  });

  it('moves the longest code blocks out first, keeps all the text, and points at the part holding each', () => {
    const big = code('Big.tsx', 120);
    const mid = code('Mid.tsx', 60);
    const small = code('Small.tsx', 3);
    const markdown = [`# Charts - Axis`, prose(100, 'a'), big, prose(100, 'b'), mid, small, prose(100, 'c')].join('\n\n') + '\n';
    const { twin, parts } = splitTwin(markdown, options(6_000));

    for (const text of [twin, ...parts]) expect(text.length).toBeLessThanOrEqual(6_000);
    // Every word of the page stays in the twin, in order, and the short block too.
    expect(twin).toContain(prose(100, 'a'));
    expect(twin.indexOf(prose(100, 'b'))).toBeLessThan(twin.indexOf(prose(100, 'c')));
    expect(twin).toContain(small);
    expect(twin).not.toContain('Bigtsx0 = 0');
    const pointerTo = (name: string) => new RegExp(`\\*The code of \`${name}\` is in \\[part (\\d)\\]\\(https://docs\\.test/x/axis\\.part-\\1\\.md\\) of this page\\.\\*`).exec(twin)?.[1];
    const bigPart = Number(pointerTo('Big.tsx'));
    expect(parts[bigPart - 2]).toContain(`## Big.tsx\n\n${big}`);
    expect(parts[bigPart - 2].startsWith(`# Charts - Axis (part ${bigPart} of ${parts.length + 1})\n\n${DIRECTIVE}\n\n`)).toBe(true);
    // Only what did not fit moved.
    if (twin.includes('Midtsx0 = 0')) expect(pointerTo('Mid.tsx')).toBeUndefined();
    else expect(parts[Number(pointerTo('Mid.tsx')) - 2]).toContain(mid);
  });

  it('keeps what the page shows of a moved block (a demo preview) in its place, before the line naming its part', () => {
    const big = code('Big.tsx', 120);
    const markdown = [`# Charts - Axis`, prose(100, 'a'), big, prose(100, 'b')].join('\n\n') + '\n';
    const preview = '```jsx\n<BarChart series={series} />\n```';
    const { twin, parts } = splitTwin(markdown, { ...options(6_000), keptWhenMoved: (name) => (name === 'Big.tsx' ? preview : null) });
    expect(twin).toContain(`${prose(100, 'a')}\n\n${preview}\n\n*The code of \`Big.tsx\` is in [part 2]`);
    expect(twin).not.toContain('Bigtsx0 = 0');
    expect(parts[0]).toContain(big);
    for (const text of [twin, ...parts]) expect(text.length).toBeLessThanOrEqual(6_000);
  });

  it('continues a page too long without its code in parts, a table cut between rows with its header again', () => {
    const rows = Array.from({ length: 200 }, (_, i) => `| \`prop${i}\` | \`string\` | Sets the thing number ${i} of the grid. |`);
    const table = ['| Name | Type | Description |', '| --- | --- | --- |', ...rows].join('\n');
    const markdown = `# DataGridPremium API\n\n## Props\n\n${table}\n`;
    const { twin, parts } = splitTwin(markdown, options(5_000));

    expect(parts.length).toBeGreaterThan(1);
    for (const text of [twin, ...parts]) expect(text.length).toBeLessThanOrEqual(5_000);
    expect(twin).toMatch(/\*Continued in \[part 2\]\(https:\/\/docs\.test\/x\/axis\.part-2\.md\)\.\*\n$/);
    expect(parts.at(-1)).not.toContain('Continued in');
    const all = [twin, ...parts];
    for (const piece of all.slice(1)) expect(piece).toContain('| Name | Type | Description |\n| --- | --- | --- |\n| `prop');
    const found = all.flatMap((piece) => piece.split('\n').filter((line) => line.startsWith('| `prop')));
    expect(found).toEqual(rows);
  });

  it('fails, naming the page, on a code block no part can hold', () => {
    const markdown = `# Charts - Axis\n\n${code('Huge.tsx', 400)}\n`;
    expect(() => splitTwin(markdown, options(3_000))).toThrow(/Charts - Axis/);
  });
});
