// Issue 48, pay: the refusals the pay module answers with.
export const PAY_SERVER_TEXT = {
  notAdmin: "Only the league's admins read its officials' pay",
  notOfficial: 'Only an official of a league has a pay statement',
  notMarker: "Only the league's admins mark a game as played off the console",
  notPlayedYet: 'Only a completed game, or a scheduled one whose kickoff has passed, can be marked as played off the console',
} as const;
