// Never a request to where a visitor points (issue 50, decision 085): the addresses a webhook may
// not reach, whatever name leads there. A webhook's URL is typed by whoever holds the super admin's
// session; these ranges are the server's own machine, its private network and the cloud's metadata
// service (169.254.169.254), which a request from the server would reach from the inside.
import { BlockList, isIP } from 'node:net';

// Each range with the words an error gives for it.
const RANGES: { reason: string; subnets: [string, number, 'ipv4' | 'ipv6'][] }[] = [
  { reason: 'an unspecified address', subnets: [['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']] },
  { reason: 'a loopback address', subnets: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']] },
  { reason: 'a private address', subnets: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']] },
  // the metadata service of the clouds (169.254.169.254) is in it
  { reason: 'a link-local address', subnets: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6'], ['fec0::', 10, 'ipv6']] },
  { reason: 'a carrier-grade NAT address', subnets: [['100.64.0.0', 10, 'ipv4']] },
  { reason: 'a multicast address', subnets: [['224.0.0.0', 4, 'ipv4'], ['ff00::', 8, 'ipv6']] },
  // 240/4 (255.255.255.255, the broadcast, in it) and the deprecated IPv4-compatible IPv6 (::a.b.c.d)
  { reason: 'a reserved address', subnets: [['240.0.0.0', 4, 'ipv4'], ['::', 96, 'ipv6']] },
];

const LISTS = RANGES.map(({ reason, subnets }) => {
  const list = new BlockList();
  for (const [network, prefix, type] of subnets) list.addSubnet(network, prefix, type);
  return { reason, list };
});

// Why a webhook may not reach this address ('a loopback address'...), or null when it may. An
// IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as its IPv4 address (BlockList does so); a
// text that is no IP address at all is refused too (nothing should ask with one).
export function forbiddenAddress(address: string): string | null {
  // an IPv6 address may carry its zone (fe80::1%eth0): the zone names no other range
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return 'no IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const { reason, list } of LISTS) if (list.check(bare, type)) return reason;
  return null;
}

// A URL's host when it is a literal IP address (node connects to it without a lookup), else null.
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) === 0 ? null : bare;
}
