/** Electricity generation by source in a mid-sized country, TWh per year. */
export const energyYears = [2018, 2019, 2020, 2021, 2022, 2023, 2024];
export const energyMix = {
  coal: [61, 54, 41, 45, 39, 28, 21],
  gas: [48, 51, 49, 44, 38, 41, 37],
  wind: [22, 27, 33, 36, 44, 52, 59],
  solar: [8, 11, 15, 19, 25, 33, 41],
  hydro: [30, 29, 31, 28, 27, 30, 31],
};

/** Share of page views by browser on a news site, March 2025, in percent. */
export const browserShare = [
  { id: 'chrome', value: 61.8, short: 'Chrome', name: 'Google Chrome' },
  { id: 'safari', value: 18.4, short: 'Safari', name: 'Apple Safari' },
  { id: 'edge', value: 7.9, short: 'Edge', name: 'Microsoft Edge' },
  { id: 'firefox', value: 5.6, short: 'Firefox', name: 'Mozilla Firefox' },
  { id: 'samsung', value: 3.1, short: 'Samsung', name: 'Samsung Internet' },
  { id: 'other', value: 3.2, short: 'Other', name: 'Other browsers' },
];
