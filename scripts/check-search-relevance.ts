/**
 * Gate: the search answers the readers' questions of data/search/relevanceSet.json from the built
 * search map (out/x/search-map.json) with the ranking the dialog uses: at least 90 % with the page
 * that answers them (and its section, where the question names one) among the first three results
 * shown, and 70 % first. Prints both figures, by kind of question, and every question not answered first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluateRelevance, formatRelevance, parseRelevanceSet, RELEVANCE_TARGETS } from '../src/node/quality/searchRelevance';
import { prepareSearchMap } from '../src/shared/search/map/prepareSearchMap';
import { parseSearchMap, SEARCH_MAP_PATH } from '../src/shared/search/map/searchMapFormat';

function main() {
  const file = path.join('out', SEARCH_MAP_PATH);
  let map;
  try {
    map = prepareSearchMap(parseSearchMap(JSON.parse(readFileSync(file, 'utf8'))));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message} (was the site built?)`);
  }
  const questions = parseRelevanceSet(JSON.parse(readFileSync(path.join('data', 'search', 'relevanceSet.json'), 'utf8')));
  const figures = evaluateRelevance(map, questions);
  console.log(formatRelevance(figures));
  const short = [
    figures.first < RELEVANCE_TARGETS.first * figures.questions && `answered first: ${figures.first} of ${figures.questions}, under ${RELEVANCE_TARGETS.first * 100} %`,
    figures.topThree < RELEVANCE_TARGETS.topThree * figures.questions && `among the first three: ${figures.topThree} of ${figures.questions}, under ${RELEVANCE_TARGETS.topThree * 100} %`,
  ].filter(Boolean);
  if (short.length > 0) {
    console.error(`check-search-relevance: the search misses its targets: ${short.join('; ')}`);
    process.exit(1);
  }
}

try {
  main();
} catch (error) {
  console.error(`check-search-relevance: ${(error as Error).message}`);
  process.exit(1);
}
