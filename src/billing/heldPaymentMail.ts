/**
 * The mail that tells an owner a payment naming their address was held, not
 * applied (src/billing/paymentEffect.ts): plain text, Korean first, then
 * English. It says what was paid, from which client address, why it was held
 * and — unless a contract runs — holds the link whose page lets the owner
 * accept it, with what accepting does to the current plan and its days.
 * Opening the link changes nothing: the page's button does. The payment is
 * named by its reference, never by its id, which the payer chose.
 */
import { formatSeoulMinute } from '../clock.js';
import type { Mailer } from '../mail/mailer.js';
import { PAID_PLAN_DAYS, type PlanName, planTitle, type PurchasablePlanName } from '../accounts/plans.js';
import type { HoldReason } from './paymentEffect.js';
import { paymentReference } from './paymentReference.js';

/** The path of the acceptance page, under PUBLIC_BASE_URL. */
export const HOLD_ACCEPT_PAGE_PATH = '/billing/accept';

export interface HeldPaymentFacts {
  email: string;
  paymentId: string;
  plan: PurchasablePlanName;
  because: HoldReason;
  /** The plan the account has, which the payment did not replace, and its end (null: none). */
  current: PlanName;
  currentExpiresAt: string | null;
  /** The client address that asked for the confirmation, and when. */
  requestedBy: string;
  at: Date;
  /** When the notice is sent, if later than the confirmation (a notice that was owed, or re-sent by the operator). */
  sentAt?: Date;
  /** The acceptance link; null while a contract runs (a payment never replaces it). */
  link: { token: string; expiresAt: string } | null;
}

const REASON: Record<HoldReason, { ko: string; en: string }> = {
  contract: { ko: '운영자와 맺은 계약 플랜이 적용 중이며, 결제로는 바뀌지 않습니다', en: 'an operator-set contract runs on the account, and a payment never replaces it' },
  'better-plan': { ko: '이 계정에는 더 높은 플랜이 적용 중입니다', en: 'the account has a better plan running' },
  'longer-term': { ko: '이 결제를 적용하면 지금 플랜의 남은 기간이 줄어듭니다', en: 'applying it would end the running plan before its term' },
};

export interface HeldPaymentMailer {
  send(facts: HeldPaymentFacts): Promise<void>;
}

/** `baseUrl`: where links point at the time of sending (src/publicBaseUrl.ts). */
export function heldPaymentMailer(mailer: Mailer, baseUrl: () => string): HeldPaymentMailer {
  return {
    send(f) {
      const paid = planTitle(f.plan);
      const current = planTitle(f.current);
      const reference = paymentReference(f.paymentId);
      const asked = formatSeoulMinute(f.at);
      const reason = REASON[f.because];
      const url = f.link && `${baseUrl()}${HOLD_ACCEPT_PAGE_PATH}?token=${f.link.token}`;
      const until = f.link && formatSeoulMinute(new Date(f.link.expiresAt));
      const currentUntil = f.currentExpiresAt === null ? null : formatSeoulMinute(new Date(f.currentExpiresAt));
      const koAccept = url
        ? `이 결제를 받아들이려면 아래 링크를 열고 "결제 적용" 버튼을 누르세요. 그러면 ${paid} 플랜이 그때부터 ${PAID_PLAN_DAYS}일 동안 적용되고, ` +
          `지금의 ${current} 플랜${currentUntil ? `(${currentUntil}까지)` : ''}은 그때 끝나고, 남은 기간은 이어지지 않습니다. ` +
          `그때 계정에 이미 ${paid} 플랜이 적용 중이라면(예: 이 플랜의 다른 보류 결제를 받아들인 경우) 대신 그 끝이 ${PAID_PLAN_DAYS}일 뒤로 늦춰집니다.\n\n${url}\n\n이 링크는 ${until}까지 쓸 수 있습니다.`
        : `계약은 그대로 유지됩니다. 이 결제를 환불받으려면 결제하신 분이나 운영자에게 연락하세요.`;
      const enAccept = url
        ? `To accept it, open the link below and press the button "Apply the payment": the ${paid} plan then applies from that moment for ${PAID_PLAN_DAYS} days, ` +
          `and your current ${current} plan${currentUntil ? `, which runs until ${currentUntil},` : ''} ends then, and the days it had left are given up. ` +
          `If by then the account runs the ${paid} plan (for instance because you accepted another held payment of it), its end moves ${PAID_PLAN_DAYS} days later instead.\n\n${url}\n\nThe link works until ${until}.`
        : 'Your contract stays as it is. To have the payment refunded, contact whoever paid, or the operator.';
      const text = `${f.email} 계정을 지정한 결제(${paid} 플랜)가 확인되었지만 적용하지 않고 보류했습니다: ${reason.ko}. 지금 계정의 플랜(${current})과 기간은 바뀌지 않았습니다.

- 결제 참조 번호: ${reference} (운영자에게 문의할 때 알려 주세요)
- 결제 확인을 요청한 곳(IP 주소): ${f.requestedBy}
- 확인 시각: ${asked}

${koAccept}

아무것도 하지 않으면 아무 일도 일어나지 않습니다. 링크를 여는 것만으로는 아무것도 바뀌지 않습니다.

----

A payment for the ${paid} plan naming the account ${f.email} was confirmed but held, not applied: ${reason.en}. The account's plan (${current}) and its term are unchanged.

- Payment reference: ${reference} (give it when you write to the operator)
- Confirmation asked from (IP address): ${f.requestedBy}
- At: ${asked}

${enAccept}

If you do nothing, nothing happens. Opening the link alone changes nothing.
`;
      return mailer.send({
        to: f.email,
        subject: 'tojeong-api 결제 보류: 플랜은 그대로입니다 / Payment held: your tojeong-api plan is unchanged',
        text: `${text}\n-- \ntojeong-api\n`,
        date: f.sentAt ?? f.at,
      });
    },
  };
}
