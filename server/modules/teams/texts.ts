export const TEAM_TEXT = {
  notFound: 'Team not found',
  // issue 34: names are unique within a division (a team in none counts as the league's)
  duplicate: (division: string | null) => (division === null ? 'A team with that name already exists in this league' : `A team with that name already exists in the division ${division}`),
  inUse: (n: number) => `This team plays in ${n} game${n === 1 ? '' : 's'}. Delete those games or change their teams first.`,
};
