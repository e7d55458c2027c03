import { describe, expect, it } from 'vitest';
import { rowKey, type EmbedPageData } from '@common/embeds/live';
import { effectOfPush, type PushedGame } from './push-rules';

const page = (values: Partial<EmbedPageData> = {}) => ({ widget: 'scoreboard' as const, divisionId: null, teamId: null, bracketId: null, moreLive: false, ...values });
const game = (values: Partial<PushedGame> = {}): PushedGame => ({ id: 1, status: 'live', scheduledDate: '2030-01-02T14:00:00.000Z', field: 'North', divisionId: 4, homeTeamId: 10, awayTeamId: 11, bracket: null, ...values });

describe('what a push does to an embed’s rows', () => {
  it('patches a shown game while its row stays, reads the page again when it changes', () => {
    const shown = rowKey(game());
    expect(effectOfPush(page(), shown, game())).toBe('patch');
    // a final, a move to another time or field
    expect(effectOfPush(page(), shown, game({ status: 'completed' }))).toBe('reload');
    expect(effectOfPush(page(), shown, game({ scheduledDate: '2030-01-03T14:00:00.000Z' }))).toBe('reload');
    expect(effectOfPush(page(), shown, game({ field: 'South' }))).toBe('reload');
    expect(effectOfPush(page({ widget: 'standings' }), shown, game())).toBe('patch');
  });

  it('ignores a game of another division or team, and reads the page for one of its own', () => {
    expect(effectOfPush(page({ divisionId: 5 }), undefined, game())).toBe('none');
    expect(effectOfPush(page({ divisionId: 4 }), undefined, game())).toBe('reload');
    expect(effectOfPush(page({ teamId: 12 }), undefined, game())).toBe('none');
    expect(effectOfPush(page({ teamId: 11 }), undefined, game())).toBe('reload');
  });

  it('scoreboard: a live game the limit left out, or a cancelled one, changes nothing shown', () => {
    expect(effectOfPush(page({ moreLive: true }), undefined, game())).toBe('none');
    expect(effectOfPush(page({ moreLive: true }), undefined, game({ status: 'completed' }))).toBe('reload');
    expect(effectOfPush(page(), undefined, game({ status: 'cancelled' }))).toBe('none');
    expect(effectOfPush(page(), undefined, game({ status: 'scheduled' }))).toBe('reload');
  });

  it('standings: a final of the table’s division reads the table again, whatever team is marked', () => {
    const standings = page({ widget: 'standings', divisionId: 4, teamId: 99 });
    expect(effectOfPush(standings, undefined, game({ status: 'completed' }))).toBe('reload');
    expect(effectOfPush(standings, undefined, game())).toBe('none');
    expect(effectOfPush(standings, undefined, game({ status: 'completed', divisionId: 7 }))).toBe('none');
  });

  it('schedule: a game ahead reads the page again; a live one does not', () => {
    const schedule = page({ widget: 'schedule' });
    expect(effectOfPush(schedule, undefined, game({ status: 'scheduled' }))).toBe('reload');
    expect(effectOfPush(schedule, undefined, game())).toBe('none');
  });

  it('bracket: a game of the bracket only', () => {
    const bracket = page({ widget: 'bracket', bracketId: 3 });
    expect(effectOfPush(bracket, undefined, game({ bracket: { id: 3, name: 'Cup', key: 'F', round: 2, roundName: 'Final' } }))).toBe('reload');
    expect(effectOfPush(bracket, undefined, game({ bracket: { id: 4, name: 'Plate', key: 'F', round: 2, roundName: 'Final' } }))).toBe('none');
    expect(effectOfPush(bracket, undefined, game())).toBe('none');
  });
});
