/**
 * The payment provider as the service needs it: fetch one payment by id.
 * PortOne V2 through its official server SDK. The SDK returns whatever JSON
 * the API sent, unchecked, so the fields used here are checked here.
 */
import { PaymentClient } from '@portone/server-sdk';
import { GetPaymentError } from '@portone/server-sdk/payment';

export interface ProviderPayment {
  id: string;
  /** PortOne's status: PAID, READY, CANCELLED, PARTIAL_CANCELLED, FAILED, PAY_PENDING, VIRTUAL_ACCOUNT_ISSUED, … */
  status: string;
  amountTotal: number;
  currency: string;
  /** The client's custom data, a JSON string (null when absent). */
  customData: string | null;
}

/** The provider could not be asked (unreachable, refused our secret, or answered nonsense). */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

export interface PaymentProvider {
  /** The payment, or null when the provider does not know the id. */
  getPayment(paymentId: string): Promise<ProviderPayment | null>;
}

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
 * How long one look-up may take before the client is answered 502 and nothing
 * is changed: well inside the 10 s a confirmation must be answered in.
 */
export const PROVIDER_TIMEOUT_MS = 5000;

/**
 * The SDK's fetch takes no signal, so a provider that accepts the connection
 * and never answers is raced against a timer: the caller is answered, and the
 * abandoned request ends when Node's fetch gives up on it (its own header
 * timeout). The look-ups per client are limited (confirmBounds.ts), so few can linger.
 */
function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderUnavailableError(`the payment provider did not answer within ${ms / 1000} s`)), ms);
  });
  work.catch(() => {}); // a failure after the timeout is nobody's to hear
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function portonePaymentProvider(options: { apiSecret: string; apiBase: string | null; storeId: string | null; timeoutMs?: number }): PaymentProvider {
  const client = PaymentClient({ secret: options.apiSecret, ...(options.apiBase ? { baseUrl: options.apiBase } : {}) });
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  return {
    async getPayment(paymentId) {
      try {
        return checked(await withinTimeout(client.getPayment({ paymentId, ...(options.storeId ? { storeId: options.storeId } : {}) }), timeoutMs));
      } catch (error) {
        if (error instanceof GetPaymentError && error.data.type === 'PAYMENT_NOT_FOUND') return null;
        if (error instanceof ProviderUnavailableError) throw error;
        // UNAUTHORIZED/FORBIDDEN (our secret), a 5xx (the SDK throws SyntaxError on a non-JSON body), or the network (TypeError: fetch failed).
        const detail = error instanceof GetPaymentError ? `${String(error.data.type)} ${error.message}` : error instanceof Error ? error.message : String(error);
        throw new ProviderUnavailableError(`the payment provider could not be asked: ${detail}`, { cause: error });
      }
    },
  };
}
