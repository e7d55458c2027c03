// The rainout's sentences (issue 38): each refusal says what to change.
export const RAINOUT_TEXT = {
  startNotAfterDate: (date: string) => `Reschedule start date must be after the rained-out day (${date}): a rained-out day's games move to another day`,
  blackoutTeamNotInLeague: (id: number) => `Reschedule team blackouts: team ${id} is not a team of this league`,
  nothingToRainOut: (date: string) => `No scheduled game on ${date} on those fields: there is nothing to rain out`,
  changedWhilePublishing: (id: number) => `Game ${id} started or changed while the rainout was being published, so nothing was changed: preview the rainout again`,
};
