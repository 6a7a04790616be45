import type { PlanName } from './plans.js';

/** An account: one per e-mail address; plans and monthly usage belong to it, keys come and go. */
export interface Account {
  id: string;
  email: string;
  plan: PlanName;
  /** ISO 8601; null for Sandbox, which does not expire. */
  planExpiresAt: string | null;
  /** Business plan only: the limits agreed for this account. */
  monthlyLimit: number | null;
  perMinuteLimit: number | null;
}

export type KeyStatus = 'active' | 'revoked';
