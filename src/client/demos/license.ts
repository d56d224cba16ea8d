import { LicenseInfo } from '@mui/x-license';
import { NEXT_PUBLIC_MUI_X_LICENSE_KEY } from '../../shared/site/settings';

/**
 * Pro and Premium demos run with the licence key given at build time (never committed); without
 * one they show the packages' own "missing licence" watermark, as an unlicensed app would.
 * Imported for its effect by the loader of every demo that uses a commercial package.
 */
export function applyLicenseKey(key: string | undefined = NEXT_PUBLIC_MUI_X_LICENSE_KEY): boolean {
  if (!key) return false;
  LicenseInfo.setLicenseKey(key);
  return true;
}

applyLicenseKey();
