import { describe, expect, it } from 'vitest';
import { rainoutPublishBody, type RainoutDto } from '@common/schemas/rainout';
import { checkRainout, comingSaturday, publishRequest, rainoutCounts, rainoutDefaults, withDay } from './rainout-form';

const FIELDS = [11, 12, 13];
const defaults = () => rainoutDefaults({ fieldIds: FIELDS, now: new Date('2026-12-02T15:00:00Z'), timeZone: 'America/New_York' });

describe('the rainout form', () => {
  it('starts on the coming Saturday, moving its games a week later on the same weekday and fields', () => {
    expect(comingSaturday(new Date('2026-12-05T04:59:00Z'), 'America/New_York')).toBe('2026-12-05');
    expect(comingSaturday(new Date('2026-12-06T05:00:00Z'), 'America/New_York')).toBe('2026-12-12');
    expect(defaults()).toMatchObject({ date: '2026-12-05', rainedFieldIds: FIELDS, move: true, startDate: '2026-12-12', weekdays: [6], fieldIds: FIELDS });
    expect(withDay(defaults(), '2026-12-09')).toMatchObject({ date: '2026-12-09', startDate: '2026-12-16', weekdays: [3] });
  });

  it('makes the request: every field left out, the slots of each day, time and field; a cancellation is reschedule null', () => {
    const moved = checkRainout({ ...defaults(), times: '9:00, 10:15', fieldIds: [11] }, FIELDS);
    expect(moved).toEqual({
      ok: true,
      request: { date: '2026-12-05', reschedule: { startDate: '2026-12-12', endDate: null, slots: [{ weekday: 6, time: '09:00', fieldId: 11 }, { weekday: 6, time: '10:15', fieldId: 11 }], blackoutDates: [], teamBlackouts: [] } },
    });
    const cancelled = checkRainout({ ...defaults(), move: false, rainedFieldIds: [12], times: 'nonsense' }, FIELDS);
    expect(cancelled).toEqual({ ok: true, request: { date: '2026-12-05', fieldIds: [12], reschedule: null } });
  });

  it('names each field that is wrong', () => {
    const result = checkRainout({ ...defaults(), rainedFieldIds: [], startDate: '2026-12-05', weekdays: [], times: '25:00', fieldIds: [] }, FIELDS);
    expect(result).toEqual({
      ok: false,
      first: 'Choose at least one field',
      errors: {
        rainedFieldIds: 'Choose at least one field',
        startDate: 'From must be after the rained-out day',
        weekdays: 'Choose at least one game day',
        times: '"25:00" is not a time: write kickoff times as HH:MM, separated by commas',
        fieldIds: 'Choose at least one field',
      },
    });
    expect(checkRainout({ ...defaults(), date: '' }, FIELDS)).toMatchObject({ ok: false, errors: { date: 'Choose the rained-out day' } });
    // the server's own rules, through its schema
    expect(checkRainout({ ...defaults(), date: '1999-12-04', startDate: '1999-12-11' }, FIELDS)).toMatchObject({ ok: false, errors: { date: 'Rained-out day must be between 2000-01-01 and 2100-12-31' } });
  });

  it('confirms what the preview showed: each game and where it goes, and the games cancelled with them (issue 45)', () => {
    const slot = (scheduledDate: string, fieldId: number | null) => ({ scheduledDate, fieldId });
    const preview: RainoutDto = {
      games: [
        { id: 7, from: slot('2026-12-05T14:00:00.000Z', 11), to: slot('2026-12-19T14:00:00.000Z', 11) },
        { id: 8, from: slot('2026-12-05T14:00:00.000Z', 12), to: null },
      ],
      unscheduled: [{ id: 8, reason: 'No slot keeps the playoff order: ...' }],
      dependents: [{ id: 9, from: slot('2026-12-12T15:15:00.000Z', null), reason: 'Cancelled: it waits for Semifinal 2 (#8), which this rainout cancels' }],
    };
    const request = checkRainout({ ...defaults(), move: false }, FIELDS);
    if (!request.ok) throw new Error(request.first);
    const body = publishRequest(request.request, preview);
    expect(body).toEqual({
      date: '2026-12-05',
      reschedule: null,
      preview: { games: [{ id: 7, to: slot('2026-12-19T14:00:00.000Z', 11) }, { id: 8, to: null }], dependents: [9] },
    });
    // the server's own schema takes it as it is
    expect(rainoutPublishBody.safeParse(body).success).toBe(true);
    expect(rainoutCounts(preview)).toEqual({ moved: 1, cancelled: 1, dependents: 1 });
  });
});
