// The one key every per-address limit counts under (client-address.ts): an IPv4 address as it is,
// however it is written, and an IPv6 address by its /64.
import { describe, expect, it } from 'vitest';
import { addressKey, limitAddress } from './client-address';

describe('addressKey', () => {
  it.each([
    // an IPv4 address as it is
    ['203.0.113.7', '203.0.113.7'],
    ['127.0.0.1', '127.0.0.1'],
    // an IPv4-mapped IPv6 address as its IPv4 address, in every spelling
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0000:0000:0000:0000:0000:ffff:cb00:7107', '203.0.113.7'],
    // an IPv6 address by its /64, however it is written
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:9', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:FFFF:FFFF:FFFF:FFFF', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:0:0:0:0', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1%eth0', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::192.0.2.1', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    // anything else as it came (a proxy wrote it; the client could not choose it)
    ['unknown', 'unknown'],
    ['', ''],
  ])('%j -> %j', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe('limitAddress', () => {
  it("is the key of the request's address (Fastify's request.ip: behind TRUST_PROXY=1, the entry the proxy wrote)", () => {
    expect(limitAddress({ ip: '2001:db8:1:2::77' })).toBe('2001:db8:1:2::/64');
    expect(limitAddress({ ip: '::ffff:10.0.0.9' })).toBe('10.0.0.9');
  });
});
