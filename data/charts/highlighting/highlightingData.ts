/** Average exam scores (out of 100) of three classes across five subjects. All values are fixed. */
export const subjects = ['Math', 'Physics', 'Literature', 'History', 'Biology'];

export const classScores = [
  { id: 'class-a', label: 'Class 10A', data: [78, 71, 84, 80, 75] },
  { id: 'class-b', label: 'Class 10B', data: [85, 82, 69, 73, 79] },
  { id: 'class-c', label: 'Class 10C', data: [67, 64, 88, 86, 72] },
];

/** Weekly visitors of a museum over a quarter, by entrance. */
export const weeks = Array.from({ length: 13 }, (_, index) => `W${index + 1}`);
export const visitorsByEntrance = [
  { id: 'main', label: 'Main hall', data: [4_210, 4_380, 4_020, 4_650, 5_120, 5_480, 5_300, 4_890, 4_760, 5_020, 5_640, 6_010, 6_350] },
  { id: 'garden', label: 'Garden gate', data: [1_120, 1_340, 1_610, 1_980, 2_240, 2_610, 2_870, 2_700, 2_450, 2_180, 1_920, 1_640, 1_410] },
];
