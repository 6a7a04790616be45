/**
 * The mail that carries a key link: plain text, Korean first, then English.
 * It says who asked (the client address and the time in Korea; or that a
 * payment, or the operator, gave the account a paid plan), what the link
 * does, and that nothing happens when the reader did not ask. Opening the link
 * changes nothing either: it shows a page whose button gets the key, because
 * mail scanners open links on their own.
 */
import { formatSeoulMinute } from '../clock.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { KeyLink } from './keyConfirmations.js';
import { KEY_LINK_TTL_MINUTES } from './keyLinkToken.js';
import { type PlanName, planTitle, type PurchasablePlanName } from './plans.js';

/** The path of the confirmation page, under PUBLIC_BASE_URL. */
export const KEY_LINK_PAGE_PATH = '/keys/confirm';

export interface KeyLinkMailFacts {
  email: string;
  link: KeyLink;
  /** The client address whose request caused the mail. */
  requestedBy: string;
  at: Date;
  /**
   * Set when a confirmed payment caused the mail. The payment is named by its
   * reference (src/billing/paymentReference.ts), never by its id: the payer chose
   * the id, and the mail must carry no text of theirs.
   */
  payment?: { reference: string; plan: PurchasablePlanName; planExpiresAt: string };
  /** Set when the operator's plan change (admin CLI `plan set`) caused the mail. */
  planChange?: { plan: PlanName; planExpiresAt: string | null };
}

function keyLinkUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}${KEY_LINK_PAGE_PATH}?token=${token}`;
}

function keyRequestText(f: KeyLinkMailFacts, url: string, asked: string, until: string): { subject: string; text: string } {
  return {
    subject: 'tojeong-api API 키 받기 링크 / Your tojeong-api API key link',
    text: `${f.email} 계정의 API 키 발급 요청이 있었습니다.

- 요청한 곳(IP 주소): ${f.requestedBy}
- 요청 시각: ${asked}

새 키를 받으려면 아래 링크를 열고 "키 받기" 버튼을 누르세요. 새 키는 그 화면에 한 번만 표시되고, 그때 지금의 키는 폐기됩니다.

${url}

이 링크는 ${until}까지(${KEY_LINK_TTL_MINUTES}분) 한 번만 쓸 수 있습니다.

요청하지 않으셨다면 이 메일을 무시하세요. 아무 일도 일어나지 않으며, 지금 쓰시는 키도 그대로 작동합니다. 링크를 여는 것만으로는 아무것도 바뀌지 않습니다.

----

Someone asked for an API key of the account ${f.email}.

- Asked from (IP address): ${f.requestedBy}
- At: ${asked}

To get the new key, open the link below and press the button "Get the key". The key is shown on that page once, and your current key is revoked at that moment.

${url}

The link works once, until ${until} (${KEY_LINK_TTL_MINUTES} minutes).

If you did not ask for this, ignore this e-mail: nothing happens, and your current key keeps working. Opening the link alone changes nothing.
`,
  };
}

/**
 * The mail of a paid plan given to an address never proven (by a payment, or
 * by the operator): its previous key was revoked, and the plan's key comes only
 * through this link. `what` says who gave the plan, in each language.
 */
function paidPlanText(
  url: string,
  until: string,
  what: { subject: string; ko: string; en: string; koNotAsked: string; enNotAsked: string },
): { subject: string; text: string } {
  return {
    subject: what.subject,
    text: `${what.ko}

이 계정은 아직 메일 주소 확인을 거치지 않았습니다. 그래서 이전 키는 폐기되었고, 유료 플랜의 키는 이 메일로만 전달됩니다. 아래 링크를 열고 "키 받기" 버튼을 누르면 새 키가 한 번 표시됩니다.

${url}

이 링크는 ${until}까지(${KEY_LINK_TTL_MINUTES}분) 한 번만 쓸 수 있습니다. 시간이 지났다면 이 주소로 키를 다시 요청하세요(POST /v1/keys/request). 새 링크가 이 메일 주소로 옵니다.

${what.koNotAsked}

