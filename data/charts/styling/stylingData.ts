/** Monthly figures of a bakery chain in 2024. All values are fixed. */
export const months = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];

/** Loaves sold per month, thousands, by product line. */
export const productLines = [
  { id: 'sourdough', label: 'Sourdough', data: [21, 19, 22, 23, 25, 24, 22, 21, 24, 26, 27, 31] },
  { id: 'rye', label: 'Rye', data: [12, 12, 13, 12, 11, 10, 9, 9, 11, 13, 14, 16] },
  { id: 'baguette', label: 'Baguette', data: [17, 16, 18, 20, 23, 26, 28, 27, 23, 20, 18, 22] },
  { id: 'brioche', label: 'Brioche', data: [8, 9, 9, 11, 10, 9, 8, 8, 9, 10, 12, 19] },
];

/** Operating profit per month, thousands of dollars: the summer shop closures show as losses. */
export const monthlyProfit = [14.2, 11.8, 16.4, 18.9, 12.1, 3.4, -4.8, -7.2, 6.9, 15.3, 19.7, 28.6];

/** Baguettes baked per day in the first two weeks of December, and the forecast for the next. */
export const decemberDays = Array.from({ length: 21 }, (_, index) => index + 1);
export const bakedActual = [
  820, 845, 870, 910, 1_020, 1_240, 1_180, 860, 880, 905, 950, 1_060, 1_310, 1_260,
  null, null, null, null, null, null, null,
];
export const bakedForecast = [
  null, null, null, null, null, null, null, null, null, null, null, null, null, 1_260,
  930, 960, 1_010, 1_120, 1_390, 1_450, 1_520,
];
