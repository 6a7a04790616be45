/**
 * The database schema as Kysely sees it: one interface per table, matching
 * src/db/migrations.ts. Times are ISO 8601 UTC strings (`2026-11-21T03:00:00.000Z`),
 * which sort as text and read the same on SQLite and PostgreSQL.
 */
import type { Generated } from 'kysely';
import type { PlanName, PurchasablePlanName } from '../accounts/plans.js';
import type { KeyDelivery } from '../accounts/keyDelivery.js';
import type { HoldReason } from '../billing/paymentEffect.js';

export interface AccountsTable {
  id: string;
  /** Normalized: trimmed and lower-cased. */
  email: string;
  /** One of the plan table's names (src/accounts/plans.ts); a hand-edited row that is not is reported when read (src/accounts/store.ts). */
  plan: PlanName;
  plan_expires_at: string | null;
  /** Set only for the business plan, whose limits are agreed per account. */
  monthly_limit: number | null;
  per_minute_limit: number | null;
  created_at: string;
  updated_at: string;
  /** The confirmed payment that set the current plan; null when the operator set it. */
  plan_payment_id: string | null;
  /** When the owner last proved the address (followed a mailed link, or the operator issued a key); null: never. */
  verified_at: string | null;
  /**
   * Moved by trigger on every change to the account or to one of its keys,
   * whoever makes it: what the request path's kept key records are checked
   * against (migration 0005, src/accounts/requestPath.ts). Never written by the service.
   */
  version: Generated<number>;
}

export interface ApiKeysTable {
  /** SHA-256 of the key, hex; the key itself is never stored. */
  key_hash: string;
  account_id: string;
  /** The first characters of the key, so an operator can tell keys apart. */
  key_hint: string;
  purpose: string | null;
  status: 'active' | 'revoked';
  created_at: string;
  revoked_at: string | null;
}

export interface MonthlyUsageTable {
  account_id: string;
  /** The calendar month in Asia/Seoul, `YYYY-MM`. */
  month: string;
  /** Successful calls, plus calls in flight (reserved, released if they fail). */
  used: number;
}

export interface KeyRequestsTable {
  /** The client as the limit counts it: an IPv4 address, or an IPv6 /64 (src/accounts/clientAddress.ts). */
  ip: string;
  /** The day in Asia/Seoul, `YYYY-MM-DD`. */
  day: string;
  count: number;
}

export interface PaymentsTable {
  /** The provider's payment id (the client's paymentId). One payment, one account. */
  payment_id: string;
  account_id: string;
  plan: PurchasablePlanName;
  /** In the currency's unit (KRW has no minor unit). */
  amount: number;
  currency: string;
  status: 'confirmed' | 'cancelled' | 'partially_cancelled';
  confirmed_at: string;
  plan_expires_at: string;
  updated_at: string;
  /** What the confirmation did with the account's keys (src/accounts/keyDelivery.ts); null for payments from before it was recorded: kept. For a held payment: what became of the owner's notice (`email`, `not-sent`). */
  key_delivery: KeyDelivery | null;
  /**
   * What the payment did to its account (src/billing/paymentEffect.ts):
   * `applied` (its plan from then on; also a held payment its owner accepted),
   * `extended` (the running plan's end moved), `held` (recorded, not applied).
   * Null for payments from before migration 0006: applied.
   */
  outcome: 'applied' | 'extended' | 'held' | null;
  /** The applied payment that began the run of the plan this payment applied or extended (itself when it began it). */
  run_payment_id: string | null;
  /** The days it added to that run's end: what a refund takes back. Null before 0006 (a refund ends the run). */
  granted_days: number | null;
  /** The account's plan before the run this payment began (only on the payment that began a run): what a refund that ends the run restores. */
  previous_plan: PlanName | null;
  previous_plan_expires_at: string | null;
  previous_monthly_limit: number | null;
  previous_per_minute_limit: number | null;
  previous_plan_payment_id: string | null;
  /** Why it was held (src/billing/paymentEffect.ts HOLD_REASONS). */
  held_because: HoldReason | null;
  /** SHA-256 of the token of the owner's acceptance link of a held payment; the token itself is never stored. */
  hold_token_hash: string | null;
  hold_expires_at: string | null;
  /** When the owner accepted the held payment. */
  accepted_at: string | null;
  /** When the service mailed the owner's notice of this held payment: it counts in the address's mails of the hour from then (migration 0010). */
  hold_notice_at: string | null;
  /** When the notice still owed for this held payment is tried next (the hour's mails were used up, or the mail server failed); null when none is owed. */
  hold_notice_due_at: string | null;
  /** The client address that asked for the confirmation (migration 0010; null before). */
  requested_by: string | null;
}

export interface KeyConfirmationsTable {
  /** SHA-256 of the token mailed in the link, hex; the token itself is never stored. */
  token_hash: string;
  account_id: string;
  /**
   * Why the link was mailed: a key request for an existing account, or a paid
   * plan given to an unproven one by a payment or by the operator (`plan set`).
   * Only key requests count against the address's mails of the hour.
   */
  reason: 'key_request' | 'payment' | 'plan_change';
  /** The purpose given with the key request, kept for the key the link issues. */
  purpose: string | null;
  /** The client address that caused the mail (named in it); `operator` for a plan change. */
  requested_by: string;
  created_at: string;
  expires_at: string;
  /** Set once, when the link is used; a token is good for one key. */
  used_at: string | null;
}

export interface WebhookEventsTable {
  /** The webhook's id (Standard Webhooks): a webhook seen twice has its effect once. */
  webhook_id: string;
  type: string;
  payment_id: string | null;
  /** What processing did, e.g. `downgraded`, `none: unknown payment`. */
  effect: string;
  received_at: string;
}

/** One row (id 1): where the running service is reached (src/publicBaseUrl.ts). */
export interface ServiceAddressTable {
  id: number;
  url: string;
  recorded_at: string;
}

export interface Database {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  monthly_usage: MonthlyUsageTable;
  key_requests: KeyRequestsTable;
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
  key_confirmations: KeyConfirmationsTable;
  service_address: ServiceAddressTable;
}
