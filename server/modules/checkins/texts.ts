// Issue 49: the checkins module's answers (decision 080).
export const CHECKINS_TEXT = {
  notReader: "Only the game's crew and the league's admins read its check-in",
  notChecker: "Only the game's referee and the league's admins check players in",
  gameOver: "The game is over: only the league's admins change its check-in",
  cancelled: 'The game is cancelled: it has no check-in',
  noTeams: 'The game has no teams yet: there is no roster to check in',
  unknownPlayers: (ids: number[]) => `${ids.length === 1 ? 'Player' : 'Players'} ${ids.join(', ')} ${ids.length === 1 ? 'is' : 'are'} not ${ids.length === 1 ? 'a player' : 'players'} of this league`,
  offRoster: (names: string[]) =>
    `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} on neither team's roster: only the league's admin may let ${names.length === 1 ? 'him' : 'them'} in (override)`,
  overrideAdminsOnly: "Only the league's admins override the rosters",
};
