import type { Plan } from '../../nav/navTypes';
import { fullTitle } from '../../site/siteIdentity';

/** What a page's Open Graph image says. */
export interface OgCard {
  /** The product ("Data Grid") or, for pages outside a product, their nav section ("Migration"). */
  label: string | null;
  title: string;
  plan: 'pro' | 'premium' | null;
}

export interface OgCardSource {
  /** The page's document title without the site suffix. */
  title: string;
  /** Names the title may start with, best first: the product, then the page's top nav section. */
  labels: ReadonlyArray<string | null>;
  plan?: Plan;
}

/**
 * The card of a page. Titles often repeat the product ("Data Grid - Sorting"); the image already
 * shows it above the title, so that prefix is dropped rather than printed twice.
 */
export function ogCard({ title, labels, plan }: OgCardSource): OgCard {
  const trimmed = title.trim();
  if (!trimmed) throw new Error('ogCard: a page needs a title for its Open Graph image');
  const candidates = labels.filter((label): label is string => Boolean(label));
  // Trimmed, so a title that starts with "<label> - " has text after it.
  const repeated = candidates.find((label) => trimmed.startsWith(`${label} - `));
  return {
    label: candidates[0] ?? null,
    title: repeated ? trimmed.slice(repeated.length + 3).trim() : trimmed,
    plan: plan === 'pro' || plan === 'premium' ? plan : null,
  };
}

export const PLAN_NAMES = { pro: 'Pro', premium: 'Premium' } as const;

/** The image's text as one sentence, for `og:image:alt`. */
export function ogImageAlt(card: OgCard): string {
  const plan = card.plan ? ` (${PLAN_NAMES[card.plan]} plan)` : '';
  return fullTitle(`${card.label ? `${card.label}: ` : ''}${card.title}${plan}`);
}
