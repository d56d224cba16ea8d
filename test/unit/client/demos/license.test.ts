import { LicenseInfo } from '@mui/x-license';
import { applyLicenseKey } from '../../../../src/client/demos/license';

describe('the demos licence key', () => {
  it('is applied when the build was given one, and left alone otherwise', () => {
    const before = LicenseInfo.getLicenseKey();
    expect(applyLicenseKey(undefined)).toBe(false);
    expect(applyLicenseKey('')).toBe(false);
    expect(LicenseInfo.getLicenseKey()).toBe(before);
    expect(applyLicenseKey('test-key-123')).toBe(true);
    expect(LicenseInfo.getLicenseKey()).toBe('test-key-123');
  });
});
