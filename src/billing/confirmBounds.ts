/**
 * What keeps POST /v1/billing/confirm from turning a client's requests into
 * calls to the payment provider made with the merchant's secret: a paymentId
 * that cannot name a payment is refused before anything else; a client may
 * make a few provider look-ups a minute; and an id the provider did not know
 * a moment ago is answered from memory for a minute. The provider call itself
 * is bounded in time in paymentProvider.ts.
 */
import { ServiceError } from '../errors.js';
import { visibleText } from './paymentReference.js';

/** Provider look-ups (confirmations of a paymentId not recorded here) per client address (see clientForLimit) per minute. */
export const PROVIDER_LOOKUPS_PER_CLIENT_PER_MINUTE = 10;

/** How long the provider's "no such payment" is remembered; a payment made just now can be confirmed after that. */
export const NOT_FOUND_MEMORY_SECONDS = 60;
const NOT_FOUND_MEMORY_SIZE = 10_000;

// C0 and C1 controls, DEL, and the characters that end or escape a URL path segment.
const UNUSABLE = /[\u0000-\u001f\u007f-\u009f/\\?#%]/u;

// Format characters (Unicode Cf: bidi overrides and isolates, zero-width characters, the BOM, tags) and line and paragraph separators.
const FORMAT = /[\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Refuses a paymentId that cannot name a payment: `.` and `..` (a URL path
 * resolves them, so the provider's root would be asked), path separators and
 * the other characters that end or escape a path segment, and control
 * characters; and one holding a format character or a line or paragraph
 * separator, which reorders or hides the text around it wherever the id is
 * shown (a right-to-left override reverses what follows it). The id is quoted
 * in the message with such characters escaped.
 */
export function checkPaymentId(paymentId: string): void {
  const quoted = visibleText(paymentId);
  if (FORMAT.test(paymentId)) {
    throw new ServiceError('BAD_INPUT', {
      en:
        `paymentId ${quoted} holds a format character (a bidi control, a zero-width character or another Unicode format character) or a line or paragraph separator, ` +
        'which reorders or hides text where the id is shown: use an id without them (letters, digits and punctuation)',
      ko:
        `paymentId ${quoted}: 서식 문자(양방향 제어 문자, 폭 없는 문자 등 유니코드 서식 문자)나 줄·문단 구분 문자가 있습니다. ` +
        '이런 문자는 id가 표시되는 곳에서 글의 순서를 바꾸거나 숨깁니다. 이런 문자가 없는 id(글자, 숫자, 문장 부호)를 쓰세요',
    });
  }
  if (paymentId === '.' || paymentId === '..' || UNUSABLE.test(paymentId) || paymentId.trim() !== paymentId) {
    throw new ServiceError(
      'BAD_INPUT',
      {
        en:
          `paymentId ${quoted} cannot name a payment: send the id given to PortOne's payment request as it was, ` +
          'without leading or trailing spaces, not "." or "..", and without /, \\, ?, #, % or control characters',
        ko:
          `paymentId ${quoted}: 결제를 가리킬 수 없는 값입니다. PortOne 결제 요청에 준 id를 그대로 보내 주세요. ` +
          '앞뒤 공백, "."과 "..", /, \\, ?, #, %, 제어 문자는 쓸 수 없습니다',
      },
    );
  }
}

/** Payment ids the provider said it does not know, each for NOT_FOUND_MEMORY_SECONDS; the oldest go first when full. */
export class NotFoundMemory {
  private readonly until = new Map<string, number>();

  remember(paymentId: string, now: Date): void {
    this.until.delete(paymentId);
    if (this.until.size >= NOT_FOUND_MEMORY_SIZE) this.until.delete(this.until.keys().next().value!);
    this.until.set(paymentId, now.getTime() + NOT_FOUND_MEMORY_SECONDS * 1000);
  }

  /** Seconds the id is still remembered as unknown; 0 when it is not. */
  remembered(paymentId: string, now: Date): number {
    const until = this.until.get(paymentId);
    if (until === undefined) return 0;
    if (until <= now.getTime()) {
      this.until.delete(paymentId);
      return 0;
    }
    return Math.ceil((until - now.getTime()) / 1000);
  }
}
