import { JSDOM } from 'jsdom';
import { cacheWebFonts, firstFamily, fontFamilyRules, WEB_FONTS_ATTRIBUTE, WEB_FONTS_CACHED_KEY, WEB_FONTS_SCRIPT } from '../../../../src/client/theme/webFonts';

const FAMILY = "'roboto', 'roboto Fallback', Arial, sans-serif";

function face(family: string, outcome: 'loads' | 'fails' = 'loads') {
  const loaded = { count: 0 };
  return {
    loaded,
    family,
    load: () => {
      loaded.count += 1;
      return outcome === 'loads' ? Promise.resolve() : Promise.reject(new Error('network'));
    },
  };
}

function storage() {
  const items = new Map<string, string>();
  return { items, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('web fonts once cached', () => {
  it('names the first family of a list without its quotes', () => {
    expect(firstFamily(FAMILY)).toBe('roboto');
    expect(firstFamily('"Roboto Flex",serif')).toBe('Roboto Flex');
    expect(firstFamily('Arial')).toBe('Arial');
  });

  it('uses the system families until the page says the web font is cached', () => {
    expect(fontFamilyRules(FAMILY)).toBe(
      `:root{--docs-font-family:Arial, sans-serif}:root[${WEB_FONTS_ATTRIBUTE}]{--docs-font-family:${FAMILY}}`,
    );
    expect(() => fontFamilyRules("'roboto', 'roboto Fallback'")).toThrow(/no system family/);
  });

  it('loads every face of the family, then records it; other families are left alone', async () => {
    const faces = [face('roboto'), face('"roboto"'), face('Material Icons')];
    const store = storage();
    await expect(cacheWebFonts(faces, 'roboto', store)).resolves.toBe(true);
    expect(faces.map((item) => item.loaded.count)).toEqual([1, 1, 0]);
    expect(store.items.get(WEB_FONTS_CACHED_KEY)).toBe('1');
  });

  it('records nothing when a face fails to load or none is declared', async () => {
    const store = storage();
    await expect(cacheWebFonts([face('roboto'), face('roboto', 'fails')], 'roboto', store)).resolves.toBe(false);
    await expect(cacheWebFonts([face('Other')], 'roboto', store)).resolves.toBe(false);
    expect(store.items.size).toBe(0);
  });

  it('the head script marks <html> only when the record is there, and survives blocked storage', () => {
    const run = (setup: (win: Window) => void) => {
      const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { runScripts: 'outside-only', url: 'https://docs.test/' });
      const win = dom.window as unknown as Window;
      setup(win);
      dom.window.eval(WEB_FONTS_SCRIPT);
      return win.document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE);
    };
    expect(run(() => {})).toBe(false);
    expect(run((win) => win.localStorage.setItem(WEB_FONTS_CACHED_KEY, '1'))).toBe(true);
    expect(
      run((win) =>
        Object.defineProperty(win, 'localStorage', {
          get() {
            throw new Error('SecurityError');
          },
        }),
      ),
    ).toBe(false);
  });
});
