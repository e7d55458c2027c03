// Test-only: a password reset carried through to its end (decision 065) for tests that need the new
// password set but are about something else: the form, then the link of the newest reset mail of
// the account read from the outbox (a test server without SMTP_URL keeps it there), then the
// button's POST as the browser sends it.
import { and, desc, eq, gt } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import type { TestServer } from '../../test/helpers';
import { until } from '../mail/test-fixtures';
import { RESET_CONFIRM_PATH, RESET_MAIL_KIND } from './reset-password';

// The newest reset mail to an address (after `afterId`), as its row id and its link on the test server.
async function newestResetLink(server: TestServer, address: string, afterId = 0): Promise<{ id: number; link: string } | null> {
  const [row] = await server.deps.db
    .select({ id: mailOutbox.id, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, RESET_MAIL_KIND), gt(mailOutbox.id, afterId)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = row?.text.match(/[?&]token=([\w-]+)/)?.[1];
  return row && token ? { id: row.id, link: `${server.url}${RESET_CONFIRM_PATH}?token=${token}` } : null;
}

// The page's button: an empty form POSTed from the page (same origin), a browser asking for HTML.
export function pressResetButton(server: TestServer, link: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(link, {
    method: 'POST',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', origin: server.url, 'sec-fetch-site': 'same-origin', ...headers },
    body: '',
  });
}

export async function resetPasswordThroughMail(
  server: TestServer,
  user: { username: string; email: string | null },
  leagueSlug: string,
  newPassword: string,
): Promise<Response> {
  const before = await newestResetLink(server, user.email!);
  const asked = await fetch(`${server.url}/api/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, email: user.email, newPassword, leagueSlug }),
  });
  if (asked.status !== 200) throw new Error(`reset request answered ${asked.status}`);
  // the request is stored just after its answer (decision 065): wait for its mail
  let mailed = null as { id: number; link: string } | null;
  await until(async () => (mailed = await newestResetLink(server, user.email!, before?.id ?? 0)) !== null, `a reset mail to ${user.email}`);
  return pressResetButton(server, mailed!.link);
}
