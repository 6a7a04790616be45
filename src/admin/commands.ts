/**
 * The operator's commands (`npm run admin -- …`): plans are changed by hand on
 * e-mail request, per the specification. They act on the same database as the
 * service, which reads the account on every request, so a change applies from
 * the next request on; and they mail key links as the service does (the same
 * mail configuration).
 */
import { parseArgs } from 'node:util';
import { seoulMonthKey } from '../clock.js';
import { MailNotSentError } from '../mail/mailer.js';
import { emailRefusal, normalizeEmail } from '../accounts/email.js';
import { emailRefusalText } from '../accounts/emailRefusalText.js';
import type { KeyDelivery } from '../accounts/keyDelivery.js';
import type { KeyLinkMailer } from '../accounts/keyLinkMail.js';
import { KEY_LINK_TTL_MINUTES } from '../accounts/keyLinkToken.js';
import { BUSINESS_PLAN, effectiveLimits, FREE_PLAN, isPlanName, PAID_PLAN_DAYS, PLAN_NAMES, type PlanName, planTerms, type PlanTerms } from '../accounts/plans.js';
import { OPERATOR, type PlanKeys } from '../accounts/planAssignment.js';
import type { AccountStore } from '../accounts/store.js';
import { HELD_USAGE, type HeldAdminContext, runHeldCommand } from './heldCommands.js';

/** What the commands work with: the accounts, the mail of key links, and the held payments (`held …`). */
export interface AdminContext {
  store: AccountStore;
  keyLinks: KeyLinkMailer;
  held?: HeldAdminContext;
}

const PUBLISHED_PLAN_NAMES = PLAN_NAMES.filter((plan) => plan !== BUSINESS_PLAN.name);

export const ADMIN_USAGE = `usage:
  npm run admin -- plan set EMAIL ${PUBLISHED_PLAN_NAMES.join('|')} [--days N]       (paid plans: default ${PAID_PLAN_DAYS} days)
  npm run admin -- plan set EMAIL ${BUSINESS_PLAN.name} --monthly N --per-minute N [--days N]   (default ${BUSINESS_PLAN.defaultDays} days)
  npm run admin -- account show EMAIL
  npm run admin -- key revoke EMAIL
  npm run admin -- key issue EMAIL      (prints a new key once; send it to that address only)
${HELD_USAGE}`;

/** A mistake in the command line: exit 2 with the usage. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The command was well formed but cannot be done (no such account): exit 1. */
export class AdminError extends Error {
  override name = 'AdminError';
}

function positiveInteger(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw new UsageError(`--${name} must be a whole number from 1 to 999999999, got "${raw}"`);
  return Number(raw);
}

function emailArgument(raw: string | undefined): string {
  if (raw === undefined) throw new UsageError('EMAIL is missing');
  const email = normalizeEmail(raw);
  const refusal = emailRefusal(email);
  if (refusal !== null) throw new UsageError(`"${raw}" is not an e-mail address${refusal.reason === 'form' ? '' : `: ${emailRefusalText(refusal).en}`}`);
  return email;
}

function planChange(plan: PlanName, options: { days?: string; monthly?: string; 'per-minute'?: string }, now: Date): PlanTerms {
  const days = positiveInteger('days', options.days);
  const monthly = positiveInteger('monthly', options.monthly);
  const perMinute = positiveInteger('per-minute', options['per-minute']);
  if (plan === FREE_PLAN) {
    if (days !== undefined || monthly !== undefined || perMinute !== undefined) throw new UsageError(`${FREE_PLAN} takes no --days, --monthly or --per-minute: it does not expire and its limits are fixed`);
    return planTerms({ plan }, now);
  }
  if (plan === BUSINESS_PLAN.name) {
    if (monthly === undefined || perMinute === undefined) throw new UsageError(`${BUSINESS_PLAN.name} needs --monthly N and --per-minute N: its limits are agreed per account`);
    return planTerms({ plan, monthlyLimit: monthly, perMinuteLimit: perMinute, days }, now);
  }
  if (monthly !== undefined || perMinute !== undefined) {
    throw new UsageError(`${plan} has the published limits; --monthly and --per-minute are for ${BUSINESS_PLAN.name} only`);
  }
  return planTerms({ plan, days }, now);
}

async function accountReport(store: AccountStore, email: string, now: Date): Promise<Record<string, unknown>> {
  const account = await store.findAccount(email);
  if (!account) throw new AdminError(`no account for ${email}: an account is created by its first key request (POST /v1/keys/request)`);
  const limits = effectiveLimits(account, now);
  const month = seoulMonthKey(now);
  const used = await store.monthlyUsed(account.id, month);
  const keys = await store.keysOf(account.id);
  const verifiedAt = await store.verifiedAt(account.id);
  const hasActiveKey = keys.some((k) => k.status === 'active');
  // Since `plan set` revokes such keys, only a plan given before that rule leaves one.
  const unprovenPaidKey = verifiedAt === null && account.plan !== FREE_PLAN && hasActiveKey;
  return {
    email: account.email,
    verifiedAt,
    ...(unprovenPaidKey
      ? { warning: 'the address of this account was never proven, and it holds a paid plan and an active key: that key may be held by someone else. Hand a key for the plan with `key issue EMAIL`, by mail to the address' }
      : {}),
    plan: account.plan,
    planExpiresAt: account.planExpiresAt,
    effectivePlan: limits.plan,
    expired: limits.expired,
    limits: { monthlyCalls: limits.monthlyCalls, callsPerMinute: limits.callsPerMinute },
    usage: { month, used, remaining: Math.max(0, limits.monthlyCalls - used) },
    keyStatus: hasActiveKey ? 'active' : keys.length > 0 ? 'revoked' : 'none',
    keys,
  };
}

