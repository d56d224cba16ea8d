/**
 * The commercial plans, in one place: their names, the English label of a plan badge, where a
 * badge links, and how authors mark a badge in Markdown. The API pages, the drawer, the Markdown
 * plugin, the directive components and the Markdown twins all take them from here.
 */

/** A plan a page, prop or feature needs beyond the free one. */
export type PaidPlan = 'pro' | 'premium';
export type Plan = 'community' | PaidPlan;

export const PLAN_NAMES: Record<Plan, string> = { community: 'Community', pro: 'Pro', premium: 'Premium' };

/** A badge's label in English ("Pro plan"); the app's own chrome uses the translated `planPro`/`planPremium`. */
export function planLabel(plan: Plan): string {
  return `${PLAN_NAMES[plan]} plan`;
}

/** The page that describes the plans; its sections are `#<plan>-plan`. */
export const LICENSING_PATHNAME = '/x/introduction/licensing';

/** Where a badge links: the plan's section of the licensing page. */
export function planHref(plan: Plan): string {
  return `${LICENSING_PATHNAME}/#${plan}-plan`;
}

/** A plan badge as authors write it in Markdown: `<span class="plan-pro"></span>`. */
export const PLAN_MARKER = /<span class="plan-(pro|premium)"><\/span>/g;
