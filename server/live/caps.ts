// How many live sockets one address, and the whole process, may hold (decision 042). Counted where
// the sockets are held (HeldSockets: the server's process, or the socket process), from the upgrade
// on: a socket counts from the moment it is taken until its descriptor is closed.
import type { IncomingHttpHeaders } from 'node:http';
import { addressKey } from '../http/client-address';

export type SocketCaps = {
  // sockets one address may hold (an IPv6 address counts by its /64, what one subscriber gets)
  perAddress: number;
  // sockets held in all: the process's open-file limit less a reserve for HTTP, the database, files
  total: number;
};

// What a refused upgrade's Retry-After says (seconds). A browser cannot read it; a scoreboard
// refused falls back to its polls and retries on its own backoff (client/src/lib/live-socket.ts).
export const SOCKET_RETRY_AFTER_SECONDS = 30;

// The global cap that follows from the open-file limit in force: every descriptor but a reserve
// for HTTP connections, the database and files (half of a small limit; 1,000 or a twentieth of a
// large one, whichever is more). Unknown limit (not Linux): 10,000, what decision 017 measured.
export function defaultTotalCap(openFileLimit: number | null): number {
  if (openFileLimit === null || !Number.isFinite(openFileLimit)) return 10_000;
  const reserve = openFileLimit < 2000 ? Math.ceil(openFileLimit / 2) : Math.max(1000, Math.ceil(openFileLimit / 20));
  return Math.max(1, openFileLimit - reserve);
}

// The address a socket is counted under. Behind a trusted proxy (TRUST_PROXY=1) every connection
// comes from the proxy: the address is then the last X-Forwarded-For entry, the one the proxy
// itself wrote (the peer that reached it), which a client cannot choose; an entry a client sent
// ahead of it would let each socket claim an address of its own.
export function socketAddress(remoteAddress: string | undefined, headers: IncomingHttpHeaders, trustProxy: boolean): string {
  const forwarded = trustProxy ? lastForwarded(headers['x-forwarded-for']) : undefined;
  return addressKey(forwarded || remoteAddress || 'unknown');
}

function lastForwarded(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined?.split(',').at(-1)?.trim();
}

// The sockets held per address and in all. take() counts one in (or says which cap refuses it),
// release() counts it out.
export class SocketCounts {
  private readonly byAddress = new Map<string, number>();
  private held = 0;

  constructor(readonly caps: SocketCaps) {}

  get total(): number {
    return this.held;
  }

  take(address: string): 'taken' | 'address' | 'total' {
    const count = this.byAddress.get(address) ?? 0;
    if (count >= this.caps.perAddress) return 'address';
    if (this.held >= this.caps.total) return 'total';
    this.byAddress.set(address, count + 1);
    this.held += 1;
    return 'taken';
  }

  release(address: string): void {
    const count = this.byAddress.get(address);
    if (count === undefined) return;
    if (count <= 1) this.byAddress.delete(address);
    else this.byAddress.set(address, count - 1);
    this.held -= 1;
  }
}
