import { withAgentsDirective } from '../../../../src/node/agents/agentsDirective';

const URL = 'https://mui.com/x/llms.txt';
const LINE = `> For AI agents: the index of these docs, every page as Markdown, is at ${URL}`;

describe('the agents directive in a twin', () => {
  it('comes right under the title, the rest of the page unchanged', () => {
    expect(withAgentsDirective('# Sorting\n\nSort rows.\n', URL)).toBe(`# Sorting\n\n${LINE}\n\nSort rows.\n`);
  });

  it('opens a twin that has no title', () => {
    expect(withAgentsDirective('Sort rows.\n', URL)).toBe(`${LINE}\n\nSort rows.\n`);
    expect(withAgentsDirective('# Only a title', URL)).toBe(`${LINE}\n\n# Only a title`);
  });
});
