/** Hourly readings in an office meeting room on a working day (08:00 to 19:00). All values fixed. */
export const hours = ['08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19'];

/** Air temperature, °C. */
export const roomTemperature = [19.2, 20.1, 21.4, 22.6, 23.9, 24.8, 25.6, 25.1, 24.3, 23.2, 22.0, 21.1];

/** CO₂ concentration, ppm: meetings at 10:00 and 14:00. */
export const roomCo2 = [480, 620, 980, 1_240, 860, 710, 1_180, 1_420, 1_050, 790, 560, 470];
