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
