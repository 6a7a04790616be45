/**
 * Issuing a key (POST /v1/keys/request) and following a mailed key link
 * (POST /v1/keys/confirm), in the order a caller is answered.
 *
 * Nobody who cannot read an address's mail may revoke its key, obtain a key of
 * its account or hold a key carrying its paid plan. So only an address with no
 * account gets a key in the answer (a new Sandbox account: nothing to take
 * over); an address that has an account gets a one-time link by mail, and
 * nothing changes until the link is followed.
 */
import { secondsUntilSeoulMidnight, seoulDayKey } from '../clock.js';
import { ServiceError } from '../errors.js';
import { MailNotSentError } from '../mail/mailer.js';
import { MAIL_RETRY_AFTER_SECONDS, waitText } from '../retryAfter.js';
import { clientForLimit } from './clientAddress.js';
import { emailRefusal, normalizeEmail } from './email.js';
import { emailRefusalText } from './emailRefusalText.js';
import { MAILS_PER_ADDRESS_PER_HOUR } from './keyConfirmations.js';
import type { KeyLinkMailer } from './keyLinkMail.js';
import { KEY_LINK_TTL_MINUTES } from './keyLinkToken.js';
import type { AccountStore } from './store.js';
import type { Account } from './account.js';

/** Key requests allowed per client address (an IPv6 client: its /64, see clientForLimit) per day in Asia/Seoul (specification, "Limits"). */
export const KEY_REQUESTS_PER_IP_PER_DAY = 3;


/** How the key link of an address that has an account reaches it: only by mail to that address, which is what proves it. */
export const KEY_LINK_DELIVERIES = ['email'] as const;
export type KeyLinkDelivery = (typeof KEY_LINK_DELIVERIES)[number];

export type KeyRequestAnswer = { kind: 'issued'; apiKey: string; account: Account } | { kind: 'mailed'; delivery: KeyLinkDelivery; expiresAt: string };

/**
 * The error for a mail that could not be sent. The mail server's words (a
 * relay's refusal names mailboxes and internal hosts) are logged — the cause
 * goes with the error to the request's log line — and never sent to the
 * client. The send counted, against the client's day and the address's hour.
 */
function mailNotSent(error: MailNotSentError): ServiceError {
  const answer = new ServiceError('MAIL_NOT_SENT', {
    en:
      `the mail with the key link could not be sent (the mail server could not be reached or did not take it); nothing else changed. ` +
      `A send that fails counts like one that succeeds, against the ${KEY_REQUESTS_PER_IP_PER_DAY} key requests per client address a day and the ${MAILS_PER_ADDRESS_PER_HOUR} mails per address an hour: try again in ${MAIL_RETRY_AFTER_SECONDS} s, not at once`,
    ko:
      `키 링크 메일을 보내지 못했습니다(메일 서버에 닿지 못했거나 서버가 받지 않았습니다). 그 밖에는 아무것도 바뀌지 않았습니다. ` +
      `보내지 못한 메일도 보낸 메일처럼 셉니다(클라이언트 주소마다 하루 키 요청 ${KEY_REQUESTS_PER_IP_PER_DAY}번, 주소마다 한 시간 메일 ${MAILS_PER_ADDRESS_PER_HOUR}통). 곧바로 말고 ${MAIL_RETRY_AFTER_SECONDS}초 뒤에 다시 시도하세요`,
  });
  answer.cause = error;
  return answer;
}

