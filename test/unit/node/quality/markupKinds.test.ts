import { markupKinds, pagesCoveringEveryKind } from '../../../../src/node/quality/markupKinds';

const page = (article: string) => `<html><body><header><a class="logo">X</a></header><main class="article">${article}</main></body></html>`;

describe('markup kinds of a page', () => {
  it('names each element of the article by its tag, sorted classes and parent, and nothing of the shell', () => {
    expect([...markupKinds(page('<p class="b a">Text <a class="link">here</a></p>'))]).toEqual(['main.article > p.a.b', 'p.a.b > a.link']);
  });

  it('tells apart elements whose inline style sets a colour, and not those whose style sets only a size', () => {
    const kinds = markupKinds(page('<span style="width: 2px">a</span><span style="color: red">b</span><span style="width:1px;background-color:#000">c</span>'));
    expect([...kinds]).toEqual(['main.article > span', 'main.article > span[style="color: red"]', 'main.article > span[style="width:1px;background-color:#000"]']);
  });

  it('leaves out what a demo draws, and finds nothing on a page without an article', () => {
    expect([...markupKinds(page('<div data-demo="a"><b class="own">x</b></div><em>y</em>'))]).toEqual(['main.article > em']);
    expect(markupKinds('<html><body><p>no article</p></body></html>').size).toBe(0);
  });
});

describe('the pages covering every kind', () => {
  const pages = new Map([
    ['/c/', new Set(['k1'])],
    ['/a/', new Set(['k1', 'k2', 'k3'])],
    ['/b/', new Set(['k3', 'k4'])],
    ['/d/', new Set(['k2'])],
  ]);

  it('takes the page adding most first until every kind is shown, and no page that adds none', () => {
    expect(pagesCoveringEveryKind(pages)).toEqual(['/a/', '/b/']);
  });

  it('starts from the pages it must take, counting what they show', () => {
    expect(pagesCoveringEveryKind(pages, ['/d/', '/missing/'])).toEqual(['/d/', '/a/', '/b/']);
  });

  it('breaks a tie by route, so the choice is the same on every run', () => {
    expect(pagesCoveringEveryKind(new Map([['/z/', new Set(['k'])], ['/y/', new Set(['k'])]]))).toEqual(['/y/']);
  });
});
