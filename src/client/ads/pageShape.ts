import { pickShape, type AdShape } from './outcome';

let shape: AdShape | null = null;

/** The shape is drawn once per page load, so every ad of a visit looks the same. */
export function pageLoadShape(random: () => number): AdShape {
  shape ??= pickShape(random());
  return shape;
}

/** For tests: the next ad draws its shape again, as after a reload. */
export function resetPageLoadShape(): void {
  shape = null;
}
