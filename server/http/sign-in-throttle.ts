// Sign-in, registration and reset attempts, throttled without handing anyone a way to lock an account
// (docs/decisions/005-sessions-and-rate-limits.md): failures block the pair (account, address) and
// the address; failures of one account from everywhere only slow its answers, so the real user with
// the right password, from an address that has not been failing, still gets in.
import crypto from 'node:crypto';
import { SERVER_TEXT } from '../../common/texts';
import { addressKey } from './client-address';
import { tooManyRequests } from './errors';
import type { CounterStore } from './rate-limit-counters';

export type SignInScope = 'login' | 'register' | 'reset';
// One attempt: the account it names (as typed; case does not matter) and the address it came from
// (the request's, in full: the throttle counts it by its limit key, an IPv6 address by its /64).
export type SignInAttempt = { scope: SignInScope; username: string; address: string };

export type SignInLimits = {
  // failures of one account from one address in a window, then 429 for that pair
  perAccountAddress: number;
  // failures from one address in a window, then 429 for that address
  perAddress: number;
  // failures of one account from every address in a window, above which answers are held
  accountCeiling: number;
  windowMs: number;
  // the longest an answer is held (0: never)
  maxDelayMs: number;
};

const FIRST_DELAY_MS = 250;

// Doubles with each failure above the ceiling, up to the bound: slows a guesser, never locks out.
export function accountDelayMs(overCeiling: number, maxDelayMs: number): number {
  if (overCeiling <= 0) return 0;
  return Math.min(maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(overCeiling - 1, 16));
}

type Keys = { pair: string; address: string; account: string };

function keysOf(attempt: SignInAttempt): Keys {
  // the account is hashed: the key stays short whatever was typed, and no username sits in the table
  const account = crypto.createHash('sha256').update(attempt.username.trim().toLowerCase()).digest('base64url');
  // every address of one /64 is one address here, as in every per-address limit (client-address.ts)
  const address = addressKey(attempt.address);
  return {
    pair: `${attempt.scope}:pair:${account}:${address}`,
    address: `${attempt.scope}:address:${address}`,
    account: `${attempt.scope}:account:${account}`,
  };
}

export class SignInThrottle {
  // How an answer is held; a test swaps it to see the delays without waiting for them.
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  constructor(
    private readonly store: CounterStore,
    private readonly limits: SignInLimits,
    private readonly now: () => number,
  ) {}

  // Charges the attempt as a failure before it is judged, so parallel guesses cannot slip between a
  // check and a count; `succeeded` gives the charge back. Refuses a blocked pair or address with 429,
  // and holds the answer while the account is above its ceiling.
  async admit(attempt: SignInAttempt): Promise<void> {
    const keys = keysOf(attempt);
    const now = this.now();
    const counts = await this.store.add([keys.pair, keys.address, keys.account], this.limits.windowMs, now);
    const limited: [string, number][] = [
      [keys.pair, this.limits.perAccountAddress],
      [keys.address, this.limits.perAddress],
    ];
    let wait = 0;
    for (const [key, limit] of limited) {
      const window = counts.get(key);
      if (window && window.count > limit) wait = Math.max(wait, window.resetAt - now);
    }
    if (wait > 0) throw tooManyRequests(SERVER_TEXT.tooManyAttempts(wait / 1000), wait);
    const delay = accountDelayMs((counts.get(keys.account)?.count ?? 0) - this.limits.accountCeiling, this.limits.maxDelayMs);
    if (delay > 0) await this.sleep(delay);
  }

  // The attempt was right (the password, or the username and email of a reset): the pair's failures
  // are forgiven and the charge on the address and the account is given back.
  async succeeded(attempt: SignInAttempt): Promise<void> {
    const keys = keysOf(attempt);
    await this.store.delete([keys.pair]);
    await this.store.takeBack([keys.address, keys.account], this.now());
  }

  sweep(now: number): Promise<void> {
    return this.store.sweep(now);
  }
}
