import { describe, expect, it } from 'vitest';
import { MAIL_FOLLOW_KINDS } from '@common/schemas/mail-follows';
import { checkMailFollow, MAIL_FOLLOW_KINDS_SHOWN } from './mail-follow-check';
import { parseMailFollowMemory, startingChoice } from './mail-follow-memory';
import { MAIL_FOLLOW_TEXT as TEXT } from './mail-follow-texts';

describe('the "Get emails" form (issue 47)', () => {
  it('offers every kind the server takes, in its order', () => {
    expect(MAIL_FOLLOW_KINDS_SHOWN).toEqual([...MAIL_FOLLOW_KINDS]);
  });

  it('makes the request from the values: trimmed address, teams once, kinds in order', () => {
    expect(checkMailFollow({ email: ' parent@example.org ', teamIds: [3, 3, 5], kinds: ['final', 'kickoff'] })).toEqual({
      ok: true,
      request: { email: 'parent@example.org', teamIds: [3, 5], kinds: ['kickoff', 'final'] },
    });
  });

  it('refuses a missing or wrong address, no team, no kind, each beside its field', () => {
    expect(checkMailFollow({ email: '', teamIds: [], kinds: [] })).toEqual({
      ok: false,
      errors: { email: TEXT.emailRequired, teamIds: TEXT.teamRequired, kinds: TEXT.kindRequired },
      first: TEXT.emailRequired,
    });
    for (const email of ['parent', 'parent@example', 'a b@example.org', `${'a'.repeat(250)}@x.org`]) {
      expect(checkMailFollow({ email, teamIds: [1], kinds: ['score'] })).toMatchObject({ ok: false, errors: { email: TEXT.emailInvalid } });
    }
  });
});

describe('what the device remembers of its follows by email (issue 47)', () => {
  it('reads back what was written, and anything else as nothing', () => {
    const memory = { leagueSlug: 'demo', email: 'parent@example.org', teams: [{ id: 3, name: 'Hawks' }] };
    expect(parseMailFollowMemory(JSON.stringify(memory))).toEqual(memory);
    for (const raw of [null, '', 'x', '[]', '{"leagueSlug":"demo"}', '{"leagueSlug":"","email":"a@b.c","teams":[]}']) expect(parseMailFollowMemory(raw)).toBeNull();
    expect(parseMailFollowMemory(JSON.stringify({ ...memory, teams: [{ id: 3, name: 'Hawks' }, { id: 3, name: 'Again' }, { id: -1, name: 'x' }, { id: 4 }, null, 'x'] }))?.teams).toEqual([{ id: 3, name: 'Hawks' }]);
  });

  it('starts the form with this team first, then the league\'s teams asked for before, and the last address', () => {
    const memory = { leagueSlug: 'demo', email: 'parent@example.org', teams: [{ id: 3, name: 'Hawks' }, { id: 5, name: 'Owls' }] };
    expect(startingChoice(memory, 'demo', { id: 5, name: 'Owls' })).toEqual({ email: 'parent@example.org', teams: [{ id: 5, name: 'Owls' }, { id: 3, name: 'Hawks' }] });
    expect(startingChoice(memory, 'other', { id: 9, name: 'Bears' })).toEqual({ email: 'parent@example.org', teams: [{ id: 9, name: 'Bears' }] });
    expect(startingChoice(null, 'demo', { id: 9, name: 'Bears' })).toEqual({ email: '', teams: [{ id: 9, name: 'Bears' }] });
  });
});
