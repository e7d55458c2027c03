import { expect, it } from 'vitest';
import { leagueCalendarUrl, webcalUrl } from './webcal';

it('swaps the scheme for webcal:// and builds the league and team feeds', () => {
  expect(webcalUrl('https://leagues.example.org/api/calendar/referee/abc.ics')).toBe('webcal://leagues.example.org/api/calendar/referee/abc.ics');
  expect(webcalUrl('http://192.168.1.5:3000/x.ics')).toBe('webcal://192.168.1.5:3000/x.ics');
  expect(leagueCalendarUrl('https://a.org', 'demo')).toBe('webcal://a.org/api/leagues/demo/calendar.ics');
  expect(leagueCalendarUrl('https://a.org', 'demo', 7)).toBe('webcal://a.org/api/leagues/demo/teams/7/calendar.ics');
});
