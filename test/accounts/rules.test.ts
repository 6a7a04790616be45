import assert from 'node:assert/strict';
import { test } from 'node:test';
import { API_KEY_PREFIX, apiKeyHint, generateApiKey, hashApiKey, hasApiKeyFormat } from '../../src/accounts/apiKey.js';
import { ASCII_LOOK_ALIKES } from '../../src/accounts/asciiLookAlikes.js';
import { emailRefusal, isValidEmail, normalizeEmail } from '../../src/accounts/email.js';
import { effectiveLimits, PLANS } from '../../src/accounts/plans.js';
import type { Account } from '../../src/accounts/account.js';
import { nextSeoulMonthStart, secondsUntilSeoulMidnight, seoulDayKey, seoulMonthKey } from '../../src/clock.js';

test('API keys: recognizable prefix, 256 random bits, never the same twice, stored as SHA-256', () => {
  const keys = new Set(Array.from({ length: 1000 }, generateApiKey));
  assert.equal(keys.size, 1000);
  for (const key of keys) {
    assert.ok(key.startsWith(API_KEY_PREFIX));
    assert.ok(hasApiKeyFormat(key), key);
    assert.equal(Buffer.from(key.slice(API_KEY_PREFIX.length), 'base64url').length, 32);
  }
  const key = [...keys][0]!;
  assert.match(hashApiKey(key), /^[0-9a-f]{64}$/);
  assert.notEqual(hashApiKey(key), hashApiKey([...keys][1]!));
  assert.equal(apiKeyHint(key), key.slice(0, 10));
  for (const bad of ['', 'tjk_', `${key}x`, key.slice(0, -1), key.replace('tjk_', 'tjx_'), `${key.slice(0, -1)}=`]) assert.equal(hasApiKeyFormat(bad), false, bad);
});

test('e-mail addresses: normalized to one account per address, practical validity', () => {
  assert.equal(normalizeEmail('  Kim.MinJun@Example.COM '), 'kim.minjun@example.com');
  for (const good of ['a@b.co', 'kim.min-jun+api@mail.example.co.kr', 'x_y@sub-domain.example.org']) assert.ok(isValidEmail(good), good);
  for (const bad of ['', 'plain', '@example.com', 'a@', 'a@b', 'a b@example.com', 'a@exa mple.com', 'a@-example.com', 'a@@example.com', 'a@example..com', `${'a'.repeat(65)}@example.com`, `a@${'b'.repeat(250)}.com`]) {
    assert.equal(isValidEmail(bad), false, bad);
  }
});

test('e-mail addresses: NFC and NFD spellings are one address; a leading combining mark and a look-alike of @ are refused', () => {
  const nfc = 'jos\u00e9.caf\u00e9@example.com';
  const nfd = 'jose\u0301.cafe\u0301@example.com';
  assert.notEqual(nfc, nfd);
  assert.equal(normalizeEmail(nfd), nfc, 'NFD becomes NFC');
  assert.equal(normalizeEmail(nfc), nfc);
  assert.equal(normalizeEmail(' JOSE\u0301@Example.com'), 'jos\u00e9@example.com', 'trimmed, lower-cased and composed');
  assert.ok(isValidEmail(normalizeEmail(nfd)));
  // A local part that begins with a mark: it draws over whatever precedes it (a quote, a "<" of a header, a list).
  for (const mark of ['\u0301', '\u0338', '\u20d2', '\u0e31', '\u1ab0']) {
    const address = normalizeEmail(`${mark}kim@example.com`);
    assert.equal(isValidEmail(address), false, JSON.stringify(address));
  }
  assert.ok(isValidEmail(normalizeEmail('ki\u0301m@example.com')), 'a mark inside the local part is a letter like any other');
  // A fullwidth or small commercial at reads as @: "kim＠evil.example@example.com" looks like an address at evil.example.
  for (const at of ['\uff20', '\ufe6b']) {
    assert.equal(isValidEmail(normalizeEmail(`kim${at}evil.example@example.com`)), false, at);
  }
});

test('e-mail addresses: every character whose compatibility form holds @ is refused', () => {
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    if (ch === '@' || !ch.normalize('NFKC').includes('@')) continue;
    assert.equal(isValidEmail(normalizeEmail(`a${ch}b@example.com`)), false, `U+${cp.toString(16).toUpperCase()}`);
  }
});

/** The reason an address (normalized first) is refused for, or null. */
const refusalOf = (raw: string) => emailRefusal(normalizeEmail(raw))?.reason ?? null;

