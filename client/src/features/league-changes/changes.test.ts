import { describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '@common/schemas/audit';
import { actorLabel, changesPath, describeChange, NO_FILTERS } from './changes';

const entry = (action: string, target: AuditEntryDto['target'], details: unknown = null): AuditEntryDto => ({
  id: 1,
  at: '2026-12-05T15:00:00.000Z',
  actor: { type: 'user', id: 2, name: 'Dana Admin' },
  action,
  target,
  details,
});
const ZONE = 'America/New_York';

describe('the league changes (issue 46)', () => {
  it('asks for the filters chosen and the page past the first', () => {
    expect(changesPath('demo', NO_FILTERS, null)).toBe('/api/leagues/demo/audit');
    expect(changesPath('demo', { from: '2026-12-01', to: '2026-12-05', kind: 'game' }, 42)).toBe('/api/leagues/demo/audit?from=2026-12-01&to=2026-12-05&kind=game&before=42');
    expect(changesPath('demo', { ...NO_FILTERS, kind: 'api-key' }, null)).toBe('/api/leagues/demo/audit?kind=api-key');
  });

  it('names who made the change', () => {
    expect(actorLabel({ type: 'user', id: 2, name: 'Dana Admin' })).toBe('Dana Admin');
    expect(actorLabel({ type: 'system', id: null, name: 'System' })).toBe('System');
    expect(actorLabel({ type: 'api-key', id: 'k1', name: 'WordPress' })).toBe('WordPress (API key)');
  });

  it('says each action the server writes in a sentence', () => {
    expect(describeChange(entry('game.edit', { type: 'game', id: '12' }, { fields: ['homeScore', 'status'] }), ZONE)).toBe('Edited game #12 (fields: homeScore, status)');
    expect(describeChange(entry('game.create', { type: 'game', id: '12' }), ZONE)).toBe('Created game #12');
    expect(describeChange(entry('game.delete', { type: 'game', id: '12' }, { homeTeam: 'Hawks', awayTeam: 'Owls', scheduledDate: '2026-12-05T15:00:00.000Z', status: 'scheduled' }), ZONE)).toBe(
      'Deleted game #12 (Hawks vs Owls, Sat, Dec 5, 2026)',
    );
    expect(describeChange(entry('rainout.publish', { type: 'league', id: '1' }, { date: '2026-12-05', fieldIds: [3, 4], moved: 3, cancelled: 1, dependentsCancelled: 0 }), ZONE)).toBe(
      'Rained out Sat, Dec 5, 2026: 3 games moved, 1 game cancelled (2 fields)',
    );
    expect(describeChange(entry('league.sync-game-settings', { type: 'league', id: '1' }, { gamesUpdated: 1 }), ZONE)).toBe("Applied the league's game settings to 1 game");
    expect(describeChange(entry('user.role-change', { type: 'user', id: '7' }, { from: 'referee', to: 'admin', sessionsEnded: 1 }), ZONE)).toBe('Changed the role of user #7 to admin');
    expect(describeChange(entry('import.sports-connect', { type: 'league', id: '1' }, { fileName: 'spring.csv', gamesCreated: 5, gamesUpdated: 2, errors: 0 }), ZONE)).toBe(
      'Imported spring.csv: 5 games created, 2 updated, 0 errors',
    );
    expect(describeChange(entry('field.update', { type: 'field', id: '3' }, { fields: ['name'] }), ZONE)).toBe('Edited field #3 (fields: name)');
    expect(describeChange(entry('team.delete', { type: 'team', id: '4' }, { name: 'Hawks' }), ZONE)).toBe('Deleted team #4 (Hawks)');
    expect(describeChange(entry('announcement.send', { type: 'league', id: '1' }, { subject: 'Picture day' }), ZONE)).toBe('Sent the announcement "Picture day"');
  });

  it('reads an action it does not know as the action, its target and its details', () => {
    expect(describeChange(entry('game.merge', { type: 'game', id: '9' }, { into: 3, reason: 'x' }), ZONE)).toBe('game.merge on game #9 (into, reason)');
    expect(describeChange(entry('league.reindex', { type: null, id: null }, 'odd'), ZONE)).toBe('league.reindex');
  });
});
