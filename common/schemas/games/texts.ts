// Spec 5 and 7: the games API's own texts, shared by the server's answers and the client's forms
// (the engine's live-action texts are in common/game-rules/texts.ts).
export const GAMES_TEXT = {
  // spec 5, exact
  requiredFields: 'Please fill in all required fields',
  teamsMustDiffer: 'Home and away teams must be different',
  // issue 36: a bracket game
  sidesUnknown: (waiting: string) => `This playoff game cannot start before both of its teams are known (${waiting})`,
  bracketTeams: 'A playoff game\'s teams come from its bracket: they cannot be changed here',
  bracketGameDelete: 'A playoff game is deleted with its bracket (Playoffs), not alone',
  invalidDeleteId: 'Cannot delete game with invalid ID',
  gameNotFound: 'Game not found',
  homeTeamNotFound: 'Home team not found in this league',
  awayTeamNotFound: 'Away team not found in this league',
  refereeNotFound: 'Referee not found in this league',
  refereeRole: 'The referee must be an approved referee or admin of this league',
  fieldNotFound: (name: string) => `"${name}" is not a field of this league. Add it under Manage Fields first.`,
  periodsMatchFormat: 'Total periods must be 4 for quarters and 2 for halves',
  staleVersion: 'This game was changed by someone else in the meantime. Review the current values and try again.',
  badIfMatch: 'If-Match must be the game version, a whole number',
  badTappedAt: 'Tapped-At must be an instant in milliseconds since 1970 (a whole number)',
  badIdempotencyKey: 'Idempotency-Key must be 1 to 200 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a request with a different body. Send a new key for a new request.',
  refereeFieldsOnly: (fields: string[]) =>
    `Only an admin can change ${fields.join(', ')}. Referees change the live game values only.`,
  refereeStatusOnly: 'Referees can only start a game; ask an admin to set another status',
  eventTeam: "Team must be one of this game's two teams",
  // issue 37
  forfeitReferee: "Only this game's referee or an admin can record a forfeit",
  // issue 45
  undoReferee: "Only this game's referee or an admin can undo its events",
  eventPeriod: (total: number) => `Period must be a whole number from 1 to ${total}`,
  eventTime: (maxSeconds: number) => `Time remaining must be a whole number of seconds from 0 to ${maxSeconds}`,
  // issue 46
  historyReferee: "Only this game's referee or an admin of its league can read its history",
} as const;
