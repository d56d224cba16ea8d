import { useTranslate } from '../layout/PageContext';
import type { ApiPlan } from './types';

/** The plan icon of a Pro or Premium page or prop, linking to what the plan includes. */
export function PlanBadge({ plan }: { plan: ApiPlan }) {
  const t = useTranslate();
  const label = t(plan === 'pro' ? 'planPro' : 'planPremium');
  return (
    <a className="plan-link" href={`/x/introduction/licensing/#${plan}-plan`}>
      <span className={`plan-${plan}`} role="img" aria-label={label} title={label} />
    </a>
  );
}
