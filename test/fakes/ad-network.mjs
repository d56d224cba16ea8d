#!/usr/bin/env node
// A stand-in for the ad network, served on 127.0.0.1 for the browser tests (the machines have
// no internet, and the tests need every behaviour of the real one on demand).
//
//   GET /network.js   the script the site injects. After `delay` ms (default 300, or `never`)
//                     it inserts the network's placeholder (#carbonads) beside itself, with an
//                     ordinary ad or, with `link=backers`, the network's house ad for backers.
//   GET /feed.json    the JSON feed of the ad under an opened demo; `scenario` is one of
//                     good (default), none, fourth (qualifies on the 4th request of a session),
//                     fail (connection dropped), malformed, wrong-types, hostile.
//   GET /pixel/*, /img/*, /click/*   impression pixels, ad images, click-through pages.
//   GET /__log?session=ID   every request the session made, for assertions.
//
// Tests choose a scenario per browser context by rewriting the site's requests to add query
// parameters (`session` keeps parallel tests apart). Usage: node ad-network.mjs --port 4323
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4323' }, host: { type: 'string', default: '127.0.0.1' } } });
const origin = `http://${values.host}:${values.port}`;

/** @type {Map<string, {path: string, query: Record<string, string>}[]>} */
const log = new Map();

const IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 200" width="260" height="200"><rect width="260" height="200" rx="16" fill="#1f2937"/><circle cx="90" cy="100" r="46" fill="#f59e0b"/><rect x="150" y="60" width="70" height="80" rx="10" fill="#60a5fa"/></svg>`;
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function networkScript({ delay = '300', link = 'ordinary' }) {
  const href = link === 'backers' ? 'https://mui.com/discover-more/backers/' : `${origin}/click/ordinary`;
  const markup =
    `<span><span class="carbon-wrap">` +
    `<a href="${href}" class="carbon-img" target="_blank" rel="noopener sponsored"><img src="${origin}/img/ordinary.svg" alt="Test Cloud: deploy previews" width="130" height="100"></a>` +
    `<a href="${href}" class="carbon-text" target="_blank" rel="noopener sponsored">Test Cloud gives every branch a preview deployment in seconds.</a>` +
    `</span><a href="${origin}/click/about" class="carbon-poweredby" target="_blank" rel="noopener sponsored">ads via Test Network</a></span>`;
  if (delay === 'never') return '/* no ad today */\n';
  return `(function () {
  var script = document.currentScript;
  setTimeout(function () {
    if (!script || !script.parentNode) return;
    var ad = document.createElement('div');
    ad.id = 'carbonads';
    ad.innerHTML = ${JSON.stringify(markup)};
    script.parentNode.insertBefore(ad, script);
  }, ${Number(delay) || 0});
})();
`;
}

const GOOD_AD = {
  company: 'Test Cloud',
  description: 'Preview every pull request on its own URL.',
  image: `${origin}/img/ordinary.svg`,
  statlink: `${origin}/click/feed`,
  statimp: `${origin}/pixel/statimp`,
  pixel: `${origin}/pixel/one?ts=[timestamp]||${origin}/pixel/two?ts=[timestamp]`,
  timestamp: '1763700000',
};

function feedBody(scenario, requestNumber) {
  switch (scenario) {
    case 'none':
      return JSON.stringify({ ads: [{}, { company: 'No link', description: 'Lacks a statlink.' }] });
    case 'fourth':
      return JSON.stringify({ ads: requestNumber >= 4 ? [{}, GOOD_AD] : [{}] });
    case 'malformed':
      return '{"ads": [{"company": "Cut off"';
    case 'wrong-types':
      return JSON.stringify({ ads: { 0: GOOD_AD }, extra: [{ statlink: 42, description: {} }] });
    case 'hostile':
      return JSON.stringify({
        ads: [
          { company: 'Bad', description: 'no link', statlink: 'javascript:window.__adPwned=1' },
          {
            ...GOOD_AD,
            company: '<img src=x onerror="window.__adPwned=1">Evil Corp',
            description: '<script>window.__adPwned=1</script><b>Bold</b> <img src=x onerror="window.__adPwned=1"><a href="javascript:window.__adPwned=1">click</a>',
          },
        ],
      });
    default:
      return JSON.stringify({ ads: [{}, GOOD_AD] });
  }
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', origin);
  const query = Object.fromEntries(url.searchParams);
  const session = query.session ?? '';
  if (url.pathname !== '/__log') {
    const entries = log.get(session) ?? [];
    entries.push({ path: url.pathname, query });
    log.set(session, entries);
  }
  const send = (status, type, body) => {
    response.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
    response.end(body);
  };
  if (url.pathname === '/__log') return send(200, 'application/json', JSON.stringify(log.get(session) ?? []));
  if (url.pathname === '/network.js') return send(200, 'text/javascript', networkScript(query));
  if (url.pathname === '/feed.json') {
    if (query.scenario === 'fail') return request.socket.destroy();
    const requestNumber = (log.get(session) ?? []).filter((entry) => entry.path === '/feed.json').length;
    return send(200, 'application/json', feedBody(query.scenario, requestNumber));
  }
  if (url.pathname.startsWith('/img/')) return send(200, 'image/svg+xml', IMAGE);
  if (url.pathname.startsWith('/pixel/')) return send(200, 'image/gif', PIXEL);
  if (url.pathname.startsWith('/click/')) return send(200, 'text/html', '<!doctype html><title>Ad</title><p>Advertiser page</p>');
  return send(404, 'text/plain', 'Not found');
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Fake ad network on ${origin}`);
});
