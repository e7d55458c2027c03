import { describe, expect, it } from 'vitest';
import type { CrewMemberDto } from '@common/schemas/crews';
import { pickedOf, shownMember } from './crew-member';

const member = (over: Partial<CrewMemberDto>): CrewMemberDto => ({ position: 'second', refereeId: null, refereeName: null, status: 'open', offeredAt: null, answeredAt: null, arrivedAt: null, ...over });
const zone = 'America/New_York';

describe('a crew position as the admin reads it (issue 48)', () => {
  it('open: nobody, picked nobody', () => {
    expect(shownMember(member({}), zone)).toEqual({ position: 'Second official', official: 'Nobody', status: 'Open', tone: 'secondary', details: [] });
    expect(pickedOf(member({}))).toBe('');
  });

  it('offered: his name, when, and the picker on him', () => {
    const offered = member({ refereeId: 7, refereeName: 'Ann Lee', status: 'offered', offeredAt: '2026-05-01T14:05:00Z' });
    expect(shownMember(offered, zone)).toMatchObject({ official: 'Ann Lee', status: 'Offered', tone: 'warning', details: ['Offered Fri, May 1, 2026, 10:05 AM'] });
    expect(pickedOf(offered)).toBe('7');
  });

  it('declined: who said no and why, the picker back on nobody', () => {
    const declined = member({ position: 'line', refereeId: 7, refereeName: 'Ann Lee', status: 'declined', answeredAt: '2026-05-01T14:05:00Z', declineReason: 'Away that weekend' });
    expect(shownMember(declined, zone)).toMatchObject({ position: 'Line judge', official: 'Ann Lee', status: 'Declined', details: ['Answered Fri, May 1, 2026, 10:05 AM', 'Reason: Away that weekend'] });
    expect(shownMember({ ...declined, declineReason: null }, zone).details).toContain('No reason given');
    expect(pickedOf(declined)).toBe('');
  });

  it('accepted and arrived: the arrival in the league’s time', () => {
    const arrived = member({ position: 'referee', refereeId: 3, refereeName: null, status: 'accepted', answeredAt: '2026-05-01T14:05:00Z', arrivedAt: '2026-05-02T13:40:00Z' });
    expect(shownMember(arrived, zone)).toMatchObject({ position: 'Referee', official: '#3', status: 'Accepted', tone: 'navy', details: ['Arrived 9:40 AM', 'Answered Fri, May 1, 2026, 10:05 AM'] });
  });
});