/**
 * Mails the key link a plan change opened (a paid plan on an unproven
 * address), as a payment's confirmation does; a link that cannot be mailed is
 * withdrawn. Returns what became of the keys, and a line for the operator.
 */
async function deliverPlanKeys(
  { store, keyLinks }: AdminContext,
  email: string,
  terms: PlanTerms,
  keys: PlanKeys,
  now: Date,
): Promise<{ keyDelivery: KeyDelivery; keyDeliveryDetail: string }> {
  if (keys.delivery === 'kept') {
    return { keyDelivery: 'kept', keyDeliveryDetail: terms.plan === FREE_PLAN ? 'the keys are unchanged' : 'the address was proven: its current key carries the plan' };
  }
  const revoked = 'the address was never proven, so its keys were revoked';
  // The operator's plan change is not held to the hourly mail limit, so this is a payment's case only; said plainly if it ever comes.
  if (keys.delivery === 'not-sent') return { keyDelivery: 'not-sent', keyDeliveryDetail: `${revoked}, but the address's mails of the hour are used up: hand a key with \`key issue ${email}\`` };
  try {
    await keyLinks.send({ email, link: keys.link, requestedBy: OPERATOR, at: now, planChange: { plan: terms.plan, planExpiresAt: terms.planExpiresAt } });
    return { keyDelivery: 'email', keyDeliveryDetail: `${revoked} and a one-time key link (${KEY_LINK_TTL_MINUTES} minutes) was mailed to ${email}` };
  } catch (error) {
    if (!(error instanceof MailNotSentError)) throw error;
    await store.cancelKeyLink(keys.link.token);
    return {
      keyDelivery: 'not-sent',
      keyDeliveryDetail: `${revoked}, but the key link could not be mailed (${error.message}): the owner can request one with POST /v1/keys/request, or hand a key with \`key issue ${email}\``,
    };
  }
}

/** Runs one command; returns the text to print. */
export async function runAdminCommand(context: AdminContext, argv: readonly string[], now: Date): Promise<string> {
  const { store } = context;
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { days: { type: 'string' }, monthly: { type: 'string' }, 'per-minute': { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [noun, verb, rawEmail, plan, ...extra] = parsed.positionals;
  const command = `${noun ?? ''} ${verb ?? ''}`;
  if (noun === 'held') {
    if (Object.keys(parsed.values).length > 0) throw new UsageError('held commands take no options');
    const errors = { usage: (message: string) => new UsageError(message), failed: (message: string) => new AdminError(message) };
    return runHeldCommand(context, verb, parsed.positionals.slice(2), errors, emailArgument, now);
  }
  if (command === 'plan set') {
    if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
    const email = emailArgument(rawEmail);
    if (plan === undefined || !isPlanName(plan)) throw new UsageError(`PLAN must be one of ${PLAN_NAMES.join(', ')}, got "${plan ?? ''}"`);
    const terms = planChange(plan, parsed.values, now);
    const updated = await store.setPlan(email, terms, now);
    if (!updated) throw new AdminError(`no account for ${email}: an account is created by its first key request (POST /v1/keys/request)`);
    const delivery = await deliverPlanKeys(context, email, terms, updated.keys, now);
    return JSON.stringify({ ...(await accountReport(store, email, now)), ...delivery }, null, 2);
  }
  if (plan !== undefined || Object.keys(parsed.values).length > 0) {
    throw new UsageError(`${command.trim()} takes only EMAIL`);
  }
  if (command === 'account show') {
    return JSON.stringify(await accountReport(store, emailArgument(rawEmail), now), null, 2);
  }
  if (command === 'key revoke') {
    const email = emailArgument(rawEmail);
    const account = await store.findAccount(email);
    if (!account) throw new AdminError(`no account for ${email}`);
    const revoked = await store.revokeActiveKey(account.id, now);
    return revoked > 0
      ? `revoked the active key of ${email}; its owner can request a new one with POST /v1/keys/request (a key link is mailed)`
      : `${email} has no active key; nothing changed`;
  }
  if (command === 'key issue') {
    // The operator answers a key request that came by mail, by mail: that
    // exchange proves the address, so the account counts as proven.
    const email = emailArgument(rawEmail);
    const { apiKey } = await store.issueKey(email, 'issued by the operator', now, { verified: true });
    return `new API key of ${email} (shown this once; any previous key is revoked; send it to ${email} only):\n${apiKey}`;
  }
  throw new UsageError(`unknown command "${command.trim()}"`);
}
