/**
 * Monthly revenue of a software company in 2024, in thousands of US dollars, split by sales
 * region, plus the quarterly operating result. Fixed values, so every render draws the same bars.
 */
export const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export type Month = (typeof months)[number];

export const northAmerica = [412, 398, 455, 470, 488, 502, 476, 461, 519, 544, 581, 640];
export const europe = [301, 288, 326, 339, 352, 348, 310, 287, 361, 377, 402, 455];
export const asiaPacific = [188, 196, 214, 229, 241, 258, 266, 271, 283, 297, 318, 349];

export type MonthlyRevenue = {
  month: Month;
  northAmerica: number;
  europe: number;
  asiaPacific: number;
  /** Share of revenue that is operating profit, in percent. */
  margin: number;
};

const margins = [11.2, 9.8, 12.4, 13.1, 14.0, 13.6, 10.9, 9.5, 14.8, 15.2, 16.9, 18.3];

export const revenueDataset: MonthlyRevenue[] = months.map((month, index) => ({
  month,
  northAmerica: northAmerica[index],
  europe: europe[index],
  asiaPacific: asiaPacific[index],
  margin: margins[index],
}));

export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

/** Quarterly revenue per region, in thousands of US dollars. */
export const quarterlyRevenue = {
  northAmerica: [1265, 1460, 1456, 1765],
  europe: [915, 1039, 958, 1234],
  asiaPacific: [598, 728, 820, 964],
};

/** Monthly operating result in thousands of US dollars: negative months are losses. */
export const monthlyResult = [-42, -18, 35, 61, 74, 58, -9, -27, 88, 102, 131, 176];

/** Formats thousands of dollars: 1,240 becomes "$1.24M", 455 becomes "$455k". */
export function formatThousands(value: number | null): string {
  if (value == null) {
    return '';
  }
  if (value === 0) {
    return '$0';
  }
  const sign = value < 0 ? '−' : '';
  const absolute = Math.abs(value);
  return absolute >= 1000
    ? `${sign}$${(absolute / 1000).toFixed(2)}M`
    : `${sign}$${absolute}k`;
}
