/**
 * The payment provider as billing needs it: one payment, looked up by id, with
 * the fields billing reads. How it is asked (PortOne's HTTP API, its secret,
 * its deadline) is the client's business, in src/portone/.
 */

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

/** Refunds a payment in full at the provider: the operator's `held refund` (src/admin/heldCommands.ts). */
export interface PaymentRefunder {
  /** `refunded`, or `already` when the provider had it cancelled before; throws ProviderUnavailableError when it cannot be done. */
  refund(paymentId: string, reason: string): Promise<'refunded' | 'already'>;
}
