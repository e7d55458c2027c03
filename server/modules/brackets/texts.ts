// Issue 36: the bracket module's answers (the bracket's own words, shared with the client, are
// common/brackets/texts.ts).
export const BRACKET_TEXT = {
  notFound: 'Bracket not found',
  seasonNotInLeague: (id: number) => `Season ${id} is not a season of this league`,
  teamNotInLeague: (id: number) => `Team ${id} is not a team of this league`,
  teamNotInDivision: (id: number, division: string) => `Team ${id} is not a team of the division ${division}`,
  fieldNotInLeague: (id: number) => `Field ${id} is not a field of this league`,
  // issue 48: a seed named by the admin whose sportsmanship is under the body's minimum
  seedUnderSportsmanship: (id: number, average: number, minimum: number) => `Team ${id} has a sportsmanship of ${average}, under the minimum of ${minimum}`,
  tooFewInStandings: (asked: number, found: number) => `The standings have ${found} team${found === 1 ? '' : 's'}, fewer than the ${asked} asked for`,
  slotsShort: (games: string) => `Not enough slots for every game of the bracket: ${games} got none. Add slots (or preview to see why).`,
  started: (game: string) => `The bracket can no longer be deleted: ${game} has started`,
  // the reason in a game's timeline (issue 46) when a result moved its teams
  advancedBy: (game: string) => `bracket: the result of ${game}`,
} as const;
