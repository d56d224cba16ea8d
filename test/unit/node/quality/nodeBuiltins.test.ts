import fs from 'node:fs';
import { builtinProblems, findBuiltins, standInFolders } from '../../../../src/node/quality/nodeBuiltins';

const folders = standInFolders(fs.readFileSync(require.resolve('next/dist/build/webpack-config.js'), 'utf8'));
const standIn = (folder: string) => `o.ab="/ROOT/node_modules/next/dist/compiled/${folder}/",t.exports=o(230)`;

describe('Node built-ins in built chunks', () => {
  it("reads the stand-ins from the installed Next's fallback table", () => {
    expect(folders.get('path')).toBe('path-browserify');
    expect(folders.get('crypto')).toBe('crypto-browserify');
    expect(folders.get('buffer')).toBe('buffer');
    expect(folders.get('util')).toBe('util');
    expect(() => standInFolders('module.exports = {}')).toThrow(/fallback table has changed/);
  });

  it('finds each stand-in a chunk holds, and nothing in a chunk without one', () => {
    const chunks = [
      { name: 'a.js', text: `x;${standIn('path-browserify')};y;${standIn('crypto-browserify')}` },
      { name: 'b.js', text: 'import("./path-browserify") // a mention is not the bundle' },
    ];
    const found = findBuiltins(chunks, folders);
    expect(found).toHaveLength(2);
    expect(found).toEqual(expect.arrayContaining([{ chunk: 'a.js', builtin: 'path' }, { chunk: 'a.js', builtin: 'crypto' }]));
  });

  it('fails on a built-in nobody accepted, and on an accepted one that reached a first load', () => {
    const accepted = { buffer: { reason: 'an editor fallback', inFirstLoad: false }, querystring: { reason: 'Next', inFirstLoad: true } };
    const found = [
      { chunk: 'editor.js', builtin: 'buffer' },
      { chunk: 'main.js', builtin: 'querystring' },
    ];
    expect(builtinProblems(found, new Set(['main.js']), accepted)).toEqual([]);
    expect(builtinProblems([...found, { chunk: 'main.js', builtin: 'path' }], new Set(['main.js']), accepted)).toEqual([
      expect.stringMatching(/^main\.js holds Node's "path".*move that code to src\/node\//),
    ]);
    expect(builtinProblems(found, new Set(['main.js', 'editor.js']), accepted)).toEqual([
      expect.stringMatching(/^editor\.js holds Node's "buffer" \(an editor fallback\) and is in a page's first load/),
    ]);
  });
});
