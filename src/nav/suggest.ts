function words(pathname: string): string[] {
  return pathname
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && word !== 'x' && word !== 'react');
}

/**
 * Routes most like a path that does not exist, best first: shared words count most, a shared
 * last segment breaks ties. Used by the 404 page to offer a way forward.
 */
export function suggestRoutes(requested: string, routes: readonly string[], limit = 5): string[] {
  const wanted = new Set(words(requested));
  if (wanted.size === 0) return [];
  const lastWanted = words(requested.replace(/\/+$/, '').split('/').pop() ?? '');
  return routes
    .map((route) => {
      const routeWords = words(route);
      const shared = routeWords.filter((word) => wanted.has(word)).length;
      const lastShared = words(route.split('/').pop() ?? '').filter((word) => lastWanted.includes(word)).length;
      return { route, score: shared * 2 + lastShared - routeWords.length * 0.01 };
    })
    .filter((entry) => entry.score >= 1)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.route);
}
