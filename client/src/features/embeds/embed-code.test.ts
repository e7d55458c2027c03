import { describe, expect, it } from 'vitest';
import { embedSnippet } from '@common/embeds/embeds';
import type { TeamDto } from '@common/schemas/teams';
import { changeEmbedValues, embedChoice, FIRST_EMBED_VALUES, teamChoices, type EmbedCodeValues } from './embed-code';

const team = (id: number, divisionId: number | null): TeamDto => ({ id, name: `Team ${id}`, color: '#123456', icon: 'shield', leagueId: 1, divisionId, division: divisionId === null ? null : { id: divisionId, name: `Division ${divisionId}` } });
const TEAMS = [team(1, 10), team(2, 10), team(3, 20), team(4, null)];
const choice = (change: Partial<EmbedCodeValues>) => embedChoice('demo', { ...FIRST_EMBED_VALUES, ...change });

describe('Get embed code: the choices -> the embed path (issue 50)', () => {
  it('starts on the light scoreboard with no filter', () => {
    expect(choice({})).toEqual({ ok: true, path: '/demo/embed/scoreboard' });
  });

  it('puts each offered filter in the query, dark theme named, light left out', () => {
    expect(choice({ widget: 'standings', divisionId: '10', theme: 'dark' })).toEqual({ ok: true, path: '/demo/embed/standings?divisionId=10&theme=dark' });
    expect(choice({ widget: 'schedule', divisionId: '10', teamId: '2', limit: ' 25 ' })).toEqual({ ok: true, path: '/demo/embed/schedule?divisionId=10&teamId=2&limit=25' });
    expect(choice({ widget: 'scoreboard', theme: 'light', limit: '' })).toEqual({ ok: true, path: '/demo/embed/scoreboard' });
  });

  it('a bracket needs one chosen and takes a team (marked), no division or limit', () => {
    expect(choice({ widget: 'bracket' })).toEqual({ ok: false, errors: { bracketId: 'Choose a bracket' } });
    expect(choice({ widget: 'bracket', bracketId: '7', divisionId: '10', limit: '99', theme: 'dark' })).toEqual({ ok: true, path: '/demo/embed/bracket/7?theme=dark' });
    expect(choice({ widget: 'bracket', bracketId: '7', divisionId: '10', teamId: '3' })).toEqual({ ok: true, path: '/demo/embed/bracket/7?teamId=3' });
  });

  it('refuses a limit the embed would refuse, with its rule', () => {
    expect(choice({ limit: '0' })).toEqual({ ok: false, errors: { limit: 'must be between 1 and 50' } });
    expect(choice({ limit: '51' })).toEqual({ ok: false, errors: { limit: 'must be between 1 and 50' } });
    expect(choice({ limit: '2.5' })).toEqual({ ok: false, errors: { limit: 'must be a whole number' } });
    expect(choice({ limit: '50' })).toEqual({ ok: true, path: '/demo/embed/scoreboard?limit=50' });
    expect(choice({ limit: '1' })).toEqual({ ok: true, path: '/demo/embed/scoreboard?limit=1' });
  });

  it('the snippet holds the full URL, its & escaped for the attribute', () => {
    const made = choice({ widget: 'standings', divisionId: '10', theme: 'dark' });
    expect(made.ok && embedSnippet('https://ffl.example', made.path)).toBe(
      '<div data-ffl-embed="https://ffl.example/demo/embed/standings?divisionId=10&amp;theme=dark"></div>\n<script src="https://ffl.example/embed.js" async></script>',
    );
  });
});

describe('Get embed code: the team select follows the division', () => {
  it('offers the division’s teams, or every team; a bracket (no division) every team', () => {
    const ids = (change: Partial<EmbedCodeValues>) => teamChoices({ ...FIRST_EMBED_VALUES, ...change }, TEAMS).map((t) => t.id);
    expect(ids({ divisionId: '10' })).toEqual([1, 2]);
    expect(ids({ divisionId: '' })).toEqual([1, 2, 3, 4]);
    expect(ids({ widget: 'bracket', divisionId: '10' })).toEqual([1, 2, 3, 4]);
  });

  it('lets a team go when another division is chosen, keeps it when it is in the new one', () => {
    const chosen = changeEmbedValues(FIRST_EMBED_VALUES, { teamId: '2' }, TEAMS);
    expect(chosen.teamId).toBe('2');
    expect(changeEmbedValues(chosen, { divisionId: '20' }, TEAMS)).toMatchObject({ divisionId: '20', teamId: '' });
    expect(changeEmbedValues(chosen, { divisionId: '10' }, TEAMS)).toMatchObject({ divisionId: '10', teamId: '2' });
    expect(changeEmbedValues(chosen, { divisionId: '' }, TEAMS)).toMatchObject({ divisionId: '', teamId: '2' });
    // a bracket's team of another division than the one the standings had: kept there, let go back in the standings
    const bracket = changeEmbedValues({ ...FIRST_EMBED_VALUES, widget: 'bracket', divisionId: '10' }, { teamId: '3' }, TEAMS);
    expect(bracket.teamId).toBe('3');
    expect(changeEmbedValues(bracket, { widget: 'standings' }, TEAMS)).toMatchObject({ divisionId: '10', teamId: '' });
  });
});
