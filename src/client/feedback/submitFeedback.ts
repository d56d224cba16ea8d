import type { FeedbackPayload } from './payload';

export type SubmitResult = { ok: true } | { ok: false; reason: 'network' | 'http'; status?: number };

/** Gives up on a service that does not answer, so the reader can retry. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/**
 * POSTs the payload as JSON. Never throws: a network failure, a timeout or a non-2xx answer
 * comes back as `{ ok: false }`, so the form can keep the comment and offer a retry.
 */
export async function submitFeedback(url: string, payload: FeedbackPayload, fetchImpl: typeof fetch = globalThis.fetch): Promise<SubmitResult> {
  const controller = typeof AbortController === 'function' ? new AbortController() : null;
  const timer = controller ? setTimeout(() => controller.abort(), SUBMIT_TIMEOUT_MS) : null;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
      signal: controller?.signal,
    });
    return response.ok ? { ok: true } : { ok: false, reason: 'http', status: response.status };
  } catch {
    return { ok: false, reason: 'network' };
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
}
