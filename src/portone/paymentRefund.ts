/**
 * The operator's refund of a held payment (admin `held refund`), asked of
 * PortOne V2: `POST /payments/{paymentId}/cancel` with the reason (and the
 * store id when PORTONE_STORE_ID is set), for the whole amount. PortOne then
 * sends its Transaction.Cancelled webhook as for any refund; the CLI records
 * the refund itself at once, so the webhook changes nothing more.
 */
import { type PaymentRefunder, ProviderUnavailableError } from '../billing/paymentProvider.js';

/** An operator waits longer than a client's confirmation does: a refund is rare, and its answer matters. */
const REFUND_TIMEOUT_MS = 15_000;
const DEFAULT_API_BASE = 'https://api.portone.io';

export function portonePaymentRefunder(options: { apiSecret: string; apiBase: string | null; storeId: string | null; timeoutMs?: number }): PaymentRefunder {
  const base = options.apiBase ?? DEFAULT_API_BASE;
  const timeoutMs = options.timeoutMs ?? REFUND_TIMEOUT_MS;
  return {
    async refund(paymentId, reason) {
      const url = new URL(`/payments/${encodeURIComponent(paymentId)}/cancel`, base);
      const body = JSON.stringify({ ...(options.storeId ? { storeId: options.storeId } : {}), reason });
      let response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `PortOne ${options.apiSecret}`, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ProviderUnavailableError(`the payment provider could not be asked to refund: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      if (response.ok) {
        await response.body?.cancel();
        return 'refunded';
      }
      const error = (await response.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
      const type = typeof error?.type === 'string' ? error.type : null;
      if (type === 'PAYMENT_ALREADY_CANCELLED') return 'already';
      throw new ProviderUnavailableError(
        `the payment provider refused the refund: HTTP ${response.status}${type ? ` ${type}` : ''}${typeof error?.message === 'string' ? ` ${error.message}` : ''}`,
      );
    },
  };
}
