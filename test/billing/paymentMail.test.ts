/**
 * No payer-chosen text in the service's mail (issue 35, item 2): the payer
 * chooses the paymentId, so the held-payment notice and the key-link mail of a
 * payment name the payment by a short reference (P- and 10 hex digits of the
 * id's SHA-256), never by the id; and an id holding a bidi or other format
 * character (Unicode Cf), or a line or paragraph separator, is refused at the
 * door with 400 BAD_INPUT in the error shape, before PortOne is asked.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sqliteBackend } from '../support/storage.js';
import { type BillingHarness, billingHarness, START } from './harness.js';

const reference = (paymentId: string) => `P-${createHash('sha256').update(paymentId).digest('hex').slice(0, 10).toUpperCase()}`;

// The issue's 157 characters: a payer's "notice" in the service's own mail, beside a genuine link.
const NOTICE_ID =
  'SECURITY NOTICE: unusual sign-in on your tojeong-api account. Your key is revoked today: call us 02-555-0100 now or sign in at www.tojeong-secure.example.com';

/** Unicode format characters and separators: bidi overrides and isolates, zero-width ones, the BOM, the soft hyphen, the Arabic letter mark. */
const FORMAT_CHARACTERS = ['\u202e', '\u202d', '\u202a', '\u2066', '\u2067', '\u2068', '\u2069', '\u200b', '\u200d', '\u200e', '\u200f', '\ufeff', '\u00ad', '\u061c', '\u2028', '\u2029', '\u{e0041}'];

describe('no payer-chosen text in mail', () => {
  let h: BillingHarness;
  before(async () => {
    h = await billingHarness(sqliteBackend);
  });
  after(async () => {
    await h?.close();
  });

  const assertNoPayerText = (text: string, paymentId: string) => {
    assert.ok(!text.includes(paymentId), 'the id itself');
    for (const part of ['SECURITY NOTICE', '02-555-0100', 'tojeong-secure', 'unusual sign-in']) assert.ok(!text.includes(part), part);
    assert.ok(text.includes(reference(paymentId)), `the reference ${reference(paymentId)}`);
  };

  test('the held-payment notice names the payment by its reference only', async () => {
    assert.equal(NOTICE_ID.length, 157);
    const { email } = await h.owner();
    await h.pay(email, 'growth');
    const paymentId = h.paid(email, 'starter', NOTICE_ID);
    const res = await h.confirm(paymentId);
    assert.equal(res.statusCode, 202, res.body);
    const mail = (await h.mailsTo(email)).at(-1)!.parsed;
    assertNoPayerText(`${mail.subject}\n${mail.text}`, paymentId);
  });

  test('the key-link mail of a payment names it by its reference only', async () => {
    h.at = START;
    const email = `unproven-${process.pid}@example.com`;
    await h.app.store.issueKey(email, null, new Date(h.at));
    const paymentId = h.paid(email, 'growth', `${NOTICE_ID.slice(0, 150)}-2`);
    const res = await h.confirm(paymentId);
    assert.deepEqual([res.statusCode, res.json().data.keyDelivery], [200, 'email']);
    const mail = (await h.mailsTo(email)).at(-1)!.parsed;
    assert.match(String(mail.subject), /Payment confirmed/);
    assertNoPayerText(`${mail.subject}\n${mail.text}`, paymentId);
  });

  test('an id with a bidi or format character, or a line or paragraph separator, is 400 BAD_INPUT before PortOne is asked', async () => {
    const asked = h.portone.requests.length;
    for (const c of FORMAT_CHARACTERS) {
      for (const paymentId of [`pay${c}-1`, `${c}pay-1`, `pay-1${c}`]) {
        const res = await h.confirm(paymentId);
        assert.deepEqual([res.statusCode, Object.keys(res.json()), Object.keys(res.json().error).sort()], [400, ['error'], ['code', 'message']], JSON.stringify(paymentId));
        assert.equal(res.json().error.code, 'BAD_INPUT');
        assert.match(res.json().error.message, /format character/);
        assert.doesNotMatch(res.body, /[\p{Cf}\u2028\u2029]/u, 'the answer does not carry the character back');
      }
    }
    assert.equal(h.portone.requests.length, asked, 'PortOne was not asked');
    // Hangul, hanja and the other letters of ids stay accepted.
    const { email } = await h.owner();
    const plain = h.paid(email, 'starter', `주문-漢字-é-${process.pid}`);
    assert.equal((await h.confirm(plain)).statusCode, 200);
  });
});
