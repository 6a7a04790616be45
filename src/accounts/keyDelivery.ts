/**
 * What giving an account a plan did with its keys: `kept` (a free plan, or the
 * address was proven: its current key carries the plan), `email` (a paid plan
 * on an address never proven: its keys were revoked and a key link was mailed
 * to it), `not-sent` (as email, but the link could not be mailed; a key
 * request for the address mails one). A confirmed payment answers it
 * (`keyDelivery`) and records it; the admin CLI's `plan set` prints it.
 */
export const KEY_DELIVERIES = ['kept', 'email', 'not-sent'] as const;
export type KeyDelivery = (typeof KEY_DELIVERIES)[number];
