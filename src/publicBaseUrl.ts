/**
 * Where links in mails point, one rule for the service and the admin CLI:
 * PUBLIC_BASE_URL when the operator set it; otherwise the address the running
 * service recorded in the database when it started listening (so a link the
 * admin CLI mails reaches the service on the port it really uses, not the
 * CLI's own default of 8080); otherwise http://HOST:PORT of the configuration.
 */
import type { MailConfig } from './config.js';
import type { Db } from './db/database.js';

/**
 * The one rule, for every link the service and the admin CLI mail: what
 * PUBLIC_BASE_URL says when the operator set it; otherwise the address learnt
 * (where this service listens, once it does; for the CLI, the address the
 * running service recorded); otherwise http://HOST:PORT of the configuration.
 */
export class PublicBaseUrl {
  private learnt: string | null = null;

  constructor(private readonly mail: MailConfig) {}

  /** Where links point now. */
  get(): string {
    if (this.mail.publicBaseUrlGiven) return this.mail.publicBaseUrl;
    return this.learnt ?? this.mail.publicBaseUrl;
  }

  /** Where the service is reached, as far as is known (null: nothing learnt). */
  learn(url: string | null): void {
    if (url !== null) this.learnt = url;
  }
}

/** The address the running service recorded (migration 0008), or null. */
export async function recordedServiceAddress(db: Db): Promise<string | null> {
  const row = await db.kysely.selectFrom('service_address').select('url').where('id', '=', 1).executeTakeFirst();
  return row?.url ?? null;
}

/** Records where the service that just started listening is reached. */
export async function recordServiceAddress(db: Db, url: string, now: Date): Promise<void> {
  await db.kysely
    .insertInto('service_address')
    .values({ id: 1, url, recorded_at: now.toISOString() })
    .onConflict((c) => c.column('id').doUpdateSet({ url, recorded_at: now.toISOString() }))
    .execute();
}

/**
 * Where a service that listens at `address` is reached: PUBLIC_BASE_URL when
 * set, else http://HOST:PORT with the port it really got (PORT=0 picks one).
 */
export function listeningBaseUrl(mail: MailConfig, address: string | { address: string; port: number } | null): string {
  if (mail.publicBaseUrlGiven || address === null || typeof address === 'string') return mail.publicBaseUrl;
  const configured = new URL(mail.publicBaseUrl);
  configured.port = String(address.port);
  return configured.toString().replace(/\/+$/, '');
}
