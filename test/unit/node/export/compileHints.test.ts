import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, hintExportedScripts, withCompileHint } from '../../../../src/node/export/compileHints';

describe('compile hints', () => {
  it("puts the hint on a line of its own before the script's first line, once", () => {
    const source = '"use strict";(globalThis.TURBOPACK||=[]).push([1]);';
    const hinted = withCompileHint(source);
    expect(hinted.split('\n')).toEqual([COMPILE_HINT, source]);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it("hints every script under the export's chunks, at any depth, and nothing else", () => {
    const out = mkdtempSync(path.join(tmpdir(), 'hints-'));
    try {
      const chunks = path.join(out, '_next', 'static', 'chunks');
      mkdirSync(path.join(chunks, 'pages'), { recursive: true });
      writeFileSync(path.join(chunks, 'main.js'), 'main()');
      writeFileSync(path.join(chunks, 'pages', 'page.js'), 'page()');
      writeFileSync(path.join(chunks, 'style.css'), 'a{}');
      writeFileSync(path.join(out, 'index.html'), '<p>');
      expect(hintExportedScripts(out)).toBe(2);
      expect(readFileSync(path.join(chunks, 'main.js'), 'utf8')).toBe(`${COMPILE_HINT}\nmain()`);
      expect(readFileSync(path.join(chunks, 'pages', 'page.js'), 'utf8')).toBe(`${COMPILE_HINT}\npage()`);
      expect(readFileSync(path.join(chunks, 'style.css'), 'utf8')).toBe('a{}');
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('<p>');
      // A second run (a rebuilt site step over the same export) changes nothing.
      expect(hintExportedScripts(out)).toBe(0);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
