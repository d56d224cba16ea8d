import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

export type Location = TreeViewBaseItem<{
  id: string;
  label: string;
  /** Units stored on a shelf; zones and aisles add up their shelves. */
  units?: number;
}>;

/** The storage locations of a parts warehouse: zones hold aisles, aisles hold shelves. */
export const warehouse: Location[] = [
  {
    id: 'zone-a',
    label: 'Zone A, fasteners',
    children: [
      {
        id: 'a-01',
        label: 'Aisle A-01',
        children: [
          { id: 'a-01-1', label: 'Shelf 1: M4 bolts', units: 4200 },
          { id: 'a-01-2', label: 'Shelf 2: M6 bolts', units: 3150 },
        ],
      },
      { id: 'a-02', label: 'Aisle A-02', children: [{ id: 'a-02-1', label: 'Shelf 1: washers', units: 12800 }] },
    ],
  },
  {
    id: 'zone-b',
    label: 'Zone B, bearings',
    children: [
      { id: 'b-01', label: 'Aisle B-01', children: [{ id: 'b-01-1', label: 'Shelf 1: 608-ZZ', units: 640 }] },
    ],
  },
  { id: 'returns', label: 'Returns bay', units: 37 },
];

/** Units of a location: its own, or the sum of its children. */
export function unitsOf(location: Location): number {
  return location.children?.length
    ? location.children.reduce((sum, child) => sum + unitsOf(child as Location), 0)
    : (location.units ?? 0);
}
