import { isIPv6 } from 'node:net';

// The address every per-address limit counts under (sign-in, registration, reset, public reads,
// follows, sockets, connections): IPv4 as it is (also when written IPv4-mapped, ::ffff:10.0.0.1);
// IPv6 by its first 64 bits, since one home or phone is given a whole /64 and could otherwise send
// each request from another address of it.
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const plain = address.split('%')[0]!;
  if (!isIPv6(plain)) return address;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = plain.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
