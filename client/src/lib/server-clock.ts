// Architecture rule 4: the client counts the game clock down with its estimate of the server's time.
// Every game the server sends carries serverNow; the offset to this device's clock is estimated
// from the recent samples. The largest offset wins: it belongs to the answer that spent the least
// time on the wire (an NTP-style minimum-delay filter). Samples expire, so a device clock that jumps
// is forgotten within SAMPLE_TTL_MS.

const SAMPLE_TTL_MS = 30_000;
const MAX_SAMPLES = 32;

export type ServerClock = {
  // Records that the server's clock read serverNow when this device's clock read localNow.
  sample(serverNow: number, localNow?: number): void;
  // The estimated server time at localNow; the device's own time until a sample exists.
  now(localNow?: number): number;
};

export function createServerClock(readLocal: () => number = Date.now): ServerClock {
  let samples: { offset: number; at: number }[] = [];
  return {
    sample(serverNow, localNow = readLocal()) {
      if (!Number.isFinite(serverNow)) return;
      samples = [...samples.filter((s) => localNow - s.at < SAMPLE_TTL_MS && s.at <= localNow), { offset: serverNow - localNow, at: localNow }].slice(-MAX_SAMPLES);
    },
    now(localNow = readLocal()) {
      const fresh = samples.filter((s) => localNow - s.at < SAMPLE_TTL_MS && s.at <= localNow);
      if (fresh.length === 0) return localNow + (samples.at(-1)?.offset ?? 0);
      return localNow + Math.max(...fresh.map((s) => s.offset));
    },
  };
}

// The one estimate the app shares: the control page, the scoreboard and the live socket feed it.
export const serverClock = createServerClock();
