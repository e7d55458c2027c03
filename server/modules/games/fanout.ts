// The receiving half of live push: every note from the database (any instance's write) becomes
// messages to this process's sockets. Notes for one game that arrive while its previous read is
// under way are coalesced into one more read, so a burst of +6s costs a few reads, not one each,
// and the last message always carries the committed state; a note whose version already went out
// (an earlier read saw its commit) costs nothing. The writer's own process does not wait for its
// note: the committed game and its events are pushed at once (gameCommitted), and the note then
// costs nothing. A per-game deadline timer pushes the moment a timeout or halftime ends by itself
// or the clock reaches 0 (duplicates across instances are harmless: the state is derived,
// docs/decisions/016-live-push.md, docs/decisions/017-saturday-load.md). At the two-minute warning
// it first records the warning's event (once across instances: the game's row lock), whose note
// pushes the game with it (issue 45, docs/decisions/057-undo-and-corrections.md).
import { nextChangeAt, settle, twoMinuteWarningAt } from '../../../common/game-rules';
import { reachesScoreboards } from '../../../common/schemas/scoreboard';
import type { Db } from '../../db/client';
import { presentEvent, presentGame, presentPublicGame } from './present';
import { eventsByIds, gameOfLeague, gamesOfLeague, liveGamesWithDeadlines, stateOfRow, type GameEventRow, type GameRecord } from './store';
import type { GameChanges } from '../../deps';
import { gameRoom, leagueRoom, type LiveRooms } from '../../live/hub';
import { parseLiveNote, type LiveNote } from '../../live/notify';

type Log = { warn(obj: unknown, msg?: string): void };

type Job = {
  leagueId: number;
  gameId: number;
  refreshGame: boolean;
  // the versions of the writes waiting for the read that pushes them (or a later one); null: the
  // game's state now (a deadline, a resync, a writer that does not know its version)
  versions: (number | null)[];
  // the ids of the events to send
  events: number[];
  running: boolean;
};

const MAX_TIMER_MS = 2 ** 31 - 1;

// Records a game's two-minute warning if it is due and not yet recorded; true when this call did
// (record-two-minute-warning.ts).
export type WarningRecorder = (leagueId: number, gameId: number) => Promise<boolean>;

// The next instant at which the game changes by itself, if any.
// (the clock reaching 0 or the two-minute warning, a timeout or halftime ending)
function nextDeadline(game: GameRecord, now: number): number | null {
  if (game.status !== 'live') return null;
  return nextChangeAt(stateOfRow(game), now);
}

// The two-minute warning's instant, when it is still to come after now.
function warningAhead(game: GameRecord, now: number): number | null {
  return game.status === 'live' ? twoMinuteWarningAt(settle(stateOfRow(game), now).state) : null;
}

// Whether a two-minute warning fell due by now with its event not recorded (the stored clock still
// runs past it: no write has settled it).
function warningDue(game: GameRecord, now: number): boolean {
  return game.status === 'live' && settle(stateOfRow(game), now).events.some((event) => event.eventType === 'two_minute_warning');
}

