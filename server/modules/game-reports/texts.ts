// Issue 48: the game-reports module's answers (decision 073).
export const REPORTS_TEXT = {
  notFound: 'No report has been filed for this game',
  notCompleted: 'The report opens when the game is completed',
  notReferee: 'Only the game\'s referee files its report',
  notReader: 'Only the game\'s crew and the league\'s admins read its report',
  locked: 'The report is locked: its 24 hours to edit are over',
  approvedLocked: 'The report is approved and locked',
  otherAuthor: (name: string) => `The report of this game was filed by ${name}; only its author changes it`,
  alreadyApproved: 'The report is already approved',
  alreadyReturned: 'The report is already returned to its author',
  noShowOutsideCrew: (position: string, positions: string[]) =>
    positions.length === 0 ? `No-shows: ${position} is not a position of this game's crew (a crew of one has none to name)` : `No-shows: ${position} is not a position of this game's crew (${positions.join(', ')})`,
  // the mail to the author of a returned report
  returnedSubject: (home: string, away: string) => `Your report of ${home} vs ${away} was returned`,
  returnedLines: (home: string, away: string, reviewer: string, reason: string, hours: number) => [
    `${reviewer} returned your report of ${home} vs ${away}:`,
    reason,
    `You can change it and file it again within ${hours} hours.`,
  ],
  openDashboard: 'Open your dashboard',
} as const;
