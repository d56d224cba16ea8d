import { runSiteSteps, SITE_STEPS, stepsToRun, type SiteStep } from '../../../../src/node/site/siteSteps';
import { DEFAULT_FLAGS } from '../../../../src/node/site/stepContext';

describe('the steps after the export', () => {
  it('run in the order of the build: each after the ones whose files it reads, the hosting step last to compress them all', () => {
    expect(SITE_STEPS.map((step) => step.name)).toEqual(['export', 'grid-snapshots', 'twins', 'site-files', 'agent-files', 'og-images', 'search', 'sw', 'hosting']);
  });

  it('are chosen by name, kept in that order, and an unknown name is refused with the list', () => {
    expect(stepsToRun([]).map((step) => step.name)).toEqual(SITE_STEPS.map((step) => step.name));
    expect(stepsToRun(['sw', 'twins']).map((step) => step.name)).toEqual(['twins', 'sw']);
    expect(() => stepsToRun(['twins', 'sitemap'])).toThrow('no step is called sitemap; the steps are export, grid-snapshots, twins');
  });

  const settings = { site: 'out', root: process.cwd(), flags: DEFAULT_FLAGS };

  it("print each step's lines under its name, then its time, then the run's", async () => {
    const lines: string[] = [];
    const steps: SiteStep[] = [
      { name: 'first', does: '', run: ({ log }) => log('one line') },
      { name: 'second', does: '', run: async ({ log, site }) => log(`wrote ${site}/file`) },
    ];
    await runSiteSteps(steps, settings, (line) => lines.push(line));
    expect(lines.map((line) => line.replace(/\d+\.\d s/g, 'T'))).toEqual([
      'first: one line',
      'first: done in T',
      'second: wrote out/file',
      'second: done in T',
      'build-site: 2 steps in T (first T, second T)',
    ]);
  });

  it('stop at the first step that fails, naming it, and never run the next', async () => {
    const ran: string[] = [];
    const steps: SiteStep[] = [
      {
        name: 'broken',
        does: '',
        run: () => {
          throw new Error('a page is missing');
        },
      },
      { name: 'after', does: '', run: () => void ran.push('after') },
    ];
    await expect(runSiteSteps(steps, settings, () => {})).rejects.toThrow('broken: a page is missing');
    expect(ran).toEqual([]);
  });
});
