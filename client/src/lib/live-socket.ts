import type { LiveServerMessage } from '@common/schemas/live-protocol';

// The live push channel's transport (spec 7): one WebSocket at /ws, given its address and how to
// open it. Screens subscribe to 'game:<id>' or 'league:<slug>'; the connection reconnects with
// backoff and subscribes again, pings, and says whether it is fresh. The app's one connection is
// shared-live-socket.ts, a push applied to the query cache apply-push.ts, a screen's subscription
// use-live-channel.ts.

// The part of the browser's WebSocket this uses (the `ws` package's client has the same shape).
export type WebSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

const OPEN = 1;

export type LiveListener = {
  onMessage?: (message: LiveServerMessage) => void;
  // The connection came back after a drop: pushes may have been missed meanwhile.
  onReconnect?: () => void;
};

export type LiveSocketOptions = {
  url: () => string;
  createSocket: (url: string) => WebSocketLike;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  // A ping goes out this often; a connection silent for two periods is presumed dead and replaced.
  heartbeatMs?: number;
  // The connection is fresh while a message (a push, a pong) arrived within this long: a pong
  // answers each ping, so a live connection never goes this long without one.
  freshMs?: number;
  // With no subscription left the connection closes after this long (a page change resubscribes first).
  idleCloseMs?: number;
  // A subscription the server has not answered (confirmed or refused) within this long is sent
  // again, and then after twice as long, up to eight times as long (decision 037: now and then a
  // subscription was never answered; the server answers a repeated one as it did the first).
  answerMs?: number;
  random?: () => number;
};

function parseMessage(data: unknown): LiveServerMessage | null {
  if (typeof data !== 'string') {
    console.error('Live channel: ignored a non-text message');
    return null;
  }
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string') {
      return value as LiveServerMessage;
    }
    console.error('Live channel: ignored a message without a type', data);
  } catch (error) {
    // Spec 8: live-channel parse errors are only logged.
    console.error('Live channel: could not parse a message', error);
  }
  return null;
}

// Heartbeat defaults: a ping every 15 s, fresh while something arrived within the last 20 s
// (docs/decisions/025-push-applied-polls-stretched.md).
export const LIVE_HEARTBEAT_MS = 15_000;
const LIVE_FRESH_MS = 20_000;
const LIVE_ANSWER_MS = 3_000;

export class LiveSocket {
  private socket: WebSocketLike | null = null;
  private readonly channels = new Map<string, number>();
  private readonly listeners = new Map<LiveListener, number>();
  private attempt = 0;
  private everOpened = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeardAt = 0;
  private heardAny = false;
  private fresh = false;
  private freshTimer: ReturnType<typeof setTimeout> | null = null;
  // channels the server confirmed ('subscribed') on the current connection
  private readonly confirmed = new Set<string>();
  // channels sent and not answered yet on the current connection: when each is sent again, and how
  // long it waited the last time
  private readonly unanswered = new Map<string, { timer: ReturnType<typeof setTimeout>; waitMs: number }>();
  private readonly statusListeners = new Set<() => void>();
  private readonly options: Required<LiveSocketOptions>;

  constructor(options: LiveSocketOptions) {
    this.options = {
      initialBackoffMs: 500,
      maxBackoffMs: 15_000,
      heartbeatMs: LIVE_HEARTBEAT_MS,
      freshMs: LIVE_FRESH_MS,
      idleCloseMs: 5_000,
      answerMs: LIVE_ANSWER_MS,
      random: Math.random,
      ...options,
    };
  }

