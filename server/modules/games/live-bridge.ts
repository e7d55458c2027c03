// Wires live push for one process: LISTEN on the database, fan out to this process's hub, record
// the two-minute warnings at their instants (issue 45).
// main.ts and the test server call it after building the app; stop() before closing the database.
import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { LiveFanout } from './fanout';
import { recordTwoMinuteWarning } from './record-two-minute-warning';
import { listenForLiveNotes } from '../../live/listener';

type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

const consoleLog: Log = {
  warn: (obj, msg) => console.warn(msg ?? '', obj),
  info: () => {},
};

export type LiveBridge = { fanout: LiveFanout; stop(): Promise<void> };

export async function startLiveBridge(database: Database, deps: AppDeps, log: Log = consoleLog): Promise<LiveBridge> {
  const recordWarning = (leagueId: number, gameId: number) => recordTwoMinuteWarning(deps.db, deps.now, leagueId, gameId);
  const fanout = new LiveFanout(deps.db, deps.live.sockets, deps.live.changes, deps.now, log, recordWarning);
  const listener = await listenForLiveNotes(database.listenSource, {
    onPayload: (payload) => fanout.receive(payload),
    onReconnect: () => void fanout.resync().catch((err: unknown) => log.warn({ err }, 'live resync failed')),
    log,
  });
  await fanout.scheduleLiveGames();
  return {
    fanout,
    async stop() {
      fanout.stop();
      await listener.close();
    },
  };
}
