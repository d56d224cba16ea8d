/** Figures for the bar chart gallery: fixed values, so every render draws the same bars. */
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Orders of an online shop over the last 14 days. */
export const dailyOrders = [132, 148, 121, 160, 171, 203, 188, 140, 152, 139, 166, 182, 219, 197];

/** Page views and unique visitors of a documentation site, per weekday (thousands). */
export const pageViews = [48.2, 51.7, 50.3, 49.1, 41.6, 18.4, 16.9];
export const visitors = [12.6, 13.4, 13.1, 12.8, 11.0, 5.2, 4.8];

export const teams = ['Billing', 'Accounts', 'Shipping', 'Returns', 'Technical'];

/** Support tickets closed last month per team, by priority. */
export const tickets = {
  low: [120, 86, 140, 95, 60],
  normal: [210, 150, 180, 130, 170],
  urgent: [35, 22, 48, 30, 64],
};

export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

/** Orders of a retail chain (thousands): stacked channels against a target. */
export const channelOrders = {
  online: [42, 48, 51, 66],
  store: [58, 55, 53, 71],
  target: [95, 100, 105, 130],
};

export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Net result of two product lines per month, thousands of dollars. */
export const netResult = {
  hardware: [-12, -8, 4, 15, 22, 9, -5, -14, 6, 18, 27, 35],
  subscriptions: [8, 10, 11, 13, 12, 14, 15, 15, 16, 18, 19, 21],
};

export const plans = ['Free', 'Starter', 'Team', 'Enterprise'];

/** Customers gained (positive) and lost (negative) last quarter, per plan. */
export const customerMoves = {
  newSignups: [820, 240, 95, 12],
  upgrades: [0, 130, 64, 18],
  downgrades: [0, -45, -38, -4],
  cancellations: [-310, -92, -27, -3],
};

/** Weekly sessions (thousands) and revenue (thousands of dollars) of an online store. */
export const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
export const sessions = [182, 176, 195, 240, 228, 210, 262, 301];
export const revenue = [21.4, 19.8, 23.1, 34.6, 30.2, 26.7, 38.9, 47.5];
