import { LICENSING_PATHNAME, planHref, planLabel, PLAN_MARKER, type PaidPlan } from '../../../shared/plans';
import { planIconHtml } from '../../../shared/theme/planIcons';

/** A heading, or a plan marker outside one. */
const HEADING_OR_MARKER = new RegExp(`<h([1-6])\\b[^>]*>[\\s\\S]*?</h\\1>|${PLAN_MARKER.source}`, 'g');

/**
 * `<span class="plan-pro"></span>` in a page becomes a labelled badge that links to the plan's
 * description on the licensing page (except on that page, where it would link to itself). In
 * running text the badge also carries its words, hidden from sight: a sentence copied, or read
 * by a tool that keeps text but not icons (an agent, afdocs' parity check), still says "Pro
 * plan", as its Markdown twin does. A heading's badge stays an icon alone: its words would join
 * the heading's text in the table of contents and in search.
 */
export function decoratePlanBadges(html: string, currentPathname: string, inHeading = false): string {
  const badge = (plan: PaidPlan, words: boolean) => {
    const label = planLabel(plan);
    const hidden = words ? `<span class="docs-visually-hidden"> (${label})</span>` : '';
    const icon = `<span class="plan-${plan}" role="img" aria-label="${label}" title="${label}">${planIconHtml(plan)}${hidden}</span>`;
    return currentPathname === LICENSING_PATHNAME ? icon : `<a class="plan-link" href="${planHref(plan)}">${icon}</a>`;
  };
  const markersIn = (text: string, words: boolean) => text.replace(PLAN_MARKER, (_match, plan: PaidPlan) => badge(plan, words));
  if (inHeading) return markersIn(html, false);
  return html.replace(HEADING_OR_MARKER, (match: string, level: string | undefined, plan: PaidPlan | undefined) => (level ? markersIn(match, false) : badge(plan as PaidPlan, true)));
}
