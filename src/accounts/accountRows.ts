/**
 * Account rows as the database holds them, read into Accounts: the columns
 * every read takes, the check of a stored plan, and the two writes every
 * account operation starts with (create on first use, lock for a turn).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountsTable, Database } from '../db/schema.js';
import type { Account } from './account.js';
import { BUSINESS_PLAN, FREE_PLAN, isPlanName, type PlanName } from './plans.js';

/**
 * A stored plan the service cannot honour as written — a name that is no plan,
 * or a business plan without both limits (a row edited by hand: every write
 * goes through assignPlan). The account is served with the free plan's limits
 * and the problem is reported (logged by the service) on every read.
 */
export interface PlanProblem {
  accountId: string;
  storedPlan: string;
  problem: string;
}

export type PlanProblemReporter = (problem: PlanProblem) => void;

type AccountRow = Pick<AccountsTable, 'id' | 'email' | 'plan' | 'plan_expires_at' | 'monthly_limit' | 'per_minute_limit'>;

export const ACCOUNT_COLUMNS = ['id', 'email', 'plan', 'plan_expires_at', 'monthly_limit', 'per_minute_limit'] as const;

function planProblem(row: AccountRow, report: PlanProblemReporter | undefined): PlanName {
  const storedPlan: string = row.plan;
  report?.({
    accountId: row.id,
    storedPlan,
    problem: isPlanName(storedPlan) ? 'a business plan needs both monthly_limit and per_minute_limit' : `"${storedPlan}" is not a plan of this service`,
  });
  return FREE_PLAN;
}

// The column's type holds every write to the plan names; a row edited by hand can hold anything, so reads check.
export function toAccount(row: AccountRow, report?: PlanProblemReporter): Account {
  return {
    id: row.id,
    email: row.email,
    plan:
      isPlanName(row.plan) && (row.plan !== BUSINESS_PLAN.name || (row.monthly_limit !== null && row.per_minute_limit !== null))
        ? row.plan
        : planProblem(row, report),
    planExpiresAt: row.plan_expires_at,
    monthlyLimit: row.monthly_limit,
    perMinuteLimit: row.per_minute_limit,
  };
}

/**
 * Creates the unproven Sandbox account of an address unless it exists; safe
 * under concurrency. Returns the new account, or undefined when one existed.
 */
export async function insertAccountIfAbsent(db: Kysely<Database>, email: string, at: string): Promise<Account | undefined> {
  const row = await db
    .insertInto('accounts')
    .values({ id: randomUUID(), email, plan: FREE_PLAN, plan_expires_at: null, monthly_limit: null, per_minute_limit: null, created_at: at, updated_at: at, verified_at: null })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirst();
  return row && toAccount(row);
}

/**
 * Locks the account row of an address until the transaction ends (writing it
 * does that on both databases), so requests for one address take turns.
 */
export async function lockAccount(trx: Kysely<Database>, email: string, at: string) {
  return trx.updateTable('accounts').set({ updated_at: at }).where('email', '=', email).returning(ACCOUNT_COLUMNS).executeTakeFirstOrThrow();
}
