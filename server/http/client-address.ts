import { isIPv4, isIPv6 } from 'node:net';
import type { RequestHead } from './request';

// The address every per-address limit counts under (sign-in, registration, reset, public reads,
// follows, sockets, connections): IPv4 as it is (also when written IPv4-mapped, ::ffff:10.0.0.1,
// in any spelling); IPv6 by its first 64 bits, since one home or phone is given a whole /64 and
// could otherwise send each request from another address of it. Anything else (a proxy's odd entry)
// is kept as it came. The audit log keeps the full address; only the limits count by this key.
export function addressKey(address: string): string {
  const plain = address.split('%')[0]!;
  if (!isIPv6(plain)) return address;
  const groups = ipv6Groups(plain.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

// The limit key of a request: its address (Fastify's request.ip, which behind TRUST_PROXY=1 is the
// X-Forwarded-For entry the proxy wrote; app.ts) by addressKey.
export function limitAddress(request: Pick<RequestHead, 'ip'>): string {
  return addressKey(request.ip);
}

// The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail read as two.
function ipv6Groups(address: string): number[] {
  const [head = '', tail = ''] = address.split('::');
  const words = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((word) => {
          if (!isIPv4(word)) return [parseInt(word, 16)];
          const [a, b, c, d] = word.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = words(head);
  const right = address.includes('::') ? words(tail) : [];
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
