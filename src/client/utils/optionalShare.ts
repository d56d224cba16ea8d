/**
 * Reads an optional build-time share (a sampling ratio): blank means `fallback`; anything but a
 * number from 0 to 1 throws, naming the variable, so a typo fails the build instead of shipping.
 */
export function optionalShare(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1) {
    throw new Error(`${name} must be a number from 0 to 1; got "${value}"`);
  }
  return parsed;
}
