/** Shared data of the legend demos. All values are fixed. */

// Quarters of 2024.
export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

/** Subscription revenue by plan, thousands of US dollars per quarter. */
export const planRevenue = [
  { id: 'starter', label: 'Starter', data: [182, 196, 205, 221] },
  { id: 'team', label: 'Team', data: [341, 362, 398, 437] },
  { id: 'business', label: 'Business', data: [512, 548, 590, 671] },
  { id: 'enterprise', label: 'Enterprise', data: [288, 305, 352, 419] },
];

/** Smartphones in use among the staff of a company, by model. */
export const phoneModels = [
  { id: 0, label: 'iPhone 15', value: 212 },
  { id: 1, label: 'iPhone 14', value: 168 },
  { id: 2, label: 'Galaxy S24', value: 141 },
  { id: 3, label: 'iPhone 13', value: 117 },
  { id: 4, label: 'Pixel 8', value: 88 },
  { id: 5, label: 'Galaxy A54', value: 76 },
  { id: 6, label: 'iPhone SE', value: 64 },
  { id: 7, label: 'Galaxy S23', value: 59 },
  { id: 8, label: 'Pixel 7a', value: 41 },
  { id: 9, label: 'Xperia 10 V', value: 23 },
  { id: 10, label: 'Fairphone 5', value: 19 },
  { id: 11, label: 'Moto G84', value: 17 },
  { id: 12, label: 'OnePlus 12', value: 15 },
  { id: 13, label: 'Nothing Phone 2', value: 12 },
];

export const monthNames = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];

/** Monthly mean temperature in Chicago, °C. */
export const chicagoMonthlyMean = [-4.6, -2.8, 3.2, 9.4, 15.2, 20.8, 23.9, 23.1, 19.0, 12.4, 5.6, -1.2];

/** Daily air quality index (US AQI) measured in one city over the 30 days of June 2024. */
export const juneDays = Array.from({ length: 30 }, (_, index) => index + 1);
export const airQualityIndex = [
  42, 38, 55, 61, 72, 88, 104, 96, 67, 49, 35, 31, 44, 58, 63, 81, 112, 158, 131, 92,
  70, 52, 46, 39, 41, 57, 74, 69, 48, 36,
];
