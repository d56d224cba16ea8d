/** One line of the bill of materials of a city e-bike; `path` names the assemblies above the part. */
export interface BomLine {
  id: string;
  path: string[];
  partNumber: string;
  /** How many of this part one unit of its parent assembly needs. */
  quantity: number;
  /** Cost of one unit in US dollars; assemblies have none, their cost is the sum of their parts. */
  unitCost?: number;
  supplier: string;
}

type Line = [path: string, partNumber: string, quantity: number, unitCost: number | null, supplier: string];

const LINES: Line[] = [
  ['Frame set', 'FS-100', 1, null, 'In-house'],
  ['Frame set/Aluminium frame', 'FS-110', 1, 182, 'Kestrel Tubes'],
  ['Frame set/Suspension fork', 'FS-120', 1, 96, 'Ridgeline Forks'],
  ['Frame set/Headset', 'FS-130', 1, 14.5, 'Ridgeline Forks'],
  ['Drive unit', 'DU-200', 1, null, 'In-house'],
  ['Drive unit/Hub motor 250 W', 'DU-210', 1, 138, 'Voltaic Motion'],
  ['Drive unit/Battery pack', 'DU-220', 1, null, 'In-house'],
  ['Drive unit/Battery pack/Li-ion cell 21700', 'DU-221', 40, 3.1, 'Cellwright'],
  ['Drive unit/Battery pack/Battery management board', 'DU-222', 1, 22, 'Voltaic Motion'],
  ['Drive unit/Battery pack/Battery casing', 'DU-223', 1, 17.8, 'Moldex'],
  ['Drive unit/Controller', 'DU-230', 1, 41, 'Voltaic Motion'],
  ['Drive unit/Wiring harness', 'DU-240', 1, 9.6, 'Moldex'],
  ['Wheels', 'WH-300', 1, null, 'In-house'],
  ['Wheels/Rim 28"', 'WH-310', 2, 24, 'Spokeworks'],
  ['Wheels/Spoke', 'WH-320', 72, 0.35, 'Spokeworks'],
  ['Wheels/Tyre 700x42', 'WH-330', 2, 19.5, 'Grip & Roll'],
  ['Brakes', 'BR-400', 1, null, 'In-house'],
  ['Brakes/Hydraulic disc brake', 'BR-410', 2, 38, 'Stopwell'],
  ['Brakes/Rotor 180 mm', 'BR-420', 2, 11.2, 'Stopwell'],
  ['Cockpit', 'CP-500', 1, null, 'In-house'],
  ['Cockpit/Handlebar', 'CP-510', 1, 16, 'Kestrel Tubes'],
  ['Cockpit/Display unit', 'CP-520', 1, 33, 'Voltaic Motion'],
  ['Cockpit/Grips', 'CP-530', 2, 4.2, 'Grip & Roll'],
];

export const bikeBillOfMaterials: BomLine[] = LINES.map(
  ([path, partNumber, quantity, unitCost, supplier]) => ({
    id: partNumber,
    path: path.split('/'),
    partNumber,
    quantity,
    unitCost: unitCost ?? undefined,
    supplier,
  }),
);
