/**
 * Standard Webhooks verification of PortOne's notifications (the transport of
 * POST /v1/billing/webhook: its headers and signature), on the raw body
 * before anything parses it. Each check has its own error, in this order: the
 * three headers present once each, the timestamp within 5 minutes of the
 * service's clock (the injected one, src/clock.ts), then the signature. The
 * library computes the signature (its secret format and signing scheme); the
 * comparison is made here, because the library's own verify checks the
 * timestamp against the machine's clock and tells its failures apart only by
 * message text.
 */
import { timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { ConfigError } from '../../config.js';
import { ServiceError } from '../../errors.js';

export const WEBHOOK_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/**
 * `rawHeaders` is Node's list of the headers as received (name, value, name,
 * value, …): Node joins a repeated header into one value with ", ", so only the
 * raw list tells a repeated header from a single one.
 */
export type WebhookVerifier = (rawBody: string, rawHeaders: readonly string[], now: Date) => { webhookId: string };

/** Unix seconds, as Standard Webhooks sends them: digits only (parseInt would read "123garbage" as 123). */
const UNIX_SECONDS = /^\d{1,12}$/;

function signatureHeaders(rawHeaders: readonly string[]): Record<(typeof WEBHOOK_HEADERS)[number], string> {
  const seen = new Map<string, string[]>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    if ((WEBHOOK_HEADERS as readonly string[]).includes(name)) seen.set(name, [...(seen.get(name) ?? []), rawHeaders[i + 1]!]);
  }
  const given: Record<string, string> = {};
  for (const name of WEBHOOK_HEADERS) {
    const values = seen.get(name) ?? [];
    // A repeated header is as good as a missing one: there is no telling which is meant.
    if (values.length > 1) {
      throw new ServiceError('WEBHOOK_SIGNATURE_MISSING', {
        en: `the header ${name} is sent ${values.length} times; a signed webhook has each of ${WEBHOOK_HEADERS.join(', ')} once`,
        ko: `${name} 헤더가 ${values.length}번 왔습니다. 서명된 웹훅에는 ${WEBHOOK_HEADERS.join(', ')} 헤더가 한 번씩 있어야 합니다`,
      });
    }
    if (values.length === 0 || values[0] === '') {
      throw new ServiceError('WEBHOOK_SIGNATURE_MISSING', {
        en: `a signed webhook needs the headers ${WEBHOOK_HEADERS.join(', ')} (Standard Webhooks); ${name} is missing`,
        ko: `서명된 웹훅에는 ${WEBHOOK_HEADERS.join(', ')} 헤더(Standard Webhooks)가 있어야 합니다. 없는 헤더: ${name}`,
      });
    }
    given[name] = values[0]!;
  }
  if (!UNIX_SECONDS.test(given['webhook-timestamp']!)) {
    const got = JSON.stringify(given['webhook-timestamp']);
    throw new ServiceError('WEBHOOK_SIGNATURE_INVALID', {
      en: `webhook-timestamp must be Unix seconds (digits only), got ${got}`,
      ko: `webhook-timestamp는 유닉스 초(숫자만)여야 합니다. 받은 값: ${got}`,
    });
  }
  return given as Record<(typeof WEBHOOK_HEADERS)[number], string>;
}

export function webhookVerifier(secret: string): WebhookVerifier {
  let webhook: Webhook;
  try {
    webhook = new Webhook(secret);
  } catch (error) {
    throw new ConfigError(`PORTONE_WEBHOOK_SECRET is not a Standard Webhooks secret (base64, optionally prefixed whsec_): ${(error as Error).message}`);
  }
  return (rawBody, rawHeaders, now) => {
    const given = signatureHeaders(rawHeaders);
    const sentAt = Number(given['webhook-timestamp']);
    const nowSeconds = Math.floor(now.getTime() / 1000);
    if (Math.abs(nowSeconds - sentAt) > WEBHOOK_TOLERANCE_SECONDS) {
      throw new ServiceError(
        'WEBHOOK_TIMESTAMP_STALE',
        {
          en: `webhook-timestamp ${given['webhook-timestamp']} is more than ${WEBHOOK_TOLERANCE_SECONDS} s from the service's clock`,
          ko: `webhook-timestamp ${given['webhook-timestamp']}: 서비스 시계와 ${WEBHOOK_TOLERANCE_SECONDS}초 넘게 차이 납니다`,
        },
      );
    }
    const expected = Buffer.from(webhook.sign(given['webhook-id'], new Date(sentAt * 1000), rawBody));
    // The header may list several signatures ("v1,… v1,…"), as key rotation sends them.
    const matches = given['webhook-signature'].split(' ').some((candidate) => {
      const offered = Buffer.from(candidate);
      return offered.length === expected.length && timingSafeEqual(offered, expected);
    });
    if (!matches) {
      throw new ServiceError('WEBHOOK_SIGNATURE_INVALID', {
        en: 'the webhook signature does not match its body and the configured secret',
        ko: '웹훅 서명이 본문 및 설정된 비밀 값과 맞지 않습니다',
      });
    }
    return { webhookId: given['webhook-id'] };
  };
}
