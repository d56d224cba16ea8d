import DOMPurify from 'dompurify';
import { escapeHtml } from '../../shared/utils/escapeHtml';
import type { FeedAd } from './feed';
import type { AdItem } from '../../shared/ads/adTypes';

/** Feed copy may carry emphasis; nothing else of its HTML survives, and no attribute at all. */
const ALLOWED_TAGS = ['b', 'strong', 'em', 'i', 'br'];

export function sanitizeAdHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

/** A qualifying feed ad as the inline display shows it: company in bold, then its sanitised copy. */
export function feedAdToItem(ad: FeedAd, networkName: string): AdItem {
  const company = ad.company ? `<strong>${escapeHtml(ad.company)}</strong>` : '';
  const description = sanitizeAdHtml(ad.description);
  return {
    name: ad.company,
    link: ad.statlink,
    img: '',
    description: [company, description].filter(Boolean).join(' – '),
    poweredby: networkName,
    label: 'carbon-demo-inline',
  };
}
