/** Data of the pie gallery: every figure written out, so server and browser draw the same slices. */

/** A city's yearly budget: departments (inner ring) and their programmes (outer ring), in $M. */
export const budgetDepartments = [
  { id: 'safety', label: 'Public safety', value: 420 },
  { id: 'transport', label: 'Transport', value: 310 },
  { id: 'parks', label: 'Parks', value: 140 },
];

export const budgetProgrammes = [
  { id: 'police', label: 'Police', value: 250, department: 'safety' },
  { id: 'fire', label: 'Fire service', value: 170, department: 'safety' },
  { id: 'transit', label: 'Public transit', value: 190, department: 'transport' },
  { id: 'roads', label: 'Road repair', value: 120, department: 'transport' },
  { id: 'green', label: 'Green spaces', value: 95, department: 'parks' },
  { id: 'sport', label: 'Sports grounds', value: 45, department: 'parks' },
];

/** Seats of a 51-seat city council after an election. */
export const councilSeats = [
  { id: 'green', label: 'Greens', value: 14 },
  { id: 'social', label: 'Social Democrats', value: 12 },
  { id: 'liberal', label: 'Liberals', value: 9 },
  { id: 'conservative', label: 'Conservatives', value: 11 },
  { id: 'independent', label: 'Independents', value: 5 },
];

/** Mobile operating system share in two regions (%). */
export const mobileOsByRegion = {
  europe: [
    { id: 'eu-android', label: 'Android', value: 64.8 },
    { id: 'eu-ios', label: 'iOS', value: 34.6 },
    { id: 'eu-other', label: 'Other', value: 0.6 },
  ],
  northAmerica: [
    { id: 'na-android', label: 'Android', value: 42.1 },
    { id: 'na-ios', label: 'iOS', value: 57.5 },
    { id: 'na-other', label: 'Other', value: 0.4 },
  ],
};

/** Answers to "How likely are you to recommend us?", 1,240 responses. */
export const surveyAnswers = [
  { id: 'promoters', label: 'Promoters (9–10)', value: 688 },
  { id: 'passives', label: 'Passives (7–8)', value: 347 },
  { id: 'detractors', label: 'Detractors (0–6)', value: 205 },
];

/** Active subscriptions of a SaaS product by plan. */
export const subscriptionPlans = [
  { id: 'free', label: 'Free', value: 5120 },
  { id: 'starter', label: 'Starter', value: 2210 },
  { id: 'team', label: 'Team', value: 1480 },
  { id: 'business', label: 'Business', value: 530 },
  { id: 'enterprise', label: 'Enterprise', value: 95 },
];

/** A phone's 128 GB of storage (GB). */
export const phoneStorage = [
  { id: 'apps', label: 'Apps', value: 34.2 },
  { id: 'photos', label: 'Photos & videos', value: 41.7 },
  { id: 'messages', label: 'Messages', value: 8.4 },
  { id: 'system', label: 'System', value: 12.9 },
  { id: 'free', label: 'Free', value: 30.8 },
];

/** Where a web shop's visits came from last month. */
export const trafficSources = [
  { id: 'search', label: 'Organic search', value: 48210 },
  { id: 'direct', label: 'Direct', value: 22760 },
  { id: 'social', label: 'Social', value: 13490 },
  { id: 'email', label: 'Email campaigns', value: 9120 },
  { id: 'ads', label: 'Paid ads', value: 7350 },
];
