// The server's VAPID key pair (RFC 8292): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else a
// pair generated on first use and kept in DATA_DIR/vapid-keys.json (0600 in a 0700 folder, like the
// session secret), so the browsers' subscriptions, made against the public key, survive restarts.
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../db/private-files';

export type VapidKeys = { publicKey: string; privateKey: string };

function readKeys(file: string): VapidKeys | null {
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string') return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    return null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

// A VAPID JWT is good for up to 24 h (RFC 8292); one is signed per push service for 12 h and reused
// for 11, since signing one per push cost more than the payload's encryption (decision 048).
const TOKEN_LIFE_S = 12 * 3600;
const TOKEN_REUSE_S = 11 * 3600;

export class PushKeys {
  private keys: VapidKeys | null;
  private readonly tokens = new Map<string, { authorization: string; signedAt: number }>();

  constructor(private readonly config: Pick<Config, 'dataDir' | 'push'>) {
    this.keys = config.push.vapidKeys;
  }

  get(): VapidKeys {
    if (this.keys) return this.keys;
    const file = path.join(this.config.dataDir, 'vapid-keys.json');
    let keys = readKeys(file);
    if (!keys) {
      makePrivateDir(this.config.dataDir);
      keys = webpush.generateVAPIDKeys();
      fs.writeFileSync(file, JSON.stringify(keys) + '\n', { mode: PRIVATE_FILE_MODE });
    }
    this.keys = keys;
    return keys;
  }

  // The Authorization header for a push service (`audience`: its origin) at `nowS` (epoch seconds).
  authorization(audience: string, nowS: number): string {
    const kept = this.tokens.get(audience);
    if (kept && nowS - kept.signedAt < TOKEN_REUSE_S) return kept.authorization;
    const { publicKey, privateKey } = this.get();
    const headers = webpush.getVapidHeaders(audience, this.config.push.subject, publicKey, privateKey, 'aes128gcm', nowS + TOKEN_LIFE_S);
    this.tokens.set(audience, { authorization: headers.Authorization, signedAt: nowS });
    return headers.Authorization;
  }
}
