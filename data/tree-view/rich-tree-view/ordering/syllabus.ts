import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

export type SyllabusItem = TreeViewBaseItem<{
  id: string;
  label: string;
  kind: 'module' | 'lesson';
  /** The first lesson of the course always stays first. */
  pinned?: boolean;
}>;

/** An online course on home baking: modules hold lessons. */
export const syllabus: SyllabusItem[] = [
  { id: 'welcome', label: 'Course welcome', kind: 'lesson', pinned: true },
  {
    id: 'm-bread',
    label: 'Module 1: Bread',
    kind: 'module',
    children: [
      { id: 'l-flour', label: 'Choosing flour', kind: 'lesson' },
      { id: 'l-knead', label: 'Kneading by hand', kind: 'lesson' },
      { id: 'l-sourdough', label: 'A sourdough starter', kind: 'lesson' },
    ],
  },
  {
    id: 'm-pastry',
    label: 'Module 2: Pastry',
    kind: 'module',
    children: [
      { id: 'l-shortcrust', label: 'Shortcrust', kind: 'lesson' },
      { id: 'l-choux', label: 'Choux buns', kind: 'lesson' },
    ],
  },
  {
    id: 'm-cakes',
    label: 'Module 3: Cakes',
    kind: 'module',
    children: [
      { id: 'l-sponge', label: 'Sponge basics', kind: 'lesson' },
      { id: 'l-icing', label: 'Icing and decoration', kind: 'lesson' },
    ],
  },
];

/** The tree as indented lines, one per item, for printing the current order. */
export function outline(items: readonly TreeViewBaseItem[], depth = 0): string[] {
  return items.flatMap((item) => [
    `${'  '.repeat(depth)}${item.label}`,
    ...outline(item.children ?? [], depth + 1),
  ]);
}
