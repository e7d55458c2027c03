// Issue 49: what the coaches' part says (decision 077): the refusals, the invitation's and the
// link's mails, the invitation page and why a link does nothing.
import type { CoachRole } from '../../../common/rosters/roster';

const ROLE_NAME: Record<CoachRole, string> = { head: 'head coach', assistant: 'assistant coach' };
const ASK_AGAIN = "Ask your league's admin to invite you again.";

export const COACH_TEXT = {
  teamNotFound: 'Team not found',
  coachNotFound: 'This person is not a coach of this team',
  mayNotRead: "Only the league's admins and the team's coaches see its coaches",
  mayNotManage: "Only the league's admins add and remove a team's coaches",
  // crews/checks.ts: a coach does not referee his own team's game
  mayNotOfficiate: (team: string) => `A coach of ${team} cannot officiate its game`,
  inviteMail: {
    subject: (team: string) => `You are invited to coach ${team}`,
    lines: (name: string, team: string, role: CoachRole, leagueName: string, until: string) => [
      `Hello ${name}, ${leagueName} added you as ${ROLE_NAME[role]} of ${team}.`,
      `Open the link below to choose a username and a password. It works once, until ${until}.`,
      'If you do not know this league, ignore this email: no account is made.',
    ],
    link: 'Create my coach account',
  },
  linkedMail: {
    subject: (team: string) => `You are now a coach of ${team}`,
    lines: (username: string, team: string, role: CoachRole, leagueName: string) => [
      `${leagueName} added your account ${username} as ${ROLE_NAME[role]} of ${team}.`,
      'Sign in as usual: your team is on your home page.',
    ],
    link: 'Sign in',
  },
  page: {
    title: (team: string) => `Coach ${team}`,
    intro: (name: string, team: string, role: CoachRole, leagueName: string) =>
      `${name}, ${leagueName} invited you as ${ROLE_NAME[role]} of ${team}. Choose a username and a password for your account.`,
    username: 'Username',
    password: 'Password',
    passwordHint: (min: number) => `At least ${min} characters.`,
    firstName: 'First name',
    lastName: 'Last name',
    button: 'Create my account',
    errorsTitle: 'The account was not created:',
    doneTitle: 'Your coach account is ready',
    done: (username: string, team: string) => `Sign in as ${username} to see ${team}, its games and its roster.`,
    signIn: 'Go to sign in',
    notAForm: 'The page sent something other than its form',
  },
  // why a link does nothing: the page's title and its sentence (also the JSON answer's message)
  problems: {
    invalid: { title: 'This link is not valid', text: `Open the whole link from the email. ${ASK_AGAIN}` },
    used: { title: 'This invitation was already used', text: 'Your account was made when the link was first used: sign in with it.' },
    expired: { title: 'This invitation has expired', text: `An invitation works for 7 days. ${ASK_AGAIN}` },
    replaced: { title: 'This invitation was replaced', text: 'A newer invitation was sent to you: use the link in the newest email.' },
    closed: { title: 'This league is not taking new accounts', text: 'It is suspended or archived. No account was made.' },
  },
};

export type InvitationProblem = keyof typeof COACH_TEXT.problems;
