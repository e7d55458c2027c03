// Issue 38: whether this browser can receive Web Push, and if not, what the bell tells the person.
// iPhone and iPad Safari (iOS 16.4 and later) have the Push API only in a page added to the Home
// Screen and opened from there; in a Safari tab PushManager is not there at all.

export type PushSupport = 'supported' | 'home-screen' | 'unsupported';

export type BrowserFacts = {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  // an iPhone, iPad or iPod (an iPad's Safari says it is a Mac, but has touch points)
  isIos: boolean;
  // opened from the Home Screen (display-mode standalone, or Safari's navigator.standalone)
  standalone: boolean;
};

export function pushSupportOf(facts: BrowserFacts): PushSupport {
  if (facts.hasServiceWorker && facts.hasPushManager && facts.hasNotification) return 'supported';
  return facts.isIos && !facts.standalone ? 'home-screen' : 'unsupported';
}

export function isIosDevice(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

export function browserPushSupport(): PushSupport {
  const nav = navigator as Navigator & { standalone?: boolean };
  return pushSupportOf({
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    isIos: isIosDevice(nav.userAgent, nav.platform, nav.maxTouchPoints),
    standalone: nav.standalone === true || window.matchMedia('(display-mode: standalone)').matches,
  });
}

// The server's VAPID public key (base64url, RFC 8292) as pushManager.subscribe wants it: Safari
// takes only bytes, not the text.
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// Whether an existing subscription was made with this key (a server whose keys changed needs a new one).
export function sameKey(existing: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!existing) return false;
  const bytes = new Uint8Array(existing);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}
