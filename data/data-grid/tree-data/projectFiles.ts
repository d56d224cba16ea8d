import { addDays, day, fileTree, seededRandom, type FileNode } from '@docs/demo-data';

/** One file or folder of the shared `fileTree`, flattened for the grid, with what a file explorer shows. */
export interface ProjectFile {
  /** The path, e.g. `src/pages/orders.tsx`: unique, and split on `/` it is the tree path. */
  id: string;
  name: string;
  kind: FileNode['kind'];
  /** Bytes; for a folder, the total of everything inside it. */
  size: number;
  /** Number of files inside a folder, at any depth; 0 for a file. */
  fileCount: number;
  modified: Date;
}

const random = seededRandom(8_2025);
const lastCommit = day('2025-06-30');

function flatten(nodes: readonly FileNode[]): ProjectFile[] {
  return nodes.flatMap((node) => {
    if (!node.children) {
      const modified = addDays(lastCommit, -Math.floor(random() * 120));
      return [
        { id: node.id, name: node.label, kind: node.kind, size: node.size ?? 0, fileCount: 0, modified },
      ];
    }
    const inside = flatten(node.children);
    const files = inside.filter((entry) => entry.kind !== 'folder');
    const folder: ProjectFile = {
      id: node.id,
      name: node.label,
      kind: 'folder',
      size: files.reduce((total, file) => total + file.size, 0),
      fileCount: files.length,
      // A folder changes when the newest file inside it does.
      modified: new Date(Math.max(...files.map((file) => file.modified.getTime()))),
    };
    return [folder, ...inside];
  });
}

export const projectFiles: ProjectFile[] = flatten(fileTree);
