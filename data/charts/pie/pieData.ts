/**
 * Data of the pie chart demos: market shares, budgets and counts written out so every render,
 * on the server and in the browser, draws the same slices.
 */

/** Smartphone shipments by vendor, share of the year's units (%). */
export const phoneVendorShare = [
  { id: 'apple', label: 'Apple', value: 18.7 },
  { id: 'samsung', label: 'Samsung', value: 18.4 },
  { id: 'xiaomi', label: 'Xiaomi', value: 13.6 },
  { id: 'transsion', label: 'Transsion', value: 8.9 },
  { id: 'vivo', label: 'vivo', value: 8.0 },
  { id: 'others', label: 'Others', value: 32.4 },
];

/** Desktop and mobile browser usage share (%). */
export const browserShare = [
  { id: 'chrome', label: 'Chrome', value: 65.4 },
  { id: 'safari', label: 'Safari', value: 18.6 },
  { id: 'edge', label: 'Edge', value: 5.2 },
  { id: 'firefox', label: 'Firefox', value: 2.6 },
  { id: 'samsung', label: 'Samsung Internet', value: 2.3 },
  { id: 'opera', label: 'Opera', value: 2.1 },
  { id: 'other', label: 'Other', value: 3.8 },
];

/** A month of cloud spend by service (USD). */
export const cloudSpend = [
  { id: 'compute', label: 'Compute', value: 18400 },
  { id: 'storage', label: 'Storage', value: 7900 },
  { id: 'database', label: 'Databases', value: 6800 },
  { id: 'network', label: 'Networking', value: 4700 },
  { id: 'analytics', label: 'Analytics', value: 3300 },
  { id: 'other', label: 'Other', value: 1900 },
];

/** Electricity generation of one year by source (TWh). */
export const energyMix = [
  { id: 'gas', label: 'Natural gas', value: 1802 },
  { id: 'nuclear', label: 'Nuclear', value: 782 },
  { id: 'coal', label: 'Coal', value: 675 },
  { id: 'wind', label: 'Wind', value: 453 },
  { id: 'hydro', label: 'Hydro', value: 240 },
  { id: 'solar', label: 'Solar', value: 238 },
  { id: 'other', label: 'Other renewables', value: 62 },
];

/** Support tickets opened last week, by channel. */
export const ticketsByChannel = [
  { id: 'email', label: 'Email', value: 412 },
  { id: 'chat', label: 'Live chat', value: 386 },
  { id: 'phone', label: 'Phone', value: 198 },
  { id: 'social', label: 'Social media', value: 74 },
  { id: 'forum', label: 'Community forum', value: 41 },
];

/** Operating expenses of a small studio for one month (USD). */
export const studioExpenses = [
  { id: 'salaries', label: 'Salaries', value: 9800 },
  { id: 'rent', label: 'Rent', value: 2400 },
  { id: 'marketing', label: 'Marketing', value: 1900 },
  { id: 'software', label: 'Software', value: 1250 },
  { id: 'travel', label: 'Travel', value: 640 },
];

/** Disk usage of a 256 GB laptop at two dates (GB). */
export const diskUsage = {
  january: [
    { id: 'system', label: 'System', value: 38 },
    { id: 'apps', label: 'Applications', value: 61 },
    { id: 'photos', label: 'Photos', value: 44 },
    { id: 'documents', label: 'Documents', value: 19 },
    { id: 'free', label: 'Free', value: 94 },
  ],
  june: [
    { id: 'system', label: 'System', value: 41 },
    { id: 'apps', label: 'Applications', value: 72 },
    { id: 'photos', label: 'Photos', value: 83 },
    { id: 'documents', label: 'Documents', value: 27 },
    { id: 'free', label: 'Free', value: 33 },
  ],
};
