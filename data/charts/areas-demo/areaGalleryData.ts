/** Figures for the area chart gallery. Fixed values. */
export const days = Array.from({ length: 14 }, (_, index) => `Mar ${index + 1}`);

/** Visitors of a museum's website per day. */
export const museumVisitors = [3120, 2980, 3410, 3890, 4620, 6210, 5880, 3340, 3190, 3520, 4010, 4870, 6540, 6120];

export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Monthly cloud bill by service, in dollars. */
export const cloudCosts = {
  compute: [4200, 4350, 4480, 4700, 5100, 5020, 5240, 5390, 5610, 5800, 6120, 6400],
  storage: [1300, 1340, 1390, 1430, 1480, 1520, 1580, 1630, 1690, 1740, 1800, 1860],
  database: [2100, 2100, 2150, 2300, 2300, 2450, 2450, 2600, 2600, 2750, 2750, 2900],
  network: [640, 610, 700, 760, 820, 790, 850, 880, 910, 960, 1040, 1120],
};

/** Used storage of a team drive over 12 weeks, in GB. */
export const storageUsed = [412, 418, 431, 437, 452, 460, 471, 479, 496, 508, 514, 531];

export const years = ['2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024'];

/** Share of page views by browser on one website, in percent of the year's total. */
export const browserShare = {
  chrome: [58, 60, 62, 63, 64, 65, 64, 65],
  safari: [15, 16, 17, 18, 19, 19, 20, 20],
  edge: [3, 4, 4, 5, 6, 6, 7, 7],
  firefox: [12, 11, 9, 8, 7, 6, 5, 5],
  other: [12, 9, 8, 6, 4, 4, 4, 3],
};

export const hours = Array.from({ length: 15 }, (_, index) => `${String(5 + index).padStart(2, '0')}:00`);

/** Output of a rooftop solar array (kW); the logger missed two readings. */
export const solarOutput: (number | null)[] = [
  0, 0.4, 1.8, 3.6, 5.1, null, 7.0, 7.4, 7.1, null, 5.2, 3.9, 2.1, 0.7, 0,
];

/** Net cash position of a small business at the end of each week, thousands of euros. */
export const weeks = Array.from({ length: 16 }, (_, index) => `W${index + 1}`);
export const cashPosition = [18, 12, 6, -3, -9, -4, 2, 9, 15, 11, 4, -2, -6, 1, 8, 14];
