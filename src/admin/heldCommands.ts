/**
 * The operator's commands for held payments (`npm run admin -- held …`):
 * list them, re-send the owner's notice, accept one for its owner (who asked
 * by mail), or refund one at PortOne. A payment is named by its reference as
 * the owner's mail gives it (`P-` and 10 hex digits) or by its paymentId
 * exactly; the payer chose the id, so it is printed with every control and
 * format character escaped.
 */
import type { KeyLinkMailer } from '../accounts/keyLinkMail.js';
import { OPERATOR } from '../accounts/planAssignment.js';
import { formatSeoulMinute } from '../clock.js';
import { mailKeyLink } from '../billing/confirm.js';
import { HOLD_ACCEPT_DAYS, NOTICE_RETRY_MINUTES } from '../billing/heldPayments.js';
import type { OwedNotices } from '../billing/owedNotices.js';
import { type PaymentRefunder, ProviderUnavailableError } from '../billing/paymentProvider.js';
import { escapeInvisible, PAYMENT_REFERENCE_PATTERN, paymentReference, visibleText } from '../billing/paymentReference.js';
import type { PaymentStore } from '../billing/paymentStore.js';

/** What the held-payment commands work with (src/services.ts openAdminParts). */
export interface HeldAdminContext {
  payments: PaymentStore;
  owedNotices: OwedNotices;
  /** null without PORTONE_API_SECRET. */
  refunder: PaymentRefunder | null;
}

export const HELD_USAGE = `  npm run admin -- held list [EMAIL]      (held payments not accepted or refunded, JSON)
  npm run admin -- held resend PAYMENT    (mails the owner's notice again, with a new ${HOLD_ACCEPT_DAYS}-day link)
  npm run admin -- held accept PAYMENT    (accepts it for the owner: the same plan running is extended, another one replaced)
  npm run admin -- held refund PAYMENT    (refunds it at PortOne, PORTONE_API_SECRET, and records it)
  PAYMENT: the reference the owner's mail gives (P-XXXXXXXXXX), or the paymentId
  (one that is a held payment's paymentId and another's reference is refused: give the other name of the one meant)`;

/** Errors of the commands, as commands.ts raises them (a malformed command; a command that cannot be done). */
export interface HeldCommandErrors {
  usage(message: string): Error;
  failed(message: string): Error;
}

const REFUND_REASON = 'held payment refunded by the operator of tojeong-api';

/**
 * Finds a held payment (open or not) by its paymentId or by its reference.
 * The payer chooses the paymentId, and may choose one written as a reference
 * — even the reference of another payment, which that payment's owner then
 * quotes from the mail. An argument that names two held payments (one by its
 * id, another by its reference) is refused, with the other name of each,
 * rather than guessed: the command is the operator's, the payment at stake may
 * be either, and a refused command costs one more line (docs/billing.md).
 */
async function resolve(payments: PaymentStore, given: string, errors: HeldCommandErrors): Promise<string> {
  const ids = await payments.heldPaymentIds();
  const byId = ids.filter((id) => id === given);
  const byReference = PAYMENT_REFERENCE_PATTERN.test(given) ? ids.filter((id) => paymentReference(id) === given.toUpperCase() && id !== given) : [];
  const matching = [...byId, ...byReference];
  if (matching.length === 1) return matching[0]!;
  if (matching.length > 1) {
    const each = [
      ...byId.map((id) => `the payment whose paymentId it is (its reference ${paymentReference(id)})`),
      ...byReference.map((id) => `the payment whose reference it is (its paymentId ${visibleText(id)})`),
    ];
    throw errors.failed(
      `${visibleText(given)} names ${matching.length} held payments — ${each.join('; ')}: a payer chose a paymentId written as a reference. Name the one meant by its other name; \`held list\` shows both`,
    );
  }
  throw errors.failed(`no held payment ${visibleText(given)}: give the reference its owner's mail names (P- and 10 hex digits) or its paymentId; \`held list\` shows them`);
}

const named = (paymentId: string) => `${paymentReference(paymentId)} (paymentId ${visibleText(paymentId)})`;

