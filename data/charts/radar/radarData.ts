/** Data of the radar demos: scores written out, so every render draws the same shapes. */

/** A laptop review: six criteria scored out of 10. */
export const laptopReview = {
  metrics: ['Performance', 'Battery life', 'Display', 'Keyboard', 'Portability', 'Value'],
  scores: [8.5, 6.5, 9, 7.5, 8, 6],
};

/** Three phones compared on the same six criteria (scores out of 100). */
export const phoneCriteria = ['Camera', 'Battery', 'Display', 'Speed', 'Durability', 'Price'];
export const phoneScores = [
  { id: 'aurora', label: 'Aurora X2', data: [92, 71, 88, 90, 64, 48] },
  { id: 'nimbus', label: 'Nimbus 5', data: [74, 93, 76, 70, 85, 82] },
  { id: 'pebble', label: 'Pebble Lite', data: [58, 80, 62, 55, 78, 96] },
];

/**
 * A developer's profile against the job's needs, each on its own scale:
 * years of experience, certifications, open-source contributions, and scores out of 5.
 */
export const developerMetrics = [
  { name: 'TypeScript (years)', max: 10 },
  { name: 'React (years)', max: 10 },
  { name: 'Testing (score /5)', max: 5 },
  { name: 'Accessibility (score /5)', max: 5 },
  { name: 'Cloud certifications', max: 4 },
  { name: 'Code reviews per week', max: 20 },
];
export const developerProfiles = [
  { id: 'candidate', label: 'Candidate', data: [6, 5, 4, 3, 2, 14] },
  { id: 'role', label: 'Role needs', data: [5, 4, 4, 4, 1, 10] },
];

/** Skills of a support team, self-assessed out of 5. */
export const supportSkills = ['Product knowledge', 'Writing', 'Empathy', 'Troubleshooting', 'Speed', 'Languages'];
export const supportTeams = [
  { id: 'emea', label: 'EMEA team', data: [4.2, 4.5, 4.1, 3.6, 3.9, 4.8] },
  { id: 'americas', label: 'Americas team', data: [4.6, 3.9, 4.4, 4.3, 4.1, 2.7] },
];

/** A coffee cupping sheet: three beans scored out of 10 on six attributes. */
export const cuppingAttributes = ['Aroma', 'Acidity', 'Body', 'Sweetness', 'Aftertaste', 'Balance'];
export const cuppingScores = [
  { id: 'ethiopia', label: 'Ethiopia Yirgacheffe', data: [8.8, 9.1, 6.9, 8.2, 8.4, 8.1] },
  { id: 'brazil', label: 'Brazil Cerrado', data: [7.4, 6.2, 8.6, 8.5, 7.6, 8.3] },
  { id: 'sumatra', label: 'Sumatra Mandheling', data: [7.9, 5.8, 9.2, 7.1, 8.0, 7.5] },
];

/** Monthly use of three gym memberships, as a share of the busiest plan's use (%). */
export const gymAreas = ['Weights', 'Cardio', 'Classes', 'Pool', 'Sauna'];
export const gymPlans = [
  { id: 'basic', label: 'Basic', data: [78, 85, 22, 10, 8] },
  { id: 'plus', label: 'Plus', data: [64, 70, 81, 38, 30] },
  { id: 'premium', label: 'Premium', data: [52, 58, 66, 90, 88] },
];
