import { GAME_CONTROL_TEXT } from '@client/features/game-control/texts';

// The sign-in area's own texts beyond the spec's (common/texts.ts holds the spec's AUTH_TEXT).
// Not in the spec: Logout asks first when taps of a game have not reached the server (decision 043).
export const LOGOUT_TEXT = {
  waitingTitle: 'Actions not sent yet',
  waitingBody: (waiting: number) =>
    `${waiting === 1 ? '1 game action on this phone has' : `${waiting} game actions on this phone have`} not reached the server. Logging out now deletes ${waiting === 1 ? 'it' : 'them'}. Stay signed in until the game page says ${GAME_CONTROL_TEXT.allSynced} to keep ${waiting === 1 ? 'it' : 'them'}.`,
  stay: 'Stay signed in',
  logoutAnyway: 'Log out anyway',
} as const;
