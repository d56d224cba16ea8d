/** One decimal is enough to tell screen densities apart without splitting reports on noise. */
export function roundPixelRatio(ratio: number): number {
  return Math.round(ratio * 10) / 10;
}

/** Matches while the screen keeps the density `ratio` had; its change means the ratio moved. */
export function resolutionQuery(ratio: number): string {
  return `(resolution: ${ratio}dppx)`;
}
