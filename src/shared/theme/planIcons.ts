/**
 * The Pro and Premium icons, drawn once per page as SVG symbols that every badge references with
 * `<use>`. As CSS background images each icon was an SVG document of its own, and building those
 * two documents took a main-thread task of 15–30 ms right after the first paint on every page.
 */
import type { PaidPlan } from '../plans';

export type PlanIconName = PaidPlan;

const SHAPES: Record<PlanIconName, string> = {
  pro: '<rect x="1" y="1" width="14" height="14" rx="4" fill="#1F7FE0"/><path d="M5 11.5V4.5h3.2a2.3 2.3 0 0 1 0 4.6H6.6v2.4z" fill="#fff"/><path d="M6.6 6h1.5a.8.8 0 0 1 0 1.6H6.6z" fill="#1F7FE0"/>',
  premium: '<rect x="1" y="1" width="14" height="14" rx="4" fill="#8A4FE0"/><path d="m8 3.5 1.3 2.8 3 .4-2.2 2.1.6 3-2.7-1.5-2.7 1.5.6-3L3.7 6.7l3-.4z" fill="#fff"/>',
};

/** The `id` a badge's `<use>` points at. */
export function planIconId(plan: PlanIconName): string {
  return `plan-icon-${plan}`;
}

/** The symbols, for a hidden `<svg>` at the start of every page's body. */
export const PLAN_ICON_SYMBOLS = (Object.keys(SHAPES) as PlanIconName[])
  .map((plan) => `<symbol id="${planIconId(plan)}" viewBox="0 0 16 16">${SHAPES[plan]}</symbol>`)
  .join('');

/** A badge's drawing, as HTML (for build-time HTML such as the Markdown plugins). */
export function planIconHtml(plan: PlanIconName): string {
  return `<svg aria-hidden="true" focusable="false"><use href="#${planIconId(plan)}"></use></svg>`;
}
