import { demoChunkUrls, parseDemoChunkList } from '../../../../src/shared/demos/demoChunkList';

describe('parseDemoChunkList', () => {
  const LIST = { base: '/_next/', files: ['static/chunks/a.js'], page: [0], demos: { 'a/One': [0] } };

  it('reads the list the build wrote, and takes anything else for none', () => {
    expect(parseDemoChunkList(JSON.stringify(LIST))).toEqual(LIST);
    for (const text of [null, undefined, '', '{', 'null', '[]', '{"base":"/","files":[1],"page":[],"demos":{}}', '{"base":"/","files":[],"page":[-1],"demos":{}}', '{"base":"/","files":[],"page":[],"demos":{"a":"x"}}']) {
      expect(parseDemoChunkList(text)).toBeNull();
    }
  });

  it('names only the files that exist, for demos the list has as its own', () => {
    const list = { ...LIST, page: [0, 5], demos: { 'a/One': [0] } };
    expect(demoChunkUrls(list, ['a/One', 'constructor', '__proto__', 'b/Missing'])).toEqual(['/_next/static/chunks/a.js']);
  });
});
