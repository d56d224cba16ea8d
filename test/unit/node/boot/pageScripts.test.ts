import { scriptsOfTag } from '../../../../src/node/boot/pageScripts';

describe('scriptsOfTag', () => {
  it('reads a script tag and the loader list, and rejects a list that is not one', () => {
    expect(scriptsOfTag('script', { src: '/a.js' })).toEqual(['/a.js']);
    expect(scriptsOfTag('script', { 'data-scripts': '["/a.js","/b.js"]' })).toEqual(['/a.js', '/b.js']);
    expect(scriptsOfTag('link', { href: '/a.css' })).toEqual([]);
    expect(() => scriptsOfTag('script', { 'data-scripts': '{"a":1}' })).toThrow('not a list of script URLs');
  });
});
