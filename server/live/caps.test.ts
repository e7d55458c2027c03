// What the caps count: the address a socket is counted under, and the global cap's default.
import { describe, expect, it } from 'vitest';
import { addressKey } from '../http/client-address';
import { SocketCounts, defaultTotalCap, socketAddress } from './caps';

describe('the address a socket counts under', () => {
  it('is the IPv4 address, also written IPv4-mapped, and the /64 of an IPv6 one', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it("is the connection's own address unless behind a trusted proxy, and there the entry the proxy wrote last", () => {
    const headers = { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' };
    expect(socketAddress('10.0.0.2', headers, false)).toBe('10.0.0.2');
    expect(socketAddress('10.0.0.2', headers, true)).toBe('203.0.113.7');
    expect(socketAddress('10.0.0.2', { 'x-forwarded-for': ['198.51.100.1', '2001:db8:1:2::5'] }, true)).toBe('2001:db8:1:2::/64');
    expect(socketAddress('::ffff:10.0.0.2', {}, true)).toBe('10.0.0.2');
  });
});

describe('the global cap by default', () => {
  it('leaves half of a small open-file limit, and 1,000 descriptors or a twentieth of a large one', () => {
    expect(defaultTotalCap(1024)).toBe(512);
    expect(defaultTotalCap(20_000)).toBe(19_000);
    expect(defaultTotalCap(1_048_576)).toBe(996_147);
    expect(defaultTotalCap(null)).toBe(10_000);
  });
});

describe('SocketCounts', () => {
  it('refuses past the cap of an address, then past the total, and gives places back', () => {
    const counts = new SocketCounts({ perAddress: 2, total: 3 });
    expect([counts.take('a'), counts.take('a'), counts.take('a')]).toEqual(['taken', 'taken', 'address']);
    expect([counts.take('b'), counts.take('b'), counts.take('c')]).toEqual(['taken', 'total', 'total']);
    counts.release('a');
    expect(counts.take('c')).toBe('taken');
    expect(counts.total).toBe(3);
    counts.release('unknown');
    expect(counts.total).toBe(3);
  });
});
