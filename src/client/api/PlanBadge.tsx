import { PlanIcon } from '../layout/PlanIcon';
import { planHref } from '../../shared/plans';
import type { ApiPlan } from '../../shared/api/apiTypes';

/** The plan icon of a Pro or Premium page or prop, linking to what the plan includes. */
export function PlanBadge({ plan }: { plan: ApiPlan }) {
  return (
    <a className="plan-link" href={planHref(plan)}>
      <PlanIcon plan={plan} />
    </a>
  );
}
