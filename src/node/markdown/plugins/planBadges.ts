import { LICENSING_PATHNAME, planHref, planLabel, PLAN_MARKER, type PaidPlan } from '../../../shared/plans';
import { planIconHtml } from '../../../shared/theme/planIcons';

/**
 * `<span class="plan-pro"></span>` in a page becomes a labelled badge that links to the plan's
 * description on the licensing page (except on that page, where it would link to itself).
 */
export function decoratePlanBadges(html: string, currentPathname: string): string {
  return html.replace(PLAN_MARKER, (_match, plan: PaidPlan) => {
    const label = planLabel(plan);
    const badge = `<span class="plan-${plan}" role="img" aria-label="${label}" title="${label}">${planIconHtml(plan)}</span>`;
    if (currentPathname === LICENSING_PATHNAME) return badge;
    return `<a class="plan-link" href="${planHref(plan)}">${badge}</a>`;
  });
}
