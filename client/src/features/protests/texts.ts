// The admin's protest case (issue 49, /{slug}/admin/protests): the protested finals, each with the
// protest's reason, the game's timeline, the check-in sheet and the ruling form. Shared by the screen
// and e2e/coach-final.spec.ts.
import type { RulingDecision } from '@common/rosters/roster';

export const PROTESTS_TEXT = {
  topBarLabel: 'Admin Dashboard',
  navLabel: 'Protests',
  heading: 'Protests',
  description: "Finals a coach protested within the window. Read the reason, the game's timeline and who played, then rule.",

  listHeading: 'Protested finals',
  loading: 'Loading protests...',
  loadFailed: 'The protests could not be loaded',
  empty: 'No protest waits for a ruling.',
  game: (home: string, away: string) => `${home} vs ${away}`,
  score: (home: string, homeScore: number, away: string, awayScore: number) => `${home} ${homeScore}, ${away} ${awayScore}`,
  side: { home: 'Home', away: 'Away' },
  protestBy: (side: string, name: string, at: string) => `${side} protest by ${name}, ${at}`,
  agreedBy: (side: string, name: string, at: string) => `${side} agreed (${name}, ${at})`,
  timeline: 'Timeline',
  checkin: 'Check-in sheet',
  checkinLoading: 'Loading the check-in sheet...',
  checkinNone: 'No check-in was recorded for this game.',
  checkinFlag: 'A player off both rosters was let in (override).',
  present: (count: number) => `${count} present`,
  others: 'Off both rosters',
  player: (name: string, jersey: number | null) => (jersey === null ? name : `#${jersey} ${name}`),

  rulingHeading: 'Ruling',
  decision: 'Decision',
  decisions: { upheld: 'Upheld: change the score', denied: 'Denied: keep the score' } satisfies Record<RulingDecision, string>,
  homeScore: (team: string) => `${team} score`,
  awayScore: (team: string) => `${team} score`,
  note: 'Note to both coaches',
  noteRequired: 'Write the note the coaches are sent',
  scoreInvalid: 'Enter a whole number from 0 to 999',
  rule: 'Rule',
  ruling: 'Ruling...',
  ruled: 'The ruling is recorded and both coaches are told',
  ruleFailed: 'The ruling was not recorded',
} as const;
