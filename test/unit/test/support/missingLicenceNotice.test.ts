import { isMissingLicenceNotice } from '../../../support/pageRecorder';

const framed = (...lines: string[]) => ['*'.repeat(61), '', ...lines, '', '*'.repeat(61)].join('\n');

describe('isMissingLicenceNotice', () => {
  it('lets through the notice an unlicensed build logs, framed or not', () => {
    expect(isMissingLicenceNotice(framed('MUI X: Missing license key.', '', 'The license key is missing.'))).toBe(true);
    expect(isMissingLicenceNotice('MUI X: Missing license key.')).toBe(true);
  });

  it('keeps every other licence error and console message', () => {
    expect(isMissingLicenceNotice(framed('MUI X: Invalid license key.'))).toBe(false);
    expect(isMissingLicenceNotice(framed('MUI X: Expired license key.', 'MUI X: Missing license key.'))).toBe(false);
    expect(isMissingLicenceNotice('Warning: something else. MUI X: Missing license key.')).toBe(false);
    expect(isMissingLicenceNotice('*****')).toBe(false);
  });
});
