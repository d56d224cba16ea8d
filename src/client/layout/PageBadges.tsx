import type { MuiPage } from '../../shared/nav/navTypes';
import { cx } from '../utils/cx';
import styles from './PageBadges.module.css';
import { useTranslate } from '../app/PageContext';
import { PlanIcon } from './PlanIcon';

type Tone = 'success' | 'neutral' | 'info' | 'warning';

/** Plan icon and status badges shown after a page label in the drawer. */
/** Whether PageBadges draws anything for `page`. */
export const pageHasBadges = (page: MuiPage): boolean =>
  page.plan === 'pro' || page.plan === 'premium' || Boolean(page.newFeature || page.planned || page.unstable || page.legacy);

export function PageBadges({ page }: { page: MuiPage }) {
  const t = useTranslate();
  const badges: { key: string; label: string; tone: Tone }[] = [];
  if (page.newFeature) badges.push({ key: 'new', label: t('chipNew'), tone: 'success' });
  if (page.planned) badges.push({ key: 'planned', label: t('chipPlanned'), tone: 'neutral' });
  if (page.unstable) badges.push({ key: 'preview', label: t('chipPreview'), tone: 'info' });
  if (page.legacy) badges.push({ key: 'legacy', label: t('chipLegacy'), tone: 'warning' });

  return (
    <>
      {page.plan === 'pro' || page.plan === 'premium' ? <PlanIcon plan={page.plan} /> : null}
      {badges.map((badge) => (
        <span key={badge.key} className={cx(styles.badge, styles[badge.tone])}>
          {badge.label}
        </span>
      ))}
    </>
  );
}
