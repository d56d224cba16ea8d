import { parseServerArgs, UsageError, USAGE } from '../../../../src/node/mcp/serverArgs';

describe('parseServerArgs', () => {
  it('takes a folder or an origin, with a space or an equals sign', () => {
    expect(parseServerArgs(['--site', 'out/'])).toEqual({ kind: 'site', folder: 'out/' });
    expect(parseServerArgs(['--site=out'])).toEqual({ kind: 'site', folder: 'out' });
    expect(parseServerArgs(['--origin', 'https://mui.com'])).toEqual({ kind: 'origin', origin: 'https://mui.com' });
    expect(parseServerArgs(['--origin=https://mui.com'])).toEqual({ kind: 'origin', origin: 'https://mui.com' });
    expect(parseServerArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], 'say which site to read: --site <folder> or --origin <url>'],
    [['--site'], '--site needs a value'],
    [['--site', '--origin', 'https://mui.com'], '--site needs a value'],
    [['--site', 'a', '--site', 'b'], '--site is given twice'],
    [['--site', 'out', '--origin', 'https://mui.com'], 'give --site or --origin, not both'],
    [['out/'], 'unknown argument "out/"'],
    [['--port', '3000'], 'unknown argument "--port"'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseServerArgs(argv)).toThrow(UsageError);
    expect(() => parseServerArgs(argv)).toThrow(message);
  });

  it('has a usage text that names the one command and both ways', () => {
    expect(USAGE).toContain('npm run --silent mcp --');
    expect(USAGE).toContain('--site <folder>');
    expect(USAGE).toContain('--origin <url>');
  });
});
