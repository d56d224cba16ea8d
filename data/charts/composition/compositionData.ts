/** Monthly figures of an online bookshop in 2024. All values are fixed. */
export const months = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];

/** Revenue in thousands of US dollars. */
export const revenue = [182, 168, 194, 201, 213, 205, 219, 236, 248, 262, 311, 398];

/** Orders per month. */
export const orders = [5_410, 4_980, 5_720, 5_910, 6_240, 6_010, 6_400, 6_880, 7_130, 7_520, 8_960, 11_420];

/** Average order value in US dollars. */
export const averageOrder = revenue.map((value, index) =>
  Math.round(((value * 1000) / orders[index]) * 100) / 100,
);

/** Return rate in percent; the spike in January is the holiday returns. */
export const returnRate = [9.8, 6.1, 4.2, 3.9, 4.4, 4.1, 3.8, 4.0, 4.6, 4.3, 5.2, 6.9];