test('e-mail look-alikes (issue 45): a Cyrillic, Greek or dotless letter among Latin ones, a fullwidth letter and mixed scripts are refused, not made an account that prints as alice@example.com', () => {
  const refused: Array<[string, string, string]> = [
    ['\u0430lice@example.com', 'mixed-scripts', 'Cyrillic а (U+0430) for a'],
    ['alic\u0435@example.com', 'mixed-scripts', 'Cyrillic е (U+0435) for e, at the end'],
    ['j\u03bfhn@example.com', 'mixed-scripts', 'Greek ο (U+03BF) for o'],
    ['al\u0131ce@example.com', 'look-alike', 'dotless ı (U+0131): Latin itself, so no mix of scripts, but it prints as i'],
    ['\uff41lice@example.com', 'compatibility', 'fullwidth ａ (U+FF41)'],
    ['\uff41\uff4c\uff49\uff43\uff45@example.com', 'compatibility', 'all of it fullwidth'],
    ['\ud835\udc1alice@example.com', 'compatibility', 'mathematical bold 𝐚 (U+1D41A)'],
    ['kim\u0436@example.com', 'mixed-scripts', 'Latin and Cyrillic ж, which imitates nothing: a mix is refused all the same'],
    ['kim\u91d1\u0430@example.com', 'mixed-scripts', 'Latin and Han may mix, Cyrillic may not join them'],
    ['\u0430\u0441\u0435@example.com', 'look-alike', 'Cyrillic асе: one script, but every letter prints as ASCII (ace)'],
    ['\u03bf\u03bf@example.com', 'look-alike', 'Greek οο prints as oo'],
    ['kim\u2010lee@example.com', 'look-alike', 'the hyphen U+2010 prints as -'],
    ['\u0438\u0432\u0430\u043d\u2010\u043f\u0435\u0442\u0440\u043e\u0432@example.com', 'look-alike', 'a look-alike of ASCII punctuation in a Cyrillic address'],
    ['kim\u0378@example.com', 'unassigned', 'U+0378, unassigned: no shape of its own'],
  ];
  for (const [raw, reason, what] of refused) {
    assert.equal(isValidEmail(normalizeEmail(raw)), false, what);
    assert.equal(refusalOf(raw), reason, what);
  }
  assert.deepEqual(emailRefusal(normalizeEmail('\u0430lice@example.com')), {
    reason: 'mixed-scripts',
    scripts: [
      { script: 'Cyrillic', character: '\u0430' },
      { script: 'Latin', character: 'l' },
    ],
  });
  assert.deepEqual(emailRefusal(normalizeEmail('al\u0131ce@example.com')), { reason: 'look-alike', text: '\u0131', looksLike: 'i' });
  assert.deepEqual(emailRefusal(normalizeEmail('\u0430\u0441\u0435@example.com')), { reason: 'look-alike', text: '\u0430\u0441\u0435', looksLike: 'ace' });
  assert.deepEqual(emailRefusal(normalizeEmail('\uff41lice@example.com')), { reason: 'compatibility', character: '\uff41', plain: 'a' });
  // Refused, not mapped: the fullwidth spelling is not made the ASCII account either.
  assert.equal(normalizeEmail('\uff41lice@example.com'), '\uff41lice@example.com');
});

test('e-mail look-alikes: addresses in one script, or in a combination UTS #39 allows, still pass', () => {
  const taken = [
    ['alice@example.com', 'plain ASCII'],
    ['jos\u00e9@example.com', 'josé: é is a letter of its own, not a look-alike of e'],
    ['jose\u0301@example.com', 'josé in NFD, put in NFC'],
    ['\u00e9l\u00e8ve.fran\u00e7ais@example.fr', 'French accents'],
    ['\uae40\ucca0\uc218@example.com', 'Korean 김철수'],
    ['\u305f\u306a\u304b\u592a\u90ce@example.jp', 'Japanese たなか太郎: Hiragana with Han'],
    ['\u30e4\u30de\u30c0\u30fc\u592a\u90ce@example.jp', 'Japanese ヤマダー太郎: Katakana, the prolonged sound mark (Common) and Han'],
    ['\u6d2a\uae38\ub3d9@example.com', 'Han with Hangul (洪길동)'],
    ['kim.\uae40\ucca0\uc218@example.com', 'Latin with Hangul'],
    ['taro.\u592a\u90ce\u30bf\u30ed\u30a6@example.jp', 'Latin with Han and Katakana'],
    ['\u0438\u0432\u0430\u043d@example.ru', 'Cyrillic иван: а is a look-alike, but и, в and н print as no ASCII letter'],
    ['\u0438\u0432\u0430\u043d-2024@example.ru', 'Cyrillic with ASCII digits and hyphen (Common)'],
    ['\u03b3\u03b9\u03b1\u03bd\u03bd\u03b7\u03c2@example.gr', 'Greek γιαννης'],
    ['lone\ufffd@example.com', 'U+FFFD, a symbol that imitates no ASCII'],
    ['lone\ud83d\ude00@example.com', 'an emoji'],
  ];
  for (const [raw, what] of taken) {
    assert.equal(refusalOf(raw!), null, what);
    assert.ok(isValidEmail(normalizeEmail(raw!)), what);
  }
});

