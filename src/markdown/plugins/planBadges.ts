import { planIconHtml } from '../../theme/planIcons';

const PLANS = {
  pro: { label: 'Pro plan', anchor: 'pro-plan' },
  premium: { label: 'Premium plan', anchor: 'premium-plan' },
} as const;

/**
 * `<span class="plan-pro"></span>` in a page becomes a labelled badge that links to the plan's
 * description on the licensing page (except on that page, where it would link to itself).
 */
export function decoratePlanBadges(html: string, currentPathname: string): string {
  return html.replace(/<span class="plan-(pro|premium)"><\/span>/g, (_match, plan: 'pro' | 'premium') => {
    const { label, anchor } = PLANS[plan];
    const badge = `<span class="plan-${plan}" role="img" aria-label="${label}" title="${label}">${planIconHtml(plan)}</span>`;
    if (currentPathname === '/x/introduction/licensing') return badge;
    return `<a class="plan-link" href="/x/introduction/licensing/#${anchor}">${badge}</a>`;
  });
}
