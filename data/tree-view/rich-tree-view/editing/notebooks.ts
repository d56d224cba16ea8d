import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** A note-taking app's notebooks, sections and pages. */
export type NoteItem = TreeViewBaseItem<{
  id: string;
  label: string;
  /** Shared notebooks are managed by an admin: their names cannot be edited. */
  locked?: boolean;
}>;

export const notebooks: NoteItem[] = [
  {
    id: 'work',
    label: 'Work',
    locked: true,
    children: [
      {
        id: 'work/meetings',
        label: 'Meetings',
        children: [
          { id: 'work/meetings/standup', label: 'Daily stand-up' },
          { id: 'work/meetings/retro', label: 'Sprint retro, May 14' },
        ],
      },
      { id: 'work/onboarding', label: 'Onboarding checklist' },
    ],
  },
  {
    id: 'personal',
    label: 'Personal',
    children: [
      { id: 'personal/recipes', label: 'Recipes to try' },
      { id: 'personal/trip', label: 'Lisbon trip plan' },
      { id: 'personal/books', label: 'Books 2025' },
    ],
  },
  { id: 'inbox', label: 'Quick notes' },
];
