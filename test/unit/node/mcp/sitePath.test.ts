import { checkSitePath, SitePathError } from '../../../../src/node/mcp/sitePath';

describe('checkSitePath', () => {
  it('passes the paths the agent index names', () => {
    for (const sitePath of ['/x/agent-index.json', '/x/react-data-grid/sorting.md', '/static/demo-code/data-grid__sorting__RecentOrdersGrid.bda1264b088a.json', '/x/api/data-grid/data-grid.json']) {
      expect(checkSitePath(sitePath)).toBe(sitePath);
    }
  });

  // Each as an attacker would write it: to leave the folder, to reach another host, or to slip
  // a separator past the check that a server would decode afterwards.
  const attacks: [string, RegExp][] = [
    ['/x/../../etc/passwd', /"\.\." would leave the site/],
    ['/..', /"\.\." would leave the site/],
    ['/x/%2e%2e/%2e%2e/etc/passwd', /percent escapes/],
    ['/x/..%2f..%2fetc%2fpasswd', /percent escapes/],
    ['/x/%2F%2Fevil.example', /percent escapes/],
    ['/x/..%5c..%5cwindows', /percent escapes/],
    ['/x\\..\\..\\etc\\passwd', /backslashes/],
    ['/\\evil.example/x', /backslashes/],
    ['//evil.example/x/agent-index.json', /protocol-relative/],
    ['https://evil.example/x/agent-index.json', /absolute URL/],
    ['file:///etc/passwd', /absolute URL/],
    ['javascript:alert(1)', /absolute URL/],
    ['C:/Windows/win.ini', /absolute URL/],
    ['/etc/passwd\u0000.md', /control characters/],
    ['x/agent-index.json', /starts with "\/"/],
    ['/x/./agent-index.json', /"\." segments/],
    ['/x//agent-index.json', /empty segments/],
    ['/x/react-data-grid/', /names a folder/],
    ['/x/agent-index.json?download=1', /query or fragment/],
    ['/x/a b.md', /characters outside/],
    ['', /empty/],
  ];

  it.each(attacks)('refuses %j', (sitePath, reason) => {
    expect(() => checkSitePath(sitePath)).toThrow(SitePathError);
    expect(() => checkSitePath(sitePath)).toThrow(reason);
  });

  it('names the path it refused', () => {
    expect(() => checkSitePath('/x/../secret')).toThrow('refused site path "/x/../secret"');
  });
});
