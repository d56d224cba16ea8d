import * as React from 'react';

/**
 * An in-memory "cloud drive" that answers like a slow server: each call waits `latency` ms
 * (a visible setTimeout) before it returns the children of one folder. Nothing leaves the page.
 */
export interface DriveEntry {
  id: string;
  label: string;
  /** How many children the folder has; 0 for a file. The tree shows an arrow when it is above 0. */
  childrenCount: number;
}

export interface DriveLogLine {
  id: number;
  text: string;
}

interface DriveNode {
  label: string;
  children?: Record<string, DriveNode>;
}

const folder = (label: string, children: Record<string, DriveNode>): DriveNode => ({
  label,
  children,
});
const file = (label: string): DriveNode => ({ label });

const DRIVE: Record<string, DriveNode> = {
  design: folder('Design', {
    logos: folder('Logos', { 'logo.svg': file('logo.svg'), 'logo-dark.svg': file('logo-dark.svg') }),
    'brand-book.pdf': file('brand-book.pdf'),
  }),
  contracts: folder('Contracts', {
    '2024': folder('2024', { 'acme.pdf': file('acme.pdf'), 'globex.pdf': file('globex.pdf') }),
    '2025': folder('2025', { 'northwind.pdf': file('northwind.pdf') }),
  }),
  restricted: folder('Board minutes (restricted)', { 'q1.docx': file('q1.docx') }),
  flaky: folder('Shared with partners', { 'price-list.xlsx': file('price-list.xlsx') }),
  'readme.txt': file('readme.txt'),
};

export interface DriveServerOptions {
  latency?: number;
}

export function createDriveServer({ latency = 800 }: DriveServerOptions = {}) {
  let log: DriveLogLine[] = [];
  let nextLine = 1;
  let pending = 0;
  let flakyCalls = 0;
  const listeners = new Set<() => void>();
  const renamed = new Map<string, string>();

  const emit = () => listeners.forEach((listener) => listener());
  const write = (text: string) => {
    log = [...log, { id: nextLine, text }].slice(-60);
    nextLine += 1;
    emit();
  };

  const find = (path: string | undefined): Record<string, DriveNode> | undefined => {
    if (!path) {
      return DRIVE;
    }
    let level: Record<string, DriveNode> | undefined = DRIVE;
    for (const part of path.split('/')) {
      level = level?.[part]?.children;
    }
    return level;
  };

  return {
    /** Children of a folder (the root when `parentId` is undefined). */
    getChildren(parentId?: string): Promise<DriveEntry[]> {
      const started = nextLine;
      pending += 1;
      write(`#${started} GET /children?parent=${parentId ?? '(root)'}`);
      return new Promise((resolve, reject) => {
        setTimeout(() => {
          pending -= 1;
          if (parentId === 'restricted') {
            write(`#${started} 403 Permission denied`);
            reject(new Error('Permission denied'));
            return;
          }
          if (parentId === 'flaky') {
            flakyCalls += 1;
            if (flakyCalls % 2 === 1) {
              write(`#${started} 503 Service unavailable (try again)`);
              reject(new Error('Service unavailable'));
              return;
            }
          }
          const level = find(parentId) ?? {};
          const entries = Object.entries(level).map(([key, node]) => {
            const id = parentId ? `${parentId}/${key}` : key;
            return {
              id,
              label: renamed.get(id) ?? node.label,
              childrenCount: node.children ? Object.keys(node.children).length : 0,
            };
          });
          write(`#${started} 200 ${entries.length} entries`);
          resolve(entries);
        }, latency);
      });
    },
    /** Store a new name for an entry; later reads return it. */
    rename(id: string, label: string): Promise<void> {
      write(`PATCH /entries/${id} name="${label}"`);
      renamed.set(id, label);
      return Promise.resolve();
    },
    isBusy: () => pending > 0,
    getLog: () => log,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type DriveServer = ReturnType<typeof createDriveServer>;

/** The server's log, re-rendered on each new line. */
export function useDriveLog(server: DriveServer): DriveLogLine[] {
  return React.useSyncExternalStore(server.subscribe, server.getLog, server.getLog);
}

/**
 * Whether a request is on the way. The tree says so (`aria-busy`): until the first level arrives
 * it has no items, which assistive technology would otherwise take for an empty tree.
 */
export function useDriveBusy(server: DriveServer): boolean {
  return React.useSyncExternalStore(server.subscribe, server.isBusy, server.isBusy);
}

/**
 * Keeps a log box scrolled to its newest line, at the bottom. New lines are appended below the
 * old ones, which never move: scrolling inside a fixed-height box does not shift the page.
 */
export function useFollowLog<T extends HTMLElement>(lines: readonly unknown[]) {
  const ref = React.useRef<T>(null);
  React.useLayoutEffect(() => {
    if (ref.current) {
      ref.current.scrollTop = ref.current.scrollHeight;
    }
  }, [lines]);
  return ref;
}