test('e-mail look-alikes: every character of the table is refused beside Latin letters, and in a whole local part of its own', () => {
  let checked = 0;
  for (const [ascii, codePoints] of Object.entries(ASCII_LOOK_ALIKES)) {
    for (const hex of codePoints.split(' ')) {
      const ch = String.fromCodePoint(Number.parseInt(hex, 16));
      // An upper-case letter reaches the rule as its lower case, which may be another character.
      if (normalizeEmail(`${ch}@example.com`) !== `${ch}@example.com`) continue;
      checked++;
      assert.notEqual(refusalOf(`kim${ch}lee@example.com`), null, `U+${hex} (${JSON.stringify(ascii)}) among Latin letters`);
      if (!/[@\s"(),:;<>[\]\\]/.test(ascii)) assert.notEqual(refusalOf(`${ch}${ch}@example.com`), null, `U+${hex} (${JSON.stringify(ascii)}) alone`);
    }
  }
  assert.ok(checked > 400, `${checked} characters checked`);
});

const account = (over: Partial<Account>): Account => ({ id: 'a', email: 'a@b.co', plan: 'sandbox', planExpiresAt: null, monthlyLimit: null, perMinuteLimit: null, ...over });
const NOW = new Date('2026-11-21T03:00:00Z');

test('the plan table is the specification\'s: Sandbox 300/10, Starter 1,000/60 at 39,000 KRW, Growth 4,000/120 at 99,000 KRW', () => {
  assert.deepEqual(
    Object.entries(PLANS).map(([name, p]) => [name, p.monthlyCalls, p.callsPerMinute, p.priceKrw]),
    [
      ['sandbox', 300, 10, 0],
      ['starter', 1000, 60, 39000],
      ['growth', 4000, 120, 99000],
    ],
  );
});

test('effective limits: the plan\'s own until planExpiresAt, Sandbox from that instant on; business from the account', () => {
  const limitsOf = (plan: keyof typeof PLANS) => ({ plan, monthlyCalls: PLANS[plan].monthlyCalls, callsPerMinute: PLANS[plan].callsPerMinute });
  assert.deepEqual(effectiveLimits(account({}), NOW), { ...limitsOf('sandbox'), expired: false });
  const starter = account({ plan: 'starter', planExpiresAt: '2026-11-21T03:00:00.001Z' });
  assert.deepEqual(effectiveLimits(starter, NOW), { ...limitsOf('starter'), expired: false });
  assert.deepEqual(effectiveLimits(starter, new Date('2026-11-21T03:00:00.001Z')), { ...limitsOf('sandbox'), expired: true });
  assert.deepEqual(effectiveLimits(account({ plan: 'growth', planExpiresAt: '2026-12-22T03:00:00Z' }), NOW).callsPerMinute, PLANS.growth.callsPerMinute);
  const business = account({ plan: 'business', planExpiresAt: '2027-11-21T03:00:00Z', monthlyLimit: 50_000, perMinuteLimit: 300 });
  assert.deepEqual(effectiveLimits(business, NOW), { plan: 'business', monthlyCalls: 50_000, callsPerMinute: 300, expired: false });
  assert.equal(effectiveLimits(business, new Date('2027-11-21T03:00:00Z')).plan, 'sandbox');
});

test('quota month and key-request day are Asia/Seoul calendar periods', () => {
  // 2026-11-30T15:00Z is 2026-12-01 00:00 in Seoul.
  assert.equal(seoulMonthKey(new Date('2026-11-30T14:59:59.999Z')), '2026-11');
  assert.equal(seoulMonthKey(new Date('2026-11-30T15:00:00Z')), '2026-12');
  assert.equal(seoulMonthKey(new Date('2026-12-31T15:00:00Z')), '2027-01');
  assert.equal(seoulDayKey(new Date('2026-11-21T14:59:59Z')), '2026-11-21');
  assert.equal(seoulDayKey(new Date('2026-11-21T15:00:00Z')), '2026-11-22');
  assert.equal(secondsUntilSeoulMidnight(new Date('2026-11-21T14:59:00Z')), 60);
  assert.equal(secondsUntilSeoulMidnight(new Date('2026-11-21T15:00:00Z')), 86400);
  assert.equal(nextSeoulMonthStart(new Date('2026-11-21T03:00:00Z')).toISOString(), '2026-11-30T15:00:00.000Z');
  assert.equal(nextSeoulMonthStart(new Date('2026-12-31T15:00:00Z')).toISOString(), '2027-01-31T15:00:00.000Z');
});
