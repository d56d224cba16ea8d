import type { onDemandParts } from './onDemandParts';

type Parts = typeof onDemandParts;
type Loaded = { [Name in keyof Parts]: Awaited<ReturnType<Parts[Name]>> };

/** Loads one of `onDemandParts`: that module's chunk first (once), then the part's own chunks. */
export async function loadOnDemand<Name extends keyof Parts>(name: Name): Promise<Loaded[Name]> {
  const loaders: { [Part in keyof Parts]: () => Promise<Loaded[Part]> } = (await import('./onDemandParts')).onDemandParts;
  return loaders[name]();
}
