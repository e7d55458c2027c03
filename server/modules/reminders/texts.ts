// What the evening-before reminder says (issue 47, decision 064).
export const REMINDERS_TEXT = {
  subject: {
    one: (game: string) => `Tomorrow: ${game}`,
    many: (count: number, date: string) => `Tomorrow, ${date}: ${count} games`,
  },
  intro: (count: number, date: string) => (count === 1 ? `Tomorrow's game (${date}):` : `Tomorrow's ${count} games (${date}):`),
  game: (title: string, when: string, field: string | null) => `- ${title}, ${when}, ${field ?? 'no field yet'}`,
  title: (home: string, away: string) => `${home} vs ${away}`,
  teamUnknown: 'To be decided',
  follower: (teams: string[]) => `You get this because you follow ${list(teams)} by email.`,
  fan: (team: string) => `You get this because ${team} is your favourite team and game reminders by email are on in your fan settings.`,
  openBoard: 'Open the scoreboard',
  manageFollow: 'Change or stop these emails',
  fanSettings: 'Change your email settings',
  log: {
    sent: 'reminders: the evening-before reminders of a league were queued',
    failed: 'reminders: a league\'s evening-before reminders failed, tried again at the next check',
    roundFailed: 'reminders: the check failed, tried again at the next one',
  },
} as const;

function list(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
