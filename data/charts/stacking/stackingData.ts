/**
 * Figures for the stacking demos: installs of two mobile apps by platform, streamed hours by
 * music genre, a company's monthly cash flow, and smartphone shipments by brand. Fixed values.
 */
export const quarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024'];

/** Installs in thousands. */
export const appInstalls = {
  budgetIos: [120, 138, 151, 190],
  budgetAndroid: [164, 171, 188, 240],
  fitnessIos: [88, 104, 97, 76],
  fitnessAndroid: [95, 112, 120, 101],
};

export const weeks = Array.from({ length: 16 }, (_, index) => `W${index + 1}`);

/** Millions of hours streamed per week, by genre. */
export const streamingHours = {
  pop: [42, 44, 47, 45, 43, 46, 50, 53, 55, 52, 49, 47, 48, 51, 54, 58],
  rock: [21, 22, 20, 19, 21, 23, 22, 20, 18, 19, 21, 22, 24, 23, 21, 20],
  hipHop: [30, 31, 33, 36, 38, 37, 35, 36, 39, 42, 44, 43, 41, 40, 42, 45],
  electronic: [12, 13, 15, 18, 22, 25, 27, 26, 23, 20, 17, 15, 14, 13, 14, 16],
  classical: [9, 9, 8, 8, 7, 7, 8, 8, 9, 10, 11, 12, 14, 15, 13, 11],
};

export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

/** Cash flow in thousands of euros: inflows are positive, outflows negative. */
export const cashFlow = {
  sales: [182, 175, 204, 221, 236, 248],
  services: [46, 52, 49, 58, 61, 66],
  payroll: [-128, -128, -131, -134, -140, -142],
  rent: [-24, -24, -24, -24, -24, -24],
  marketing: [-30, -52, -41, -28, -66, -35],
};

export const years = ['2021', '2022', '2023', '2024'];

/** Smartphone shipments in millions of units, by brand. */
export const shipments = {
  northwind: [52, 58, 61, 57],
  contoso: [88, 79, 74, 70],
  fabrikam: [18, 31, 46, 63],
  tailspin: [34, 33, 35, 36],
};
