/**
 * A developer on one machine: the service started on a port of its own
 * choosing says in one readable line where its playground and reference are,
 * and the admin CLI — run without PUBLIC_BASE_URL, as the README's quick start
 * runs it — mails links that point at that running service, not at its own
 * default of port 8080 (src/publicBaseUrl.ts).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { listeningBaseUrl, PublicBaseUrl } from '../../src/publicBaseUrl.js';
import { keyLinkIn, readOutbox, recipientsOf } from '../support/mail.js';
import { runAdmin, startService, type ServiceProcess } from '../support/serviceProcess.js';
import { sqliteBackend, type Storage } from '../support/storage.js';

let storage: Storage;
let service: ServiceProcess;
const serviceOutbox = mkdtempSync(join(tmpdir(), 'tojeong-address-outbox-'));

before(async () => {
  storage = await sqliteBackend.open();
  service = await startService({ DATABASE_URL: storage.databaseUrl, MAIL_OUTBOX: serviceOutbox });
});
after(async () => {
  await service?.stop();
  await storage?.cleanup();
  rmSync(serviceOutbox, { recursive: true, force: true });
});

test('on start, one line names the playground and the reference at the address the service got', async () => {
  assert.notEqual(new URL(service.baseUrl).port, '8080');
  // The line follows the listening log line the start-up helper waits for.
  for (let waited = 0; waited < 5000 && !service.recentOutput().includes('tojeong-api is serving'); waited += 50) await new Promise((r) => setTimeout(r, 50));
  assert.ok(service.recentOutput().includes(`tojeong-api is serving ${service.baseUrl} — playground ${service.baseUrl}/ · API reference and Try it out ${service.baseUrl}/docs`), service.recentOutput());
});

test('the admin CLI without PUBLIC_BASE_URL mails a link to the running service', async () => {
  const email = `local-${Math.random().toString(36).slice(2)}@example.com`;
  const issued = await fetch(`${service.baseUrl}/v1/keys/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  assert.equal(issued.status, 200);
  const outbox = mkdtempSync(join(tmpdir(), 'tojeong-cli-outbox-'));
  try {
    const set = await runAdmin(storage.databaseUrl, ['plan', 'set', email, 'starter'], { env: { MAIL_OUTBOX: outbox, PUBLIC_BASE_URL: '' } });
    assert.equal(set.code, 0, set.stderr);
    const [mail] = await readOutbox(outbox);
    const { url } = keyLinkIn(mail!.parsed);
    assert.ok(url.startsWith(`${service.baseUrl}/keys/confirm?token=`), `${url} points at ${service.baseUrl}`);
  } finally {
    rmSync(outbox, { recursive: true, force: true });
  }
});

test('the service on a port of its choosing (PORT=0) mails its own key links to the port it got', async () => {
  const email = `own-${Math.random().toString(36).slice(2)}@example.com`;
  const request = () => fetch(`${service.baseUrl}/v1/keys/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  assert.equal((await request()).status, 200, 'a new address: the key at once');
  assert.equal((await request()).status, 202, 'an address with an account: a link by mail');
  const mails = (await readOutbox(serviceOutbox)).filter((m) => recipientsOf(m.parsed).includes(email));
  assert.equal(mails.length, 1);
  const { url } = keyLinkIn(mails[0]!.parsed);
  assert.ok(url.startsWith(`${service.baseUrl}/keys/confirm?token=`), `${url} points at ${service.baseUrl}`);
});

test('one rule: PUBLIC_BASE_URL first, then the address the service recorded, then HOST:PORT', () => {
  const defaults = loadConfig({}).mail;
  const given = loadConfig({ PUBLIC_BASE_URL: 'https://api.example.com/tojeong/' }).mail;
  const at = (mail: typeof defaults, learnt: string | null) => {
    const url = new PublicBaseUrl(mail);
    url.learn(learnt);
    return url.get();
  };
  assert.equal(at(given, 'http://127.0.0.1:3000'), 'https://api.example.com/tojeong');
  assert.equal(at(defaults, 'http://127.0.0.1:3000'), 'http://127.0.0.1:3000');
  assert.equal(at(defaults, null), 'http://127.0.0.1:8080');
  assert.equal(listeningBaseUrl(defaults, { address: '127.0.0.1', port: 41234 }), 'http://127.0.0.1:41234');
  assert.equal(listeningBaseUrl(given, { address: '127.0.0.1', port: 41234 }), 'https://api.example.com/tojeong');
});
