/**
 * How long a client is told to wait (Retry-After, in seconds) when the
 * service cannot answer for a while: the one place of these waits, read by
 * the code that refuses and by the OpenAPI document that describes the header
 * (a module with no imports, so the document's schemas load without the
 * database and mail code behind them).
 */

/** The database does not answer (DATABASE_UNAVAILABLE), or an account kept changing while a request was admitted. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The mail with a key link could not be sent (MAIL_NOT_SENT). */
export const MAIL_RETRY_AFTER_SECONDS = 60;

/** The payment provider is away (PAYMENT_PROVIDER_ERROR). */
export const PROVIDER_RETRY_AFTER_SECONDS = 30;

/**
 * A wait as a person reads it: seconds under a minute ("45 s", "45초"), else
 * hours and minutes, rounded up to the minute ("7 h 36 min", "7시간 36분"),
 * not "27352초". Retry-After keeps the seconds.
 */
export function waitText(seconds: number): { en: string; ko: string } {
  if (seconds < 60) return { en: `${seconds} s`, ko: `${seconds}초` };
  const minutes = Math.ceil(seconds / 60);
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  if (h === 0) return { en: `${m} min`, ko: `${m}분` };
  return { en: m === 0 ? `${h} h` : `${h} h ${m} min`, ko: m === 0 ? `${h}시간` : `${h}시간 ${m}분` };
}
