/** The rule of what a payment may change (src/billing/paymentEffect.ts), case by case, without a database. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planTerms, type PlanTerms } from '../../src/accounts/plans.js';
import { paymentEffect } from '../../src/billing/paymentEffect.js';

const NOW = new Date('2026-11-21T03:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();
const paid = (plan: 'starter' | 'growth', endsInDays: number): PlanTerms => ({ plan, planExpiresAt: at(endsInDays), monthlyLimit: null, perMinuteLimit: null });

test('nothing running (Sandbox, or a paid plan past its end): the plan paid for from now for 31 days', () => {
  for (const current of [planTerms({ plan: 'sandbox' }, NOW), paid('growth', -1), paid('starter', 0)]) {
    for (const bought of ['starter', 'growth'] as const) {
      assert.deepEqual(paymentEffect(current, bought, NOW), { kind: 'applied', terms: { ...planTerms({ plan: bought }, NOW) } }, `${current.plan} ${current.planExpiresAt} + ${bought}`);
    }
  }
});

test('the same plan running: its end moves 31 days later', () => {
  assert.deepEqual(paymentEffect(paid('starter', 10), 'starter', NOW), { kind: 'extended', terms: { ...paid('starter', 41) } });
  assert.deepEqual(paymentEffect(paid('growth', 31), 'growth', NOW), { kind: 'extended', terms: { ...paid('growth', 62) } });
});

test('a better plan: applied from now, unless the lower plan runs longer than 31 days', () => {
  assert.deepEqual(paymentEffect(paid('starter', 20), 'growth', NOW), { kind: 'applied', terms: planTerms({ plan: 'growth' }, NOW) });
  assert.deepEqual(paymentEffect(paid('starter', 31), 'growth', NOW), { kind: 'applied', terms: planTerms({ plan: 'growth' }, NOW) }, 'ending at the same moment shortens nothing');
  assert.deepEqual(paymentEffect(paid('starter', 45), 'growth', NOW), { kind: 'held', because: 'longer-term' });
});

test('a lower plan while a better one runs, and any payment under a running contract: held', () => {
  assert.deepEqual(paymentEffect(paid('growth', 1), 'starter', NOW), { kind: 'held', because: 'better-plan' });
  const contract = planTerms({ plan: 'business', monthlyLimit: 10, perMinuteLimit: 1 }, NOW);
  for (const bought of ['starter', 'growth'] as const) assert.deepEqual(paymentEffect(contract, bought, NOW), { kind: 'held', because: 'contract' });
  const ended = { ...contract, planExpiresAt: at(-1) };
  assert.equal(paymentEffect(ended, 'starter', NOW).kind, 'applied', 'an ended contract is nothing running');
});
