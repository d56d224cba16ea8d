function words(pathname: string): string[] {
  const all = pathname
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && word !== 'x' && word !== 'react');
  return [...new Set(all)];
}

/** Edit distance, bounded: anything above `max` is reported as `max + 1`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** Same word, or a typo of it: one edit for short words, two from six letters on. */
function similar(a: string, b: string): boolean {
  if (a === b) return true;
  const allowed = Math.min(a.length, b.length) >= 6 ? 2 : Math.min(a.length, b.length) >= 4 ? 1 : 0;
  return allowed > 0 && distance(a, b, allowed) <= allowed;
}

function overlap(wanted: readonly string[], candidate: readonly string[]): number {
  return candidate.filter((word) => wanted.some((other) => similar(word, other))).length;
}

/**
 * Routes most like a path that does not exist, best first. Words of the last segment weigh most
 * (that is where typos land), then words anywhere in the path; shorter routes win ties.
 */
export function suggestRoutes(requested: string, routes: readonly string[], limit = 5): string[] {
  const wanted = words(requested);
  if (wanted.length === 0) return [];
  const lastWanted = words(requested.replace(/\/+$/, '').split('/').pop() ?? '');
  return routes
    .map((route) => {
      const last = words(route.split('/').pop() ?? '');
      const score = overlap(wanted, words(route)) + 2 * overlap(lastWanted, last) - route.length * 0.001;
      return { route, score };
    })
    .filter((entry) => entry.score >= 1)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.route);
}