export async function requestKey(
  store: AccountStore,
  keyLinks: KeyLinkMailer,
  input: { email: string; purpose?: string; ip: string },
  now: Date,
): Promise<KeyRequestAnswer> {
  const email = normalizeEmail(input.email);
  const refusal = emailRefusal(email);
  if (refusal !== null) {
    const why = emailRefusalText(refusal);
    throw new ServiceError(
      'BAD_EMAIL',
      refusal.reason === 'form'
        ? {
            en: `${JSON.stringify(input.email)} is not a usable e-mail address (${why.en})`,
            ko: `email: 쓸 수 있는 메일 주소가 아닙니다(${why.ko}). 받은 값: ${JSON.stringify(input.email)}`,
          }
        : {
            en: `${JSON.stringify(input.email)} is not a usable e-mail address: ${why.en}`,
            ko: `email: 쓸 수 있는 메일 주소가 아닙니다. ${why.ko}. 받은 값: ${JSON.stringify(input.email)}`,
          },
    );
  }
  // Counted after the e-mail check, so a typo does not use up one of the day's requests.
  const day = seoulDayKey(now);
  const client = clientForLimit(input.ip);
  const count = await store.countKeyRequest(client, day, KEY_REQUESTS_PER_IP_PER_DAY);
  if (count === null) {
    const wait = secondsUntilSeoulMidnight(now);
    const waitWords = waitText(wait);
    throw new ServiceError(
      'RATE_LIMIT',
      {
        en: `at most ${KEY_REQUESTS_PER_IP_PER_DAY} key requests per client address per day (Asia/Seoul; an IPv6 client counts by its /64); try again after midnight KST, in ${waitWords.en}`,
        ko: `키 요청은 클라이언트 주소마다 하루(한국 시각) ${KEY_REQUESTS_PER_IP_PER_DAY}번까지입니다(IPv6는 /64 단위로 셉니다). 한국 시각 자정 뒤, ${waitWords.ko} 뒤에 다시 시도하세요`,
      },
      { retryAfterSeconds: wait },
    );
  }
  const purpose = input.purpose?.trim() || null;
  const outcome = await store.requestKey(email, purpose, input.ip, now);
  if (outcome.kind === 'issued') return outcome;
  if (outcome.kind === 'mail-limited') {
    // Refused, so not counted: the caller's three a day are for requests the service carries out.
    await store.releaseKeyRequest(client, day);
    throw new ServiceError(
      'RATE_LIMIT',
      {
        en:
          `${email} already has an account, and at most ${MAILS_PER_ADDRESS_PER_HOUR} mails go to one address per hour (key links of key requests and payments, and notices of held payments); ` +
          `the links already sent work for ${KEY_LINK_TTL_MINUTES} minutes, or try again in ${waitText(outcome.retryAfterSeconds).en} (this request was not counted against the day's ${KEY_REQUESTS_PER_IP_PER_DAY})`,
        ko:
          `${email}: 이미 계정이 있는 주소이고, 한 주소에는 한 시간에 메일을 ${MAILS_PER_ADDRESS_PER_HOUR}통까지 보냅니다(키 요청과 결제의 키 링크, 보류된 결제 알림). ` +
          `이미 보낸 링크는 ${KEY_LINK_TTL_MINUTES}분 동안 쓸 수 있으니 그것을 쓰거나 ${waitText(outcome.retryAfterSeconds).ko} 뒤에 다시 시도하세요(이 요청은 하루 ${KEY_REQUESTS_PER_IP_PER_DAY}번에 세지 않았습니다)`,
      },
      { retryAfterSeconds: outcome.retryAfterSeconds },
    );
  }
  try {
    await keyLinks.send({ email, link: outcome.link, requestedBy: input.ip, at: now });
  } catch (error) {
    if (!(error instanceof MailNotSentError)) throw error;
    // Withdrawn, and counted: the client's request and the address's mail stay used (cancelKeyLink).
    await store.cancelKeyLink(outcome.link.token);
    throw mailNotSent(error);
  }
  return { kind: 'mailed', delivery: 'email', expiresAt: outcome.link.expiresAt };
}

/** POST /v1/keys/confirm: the key of a followed link, or why there is none. */
export async function confirmKeyLink(store: AccountStore, token: string, now: Date): Promise<{ apiKey: string; account: Account }> {
  const outcome = await store.redeemKeyLink(token, now);
  switch (outcome.kind) {
    case 'issued':
      return outcome;
    case 'used':
      throw new ServiceError('TOKEN_USED', {
        en: 'this link was used already, or a newer link of the address was used since (each gives one key and ends the older ones). If you did not get the key, request a new link with POST /v1/keys/request',
        ko: '이미 쓴 링크이거나, 그 뒤에 같은 주소의 새 링크가 쓰였습니다(링크마다 키를 하나 주고 이전 링크를 끝냅니다). 키를 받지 못했다면 POST /v1/keys/request로 새 링크를 요청하세요',
      });
    case 'expired':
      throw new ServiceError('TOKEN_EXPIRED', {
        en: `this link has expired (links work for ${KEY_LINK_TTL_MINUTES} minutes); request a new one with POST /v1/keys/request`,
        ko: `기한이 지난 링크입니다(링크는 ${KEY_LINK_TTL_MINUTES}분 동안 쓸 수 있습니다). POST /v1/keys/request로 새 링크를 요청하세요`,
      });
    case 'unknown':
      throw new ServiceError('TOKEN_UNKNOWN', {
        en: 'this link is not one the service sent: check it was copied whole from the mail, or request a new one with POST /v1/keys/request',
        ko: '서비스가 보낸 링크가 아닙니다. 메일에서 링크를 빠짐없이 복사했는지 확인하거나 POST /v1/keys/request로 새 링크를 요청하세요',
      });
  }
}
