// The rainout's sentences (issue 38): each refusal says what to change.
export const RAINOUT_TEXT = {
  startNotAfterDate: (date: string) => `Reschedule start date must be after the rained-out day (${date}): a rained-out day's games move to another day`,
  blackoutTeamNotInLeague: (id: number) => `Reschedule team blackouts: team ${id} is not a team of this league`,
  nothingToRainOut: (date: string) => `No scheduled game on ${date} on those fields: there is nothing to rain out`,
  changedWhilePublishing: (id: number) => `Game ${id} started or changed while the rainout was being published, so nothing was changed: preview the rainout again`,
  // issue 45: playoff games (docs/decisions/059-rainout-and-brackets.md)
  bracketGame: (name: string, id: number) => `${name} (#${id})`,
  dependentCancelled: (feeder: string) => `Cancelled: it waits for ${feeder}, which this rainout cancels`,
  // a game of the day that could move but waits on a game of another field the rainout cancels
  waitsOnCancelled: (feeder: string) => `It waits for ${feeder}, which this rainout cancels`,
  // the publish's plan is not the preview it was sent: what differs first, then what to do
  planChanged: (change: string) => `The rainout's plan changed since its preview: ${change}. Nothing was changed: preview the rainout again.`,
  movesElsewhere: (id: number, now: string, was: string) => `game ${id} would now move to ${now}, not ${was}`,
  nowCancelled: (id: number, was: string) => `game ${id} would now be cancelled, not moved to ${was}`,
  nowMoved: (id: number, now: string) => `game ${id} would now move to ${now}, not be cancelled`,
  notPreviewed: (id: number) => `game ${id} is now among the day's games but was not in the preview`,
  gone: (id: number) => `game ${id} is no longer a scheduled game of that day on those fields`,
  dependentAdded: (id: number) => `game ${id} would now be cancelled with a game that feeds it`,
  dependentGone: (id: number) => `game ${id} would no longer be cancelled with the games that feed it`,
  // a slot as the messages name it
  slot: (kickoff: string, field: string | null) => `${kickoff} on ${field ?? 'no field'}`,
};
