// What the caps count: the address a socket is counted under (its key: http/client-address.test.ts), and the global cap's default.
import { describe, expect, it } from 'vitest';
import { SocketCounts, defaultTotalCap, socketAddress } from './caps';

describe('the address a socket counts under', () => {
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
