import { PlanIconSvg } from '../theme/PlanIconSvg';
import { useTranslate } from '../app/PageContext';

/** The Pro or Premium icon, labelled for screen readers (drawer entries, API pages). */
export function PlanIcon({ plan }: { plan: 'pro' | 'premium' }) {
  const t = useTranslate();
  const label = t(plan === 'pro' ? 'planPro' : 'planPremium');
  return (
    <span className={`plan-${plan}`} role="img" aria-label={label} title={label}>
      <PlanIconSvg plan={plan} />
    </span>
  );
}
