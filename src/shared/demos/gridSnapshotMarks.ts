/**
 * The attributes that mark the build's still copy of a Data Grid demo's first screen
 * (src/node/gridSnapshots/) for the code that hands it over to the live grid
 * (src/client/demos/gridSnapshotHandover.ts, src/client/boot/bootOnFirstUse.ts).
 */
/** On the copy itself. */
export const GRID_SNAPSHOT_ATTRIBUTE = 'data-grid-snapshot';
/** On the grid's box the copy was put in, until the copy is lifted out of it. */
export const GRID_SNAPSHOT_HOST_ATTRIBUTE = 'data-grid-snapshot-host';