----

${what.en}

This account's address had not been confirmed yet. So its previous key was revoked, and the key of the paid plan is given only through this e-mail: open the link below and press the button "Get the key"; the new key is shown once.

${url}

The link works once, until ${until} (${KEY_LINK_TTL_MINUTES} minutes). If it has expired, ask for a key for this address again (POST /v1/keys/request): a new link comes to this address.

${what.enNotAsked}
`,
  };
}

function paymentText(f: KeyLinkMailFacts, url: string, asked: string, until: string): { subject: string; text: string } {
  const p = f.payment!;
  const plan = planTitle(p.plan);
  const planUntil = formatSeoulMinute(new Date(p.planExpiresAt));
  const { reference } = p;
  return paidPlanText(url, until, {
    subject: 'tojeong-api 결제 확인: API 키 받기 링크 / Payment confirmed: your tojeong-api API key link',
    ko: `${f.email} 계정의 결제가 확인되어 ${plan} 플랜이 ${planUntil}까지 적용되었습니다.

- 결제 참조 번호: ${reference}
- 결제 확인을 요청한 곳(IP 주소): ${f.requestedBy}
- 확인 시각: ${asked}`,
    en: `A payment for the account ${f.email} was confirmed: the ${plan} plan applies until ${planUntil}.

- Payment reference: ${reference}
- Confirmation asked from (IP address): ${f.requestedBy}
- At: ${asked}`,
    koNotAsked: '결제하지 않으셨다면 이 메일을 무시하세요. 누군가 이 주소로 플랜을 결제했지만, 이 링크 없이는 누구도 그 플랜의 키를 받을 수 없습니다.',
    enNotAsked: 'If you did not make this payment, ignore this e-mail. Someone paid for a plan for this address, but nobody can get its key without this link.',
  });
}

function planChangeText(f: KeyLinkMailFacts, url: string, asked: string, until: string): { subject: string; text: string } {
  const p = f.planChange!;
  const plan = planTitle(p.plan);
  const planUntil = p.planExpiresAt === null ? null : formatSeoulMinute(new Date(p.planExpiresAt));
  return paidPlanText(url, until, {
    subject: 'tojeong-api 플랜 설정: API 키 받기 링크 / Plan set: your tojeong-api API key link',
    ko: `운영자가 ${f.email} 계정에 다음 플랜을 설정했습니다: ${plan}${planUntil ? ` (${planUntil}까지)` : ''}.

- 설정 시각: ${asked}`,
    en: `The operator set a plan on the account ${f.email}: ${plan}${planUntil ? ` (until ${planUntil})` : ''}.

- At: ${asked}`,
    koNotAsked: '이 플랜을 요청하지 않으셨다면 이 메일을 무시하세요. 이 링크 없이는 누구도 이 플랜의 키를 받을 수 없습니다.',
    enNotAsked: 'If you did not ask for this plan, ignore this e-mail: nobody can get its key without this link.',
  });
}

function keyLinkMessage(facts: KeyLinkMailFacts, publicBaseUrl: string): MailMessage {
  const url = keyLinkUrl(publicBaseUrl, facts.link.token);
  const asked = formatSeoulMinute(facts.at);
  const until = formatSeoulMinute(new Date(facts.link.expiresAt));
  const { subject, text } = facts.payment
    ? paymentText(facts, url, asked, until)
    : facts.planChange
      ? planChangeText(facts, url, asked, until)
      : keyRequestText(facts, url, asked, until);
  return { to: facts.email, subject, text: `${text}\n-- \ntojeong-api\n`, date: facts.at };
}

/** Mails key links; a failure is the mailer's MailNotSentError. */
export interface KeyLinkMailer {
  send(facts: KeyLinkMailFacts): Promise<void>;
}

/** `baseUrl`: where links point at the time of sending (src/publicBaseUrl.ts). */
export function keyLinkMailer(mailer: Mailer, baseUrl: () => string): KeyLinkMailer {
  return { send: (facts) => mailer.send(keyLinkMessage(facts, baseUrl())) };
}
