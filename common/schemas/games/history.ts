// Issue 46: a game's timeline (GET /api/games/{id}/history) and a league's changes
// (GET /api/leagues/{slug}/audit), as the server answers them and the admin's screens read them.

// The doors a change to a game comes through: the referee's console, the admin's edit, a new game,
// an import, a rainout, a bracket's advance, a field renamed, the league's defaults synced, a
// published season, a deleted game, an official's own answer to his crew position (issue 48: his
// decline or claim of the referee position), the final's standing with the coaches (issue 49: their
// answers, the window's close, the admin's ruling), the check-in's override (issue 49: a player off both
// rosters let in sets the game's rosterFlag).
export const GAME_CHANGE_DOORS = ['console', 'edit', 'create', 'import', 'rainout', 'bracket', 'field-rename', 'league-defaults', 'season-publish', 'delete', 'crew', 'result', 'check-in'] as const;
export type GameChangeDoor = (typeof GAME_CHANGE_DOORS)[number];

// Who made a change: a signed-in user, an API key, or the system (with its reason, e.g. autoEnd).
export type HistoryActorDto = { type: 'user' | 'api-key' | 'system'; id: number | string | null; name: string; reason?: string };

// Each changed field's value before and after (dates as ISO text; null where there was none).
export type FieldChanges = Record<string, [unknown, unknown]>;

export type GameHistoryEntryDto = { at: string; actor: HistoryActorDto; via: GameChangeDoor; changes: FieldChanges; eventId?: number };

export type GameHistoryDto = { entries: GameHistoryEntryDto[] };
