export const SAMPLE_STORAGE_KEY = 'docs-vitals-draw';

export interface VitalsMetric {
  name: string;
  value: number;
  delta: number;
  id: string;
}

/**
 * Whether this browser session reports web vitals. The draw is kept for the session, so a
 * reader is either measured on every page of a visit or on none, which keeps the sample whole.
 */
export function isSampledSession(rate: number, random: () => number, storage: Pick<Storage, 'getItem' | 'setItem'> | null): boolean {
  if (rate <= 0) return false;
  let draw = Number.NaN;
  try {
    draw = Number(storage?.getItem(SAMPLE_STORAGE_KEY) ?? Number.NaN);
  } catch {
    // Storage can be disabled; the draw then lasts for this page only.
  }
  if (!Number.isFinite(draw) || draw < 0 || draw >= 1) {
    draw = random();
    try {
      storage?.setItem(SAMPLE_STORAGE_KEY, String(draw));
    } catch {
      // As above.
    }
  }
  return draw < rate;
}

/** The event for one metric report: named after the metric, valued by its change since the last report. */
export function vitalsEvent(metric: VitalsMetric): { name: string; params: Record<string, unknown> } {
  return {
    name: metric.name,
    params: {
      value: metric.delta,
      metric_label: 'Web Vitals',
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_id: metric.id,
    },
  };
}

/** Subscribes to the Core Web Vitals and the loading metrics; web-vitals loads only for sampled sessions. */
export async function reportWebVitals(send: (metric: VitalsMetric) => void): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(send);
}
