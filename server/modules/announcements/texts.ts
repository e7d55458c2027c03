// What an announcement's mail and push say besides the admin's own words (issue 47, decision 063);
// the refusals are common/schemas/announcements.ts' (the screen shows the same).
export const ANNOUNCEMENTS_TEXT = {
  // the mail's one link: the league's scoreboard
  boardLink: 'Open the scoreboard',
  manageFollow: 'Change or stop these emails',
  // the push's body: the announcement's first lines, cut to this many characters
  pushBodyMax: 180,
  ellipsis: '…',
  // who sent it, when the account has no name
  sentByFallback: (username: string) => username,
} as const;
