// What the follows module says: its refusals, and the notifications a team's followers receive
// (issue 38). The titles and bodies are shown by the phone as they are.
type Teams = { home: string; away: string };
const versus = ({ home, away }: Teams) => `${home} vs ${away}`;
const score = (t: Teams, home: number, away: number) => `${t.home} ${home}, ${t.away} ${away}`;

export const FOLLOWS_TEXT = {
  endpointNotPushService:
    'The subscription endpoint must be an https address of a known push service (Google FCM, Mozilla, Apple or Windows); subscribe again from the browser',
  keysInvalid: 'The subscription keys are not those of a browser (p256dh a P-256 public key, auth 16 bytes); subscribe again from the browser',
  teamsNotInLeague: (ids: number[]) => `Team${ids.length === 1 ? '' : 's'} ${ids.join(', ')} ${ids.length === 1 ? 'is' : 'are'} not a team of this league`,
  notYourFollow: 'This subscription is followed with other keys: only the browser that made it can change or delete it; subscribe again from the browser',
  tooManyFollows: (limit: number) =>
    `This network has started ${limit} follows in the last 24 hours, the most the server takes from one address; try again tomorrow, or from another network`,
  teamFull: (names: string[], limit: number) =>
    `${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} ${limit} followers, the most a team may have on this server; nothing was changed: follow the other teams`,

  kickoff: (t: Teams, field: string | null) => ({ title: `Kickoff: ${versus(t)}`, body: field ? `The game has started on ${field}.` : 'The game has started.' }),
  score: (t: Teams, home: number, away: number) => ({ title: `Score: ${versus(t)}`, body: score(t, home, away) }),
  final: (t: Teams, home: number, away: number) => ({
    title: `Final: ${versus(t)}`,
    body: `${score(t, home, away)}. ${home === away ? 'A tie.' : `${home > away ? t.home : t.away} win.`}`,
  }),
  cancelled: (t: Teams, kickoff: string) => ({ title: `Cancelled: ${versus(t)}`, body: `The game of ${kickoff} is cancelled.` }),
  moved: (t: Teams, kickoff: string, field: string | null) => ({
    title: `Moved: ${versus(t)}`,
    body: field ? `Now ${kickoff} on ${field}.` : `Now ${kickoff}.`,
  }),
};

// Issue 47 (decision 062): following teams by email. The answer to a request (the same whoever asks),
// the confirmation mail, the pages of its link and of the manage link, and the follower's mails.
type Game = { title: string; home: string; away: string };
const scoreLine = (g: Game, home: number, away: number) => `${g.home} ${home}, ${g.away} ${away}`;

export const MAIL_FOLLOW_TEXT = {
  requested: 'Check your email to confirm. Nothing is sent until the link in it is opened and confirmed.',
  kinds: {
    kickoff: 'Kickoff',
    score: 'Scores (at most one email a game every 30 seconds)',
    final: 'Final score',
    moved: 'Moved games (the new time and field)',
    cancelled: 'Cancelled games',
    reminder: 'Reminder the evening before a game',
    news: 'News from the league',
  } as Record<string, string>,
  list: (items: string[]) => items.join(', '),
  confirmMail: {
    subject: (league: string) => `Confirm your emails from ${league}`,
    lines: (league: string, teams: string, kinds: string, hours: number) => [
      `Someone, we hope you, asked for emails from ${league} about ${teams}.`,
      `What: ${kinds}.`,
      `Open the link below and press Confirm to start them. The link works for ${hours} hours.`,
      'If you did not ask for this, ignore this email: nothing more will be sent.',
    ],
    link: 'Confirm the emails',
  },
  confirmPage: {
    title: 'Confirm your emails',
    ask: (address: string, league: string, teams: string) => `Send ${address} emails from ${league} about ${teams}?`,
    what: (kinds: string) => `What: ${kinds}.`,
    replaces: (teams: string) => `This replaces what this address follows in the league now (${teams}).`,
    button: 'Confirm',
    doneTitle: 'Emails confirmed',
    done: (address: string, teams: string) => `Done: ${address} will get emails about ${teams}.`,
    doneHint: 'Each email has a link to change or stop them.',
    goneTitle: 'This link no longer works',
    gone: 'This link has expired or was already used. To ask again, open the scoreboard, tap the bell beside a team, then Get emails.',
    noTeams: 'The teams of this request are no longer in the league: nothing was changed.',
    invalid: 'This confirmation link is not valid. Use the link of the latest email.',
  },
  managePage: {
    title: (league: string) => `Your emails from ${league}`,
    sentTo: (address: string) => `Sent to ${address}.`,
    teams: 'Teams',
    kinds: 'Emails',
    save: 'Save',
    stop: 'Stop all emails',
    nothingChosen: 'Choose at least one team and one kind of email, or press Stop all emails.',
    stoppedByLink: '(stopped by the unsubscribe link of an email)',
    again: 'Change them again',
    savedTitle: 'Saved',
    saved: (teams: string, kinds: string) => `You get emails about ${teams}: ${kinds}.`,
    stoppedTitle: 'Emails stopped',
    stopped: (address: string, league: string) => `Done: no more emails from ${league} about its teams will be sent to ${address}.`,
    goneTitle: 'These emails are stopped',
    gone: 'This address no longer follows teams of this league. To follow again, open the scoreboard, tap the bell beside a team, then Get emails.',
    invalid: 'This link is not valid. Use the link of the latest email.',
    notAForm: 'Send the page\'s form (application/x-www-form-urlencoded).',
  },
  links: { board: 'Open the scoreboard', manage: 'Change or stop these emails' },
  notices: {
    kickoff: (g: Game, field: string | null) => ({ subject: `Kickoff: ${g.title}`, lines: [field ? `${g.title} has started on ${field}.` : `${g.title} has started.`] }),
    score: (g: Game, home: number, away: number) => ({
      subject: `Score: ${scoreLine(g, home, away)}`,
      lines: [`${g.title}, live: ${scoreLine(g, home, away)}.`, 'You get at most one score email a game every 30 seconds: this is the score when it was sent.'],
    }),
    final: (g: Game, home: number, away: number) => ({
      subject: `Final: ${scoreLine(g, home, away)}`,
      lines: [`Final score of ${g.title}: ${scoreLine(g, home, away)}. ${home === away ? 'A tie.' : `${home > away ? g.home : g.away} win.`}`],
    }),
    moved: (g: Game, now: string, was: string) => ({ subject: `Moved: ${g.title}`, lines: [`${g.title} has been moved.`, `Now: ${now}.`, `Was: ${was}.`] }),
    cancelled: (g: Game, when: string) => ({ subject: `Cancelled: ${g.title}, ${when}`, lines: [`${g.title} (${when}) is cancelled.`] }),
    at: (when: string, field: string | null) => (field ? `${when} at ${field}` : when),
  },
  log: {
    windowsFailed: 'mail follows: the score windows could not be read, tried again at the next wake-up',
    sweepFailed: 'mail follows: the sweep of the confirmation counts failed',
  },
};
