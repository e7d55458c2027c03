import type { Tx } from './client';

// What one module's write announces inside its transaction for another module to act on in the same
// transaction (so nothing is half-written), without the announcer importing the listener: the
// listener sits above it in the module order (eslint.config.js) and is wired by create-deps.ts.
export type TxListener<T> = (tx: Tx, value: T) => Promise<void>;

export class TxEvent<T> {
  private readonly listeners: TxListener<T>[] = [];

  listen(listener: TxListener<T>): void {
    this.listeners.push(listener);
  }

  async emit(tx: Tx, value: T): Promise<void> {
    for (const listener of this.listeners) await listener(tx, value);
  }
}
