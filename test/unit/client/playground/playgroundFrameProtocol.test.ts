import {
  codeMessage,
  heightMessage,
  isFromFrame,
  isFromPlayground,
  isIsolatedFrame,
  MAX_CODE_LENGTH,
  MAX_FRAME_HEIGHT,
  parseCodeMessage,
  parseFrameMessage,
  readyMessage,
  statusMessage,
} from '../../../../src/client/playground/frameProtocol';

const SITE = 'https://mui.com';

describe('messages to the preview frame', () => {
  it('takes the code of a code message, and survives structured cloning', () => {
    expect(parseCodeMessage(codeMessage('export default 1;'))).toBe('export default 1;');
    expect(parseCodeMessage(structuredClone(codeMessage('')))).toBe('');
  });

  it('drops anything else: other shapes, other senders\u2019 messages, oversized code', () => {
    for (const data of [
      null,
      undefined,
      'export default 1;',
      ['mui-x-playground', 'code'],
      { kind: 'code', code: 'x' },
      { ns: 'mui-x-playground', kind: 'code' },
      { ns: 'mui-x-playground', kind: 'code', code: 42 },
      { ns: 'mui-x-playground', kind: 'code', code: { toString: () => 'x' } },
      { ns: 'mui-x-playground', kind: 'ready' },
      { ns: 'other', kind: 'code', code: 'x' },
      codeMessage('x'.repeat(MAX_CODE_LENGTH + 1)),
    ]) {
      expect(parseCodeMessage(data)).toBeNull();
    }
  });
});

describe('messages from the preview frame', () => {
  it('rebuilds each known message from its checked fields', () => {
    expect(parseFrameMessage(readyMessage())).toEqual(readyMessage());
    expect(parseFrameMessage(statusMessage(true))).toEqual({ ns: 'mui-x-playground', kind: 'status', ok: true });
    expect(parseFrameMessage(statusMessage(false))).toEqual({ ns: 'mui-x-playground', kind: 'status', ok: false });
    expect(parseFrameMessage(heightMessage(120.2))).toEqual({ ns: 'mui-x-playground', kind: 'height', height: 121 });
    // Extra fields the code in the frame might add never reach the page.
    expect(parseFrameMessage({ ...readyMessage(), html: '<img onerror=alert(1)>' })).toEqual(readyMessage());
  });

  it('bounds what the code in the frame could send: heights, and a status with no words in it', () => {
    expect(parseFrameMessage({ ns: 'mui-x-playground', kind: 'height', height: 1e9 })).toEqual(heightMessage(MAX_FRAME_HEIGHT));
    expect(parseFrameMessage({ ns: 'mui-x-playground', kind: 'height', height: -5 })).toEqual(heightMessage(0));
    // A status forged by the code, carrying text for the page to show: the text never gets through.
    const forged = parseFrameMessage({ ns: 'mui-x-playground', kind: 'status', ok: false, error: 'Session expired: sign in again below' });
    expect(forged).toEqual({ ns: 'mui-x-playground', kind: 'status', ok: false });
    expect(JSON.stringify(forged)).not.toContain('Session');
  });

  it('drops unknown kinds and wrong field types', () => {
    for (const data of [
      null,
      'ready',
      { ns: 'mui-x-playground' },
      { ns: 'mui-x-playground', kind: 'navigate', to: 'https://evil.test' },
      { ns: 'mui-x-playground', kind: 'status' },
      { ns: 'mui-x-playground', kind: 'status', error: 'Unexpected token' },
      { ns: 'mui-x-playground', kind: 'status', ok: 'false' },
      { ns: 'mui-x-playground', kind: 'height', height: '300' },
      { ns: 'mui-x-playground', kind: 'height', height: Number.NaN },
      { ns: 'mui-x-playground', kind: 'height', height: Number.POSITIVE_INFINITY },
      { ns: 'webpack', kind: 'ready' },
    ]) {
      expect(parseFrameMessage(data)).toBeNull();
    }
  });
});

describe('who may send', () => {
  const parent = {};
  const frame = {};

  it('the frame listens only to the page that framed it, served from the site', () => {
    expect(isFromPlayground({ source: parent, origin: SITE }, parent, SITE)).toBe(true);
    expect(isFromPlayground({ source: {}, origin: SITE }, parent, SITE)).toBe(false);
    expect(isFromPlayground({ source: parent, origin: 'https://evil.test' }, parent, SITE)).toBe(false);
    expect(isFromPlayground({ source: parent, origin: 'null' }, parent, SITE)).toBe(false);
  });

  it('the page listens only to its own frame, whose origin is opaque', () => {
    expect(isFromFrame({ source: frame, origin: 'null' }, frame)).toBe(true);
    expect(isFromFrame({ source: frame, origin: SITE }, frame)).toBe(false);
    expect(isFromFrame({ source: {}, origin: 'null' }, frame)).toBe(false);
    // Before the frame exists (or after it is gone) nothing is accepted, not even a null source.
    expect(isFromFrame({ source: null, origin: 'null' }, null)).toBe(false);
    expect(isFromFrame({ source: undefined, origin: 'null' }, undefined)).toBe(false);
  });

  it('the frame runs code only in a sandboxed frame', () => {
    const top = { origin: 'null', parent: null as unknown, self: null as unknown };
    top.parent = top;
    top.self = top;
    expect(isIsolatedFrame(top)).toBe(false);
    expect(isIsolatedFrame({ origin: SITE, parent: {}, self: {} })).toBe(false);
    expect(isIsolatedFrame({ origin: 'null', parent: {}, self: {} })).toBe(true);
  });
});
