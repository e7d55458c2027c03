import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { GameDto, GameEventDto } from '@common/schemas/games/dto';
import type { JournalEntry, JournalStorage } from './action-journal';

// What the referee's phone keeps in IndexedDB (decision 023): the taps not yet on the server, and
// the last game and events the server sent, so a control page reopened without signal shows them.
// A browser without IndexedDB (some private modes) keeps them in memory: lost at a reload only.

export type SavedGame = { id: number; userId: number; game: GameDto; events: GameEventDto[] | null; savedAt: number };

// Issue 49 (decision 080): the check-in list not yet on the server, one per game and user: each tap
// replaces it (the last list wins), and it is sent once when the signal returns.
export type SavedCheckin = { gameId: number; userId: number; present: number[]; override: boolean; savedAt: number };

interface RefereeDb extends DBSchema {
  actions: { key: string; value: JournalEntry; indexes: { byGame: [number, number] } };
  games: { key: [number, number]; value: SavedGame };
  checkins: { key: [number, number]; value: SavedCheckin };
}

const DB_NAME = 'ffl-referee';

export type DeviceStore = JournalStorage & {
  saveGame(userId: number, game: GameDto): Promise<void>;
  saveEvents(userId: number, gameId: number, events: GameEventDto[]): Promise<void>;
  savedGame(userId: number, gameId: number): Promise<SavedGame | undefined>;
  saveCheckin(entry: SavedCheckin): Promise<void>;
  savedCheckin(userId: number, gameId: number): Promise<SavedCheckin | undefined>;
  // Taken off once sent, unless a newer list replaced it meanwhile (its savedAt differs).
  dropCheckin(entry: SavedCheckin): Promise<void>;
  // The taps (and check-in lists) still waiting on this device, of every user (asked at sign-out).
  waitingActions(): Promise<number>;
  // Sign-out (decision 043): nothing stays on a shared phone, taps included (the referee was asked).
  forgetAll(): Promise<void>;
};

function indexedDbStore(db: Promise<IDBPDatabase<RefereeDb>>): DeviceStore {
  async function update(userId: number, gameId: number, change: (saved: SavedGame | undefined) => SavedGame | null): Promise<void> {
    const tx = (await db).transaction('games', 'readwrite');
    const next = change(await tx.store.get([gameId, userId]));
    if (next) await tx.store.put(next);
    await tx.done;
  }
  return {
    entriesOf: async (gameId, userId) => (await db).getAllFromIndex('actions', 'byGame', [gameId, userId]),
    put: async (entry) => void (await (await db).put('actions', entry)),
    remove: async (key) => (await db).delete('actions', key),
    saveGame: (userId, game) =>
      update(userId, game.id, (saved) => (saved && saved.game.version > game.version ? null : { id: game.id, userId, game, events: saved?.events ?? null, savedAt: Date.now() })),
    saveEvents: (userId, gameId, events) => update(userId, gameId, (saved) => (saved ? { ...saved, events } : null)),
    savedGame: async (userId, gameId) => (await db).get('games', [gameId, userId]),
    saveCheckin: async (entry) => void (await (await db).put('checkins', entry)),
    savedCheckin: async (userId, gameId) => (await db).get('checkins', [gameId, userId]),
    dropCheckin: async (entry) => {
      const tx = (await db).transaction('checkins', 'readwrite');
      const saved = await tx.store.get([entry.gameId, entry.userId]);
      if (saved && saved.savedAt === entry.savedAt) await tx.store.delete([entry.gameId, entry.userId]);
      await tx.done;
    },
    waitingActions: async () => (await (await db).count('actions')) + (await (await db).count('checkins')),
    forgetAll: async () => {
      const tx = (await db).transaction(['actions', 'games', 'checkins'], 'readwrite');
      await Promise.all([tx.objectStore('actions').clear(), tx.objectStore('games').clear(), tx.objectStore('checkins').clear(), tx.done]);
    },
  };
}

export function memoryStore(): DeviceStore {
  const actions = new Map<string, JournalEntry>();
  const games = new Map<string, SavedGame>();
  const checkins = new Map<string, SavedCheckin>();
  const id = (userId: number, gameId: number) => `${gameId}:${userId}`;
  return {
    entriesOf: async (gameId, userId) => [...actions.values()].filter((e) => e.gameId === gameId && e.userId === userId),
    put: async (entry) => void actions.set(entry.key, entry),
    remove: async (key) => void actions.delete(key),
    saveGame: async (userId, game) => {
      const saved = games.get(id(userId, game.id));
      if (saved && saved.game.version > game.version) return;
      games.set(id(userId, game.id), { id: game.id, userId, game, events: saved?.events ?? null, savedAt: Date.now() });
    },
    saveEvents: async (userId, gameId, events) => {
      const saved = games.get(id(userId, gameId));
      if (saved) games.set(id(userId, gameId), { ...saved, events });
    },
    savedGame: async (userId, gameId) => games.get(id(userId, gameId)),
    saveCheckin: async (entry) => void checkins.set(id(entry.userId, entry.gameId), entry),
    savedCheckin: async (userId, gameId) => checkins.get(id(userId, gameId)),
    dropCheckin: async (entry) => {
      if (checkins.get(id(entry.userId, entry.gameId))?.savedAt === entry.savedAt) checkins.delete(id(entry.userId, entry.gameId));
    },
    waitingActions: async () => actions.size + checkins.size,
    forgetAll: async () => {
      actions.clear();
      games.clear();
      checkins.clear();
    },
  };
}

function openStore(): DeviceStore {
  if (typeof indexedDB === 'undefined') return memoryStore();
  const db = openDB<RefereeDb>(DB_NAME, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('actions', { keyPath: 'key' }).createIndex('byGame', ['gameId', 'userId']);
        database.createObjectStore('games', { keyPath: ['id', 'userId'] });
      }
      // issue 49: the check-in lists waiting
      if (oldVersion < 2) database.createObjectStore('checkins', { keyPath: ['gameId', 'userId'] });
    },
  });
  // IndexedDB refused (storage full, a private mode): the memory store answers instead
  const chosen = db.then(
    () => indexedDbStore(db),
    (error: unknown) => {
      console.error('IndexedDB unavailable: waiting actions are kept in memory only', error);
      return memoryStore();
    },
  );
  return {
    entriesOf: async (...a) => (await chosen).entriesOf(...a),
    put: async (...a) => (await chosen).put(...a),
    remove: async (...a) => (await chosen).remove(...a),
    saveGame: async (...a) => (await chosen).saveGame(...a),
    saveEvents: async (...a) => (await chosen).saveEvents(...a),
    savedGame: async (...a) => (await chosen).savedGame(...a),
    saveCheckin: async (...a) => (await chosen).saveCheckin(...a),
    savedCheckin: async (...a) => (await chosen).savedCheckin(...a),
    dropCheckin: async (...a) => (await chosen).dropCheckin(...a),
    waitingActions: async () => (await chosen).waitingActions(),
    forgetAll: async () => (await chosen).forgetAll(),
  };
}

let shared: DeviceStore | null = null;

// The app's one store, opened on first use.
export function deviceStore(): DeviceStore {
  shared ??= openStore();
  return shared;
}