export class LiveFanout {
  private readonly jobs = new Map<number, Job>();
  private readonly deadlines = new Map<number, NodeJS.Timeout>();
  // the highest version of each game this process pushed
  private readonly sentVersions = new Map<number, number>();
  // events this process pushed with its own write, at the commit: their note sends them no more
  private readonly pushedAtCommit = new Set<number>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly hub: LiveRooms,
    private readonly changes: GameChanges,
    private readonly now: () => Date,
    private readonly log: Log,
    // null: no warning is recorded here (a fan-out that only pushes)
    private readonly recordWarning: WarningRecorder | null = null,
  ) {
    changes.subscribe((change) => {
      if (change.kind === 'gameCommitted') this.pushCommitted(change.game, change.events);
    });
  }

  receive(payload: string): void {
    const note = parseLiveNote(payload);
    if (!note) {
      this.log.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed live note');
      return;
    }
    this.changes.emit(note);
    this.handle(note);
  }

  private handle(note: LiveNote): void {
    switch (note.kind) {
      case 'userSignedOut':
        this.hub.disconnectUser(note.userId);
        return;
      case 'sessionEnded':
        this.hub.disconnectSession(note.sessionIdHash);
        return;
      case 'leagueSuspended':
        this.hub.disconnectLeague(note.leagueId);
        return;
      case 'leagueChanged':
        // the snapshots listening on `changes` already dropped what they held
        return;
      case 'crewChanged':
        // issue 48: the league's Game day boards re-read the game's crew (its ids only: the league's
        // channel is public, the crew is read over HTTP by its admins)
        this.hub.broadcast([leagueRoom(note.leagueId)], { type: 'crewChanged', data: { gameId: note.gameId, leagueId: note.leagueId } });
        return;
      case 'gameDeleted':
        this.clearDeadline(note.gameId);
        this.sentVersions.delete(note.gameId);
        this.hub.broadcast([leagueRoom(note.leagueId), gameRoom(note.leagueId, note.gameId)], {
          type: 'gameDeleted',
          data: { gameId: note.gameId, leagueId: note.leagueId },
        });
        return;
      case 'game': {
        // that version (or a later one) already went out: the read that sent it saw this commit
        const pushed = note.version !== null && note.version <= (this.sentVersions.get(note.gameId) ?? -1);
        this.queue(note.leagueId, note.gameId, pushed ? undefined : note.version, note.eventIds);
        return;
      }
      case 'events':
        this.queue(note.leagueId, note.gameId, undefined, note.eventIds);
    }
  }

  // version: the game is to be re-read and pushed (null: whatever its version); undefined: only the
  // events (if any) are to be sent
  private queue(leagueId: number, gameId: number, version: number | null | undefined, eventIds: number[] = []): void {
    if (this.stopped || (version === undefined && eventIds.length === 0)) return;
    let job = this.jobs.get(gameId);
    if (!job) {
      job = { leagueId, gameId, refreshGame: false, versions: [], events: [], running: false };
      this.jobs.set(gameId, job);
    }
    if (version !== undefined) {
      job.refreshGame = true;
      job.versions.push(version);
    }
    job.events.push(...eventIds);
    if (job.running) return;
    job.running = true;
    // the next turn of the event loop: notes of the same commit batch join this read
    setImmediate(() => void this.run(job));
  }

  private async run(job: Job): Promise<void> {
    while (!this.stopped && (job.refreshGame || job.events.length > 0)) {
      const refreshGame = job.refreshGame;
      const events = job.events;
      job.refreshGame = false;
      job.events = [];
      try {
        await this.deliver(job, refreshGame, events);
      } catch (err) {
        if (this.stopped) break;
        this.log.warn({ err, gameId: job.gameId }, 'live fan-out failed');
        // what this process keeps of the league may have missed the change: drop it
        this.changes.emit({ kind: 'leagueChanged', leagueId: job.leagueId });
      }
    }
    job.running = false;
    this.jobs.delete(job.gameId);
  }

  private async deliver(job: Job, refreshGame: boolean, noted: Job['events']): Promise<void> {
    const { leagueId, gameId } = job;
    if (refreshGame) {
      // the writer's note is delivered at its commit, before the writer's own push (gameCommitted):
      // by now that push has gone out, and the version needs no read
      const sent = this.sentVersions.get(gameId) ?? -1;
      job.versions = job.versions.filter((version) => version === null || version > sent);
      refreshGame = job.versions.length > 0;
    }
    // and so have the events that push carried
    const events = noted.filter((id) => !this.pushedAtCommit.delete(id));
    if (!refreshGame && events.length === 0) return;
    // events go to the game's control pages, and a score change also to the league's scoreboards
    const watched = this.hub.hasSubscribers(gameRoom(leagueId, gameId)) || (events.length > 0 && this.hub.hasSubscribers(leagueRoom(leagueId)));
    if (!refreshGame && !watched) return;
    const game = await gameOfLeague(this.db, leagueId, gameId);
    // gone (deleted meanwhile) or closed to its watchers (spec 4: a suspended league shows nothing)
    if (!game || game.league.status === 'suspended') {
      this.clearDeadline(gameId);
      job.versions = [];
      return;
    }
    // the writer's own push may have gone out while this read was under way (PostgreSQL delivers
    // the note and the commit on two connections): what it carried is not sent twice
    const rows = (watched ? await eventsByIds(this.db, gameId, [...new Set(events)]) : []).filter((row) => !this.pushedAtCommit.delete(row.id));
    const now = this.now().getTime();
    if (refreshGame) {
      // the writes this read includes
      const covered = job.versions.filter((version) => version === null || version <= game.version);
      job.versions = job.versions.filter((version) => version !== null && version > game.version);
      // never an older version over a newer one (a read issued before a write this process pushed
      // at its commit); the version last pushed goes out again only for a deadline or a resync
      const sent = this.sentVersions.get(gameId) ?? -1;
      const alreadySent = game.version < sent || (game.version === sent && covered.every((version) => version !== null));
      if (!alreadySent) {
        this.pushGame(game, now, rows);
        return;
      }
    }
    // events without a new state of the game (a hand-written log entry, or a write whose state
    // went out first): each on its own
    for (const row of rows) {
      const event = presentEvent(game, row);
      // issue 49 (decision 082): an instructional game's plays stay off the public scoreboards
      const rooms = reachesScoreboards(event) && game.scoresPublic ? [leagueRoom(leagueId), gameRoom(leagueId, gameId)] : [gameRoom(leagueId, gameId)];
      this.hub.broadcast(rooms, { type: 'eventCreated', data: { gameId, event } });
    }
  }

  // One game state to the league's scoreboards (without its referee, as the public lists) and to
  // the game's control pages; the public snapshots take the same state. The events logged with it
  // go to the control pages, and its scoring plays (and an undo of one, issue 37) ride in the
  // scoreboards' message: one frame per scoreboard for a write, whatever it logged (decision 032).
  private pushGame(game: GameRecord, now: number, rows: GameEventRow[] = []): void {
    const publicGame = presentPublicGame(game, now);
    const events = rows.map((row) => presentEvent(game, row));
    const plays = game.scoresPublic ? events.filter(reachesScoreboards) : [];
    this.hub.broadcast([leagueRoom(game.leagueId)], { type: 'gameUpdated', data: { ...publicGame, ...(plays.length > 0 ? { plays } : {}) } });
    const room = gameRoom(game.leagueId, game.id);
    if (this.hub.hasSubscribers(room)) {
      this.hub.broadcast([room], { type: 'gameUpdated', data: presentGame(game, now) });
      for (const event of events) this.hub.broadcast([room], { type: 'eventCreated', data: { gameId: game.id, event } });
    }
    this.sentVersions.set(game.id, Math.max(game.version, this.sentVersions.get(game.id) ?? -1));
    this.changes.emit({ kind: 'gamePresented', leagueId: game.leagueId, game: publicGame });
    this.schedule(game, now);
  }

  // A write of this process, just committed: pushed at once, without waiting for its note and a
  // re-read (an older version that finishes late is not sent over a newer one). Sending it after
  // the writer's answer instead was tried: the answer came sooner, the push later (decision 017).
  private pushCommitted(game: GameRecord, events: GameEventRow[]): void {
    if (this.stopped || game.league.status === 'suspended') return;
    if (game.version <= (this.sentVersions.get(game.id) ?? -1)) return;
    this.pushGame(game, this.now().getTime(), events);
    for (const event of events) this.pushedAtCommit.add(event.id);
  }

  private schedule(game: GameRecord, now: number): void {
    this.clearDeadline(game.id);
    const at = nextDeadline(game, now);
    if (at === null || this.stopped) return;
    const warning = at === warningAhead(game, now);
    const timer = setTimeout(
      () => {
        this.deadlines.delete(game.id);
        if (warning) void this.warn(game.leagueId, game.id);
        else this.queue(game.leagueId, game.id, null);
      },
      Math.min(MAX_TIMER_MS, at - now + 5),
    );
    timer.unref();
    this.deadlines.set(game.id, timer);
  }

  // The two-minute warning: its event recorded, and the game pushed with it by the note of that
  // write; when another process or a write recorded it first (or it failed), the game is pushed as
  // at any deadline.
  private async warn(leagueId: number, gameId: number): Promise<void> {
    let recorded = false;
    try {
      recorded = this.recordWarning !== null && !this.stopped && (await this.recordWarning(leagueId, gameId));
    } catch (err) {
      if (!this.stopped) this.log.warn({ err, gameId }, 'recording the two-minute warning failed');
    }
    if (!recorded) this.queue(leagueId, gameId, null);
  }

  private clearDeadline(gameId: number): void {
    const timer = this.deadlines.get(gameId);
    if (timer) clearTimeout(timer);
    this.deadlines.delete(gameId);
  }

  // At start: the deadlines of games already live (this process may have just started), and the
  // two-minute warnings that fell due while no process ran, recorded now (at their own instants).
  async scheduleLiveGames(): Promise<void> {
    const now = this.now().getTime();
    for (const game of await liveGamesWithDeadlines(this.db)) {
      if (this.recordWarning !== null && warningDue(game, now)) await this.warn(game.leagueId, game.id);
      this.schedule(game, now);
    }
  }

  // After the listening connection was lost notes may be missing: refresh what sockets watch.
  async resync(): Promise<void> {
    this.pushedAtCommit.clear();
    for (const room of this.hub.roomKeys()) {
      const [kind, leagueId, gameId] = room.split(':');
      if (kind === 'game') {
        this.queue(Number(leagueId), Number(gameId), null);
      } else if (kind === 'league') {
        for (const game of await gamesOfLeague(this.db, Number(leagueId), 'live')) this.queue(game.leagueId, game.id, null);
      }
    }
    await this.scheduleLiveGames();
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.deadlines.values()) clearTimeout(timer);
    this.deadlines.clear();
  }
}
