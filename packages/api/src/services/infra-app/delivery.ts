import type { Em } from '@lap/db';
import { deliverDue, INFRA_APP_KIND, type DeliveryResult } from '../mail/outbox.js';

/** One hand-over request may take this long before it counts as failed and is retried. */
export const INFRA_APP_TIMEOUT_MS = 10_000;

/**
 * Delivers queued hand-overs to the infrastructure app: POST of the stored JSON to `url` with the outbox key as
 * `Idempotency-Key` (a retry after a lost answer is recognisable as the same hand-over), 10 s timeout; any answer
 * but 2xx is retried with the outbox back-off. Runs in the worker only when INFRA_APP_URL is set.
 */
export function deliverDueInfraApp(
  rootEm: Em,
  opts: { url: string; limit?: number; now?: Date; timeoutMs?: number },
): Promise<DeliveryResult> {
  return deliverDue(rootEm, { kind: INFRA_APP_KIND }, opts, async (_em, row) => {
    const res = await fetch(opts.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'idempotency-key': row.idempotencyKey },
      body: row.text,
      signal: AbortSignal.timeout(opts.timeoutMs ?? INFRA_APP_TIMEOUT_MS),
    });
    // read the answer so the connection can be reused; its content does not matter
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`Infrastruktur-App antwortet mit HTTP ${res.status}`);
  });
}
