// Issue 36, playoffs: the brackets' user-facing texts, shared by the server's answers and the
// client's bracket screens.

export const BRACKETS_TEXT = {
  // round names (issue 36, exact)
  final: 'Final',
  semifinal: 'Semifinal',
  quarterfinal: 'Quarterfinal',
  roundOf: (teams: number) => `Round of ${teams}`,
  thirdPlace: 'Third place',
  winnersRound: (round: number) => `Winners round ${round}`,
  losersRound: (round: number) => `Losers round ${round}`,
  grandFinal: 'Grand final',
  grandFinalReset: 'Grand final reset',
  // an unknown side: "Winner of Semifinal 1", "Loser of Winners round 2 game 3"
  side: (outcome: 'winner' | 'loser', game: string) => `${outcome === 'winner' ? 'Winner' : 'Loser'} of ${game}`,
  // a side with neither a team nor a feed (never in a stored game; the screens' last resort)
  unknownSide: 'To be decided',
  // the body's bounds
  teamCount: (min: number, max: number) => `A bracket takes ${min} to ${max} teams`,
  teamsOrSeeds: 'Give either "teams" (the top n of the standings) or "seedTeamIds" (the seeds in order), not both',
  seedTwice: (id: number) => `Team ${id} is seeded twice`,
  slotTwice: (date: string, time: string, fieldId: number) => `The slot (${date} ${time}, field ${fieldId}) is listed twice`,
  thirdPlaceSingleOnly: 'A third-place game is for single elimination only: in double elimination the losers\' bracket decides third place',
  thirdPlaceNeedsFour: 'A third-place game needs at least 4 teams (two semifinals)',
  // scheduling: why a game got no slot
  noSlotLeft: 'No free slot starts once the games that feed it have ended (with the rest time): add slots',
  feederUnscheduled: (feeder: string) => `It waits for ${feeder}, which has no slot`,
  // advancing
  notInBracket: (key: string) => `No game ${key} in this bracket`,
  sidesUnknown: (game: string) => `${game} cannot be completed before both of its teams are known`,
  notItsTeams: (game: string) => `The winner and the loser must be the two teams of ${game}`,
  fedGameStarted: (game: string, fed: string) => `The result of ${game} can no longer change: ${fed}, which it feeds, has started`,
} as const;
