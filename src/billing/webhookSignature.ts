/**
 * Standard Webhooks verification of PortOne's notifications, on the raw body
 * before anything parses it. The library checks the timestamp (5 minutes
 * either way, its fixed tolerance) and the HMAC; its one error type is told
 * apart here so the caller learns which check failed.
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { ConfigError } from '../config.js';
import { ServiceError } from '../errors.js';

export const WEBHOOK_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export type WebhookVerifier = (rawBody: string, headers: Record<string, string | string[] | undefined>) => { webhookId: string };

export function webhookVerifier(secret: string): WebhookVerifier {
  let webhook: Webhook;
  try {
    webhook = new Webhook(secret);
  } catch (error) {
    throw new ConfigError(`PORTONE_WEBHOOK_SECRET is not a Standard Webhooks secret (base64, optionally prefixed whsec_): ${(error as Error).message}`);
  }
  return (rawBody, headers) => {
    const given: Record<string, string> = {};
    for (const name of WEBHOOK_HEADERS) {
      const value = headers[name];
      // A repeated header is as good as a missing one: there is no telling which is meant.
      if (typeof value !== 'string' || value === '') {
        throw new ServiceError('WEBHOOK_SIGNATURE_MISSING', `a signed webhook needs the headers ${WEBHOOK_HEADERS.join(', ')} (Standard Webhooks); ${name} is missing`);
      }
      given[name] = value;
    }
    try {
      webhook.verify(rawBody, given);
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      if (/timestamp too (old|new)/i.test(error.message)) {
        throw new ServiceError(
          'WEBHOOK_TIMESTAMP_STALE',
          `webhook-timestamp ${given['webhook-timestamp']} is more than ${WEBHOOK_TOLERANCE_SECONDS} s from the service's clock`,
        );
      }
      throw new ServiceError('WEBHOOK_SIGNATURE_INVALID', 'the webhook signature does not match its body and the configured secret');
    }
    return { webhookId: given['webhook-id']! };
  };
}
