/**
 * What the per-client-address key-request limit counts: an IPv4 address, an
 * IPv4-mapped IPv6 address as its IPv4 address, any other IPv6 address by its
 * /64 — whatever way the address is written.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientForLimit } from '../../src/accounts/clientAddress.js';

test('IPv4 addresses count one by one', () => {
  assert.equal(clientForLimit('198.51.100.7'), '198.51.100.7');
  assert.notEqual(clientForLimit('198.51.100.7'), clientForLimit('198.51.100.8'));
});

test('an IPv4-mapped IPv6 address is the IPv4 address it maps, in any spelling', () => {
  // 198.51.100.7 = c6.33.64.07 in hex.
  for (const mapped of ['::ffff:198.51.100.7', '::FFFF:198.51.100.7', '::ffff:c633:6407', '0:0:0:0:0:ffff:c633:6407', '0000::ffff:198.51.100.7']) {
    assert.equal(clientForLimit(mapped), '198.51.100.7', mapped);
  }
});

test('other IPv6 addresses count by their /64, in any spelling', () => {
  const one = ['2001:db8:1:2::1', '2001:db8:1:2::a', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2:1:2:198.51.100.7'];
  for (const address of one) assert.equal(clientForLimit(address), '2001:db8:1:2::/64', address);
  assert.equal(clientForLimit('2001:db8:1:3::1'), '2001:db8:1:3::/64', 'the next /64 is another client');
  assert.equal(clientForLimit('2001:db8::1'), '2001:db8:0:0::/64');
  assert.equal(clientForLimit('fe80::1%eth0'), 'fe80:0:0:0::/64', 'a zone index is not part of the address');
  assert.equal(clientForLimit('::1'), '0:0:0:0::/64');
  assert.equal(clientForLimit('1:2:3:4:5:6:7:8'), '1:2:3:4::/64');
  // An IPv4-compatible form that is not ::ffff: is an IPv6 address like any other.
  assert.equal(clientForLimit('64:ff9b::198.51.100.7'), '64:ff9b:0:0::/64');
});

test('something that is no IP address is counted as given', () => {
  assert.equal(clientForLimit('unknown'), 'unknown');
});
