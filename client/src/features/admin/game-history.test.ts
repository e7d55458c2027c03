import { describe, expect, it } from 'vitest';
import { GAME_CHANGE_DOORS, type GameHistoryEntryDto } from '@common/schemas/games/history';
import type { TeamDto } from '@common/schemas/teams';
import type { ManagedUserDto } from '@common/schemas/users';
import { gameDtoFixture } from '@client/lib/game-dto.fixture';
import { historyNames, shownEntry } from './game-history';
import { ADMIN_TEXT } from './texts';

// Issue 46: an entry of the Edit Game dialog's History tab, as the admin reads it.
const game = gameDtoFixture({ refereeId: 9, referee: { firstName: 'Rita', lastName: 'Ref' } });
const teams = [
  { id: 1, name: 'Red Hawks' },
  { id: 2, name: 'Blue Thunder' },
  { id: 3, name: 'Green Owls' },
] as TeamDto[];
const referees = [{ id: 11, firstName: null, lastName: null, username: 'sam' }] as ManagedUserDto[];
const names = historyNames(game, 'America/New_York', teams, referees);

const entry = (overrides: Partial<GameHistoryEntryDto>): GameHistoryEntryDto => ({
  at: '2026-05-02T18:30:00.000Z',
  actor: { type: 'user', id: 4, name: 'Ann Admin' },
  via: 'edit',
  changes: {},
  ...overrides,
});

describe('shownEntry', () => {
  it('says when in the league\'s time, who, the door, and each change with its field\'s name', () => {
    const shown = shownEntry(entry({ changes: { awayScore: [0, 7], homeScore: [6, 13] } }), names);
    expect(shown.when).toBe('Sat, May 2, 2026, 2:30 PM');
    expect(shown.who).toBe('Ann Admin');
    expect(shown.door).toBe('Edit');
    // in the form's order, whatever the stored order
    expect(shown.changes.map((change) => change.text)).toEqual(['Home score: 6 → 13', 'Away score: 0 → 7']);
  });

  it('names teams and referees by name, instants in the league\'s time, the clock as m:ss', () => {
    const shown = shownEntry(
      entry({
        changes: {
          homeTeamId: [3, 1],
          awayTeamId: [null, 77],
          refereeId: [11, 9],
          scheduledDate: ['2026-05-02T14:00:00.000Z', '2026-05-09T13:00:00.000Z'],
          timeRemainingMs: [900_000, 61_500],
          currentPeriod: [1, 2],
          status: ['scheduled', 'live'],
          timeoutTeam: [null, 'away'],
          autoTimeouts: [true, false],
          field: ['North', null],
        },
      }),
      names,
    );
    expect(shown.changes.map((change) => change.text)).toEqual([
      'Status: Scheduled → Live',
      'Date & time: Sat, May 2, 2026, 10:00 AM → Sat, May 9, 2026, 9:00 AM',
      'Field: North → —',
      'Home team: Green Owls → Red Hawks',
      'Away team: — → Team #77',
      'Referee: sam → Rita Ref',
      'Period: 1st Quarter → 2nd Quarter',
      'Time remaining: 15:00 → 1:01',
      'Timeout called by: — → Blue Thunder',
      'Automatic timeouts: Yes → No',
    ]);
  });

  it('names the system with its reason, a user with his, and a deleted game', () => {
    expect(shownEntry(entry({ actor: { type: 'system', id: null, name: 'System', reason: 'autoEnd' }, changes: { status: ['live', 'completed'], endReason: [null, 'mercy'] } }), names)).toMatchObject({
      who: 'System — autoEnd',
      changes: [{ text: 'Status: Live → Completed' }, { text: 'Ended by: — → Mercy rule' }],
    });
    expect(shownEntry(entry({ via: 'import', actor: { type: 'user', id: 4, name: 'Ann Admin', reason: 'spring.csv' } }), names).who).toBe('Ann Admin — spring.csv');
    expect(shownEntry(entry({ via: 'delete', changes: { status: ['scheduled', 'deleted'] } }), names)).toMatchObject({ door: 'Deleted', changes: [{ text: 'Status: Scheduled → Deleted' }] });
  });

  it('says what a new game was created with, without a value before', () => {
    const shown = shownEntry(entry({ via: 'create', changes: { homeTeamId: [null, 1], status: [null, 'scheduled'], homeScore: [null, 0] } }), names);
    expect(shown.changes.map((change) => [change.before, change.text])).toEqual([
      [null, 'Status: Scheduled'],
      [null, 'Home team: Red Hawks'],
      [null, 'Home score: 0'],
    ]);
  });

  it('spells a field it does not know yet, and an entry with no field changed has no lines', () => {
    expect(shownEntry(entry({ changes: { somethingNew: [1, { a: 2 }] } }), names).changes[0]!.text).toBe('Something new: 1 → {"a":2}');
    expect(shownEntry(entry({ via: 'console', eventId: 3 }), names).changes).toEqual([]);
  });

  it('has a readable label for every door', () => {
    expect(GAME_CHANGE_DOORS.map((via) => shownEntry(entry({ via }), names).door)).toEqual([
      'Console',
      'Edit',
      'Created',
      'Import',
      'Rainout',
      'Bracket',
      'Field renamed',
      'League defaults',
      'Season publish',
      'Deleted',
      'Crew answer',
      'Final result',
      'Check-in',
    ]);
    expect(Object.keys(ADMIN_TEXT.gameHistory.doors).sort()).toEqual([...GAME_CHANGE_DOORS].sort());
  });
});
