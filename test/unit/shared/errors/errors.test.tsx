/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { DOCS_ERRORS, isDocsErrorCode } from '../../../../src/shared/errors/catalogue';
import { docsError } from '../../../../src/shared/errors/docsError';
import { formatErrorMessage, minifiedErrorMessage, parseProductionErrorQuery, productionErrorUrl } from '../../../../src/shared/errors/format';
import { filesUnder } from '../../../../src/node/files/filesUnder';

describe('production error links', () => {
  it('fills placeholders in order and leaves missing ones visible', () => {
    expect(formatErrorMessage('No scope for %s in %s', ['Basic', 'grid'])).toBe('No scope for Basic in grid');
    expect(formatErrorMessage('No scope for %s in %s', ['Basic'])).toBe('No scope for Basic in %s');
  });
  it('builds the link like MUI: code, then one encoded args[] per argument', () => {
    expect(productionErrorUrl('https://mui.com', 3, ['a b&c', 'é'])).toBe('https://mui.com/x/production-error/?code=3&args[]=a%20b%26c&args[]=%C3%A9');
    expect(minifiedErrorMessage('https://mui.com', 5, [])).toBe(
      'Minified MUI X docs error #5; visit https://mui.com/x/production-error/?code=5 for the full message.',
    );
  });
  it('reads a link back, and rejects one without a numeric code', () => {
    expect(parseProductionErrorQuery('?code=3&args[]=a%20b%26c&args[]=%C3%A9')).toEqual({ code: 3, args: ['a b&c', 'é'] });
    expect(parseProductionErrorQuery('?code=3abc')).toBeNull();
    expect(parseProductionErrorQuery('?args[]=x')).toBeNull();
  });
});

describe('docsError', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    (process.env as Record<string, string | undefined>).NODE_ENV = nodeEnv;
  });
  it('gives the full message outside production browsers', () => {
    expect(docsError(3, 'charts/Bars').message).toBe('No live-edit scope is registered for charts/Bars; run `npm run generate`');
  });
  it('gives the code and a link in a production browser, and the link reads back to the message', () => {
    (process.env as Record<string, string | undefined>).NODE_ENV = 'production';
    process.env.SITE_ORIGIN = 'https://mui.com';
    // The settings are read when they load (src/shared/site/settings.ts): load them afresh.
    let productionDocsError: typeof docsError = docsError;
    jest.isolateModules(() => {
      productionDocsError = jest.requireActual<typeof import('../../../../src/shared/errors/docsError')>('../../../../src/shared/errors/docsError').docsError;
    });
    const { message } = productionDocsError(4, 'settings.dark');
    expect(message).toBe(`Minified MUI X docs error #4; visit https://mui.com/x/production-error/?code=4&args[]=settings.dark for the full message.`);
    const link = new URL(/visit (\S+) for/.exec(message)![1]);
    const query = parseProductionErrorQuery(link.search)!;
    expect(isDocsErrorCode(query.code) && formatErrorMessage(DOCS_ERRORS[query.code], query.args)).toBe('Missing translation for "settings.dark"');
  });
  it('is called with a known code and as many arguments as the message has placeholders, everywhere', () => {
    const calls = filesUnder('src', (name) => /\.tsx?$/.test(name)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/docsError\((\d+)((?:,[^)]*)?)\)/g)].map((match) => ({ file, code: Number(match[1]), args: match[2] })),
    );
    expect(calls.length).toBeGreaterThanOrEqual(Object.keys(DOCS_ERRORS).length);
    for (const { file, code, args } of calls) {
      expect(isDocsErrorCode(code)).toBe(true);
      const placeholders = (DOCS_ERRORS[code as keyof typeof DOCS_ERRORS].match(/%s/g) ?? []).length;
      expect({ file, code, args: args ? args.split(',').length - 1 : 0 }).toEqual({ file, code, args: placeholders });
    }
  });
});
