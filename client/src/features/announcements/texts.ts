// The Announcements screen's texts (issue 47, decision 063), shared by the screen and
// e2e/announcements.spec.ts.
import type { AudienceWho } from '@common/schemas/announcements';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const ANNOUNCEMENTS_TEXT = {
  topBarLabel: 'Admin Dashboard',
  navLabel: 'Announcements',
  heading: 'Announcements',
  description: 'Send a message by email and push to the followers of teams, their referees and fans, and see what was sent.',

  composeHeading: 'New announcement',
  subject: 'Subject',
  body: 'Message',
  bodyHint: 'Plain text. Line breaks are kept.',
  counter: (used: number, max: number) => `${used.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`,

  who: 'Send to',
  whoOptions: {
    followers: { label: 'Followers', detail: 'Email followers who asked for news, and push followers, of the teams' },
    referees: { label: 'Referees', detail: "The games' referees with a date, else every referee of the league" },
    fans: { label: 'Fans', detail: 'Fans whose favourite team is one of the teams, with team news by email on' },
  } satisfies Record<AudienceWho, { label: string; detail: string }>,
  divisions: 'Divisions',
  divisionsHint: 'None checked: every division.',
  teams: 'Teams',
  teamsHint: 'None checked: every team (of the divisions checked).',
  day: 'Games of one day',
  dayHint: 'Optional: only the teams and referees of the games that day.',
  date: 'Date',
  clearDate: 'Clear date',
  fields: 'Fields',
  fieldsHint: 'None checked: every field.',
  from: 'From',
  to: 'To',
  timesHint: 'Kickoff times in league time; leave empty for the whole day.',

  recipientsHeading: 'Recipients',
  counting: 'Counting recipients…',
  countFailed: 'The recipients could not be counted',
  recipients: (email: number, push: number) => `${plural(email, 'email address', 'email addresses')} and ${plural(push, 'device', 'devices')}`,
  nobody: 'No one would receive this announcement. Choose other teams, games or people.',
  teamsCount: (n: number) => plural(n, 'team', 'teams'),
  gamesCount: (n: number) => plural(n, 'game', 'games'),
  chooseWho: 'Choose who to send to.',

  send: 'Send announcement',
  confirmTitle: 'Send this announcement?',
  confirm: (subject: string, email: number, push: number) => `"${subject}" goes to ${ANNOUNCEMENTS_TEXT.recipients(email, push)}. It cannot be taken back.`,
  confirmSend: (email: number, push: number) => `Send to ${plural(email + push, 'recipient', 'recipients')}`,
  sending: 'Sending…',
  cancel: 'Cancel',
  sent: 'Announcement sent',
  sentDetail: (email: number, push: number) => `To ${ANNOUNCEMENTS_TEXT.recipients(email, push)}.`,
  sendFailed: 'Announcement Not Sent',

  needSubject: 'Subject is required',
  needBody: 'Message is required',
  needWho: 'Choose at least one group to send to',
  fromAfterTo: 'From must be at or before To',
  tooLong: (max: number) => `must be at most ${max.toLocaleString('en-US')} characters`,

  historyHeading: 'Sent announcements',
  historyEmpty: 'No announcement has been sent yet.',
  historyFailed: 'The announcements could not be loaded',
  older: 'Older announcements',
  sentBy: (name: string, when: string) => `${when} by ${name}`,
  showMessage: 'Message',
  summary: {
    everyone: 'Every team',
    divisions: (names: string[]) => `Divisions: ${names.join(', ')}`,
    teams: (names: string[]) => `Teams: ${names.join(', ')}`,
    fields: (names: string[]) => `Fields: ${names.join(', ')}`,
    day: (date: string, from: string | null, to: string | null) => `Games on ${date}${from || to ? `, ${from ?? '00:00'}–${to ?? '23:59'}` : ''}`,
    who: (names: string[]) => `To ${names.join(', ').toLowerCase()}`,
  },
  counts: {
    email: 'Email',
    push: 'Push',
    sent: (n: number) => `${n.toLocaleString('en-US')} sent`,
    queued: (n: number) => `${n.toLocaleString('en-US')} waiting`,
    failed: (n: number) => `${n.toLocaleString('en-US')} failed`,
    noServer: (n: number) => `${n.toLocaleString('en-US')} not sent: no mail server`,
    none: 'none',
    devices: (n: number) => plural(n, 'device', 'devices'),
  },
} as const;
