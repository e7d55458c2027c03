// What the results module says (issue 49, decision 081): its refusals, the coaches' mail and the
// pages of its signed links, the window timer's log lines.
import type { RulingDecision } from '../../../common/rosters/roster';

export const RESULTS_TEXT = {
  gameNotFound: 'Game not found',
  notCoach: 'Only a coach of one of this game\'s teams may answer its result',
  readForbidden: "Only the league's admins, the game's coaches and its referee may read its result",
  notCompleted: 'The game is not completed: it has no result to answer yet',
  answered: 'Your team has already answered this result',
  final: 'The result is already final',
  protested: 'The result is protested: the league\'s admins rule on it now',
  notProtested: 'Only a protested result is ruled on',
  deniedKeepsScore: 'A denied protest keeps the score: send no scores with it',
  ruled: 'This protest has already been ruled on',
  leagueClosed: 'The league is not active',
  systemWindow: (hours: number) => `No protest within ${hours} hours`,
  title: (home: string, away: string) => `${home} vs ${away}`,
  teamUnknown: 'to be decided',
  mail: {
    subject: (title: string, home: number, away: number) => `Final: ${title} ${home}-${away}. Do you agree?`,
    lines: (title: string, home: number, away: number, closes: string) => [
      `${title} was completed with the score ${home}-${away}.`,
      `Agree with the result, or protest it before ${closes}. Without a protest it becomes final then.`,
    ],
    agree: 'Agree',
    protest: 'Protest',
    home: 'Open your coach page',
    rulingSubject: (title: string, decision: RulingDecision) => `Protest ${decision}: ${title}`,
    rulingLines: (title: string, decision: RulingDecision, home: number, away: number, note: string) => [
      `The league's admins ruled on the protest of ${title}: ${decision === 'upheld' ? 'upheld' : 'denied'}.`,
      `The final score is ${home}-${away}.`,
      `Note: ${note}`,
    ],
  },
  page: {
    askTitle: { agree: 'Agree with this result?', protest: 'Protest this result?' },
    ask: (title: string, home: number, away: number, leagueName: string) => `${leagueName}: ${title} ended ${home}-${away}.`,
    button: { agree: 'Agree', protest: 'Protest' },
    reasonLabel: 'Reason (required)',
    doneTitle: { agree: 'Agreed', protest: 'Protested' },
    done: { agree: 'Your team agreed with the result. Thank you.', protest: "Your protest is sent. The league's admins rule on it and you will be told." },
    openHome: 'Open your coach page',
    invalidTitle: 'This link is not valid',
    invalid: 'This link is not one the league sent, or it was cut. Open the link of the latest email, or answer on your coach page.',
    goneTitle: 'This link no longer works',
    gone: 'This result was already answered, or the game changed. Open your coach page to see where it stands.',
    refusedTitle: 'Not answered',
    reasonRequired: 'Say why you protest the result.',
    reasonTooLong: (max: number) => `The reason must be at most ${max} characters.`,
    notAForm: "Send the page's form (application/x-www-form-urlencoded).",
  },
  log: {
    closed: 'results: finals made final as their protest window closed',
    roundFailed: 'results: the protest window round failed, tried again in a minute',
  },
} as const;
