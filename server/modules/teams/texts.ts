export const TEAM_TEXT = {
  notFound: 'Team not found',
  duplicate: 'A team with that name already exists in this league',
  inUse: (n: number) => `This team plays in ${n} game${n === 1 ? '' : 's'}. Delete those games or change their teams first.`,
};
