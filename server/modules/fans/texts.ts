export const FAN_TEXT = {
  gameNotFound: 'Game not found in this league',
  gameStarted: 'Predictions are closed: this game has already started',
  winnerNotInGame: "The predicted winner must be one of the game's two teams",
  scoreDisagrees: 'The predicted score must have your winner ahead',
  teamNotFound: 'Team not found in this league',
  // issue 49: an instructional division keeps no public score
  noScoresKept: 'This game is in an instructional division: no score is kept, so it takes no prediction',
} as const;

// The final score mailed to a fan whose favourite team played (issue 47, decision 064).
export const FAN_MAIL_TEXT = {
  final: {
    subject: (home: string, homeScore: number, away: string, awayScore: number) => `Final: ${home} ${homeScore}, ${away} ${awayScore}`,
    score: (home: string, homeScore: number, away: string, awayScore: number) => `Final score: ${home} ${homeScore}, ${away} ${awayScore}.`,
    game: (title: string, when: string, field: string | null) => `${title}, ${when}${field ? `, ${field}` : ''}.`,
    why: (team: string) => `You get this because ${team} is your favourite team and score updates by email are on in your fan settings.`,
  },
  openGame: 'See the game',
  settings: 'Change your email settings',
  teamUnknown: 'To be decided',
} as const;
