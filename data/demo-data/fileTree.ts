/** One node of a project's files, in the shape the Tree View's `items` takes (`id`, `label`, `children`). */
export interface FileNode {
  id: string;
  label: string;
  kind: 'folder' | 'code' | 'image' | 'document' | 'config';
  /** Bytes; folders have none. */
  size?: number;
  children?: FileNode[];
}

const file = (id: string, kind: FileNode['kind'], size: number): FileNode => ({
  id,
  label: id.slice(id.lastIndexOf('/') + 1),
  kind,
  size,
});
const folder = (id: string, children: FileNode[]): FileNode => ({
  id,
  label: id.slice(id.lastIndexOf('/') + 1),
  kind: 'folder',
  children,
});

/** The files of a small web app; ids are paths, so they are unique and readable. */
export const fileTree: readonly FileNode[] = [
  folder('src', [
    folder('src/components', [
      file('src/components/Header.tsx', 'code', 2140),
      file('src/components/OrderTable.tsx', 'code', 5380),
      file('src/components/Footer.tsx', 'code', 960),
    ]),
    folder('src/pages', [
      file('src/pages/index.tsx', 'code', 1720),
      file('src/pages/orders.tsx', 'code', 3050),
    ]),
    file('src/main.tsx', 'code', 410),
  ]),
  folder('public', [
    file('public/logo.svg', 'image', 3870),
    file('public/hero.webp', 'image', 84210),
  ]),
  folder('docs', [
    file('docs/getting-started.md', 'document', 6120),
    file('docs/deployment.md', 'document', 4480),
  ]),
  file('package.json', 'config', 1290),
  file('tsconfig.json', 'config', 540),
  file('README.md', 'document', 2760),
];