  // Counts subscriptions per channel, so two screens on one game share it; returns the undo.
  subscribe(channel: string): () => void {
    const count = this.channels.get(channel) ?? 0;
    this.channels.set(channel, count + 1);
    this.cancelIdleClose();
    if (count === 0) this.sendSubscribe(channel);
    this.ensureConnected();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.release(channel);
    };
  }

  addListener(listener: LiveListener): () => void {
    this.listeners.set(listener, (this.listeners.get(listener) ?? 0) + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.listeners.get(listener) ?? 1) - 1;
      if (left <= 0) this.listeners.delete(listener);
      else this.listeners.set(listener, left);
    };
  }

  get subscribedChannels(): string[] {
    return [...this.channels.keys()];
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  // --- connection status, for the polls that stand in for the socket and for a 'reconnecting' notice

  // Open, and something arrived within freshMs; with a channel, also confirmed by the server on
  // this connection (a refused subscription is not fresh, whatever else arrives).
  isFresh(channel?: string): boolean {
    return this.fresh && this.isOpen && (channel === undefined || this.confirmed.has(channel));
  }

  // Date.now() when the last message arrived (on this or an earlier connection); null before any.
  get lastMessageAt(): number | null {
    return this.heardAny ? this.lastHeardAt : null;
  }

  // Told when isOpen, isFresh() or a channel's confirmation changes; not on every message (read
  // lastMessageAt when drawing). Returns the undo.
  onStatusChange(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  // The network came back or the phone woke up: try at once instead of waiting out the backoff.
  reconnectNow(): void {
    if (this.channels.size === 0 || this.isOpen) return;
    this.clearReconnect();
    this.attempt = 0;
    if (this.socket) {
      this.dropSocket();
    }
    this.connect();
  }

  // Closes for good (tests, or leaving the app).
  close(): void {
    this.channels.clear();
    this.clearReconnect();
    this.cancelIdleClose();
    this.dropSocket();
  }

  private release(channel: string): void {
    const left = (this.channels.get(channel) ?? 1) - 1;
    if (left > 0) {
      this.channels.set(channel, left);
      return;
    }
    this.channels.delete(channel);
    this.stopWaiting(channel);
    this.send({ type: 'unsubscribe', channel });
    if (this.confirmed.delete(channel)) this.statusChanged();
    if (this.channels.size === 0) this.scheduleIdleClose();
  }

  private send(message: { type: string; channel?: string }): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  // Sends a subscription and, on an open connection, waits for its answer: one that does not come
  // within answerMs sends it again (doubling the wait up to eight times answerMs).
  private sendSubscribe(channel: string, waitMs = this.options.answerMs): void {
    if (!this.isOpen) return;
    this.send({ type: 'subscribe', channel });
    this.stopWaiting(channel);
    const timer = setTimeout(() => {
      this.unanswered.delete(channel);
      if (this.channels.has(channel)) this.sendSubscribe(channel, Math.min(2 * waitMs, 8 * this.options.answerMs));
    }, waitMs);
    this.unanswered.set(channel, { timer, waitMs });
  }

  private stopWaiting(channel: string): void {
    const waiting = this.unanswered.get(channel);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.unanswered.delete(channel);
  }

  private ensureConnected(): void {
    if (this.socket || this.reconnectTimer) return;
    this.connect();
  }

  private connect(): void {
    let socket: WebSocketLike;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch (error) {
      console.error('Live channel: could not open the connection', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.heard();
      for (const channel of this.channels.keys()) this.sendSubscribe(channel);
      this.startHeartbeat();
      if (this.everOpened) for (const listener of [...this.listeners.keys()]) listener.onReconnect?.();
      this.everOpened = true;
      this.statusChanged();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.heard();
      const message = parseMessage(event.data);
      if (!message) return;
      this.confirm(message);
      if (message.type === 'error') console.warn('Live channel:', message.data?.message, message.data?.channel ?? '');
      for (const listener of [...this.listeners.keys()]) {
        try {
          listener.onMessage?.(message);
        } catch (error) {
          console.error('Live channel: a listener failed', error);
        }
      }
    };
    socket.onerror = () => {
      // onclose follows and decides what to do.
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      this.lostConnection();
      if (this.channels.size > 0) this.scheduleReconnect();
    };
  }

  private heard(): void {
    this.lastHeardAt = Date.now();
    this.heardAny = true;
    if (!this.fresh) {
      this.fresh = true;
      this.statusChanged();
    }
    this.freshTimer ??= setTimeout(() => this.checkFresh(), this.options.freshMs);
  }

  // One timer per connection, moved along by what arrived meanwhile rather than reset per message.
  private checkFresh(): void {
    this.freshTimer = null;
    const silentFor = Date.now() - this.lastHeardAt;
    if (silentFor < this.options.freshMs) {
      this.freshTimer = setTimeout(() => this.checkFresh(), this.options.freshMs - silentFor);
      return;
    }
    this.fresh = false;
    this.statusChanged();
  }

  private confirm(message: LiveServerMessage): void {
    const channel = message.type === 'subscribed' || message.type === 'unsubscribed' || message.type === 'error' ? message.data?.channel : undefined;
    if (channel === undefined) return;
    // answered: subscribed, or refused with a reason (an error naming the channel)
    if (message.type !== 'unsubscribed') this.stopWaiting(channel);
    const confirmed = message.type === 'subscribed' && this.channels.has(channel);
    if (confirmed === this.confirmed.has(channel)) return;
    if (confirmed) this.confirmed.add(channel);
    else this.confirmed.delete(channel);
    this.statusChanged();
  }

  private lostConnection(): void {
    if (this.freshTimer) clearTimeout(this.freshTimer);
    this.freshTimer = null;
    this.fresh = false;
    this.confirmed.clear();
    for (const channel of [...this.unanswered.keys()]) this.stopWaiting(channel);
    this.statusChanged();
  }

  private statusChanged(): void {
    for (const listener of [...this.statusListeners]) {
      try {
        listener();
      } catch (error) {
        console.error('Live channel: a status listener failed', error);
      }
    }
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.stopHeartbeat();
    if (!socket) return;
    this.lostConnection();
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(1000, 'closing');
    } catch {
      // already closed
    }
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer) return;
    const { initialBackoffMs, maxBackoffMs, random } = this.options;
    const ceiling = Math.min(maxBackoffMs, initialBackoffMs * 2 ** this.attempt);
    // Full jitter on the upper half: many phones losing one access point do not return in step.
    const delay = ceiling / 2 + random() * (ceiling / 2);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.channels.size > 0 && !this.socket) this.connect();
    }, delay);
  }

  private clearReconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private scheduleIdleClose(): void {
    this.cancelIdleClose();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.channels.size === 0) {
        this.clearReconnect();
        this.dropSocket();
      }
    }, this.options.idleCloseMs);
  }

  private cancelIdleClose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    const { heartbeatMs } = this.options;
    this.heartbeatTimer = setInterval(() => {
      if (Date.now() - this.lastHeardAt > 2 * heartbeatMs) {
        // A half-open connection never reports its death; replace it.
        const socket = this.socket;
        this.dropSocket();
        if (socket && this.channels.size > 0) this.scheduleReconnect();
        return;
      }
      this.send({ type: 'ping' });
    }, heartbeatMs);
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }
}
