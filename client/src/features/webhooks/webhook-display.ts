// Issue 50: a webhook and its deliveries as the super admin reads them: the state's badge and
// notice, the leagues, the last delivery, each attempt, and when the open log asks again. Pure.
import {
  WEBHOOK_TEST_EVENT,
  type WebhookAttemptDto,
  type WebhookDeliveryDto,
  type WebhookDeliveryState,
  type WebhookDto,
  type WebhookEvent,
  type WebhookState,
} from '@common/schemas/webhooks';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { WEBHOOKS_TEXT as T } from './texts';

// Webhooks belong to an API key, not to a league: their times are the viewer's own, as the keys' are.
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function formatWhen(iso: string, timeZone: string): string {
  return Number.isNaN(Date.parse(iso)) ? '' : formatLeagueDateTime(iso, timeZone);
}

type Badge = { label: string; className: string };

// Active green, paused grey, switched off by the server red.
export function stateBadge(state: WebhookState): Badge {
  const className = { active: 'bg-green-100 text-green-800', paused: 'bg-secondary text-secondary-foreground', disabled: 'bg-red-100 text-red-800' }[state];
  return { label: T.states[state], className };
}

// Delivered green, failed red, on its way or waiting amber.
export function deliveryBadge(state: WebhookDeliveryState): Badge {
  const className = {
    queued: 'bg-amber-100 text-amber-900',
    sending: 'bg-amber-100 text-amber-900',
    retrying: 'bg-amber-100 text-amber-900',
    delivered: 'bg-green-100 text-green-800',
    failed: 'bg-red-100 text-red-800',
  }[state];
  return { label: T.deliveryStates[state], className };
}

// What the row says under its badge: why nothing is sent (paused, switched off), or that it is
// failing; null while all is well.
export function stateNotice(webhook: WebhookDto, timeZone: string): { tone: 'warning' | 'danger' | 'muted'; text: string } | null {
  const since = webhook.failingSince ? formatWhen(webhook.failingSince, timeZone) : null;
  if (webhook.state === 'disabled') return { tone: 'danger', text: T.disabledNotice(formatWhen(webhook.disabledAt ?? webhook.failingSince ?? webhook.createdAt, timeZone), since) };
  if (webhook.state === 'paused') return { tone: 'muted', text: T.pausedNotice };
  return since ? { tone: 'warning', text: T.failingSince(since) } : null;
}

export function eventLabel(event: WebhookEvent | typeof WEBHOOK_TEST_EVENT): string {
  return event === WEBHOOK_TEST_EVENT ? T.testEvent : T.events[event];
}

// The leagues a webhook hears, by name where the list knows them (a league since deleted by its slug).
export function leaguesLine(leagueSlugs: readonly string[] | null, leagues: readonly { slug: string; name: string }[]): string {
  if (leagueSlugs === null) return T.allLeagues;
  const names = new Map(leagues.map((league) => [league.slug, league.name]));
  return leagueSlugs.map((slug) => names.get(slug) ?? slug).join(', ');
}

export function lastDeliveryLine(last: WebhookDto['lastDelivery'], timeZone: string): string {
  if (last === null) return T.noDelivery;
  const status = last.statusCode === null ? T.noStatus : T.status(last.statusCode);
  return (last.ok ? T.lastDelivered : T.lastFailed)(formatWhen(last.at, timeZone), status);
}

// One attempt: the receiver's status code, else what went wrong (a timeout, a refused address), and how long it took.
export function attemptOutcome(attempt: WebhookAttemptDto): { outcome: string; ok: boolean; duration: string } {
  const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
  const duration = T.duration(Math.max(0, Math.round(attempt.durationMs)));
  if (attempt.statusCode === null) return { outcome: attempt.error ?? T.unknownError, ok, duration };
  // the code, and what the server noted of it unless that only repeats the code ("HTTP 500")
  const status = T.status(attempt.statusCode);
  const error = attempt.error?.trim() ?? '';
  return { outcome: error === '' ? status : error.startsWith(status) ? error : `${status}: ${error}`, ok, duration };
}

// The open log's first page is asked again while a delivery is on its way: every 2 s while one is
// queued or sending, and once its next attempt is due while one is retrying (never sooner than
// 2 s, never later than a minute); false when nothing is left to happen.
const SOON_MS = 2_000;
const LATEST_MS = 60_000;
export function refreshAfter(deliveries: readonly WebhookDeliveryDto[], now: number): number | false {
  let wait: number | false = false;
  for (const delivery of deliveries) {
    let due: number | false = false;
    if (delivery.state === 'queued' || delivery.state === 'sending') due = SOON_MS;
    else if (delivery.state === 'retrying') {
      const next = delivery.nextAttemptAt ? Date.parse(delivery.nextAttemptAt) : Number.NaN;
      due = Number.isNaN(next) ? LATEST_MS : Math.min(LATEST_MS, Math.max(SOON_MS, next - now + SOON_MS));
    }
    if (due !== false && (wait === false || due < wait)) wait = due;
  }
  return wait;
}
