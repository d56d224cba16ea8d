/**
 * The heights of demos whose server HTML React dropped before their box's code arrived, by demo
 * id. The box then mounts afresh, with no server HTML left to measure, and its demo may still be
 * waiting for its own code: the placeholder takes this height instead of a guess.
 */
const heights = new Map<string, number>();

/** The height of a demo area's content box, without its padding; null when it has none. */
export function demoAreaHeight(area: Element): number | null {
  const style = getComputedStyle(area);
  const height = area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  return height > 0 ? height : null;
}

export function rememberDemoHeight(id: string, height: number | null): void {
  if (height !== null) heights.set(id, height);
}

export function rememberedDemoHeight(id: string): number | null {
  return heights.get(id) ?? null;
}
