// Every message of the crews module (issue 48): its refusals and the mail that tells the league's
// admins of a decline.
import type { CrewPosition } from '../../../common/crews/crew';

const POSITION_NAME: Record<CrewPosition, string> = { referee: 'referee', second: 'second official', line: 'line judge' };

export const CREWS_TEXT = {
  positionName: (position: CrewPosition) => POSITION_NAME[position],
  gameNotFound: 'Game not found',
  leagueNotFound: 'League not found',
  readForbidden: "Only the league's admins and referees read a game's crew",
  assignForbidden: "Only the league's admins offer or open a position",
  answerForbidden: 'Only the official this position was offered to may answer it',
  arriveForbidden: "Only this position's official may say he is here",
  assignmentsForbidden: "Only a league's officials have assignments",
  claimForbidden: "Only the league's approved referees claim open positions",
  selfAssignOff: 'This league does not let referees claim open positions: ask the league’s admins',
  notInCrew: (position: CrewPosition, size: number) => `This game's crew has ${size} official${size === 1 ? '' : 's'}: it has no ${POSITION_NAME[position]} position`,
  notScheduled: (status: string) => `This game is ${status}: only a scheduled game's crew changes`,
  alreadyInCrew: 'This official already holds another position of this game',
  unavailable: (date: string) => `The referee marked ${date} as unavailable`,
  notOffered: (status: string) => `This position is not waiting for an answer any more (it is ${status})`,
  notOpen: (status: string) => `This position is not open any more (it is ${status})`,
  gamesPerDay: (max: number, day: string) => `That would be more than ${max} game${max === 1 ? '' : 's'} on ${day}, the most this league gives one official in a day`,
  rest: (minutes: number, kickoff: string) => `That would leave less than ${minutes} minutes of rest beside your game of ${kickoff}`,
  arriveTooEarly: (opens: string) => `Too early: "I'm here" opens 2 hours before kickoff, at ${opens}`,
  arriveTooLate: 'This game has ended: it is too late to say you are here',
  arriveCancelled: 'This game is cancelled',
  // the mail to the league's admins
  declineSubject: (position: CrewPosition, game: string) => `Declined: ${POSITION_NAME[position]} of ${game}`,
  declineLines: (who: string, position: CrewPosition, game: string, kickoff: string, field: string | null, reason: string | null) => [
    `${who} declined the ${POSITION_NAME[position]} position of ${game} (${kickoff}${field ? `, ${field}` : ''}).`,
    reason ? `Reason: ${reason}` : 'No reason was given.',
    'The position is open again: offer it to another official.',
  ],
  openGames: 'Open the games',
} as const;
