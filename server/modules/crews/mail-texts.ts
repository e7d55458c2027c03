// What the crews' mail says (issue 48, decision 071): the offer of a position and its reminder, the
// page of its signed Accept and Decline links, and the offer timer's log lines.
import type { CrewPosition } from '../../../common/crews/crew';

const POSITION_NAMES: Record<CrewPosition, string> = { referee: 'referee', second: 'second official', line: 'line judge' };

export const CREW_MAIL_TEXT = {
  position: (position: CrewPosition) => POSITION_NAMES[position],
  title: (home: string, away: string) => `${home} vs ${away}`,
  teamUnknown: 'to be decided',
  offer: {
    subject: (position: CrewPosition, title: string, when: string) => `Will you be the ${POSITION_NAMES[position]} of ${title}, ${when}?`,
    reminderSubject: (position: CrewPosition, title: string, when: string) => `Reminder: will you be the ${POSITION_NAMES[position]} of ${title}, ${when}?`,
    lines: (position: CrewPosition, title: string, when: string, field: string | null, autoDeclineHours: number) => [
      `You are offered the ${POSITION_NAMES[position]} position of ${title}.`,
      `Kickoff: ${when}${field ? ` at ${field}` : ''}.`,
      'Please accept or decline with a link below, or in your games.',
      `An offer left without an answer for ${autoDeclineHours} hours may be declined for you (never in the last 48 hours before kickoff).`,
    ],
    reminderLine: 'You have not answered this offer yet.',
    accept: 'Accept',
    decline: 'Decline',
    openGames: 'Open your games',
  },
  page: {
    askTitle: { accept: 'Accept this game?', decline: 'Decline this game?' },
    ask: (position: CrewPosition, title: string, when: string, field: string | null, leagueName: string) =>
      `${leagueName} offers you the ${POSITION_NAMES[position]} position of ${title}, ${when}${field ? ` at ${field}` : ''}.`,
    button: { accept: 'Accept', decline: 'Decline' },
    reasonLabel: 'Reason (optional)',
    doneTitle: { accept: 'Accepted', decline: 'Declined' },
    done: {
      accept: (position: CrewPosition, title: string) => `You are the ${POSITION_NAMES[position]} of ${title}. Thank you.`,
      decline: (position: CrewPosition, title: string) => `You declined the ${POSITION_NAMES[position]} position of ${title}. The league's admins are told.`,
    },
    openGames: 'Open your games',
    invalidTitle: 'This link is not valid',
    invalid: 'This link is not one the league sent, or it was cut. Open the link of the latest email, or answer in your games.',
    goneTitle: 'This link no longer works',
    refusedTitle: 'Not answered',
    gone: 'This offer was already answered, withdrawn or offered again. Open your games to see where you stand.',
    reasonTooLong: (max: number) => `The reason must be at most ${max} characters.`,
    notAForm: "Send the page's form (application/x-www-form-urlencoded).",
  },
  autoDeclineReason: (hours: number) => `No answer within ${hours} hours`,
  log: {
    reminded: 'crews: offers reminded',
    declined: 'crews: offers declined for want of an answer',
    declineFailed: 'crews: an automatic decline failed, tried again at the next round',
    roundFailed: 'crews: the offers round failed, tried again in a minute',
  },
} as const;
