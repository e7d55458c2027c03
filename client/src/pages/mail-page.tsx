import { DEFAULT_LEAGUE_TITLE } from '@common/constants';
import { MailOutbox } from '@client/features/mail/mail-outbox';
import { MAIL_PAGE_TEXT } from '@client/features/mail/texts';
import { AdminPage } from './admin-page';

// Issue 47: /mail, super admin only (the route guard shows the spec 2.2 texts to others): the
// outbox and a message's text and links.
export function MailPage() {
  return (
    <AdminPage title={DEFAULT_LEAGUE_TITLE} label={MAIL_PAGE_TEXT.topBarLabel} heading={MAIL_PAGE_TEXT.pageTitle} description={MAIL_PAGE_TEXT.pageDescription}>
      <MailOutbox />
    </AdminPage>
  );
}
