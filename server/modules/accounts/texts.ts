// What the password reset by mail says (issue 47, decision 065): the two mails (the link to a viewer,
// "ask your league's admin" to a staff or pending account) and the pages of the link.
import { AUTH_TEXT, SERVER_TEXT } from '../../../common/texts';

const FORGOT = 'Forgot Password? on the login page';

export const RESET_TEXT = {
  linkMail: {
    subject: 'Confirm your new password',
    lines: (username: string, leagueName: string, until: string) => [
      `Someone asked to set a new password for ${username} at ${leagueName}. If it was you, open the link below and press "Set my new password".`,
      `The link works for 30 minutes, until ${until}. Until you press the button, your old password keeps working.`,
      'If you did not ask, ignore this email: nothing changes.',
    ],
    link: 'Set my new password',
  },
  staffMail: {
    subject: 'Your password was not changed',
    lines: (username: string, leagueName: string) => [
      `Someone asked to reset the password of ${username} at ${leagueName}. Referee, administrator and pending accounts cannot reset their own password, so nothing was changed.`,
      "If you need a new password, ask your league's admin to change it for you.",
      'If you did not ask, you can ignore this email.',
    ],
  },
  page: {
    askTitle: 'Set your new password',
    ask: (username: string, leagueName: string) =>
      `This sets the new password you chose for ${username} at ${leagueName}. Until you press the button, your old password keeps working.`,
    button: 'Set my new password',
    doneTitle: AUTH_TEXT.resetSuccessTitle,
    done: `${AUTH_TEXT.resetSuccessBody} You were signed out on every device.`,
    signIn: 'Go to sign in',
  },
  // why a link does nothing: the page's title and its sentence (also the JSON answer's message)
  problems: {
    invalid: { title: 'This link is not valid', text: `Open the whole link from the email, or ask for a new one with ${FORGOT}.` },
    used: { title: 'This link was already used', text: `The new password was set when the link was first used. Sign in with it, or ask for a new link with ${FORGOT}.` },
    expired: { title: 'This link has expired', text: `A link works for 30 minutes. Ask for a new one with ${FORGOT}; your old password still works.` },
    replaced: { title: 'This link was replaced', text: 'A newer reset was asked for this account: use the link in the newest email. Your old password still works until then.' },
    refused: { title: 'This password cannot be reset here', text: "Ask your league's admin to change it for you. Your password is unchanged." },
    suspended: { title: SERVER_TEXT.leagueSuspended, text: 'Its accounts cannot change their password until it is reactivated. Your password is unchanged.' },
  },
} as const;
