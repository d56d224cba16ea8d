/** Data of the funnel demos: counts written out so every render draws the same sections. */

/** A SaaS sign-up funnel for one month. */
export const signupFunnel = [
  { id: 'visits', label: 'Website visits', value: 48200 },
  { id: 'pricing', label: 'Viewed pricing', value: 17650 },
  { id: 'signups', label: 'Started a trial', value: 5320 },
  { id: 'activated', label: 'Activated', value: 2610 },
  { id: 'paid', label: 'Became paying', value: 940 },
];

/** An online shop's checkout, one week. */
export const checkoutFunnel = [
  { id: 'cart', label: 'Added to cart', value: 12400 },
  { id: 'checkout', label: 'Began checkout', value: 7900 },
  { id: 'shipping', label: 'Entered shipping', value: 6150 },
  { id: 'payment', label: 'Entered payment', value: 5080 },
  { id: 'ordered', label: 'Placed order', value: 4470 },
];

/** A hiring pipeline for one engineering role. */
export const hiringPipeline = [
  { id: 'applied', label: 'Applied', value: 640 },
  { id: 'screened', label: 'Phone screen', value: 180 },
  { id: 'technical', label: 'Technical interview', value: 62 },
  { id: 'onsite', label: 'On-site', value: 21 },
  { id: 'offer', label: 'Offer', value: 6 },
];

/** A B2B sales pipeline: deals at each stage, this quarter and the previous one. */
export const salesStages = ['Leads', 'Qualified', 'Proposal', 'Negotiation', 'Won'];
export const dealsThisQuarter = [1280, 610, 240, 120, 74];
export const dealsLastQuarter = [1450, 540, 260, 98, 51];

/** A mobile game's onboarding: players left after each step (out of 100,000 installs). */
export const onboardingSteps = [
  { id: 'install', label: 'Installed', value: 100000 },
  { id: 'open', label: 'Opened the app', value: 81500 },
  { id: 'tutorial', label: 'Finished tutorial', value: 42800 },
  { id: 'level5', label: 'Reached level 5', value: 18300 },
  { id: 'purchase', label: 'First purchase', value: 2100 },
];
