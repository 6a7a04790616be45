/**
 * Billing's payment provider (src/billing/paymentProvider.ts), asked of
 * PortOne: fetch one payment by id with PortOne V2's `GET
 * /payments/{paymentId}` (optionally `?storeId=`), and check the fields used
 * here, since the API's JSON is whatever it sent. The wire (URL, the secret's
 * header, the deadline) is written here only, outside the billing domain.
 *
 * Asked with fetch, not through @portone/server-sdk: the SDK (0.19.0, the
 * latest) takes no abort signal and no fetch of ours, so a provider that
 * accepts the connection and never answers would hold the request's socket
 * until Node's own header timeout (minutes) however soon the client is
 * answered; and it writes every URL as `/payments/{id}?{query}`, whose empty
 * `?` the fetch of Node 24 and later (undici 7 and 8) sends as written. One GET
 * with one header and a deadline is less code than working around the SDK.
 */

import { type PaymentProvider, type ProviderPayment, ProviderUnavailableError } from '../billing/paymentProvider.js';

function checked(raw: unknown): ProviderPayment {
  const p = raw as { id?: unknown; status?: unknown; amount?: { total?: unknown }; currency?: unknown; customData?: unknown };
  if (
    typeof p !== 'object' ||
    p === null ||
    typeof p.id !== 'string' ||
    typeof p.status !== 'string' ||
    typeof p.amount?.total !== 'number' ||
    typeof p.currency !== 'string' ||
    (p.customData !== undefined && p.customData !== null && typeof p.customData !== 'string')
  ) {
    throw new ProviderUnavailableError('the payment provider answered with a payment this service cannot read');
  }
  return { id: p.id, status: p.status, amountTotal: p.amount.total, currency: p.currency, customData: (p.customData as string | undefined) ?? null };
}

/**
 * How long one look-up may take, body included, before the client is answered
 * 502 and nothing is changed: well inside the 10 s a confirmation must be
 * answered in. The request is aborted then, so no socket waits on a silent
 * provider.
 */
export const PROVIDER_TIMEOUT_MS = 5000;

const DEFAULT_API_BASE = 'https://api.portone.io';

/** PortOne's error body (`{type, message}`); null when the body is not one. */
async function errorBody(response: Response): Promise<{ type: string; message: string } | null> {
  const body = (await response.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
  return body && typeof body.type === 'string' ? { type: body.type, message: typeof body.message === 'string' ? body.message : '' } : null;
}

export function portonePaymentProvider(options: { apiSecret: string; apiBase: string | null; storeId: string | null; timeoutMs?: number }): PaymentProvider {
  const base = options.apiBase ?? DEFAULT_API_BASE;
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const unanswered = () => new ProviderUnavailableError(`the payment provider did not answer within ${timeoutMs / 1000} s`);
  return {
    async getPayment(paymentId) {
      const url = new URL(`/payments/${encodeURIComponent(paymentId)}`, base);
      if (options.storeId) url.searchParams.set('storeId', options.storeId);
      const signal = AbortSignal.timeout(timeoutMs);
      let response;
      try {
        response = await fetch(url, { headers: { authorization: `PortOne ${options.apiSecret}` }, signal });
      } catch (error) {
        if (signal.aborted) throw unanswered();
        // The network: TypeError "fetch failed" (the address stays in `cause`, out of the client's answer).
        throw new ProviderUnavailableError(`the payment provider could not be asked: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      if (response.ok) {
        const payment = await response.json().catch(() => null);
        if (signal.aborted) throw unanswered();
        return checked(payment);
      }
      // UNAUTHORIZED/FORBIDDEN (our secret), a 5xx (often not JSON), or any other refusal.
      const error = await errorBody(response);
      if (signal.aborted) throw unanswered();
      if (error?.type === 'PAYMENT_NOT_FOUND') return null;
      throw new ProviderUnavailableError(`the payment provider could not be asked: HTTP ${response.status}${error ? ` ${error.type} ${error.message}` : ''}`);
    },
  };
}
