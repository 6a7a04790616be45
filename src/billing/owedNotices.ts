/**
 * Every held payment gets its notice, so that its owner can accept it: a
 * notice that the address's mails of the hour did not allow at confirmation,
 * or that the mail server refused, is owed, and the service sends it later —
 * once the hour allows (it counts then), or NOTICE_RETRY_MINUTES after a
 * refusal. The running service delivers due notices every minute
 * (startOwedNotices); several processes on one database share the work, since
 * a notice is opened in a transaction that takes its payment's lock and re-reads it.
 * The operator re-sends any notice by hand (admin `held resend`).
 */
import { MailNotSentError } from '../mail/mailer.js';
import type { HeldPaymentFacts, HeldPaymentMailer } from './heldPaymentMail.js';
import type { PaymentStore } from './paymentStore.js';

/** How often the running service looks for due notices. */
export const OWED_NOTICE_INTERVAL_MS = 60_000;
/** Notices opened per round at most; the rest wait for the next. */
const PER_ROUND = 50;

/** What a round did: notices mailed, notices the hour's mails held back, notices the mail server refused (owed again). */
export interface NoticeRound {
  sent: number;
  waiting: number;
  failed: number;
}

export class OwedNotices {
  constructor(
    private readonly payments: PaymentStore,
    private readonly notices: HeldPaymentMailer,
  ) {}

  /** Mails every notice due at `now` that the address's mails of the hour allow. */
  async deliverDue(now: Date): Promise<NoticeRound> {
    const round: NoticeRound = { sent: 0, waiting: 0, failed: 0 };
    for (const paymentId of await this.payments.dueNotices(now, PER_ROUND)) {
      const { outcome } = await this.send(paymentId, 'owed', now);
      if (outcome !== 'none') round[outcome]++;
    }
    return round;
  }

  /**
   * Opens and mails the notice of one held payment (`owed`: only if due and
   * allowed; `operator`: always); a notice the mail server refuses is owed again.
   */
  async send(paymentId: string, how: 'owed' | 'operator', now: Date): Promise<{ outcome: 'sent' | 'failed'; facts: HeldPaymentFacts; error?: string } | { outcome: 'waiting' | 'none' }> {
    const claim = await this.payments.openNotice(paymentId, how, now);
    if (claim.kind !== 'opened') return { outcome: claim.kind };
    try {
      await this.notices.send(claim.facts);
      return { outcome: 'sent', facts: claim.facts };
    } catch (error) {
      if (!(error instanceof MailNotSentError)) throw error;
      await this.payments.holdNoticeNotSent(paymentId, now);
      return { outcome: 'failed', facts: claim.facts, error: error.message };
    }
  }
}

/** Where a round's trouble is told (the service's log). */
export interface NoticeLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Delivers due notices every OWED_NOTICE_INTERVAL_MS until stopped; a round that fails is logged and the next one tries again. */
export function startOwedNotices(owed: OwedNotices, clock: { now(): Date }, log: NoticeLog, intervalMs = OWED_NOTICE_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const round = () => {
    if (running) return;
    running = owed
      .deliverDue(clock.now())
      .then((done) => {
        if (done.sent + done.failed > 0) log.info({ ...done }, 'owed notices of held payments');
      })
      .catch((err: unknown) => log.error({ err }, 'owed notices of held payments: the round failed; the next one tries again'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
