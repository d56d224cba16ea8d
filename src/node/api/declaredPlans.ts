import type { ApiManifest } from '../../shared/api/apiTypes';

/**
 * Where the site model's API pages (their names and plans, data/site.ts) and what the generator
 * found in the packages disagree: a page the model lists in another order or not at all, or a
 * plan that is not the plan of the first package exporting the name. Each is a sentence saying
 * what to change in data/site.ts.
 */
export function declaredPlanProblems(generated: ApiManifest, declared: ApiManifest): string[] {
  const problems: string[] = [];
  for (const [folder, lists] of Object.entries(generated)) {
    for (const kind of ['components', 'interfaces'] as const) {
      const found = lists[kind];
      const listed = declared[folder]?.[kind] ?? [];
      const names = (entries: typeof found) => entries.map((entry) => entry.name).join(', ');
      if (names(found) !== names(listed)) {
        problems.push(`${folder} ${kind}: the generator found [${names(found)}] where data/site.ts lists [${names(listed)}]`);
        continue;
      }
      found.forEach((entry, index) => {
        const plan = listed[index].plan ?? 'community';
        const actual = entry.plan ?? 'community';
        if (plan !== actual) problems.push(`${folder} ${entry.name}: data/site.ts says ${plan}, but the first package exporting it is ${actual}`);
      });
    }
  }
  return problems;
}
