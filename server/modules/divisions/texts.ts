export const DIVISION_TEXT = {
  notFound: 'Division not found',
  notInLeague: 'Division not found in this league',
  duplicate: 'A division with that name already exists in this league',
  hasTeams: (n: number) => `This division still has ${n} team${n === 1 ? '' : 's'}. Move ${n === 1 ? 'it' : 'them'} to another division or take ${n === 1 ? 'it' : 'them'} out of this one first.`,
};
