// Issue 38: what the service worker shows for a push, and where a tap on it leads. Pure, so the
// unit tests read it; sw.ts does the showing and the focusing.
// types only: common/schemas/push.ts holds zod bodies, which would put zod into the worker and the board
import type { PushPayload, PushType } from '@common/schemas/push';
import { FOLLOW_TEXT } from '@client/features/scoreboard/texts';
import { jsonObjectOf } from '@client/lib/json-object';

// The leagues have no picture of their own: the app's icon (client/public/icons) stands for them.
export const NOTIFICATION_ICON = '/icons/icon-192.png';

export type ShownNotification = {
  title: string;
  options: NotificationOptions & { renotify?: boolean; timestamp?: number };
};

// every push type, checked by the compiler against the server's list
const PUSH_TYPES: Record<PushType, true> = { kickoff: true, score: true, final: true, cancelled: true, moved: true, news: true };

// The payload the server encrypts (issue 38; an announcement's, issue 47), or null for anything else.
function parsePushPayload(text: string | null): PushPayload | null {
  const { type, gameId, announcementId, title, body, url } = jsonObjectOf(text) ?? {};
  if (typeof type !== 'string' || !Object.hasOwn(PUSH_TYPES, type) || typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string') return null;
  if (type === 'news') return Number.isSafeInteger(announcementId) ? { type, announcementId: announcementId as number, title, body, url } : null;
  if (!Number.isSafeInteger(gameId)) return null;
  return { type: type as Exclude<PushType, 'news'>, gameId: gameId as number, title, body, url };
}

// The address a tap opens: the payload's, only on this site (a path, or this origin's address);
// anything else, the home page.
export function sameSiteUrl(url: string, origin: string): string {
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

// One notification per game (its tag): a newer score replaces the older one and alerts again; one
// per announcement. A push that cannot be read still shows one (the browser requires a visible
// notification for each push).
export function notificationFor(text: string | null, origin: string): ShownNotification {
  const payload = parsePushPayload(text);
  if (!payload) return { title: FOLLOW_TEXT.notificationFallback, options: { icon: NOTIFICATION_ICON, data: { url: `${origin}/` } } };
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: NOTIFICATION_ICON,
      tag: payload.type === 'news' ? `news-${payload.announcementId}` : `game-${payload.gameId}`,
      renotify: true,
      data: {
        url: sameSiteUrl(payload.url, origin),
        type: payload.type,
        ...(payload.type === 'news' ? { announcementId: payload.announcementId } : { gameId: payload.gameId }),
      },
    },
  };
}

// The open window to bring forward for a tapped notification: one showing that address, or none
// (then a new one opens at it).
export function windowShowing<T extends { url: string }>(windows: readonly T[], url: string): T | null {
  return windows.find((window) => window.url === url) ?? null;
}
