import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_DEFAULTS, audienceOf, checkAnnouncement, countableAudience, withDivisions } from './announcement-form';
import { audienceSummary, mailCountParts } from './history-summary';
import { ANNOUNCEMENTS_TEXT as T } from './texts';

const values = { ...ANNOUNCEMENT_DEFAULTS, subject: 'Field 2 closed', body: 'Games move.' };

describe('the announcement form (issue 47)', () => {
  it('sends only the filters chosen, and fields and times only with a date', () => {
    expect(audienceOf(values)).toEqual({ who: ['followers'] });
    expect(audienceOf({ ...values, divisionIds: [1], fieldIds: [3], from: '09:00' })).toEqual({ divisionIds: [1], who: ['followers'] });
    expect(audienceOf({ ...values, date: '2030-05-04', fieldIds: [3], from: '09:00', to: '12:00', who: ['followers', 'referees'] })).toEqual({
      date: '2030-05-04',
      fieldIds: [3],
      from: '09:00',
      to: '12:00',
      who: ['followers', 'referees'],
    });
  });

  it('counts nobody while no one is chosen or the window is backwards', () => {
    expect(countableAudience({ ...values, who: [] })).toBeNull();
    expect(countableAudience({ ...values, date: '2030-05-04', from: '12:00', to: '09:00' })).toBeNull();
    expect(countableAudience(values)).toEqual({ who: ['followers'] });
  });

  it('puts each error at its field', () => {
    const refused = checkAnnouncement({ ...ANNOUNCEMENT_DEFAULTS, who: [], date: '2030-05-04', from: '12:00', to: '09:00', body: 'x'.repeat(5001) });
    expect(refused).toMatchObject({ ok: false, errors: { subject: T.needSubject, body: 'Message must be at most 5,000 characters', who: T.needWho, from: T.fromAfterTo }, first: T.needSubject });
    expect(checkAnnouncement({ ...values, date: '2030-02-30' })).toMatchObject({ ok: false, errors: { date: 'Date is not a date of the calendar' } });
    expect(checkAnnouncement(values)).toEqual({ ok: true, request: { subject: 'Field 2 closed', body: 'Games move.', audience: { who: ['followers'] } } });
  });

  it('drops the teams outside the divisions newly checked', () => {
    const teams = [{ id: 1, divisionId: 10 }, { id: 2, divisionId: 20 }, { id: 3, divisionId: null }];
    expect(withDivisions({ ...values, teamIds: [1, 2, 3] }, [10], teams)).toMatchObject({ divisionIds: [10], teamIds: [1] });
    expect(withDivisions({ ...values, teamIds: [1, 2, 3] }, [], teams).teamIds).toEqual([1, 2, 3]);
  });

  it('sums up an audience and its mail for the history', () => {
    const audience = { divisions: [{ id: 1, name: 'U10' }], teams: [], fields: [{ id: 2, name: 'Field 2' }], date: '2030-05-04', from: '09:00', to: '12:00', who: ['followers' as const, 'referees' as const] };
    expect(audienceSummary(audience)).toEqual(['Divisions: U10', 'Games on Sat, May 4, 2030, 09:00–12:00', 'Fields: Field 2', 'To followers, referees']);
    expect(audienceSummary({ ...audience, divisions: [], fields: [], date: null, from: null, to: null })).toEqual(['Every team', 'To followers, referees']);
    expect(mailCountParts({ total: 5, queued: 1, sent: 4, failed: 0, noServer: 0 }).map((p) => p.label)).toEqual(['4 sent', '1 waiting']);
  });
});
