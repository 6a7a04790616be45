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
