/** Monthly figures of a chain of three coffee shops in 2024. All values are fixed. */
export const months = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];

/** Revenue in US dollars per shop and month. */
export const shopRevenue = [
  { id: 'harbor', label: 'Harbor Street', data: [38_200, 35_900, 41_300, 44_800, 49_100, 52_600, 55_300, 54_100, 47_900, 45_200, 42_700, 51_800] },
  { id: 'campus', label: 'Campus', data: [29_400, 31_800, 33_100, 30_200, 24_900, 15_300, 12_800, 14_100, 31_600, 34_900, 33_700, 27_400] },
  { id: 'station', label: 'Central Station', data: [46_700, 44_100, 48_900, 47_300, 48_800, 47_200, 43_600, 41_900, 49_500, 51_200, 50_800, 56_900] },
];

/** Share of orders by drink, in percent, over the year. */
export const drinkShare = [
  { id: 'latte', label: 'Latte', value: 31, cups: 48_900 },
  { id: 'cappuccino', label: 'Cappuccino', value: 22, cups: 34_700 },
  { id: 'filter', label: 'Filter coffee', value: 17, cups: 26_800 },
  { id: 'espresso', label: 'Espresso', value: 12, cups: 18_900 },
  { id: 'tea', label: 'Tea', value: 10, cups: 15_800 },
  { id: 'other', label: 'Other', value: 8, cups: 12_600 },
];

export const dollars = (value: number | null) =>
  value == null ? '' : `$${value.toLocaleString('en-US')}`;
