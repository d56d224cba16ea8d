import type { ApiPlan } from '../../shared/api/apiTypes';
import { planLabel } from '../../shared/plans';
import { PlanIconSvg } from '../theme/PlanIconSvg';

/**
 * The Pro or Premium icon with its label, free of the page context: directive components are also
 * rendered to HTML at build time, outside the app's providers.
 */
export function PlanMark({ plan, decorative = false }: { plan: ApiPlan; decorative?: boolean }) {
  // Beside the plan's name the icon says nothing more: hidden, so "Pro" is not read "Pro Pro plan".
  const label = planLabel(plan);
  const labelProps = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label, title: label };
  return (
    <span className={`plan-${plan}`} {...labelProps}>
      <PlanIconSvg plan={plan} />
    </span>
  );
}