export async function runHeldCommand(
  context: { held?: HeldAdminContext; keyLinks: KeyLinkMailer },
  verb: string | undefined,
  args: string[],
  errors: HeldCommandErrors,
  normalizeEmailArgument: (raw: string) => string,
  now: Date,
): Promise<string> {
  const { held } = context;
  if (!held) throw errors.failed('held payments are not available to this command context');
  const { payments } = held;
  if (verb === 'list') {
    if (args.length > 1) throw errors.usage(`held list takes at most EMAIL, got "${args[1]}"`);
    const list = await payments.listHeld(args[0] === undefined ? null : normalizeEmailArgument(args[0]));
    return escapeInvisible(JSON.stringify(list, null, 2));
  }
  if (verb !== 'resend' && verb !== 'accept' && verb !== 'refund') throw errors.usage(`unknown command "held ${verb ?? ''}"`);
  if (args.length !== 1) throw errors.usage(`held ${verb} takes one PAYMENT (its reference or paymentId)`);
  const paymentId = await resolve(payments, args[0]!, errors);

  if (verb === 'resend') {
    const sent = await held.owedNotices.send(paymentId, 'operator', now);
    if (!('facts' in sent)) throw errors.failed(`${named(paymentId)} is not held any more (accepted or refunded): there is nothing to notify`);
    const link = sent.facts.link ? `with a new link valid until ${formatSeoulMinute(new Date(sent.facts.link.expiresAt))} (the link mailed before no longer works)` : 'without a link: a contract runs on the account, and a payment never replaces it';
    if (sent.outcome === 'failed') {
      throw errors.failed(`the notice of ${named(paymentId)} could not be mailed (${sent.error}); it is owed, and the service tries again in ${NOTICE_RETRY_MINUTES} minutes`);
    }
    return `mailed the notice of held payment ${named(paymentId)} to ${sent.facts.email}, ${link}`;
  }

  if (verb === 'accept') {
    const outcome = await payments.acceptHeldByOperator(paymentId, now);
    switch (outcome.kind) {
      case 'applied': {
        const payment = outcome.link ? await mailKeyLink({ payments, keyLinks: context.keyLinks }, { email: outcome.email, link: outcome.link, requestedBy: OPERATOR, payment: outcome.payment }, now) : outcome.payment;
        const { plan, planExpiresAt, keyDelivery, outcome: what } = payment;
        return JSON.stringify({ reference: paymentReference(paymentId), paymentId: escapeInvisible(paymentId), email: outcome.email, plan, planExpiresAt, outcome: what, keyDelivery }, null, 2);
      }
      case 'contract':
        throw errors.failed(`an operator-set contract runs on the account of ${named(paymentId)}, and a payment never replaces it: refund the payment (\`held refund\`) or end the contract first`);
      case 'cancelled':
        throw errors.failed(`${named(paymentId)} was refunded: there is nothing to accept`);
      default:
        throw errors.failed(`${named(paymentId)} was accepted already: its plan applies`);
    }
  }

  // refund
  const [open] = (await payments.listHeld(null)).filter((p) => p.paymentId === paymentId);
  if (!open) {
    throw errors.failed(`${named(paymentId)} is not held any more (accepted or refunded): a refund of an applied payment is made in PortOne's console, and its webhook undoes what the payment gave`);
  }
  if (!held.refunder) throw errors.failed("PORTONE_API_SECRET is not set: refund the payment in PortOne's console; its webhook records the refund");
  let refunded;
  try {
    refunded = await held.refunder.refund(paymentId, REFUND_REASON);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw errors.failed(`${named(paymentId)} was not refunded: ${error.message}`);
    throw error;
  }
  // Recorded under the payment's lock: an acceptance that came between the check above and the refund at PortOne
  // (which no database lock can span) is undone by it, as any refund undoes what its payment gave — and said so.
  const recorded = await payments.recordRefund(paymentId, now);
  const effect = recorded.effect === 'recorded' || recorded.effect === 'duplicate' ? "the account's plan is unchanged" : `it had been accepted meanwhile, and the refund undid that: ${recorded.detail}`;
  return `${refunded === 'already' ? 'PortOne had refunded' : 'refunded'} held payment ${named(paymentId)} (${open.amount} ${open.currency}, ${open.email}) and recorded it; ${effect}`;
}
