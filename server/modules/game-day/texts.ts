// What the Game day board's server side says (issue 48, decision 072): the alert's mail and the logs.
export const GAME_DAY_TEXT = {
  teamUnknown: 'To be decided',
  title: (home: string, away: string) => `${home} vs ${away}`,
  alert: {
    subject: (title: string, when: string) => `No referee has arrived: ${title}, ${when}`,
    line: (title: string, when: string, field: string | null) => `No referee has arrived for ${title} (${when}, ${field ?? 'no field yet'}).`,
    hint: 'Kickoff is 15 minutes away or past and the console has not started. Find a referee, or move or cancel the game.',
    openBoard: 'Open the Game day board',
  },
  log: {
    sent: 'game day: a game\'s no-referee alert was queued to the league\'s admins',
    failed: 'game day: a game\'s no-referee alert failed, tried again at the next check',
    roundFailed: 'game day: the alert check failed, tried again at the next one',
  },
} as const;
