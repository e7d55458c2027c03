import { z } from 'zod';
import path from 'node:path';

const boolFromEnv = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const positiveInt = z.coerce.number().int().positive();

// The address people open the app at: http(s), no path, query or credentials; kept as its origin
// (scheme://host[:port], no trailing slash), which is also how a browser's Origin header spells it.
const publicUrl = z.string().trim().transform((value, ctx) => {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    ctx.addIssue({ code: 'custom', message: 'must be an http:// or https:// address, e.g. https://leagues.example.org' });
    return z.NEVER;
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    ctx.addIssue({ code: 'custom', message: 'must be the address of the site only, without a path, query or user, e.g. https://leagues.example.org' });
    return z.NEVER;
  }
  return url.origin;
});

// PUBLIC_HOST_ALIASES: other host names the server answers under (a proxy's health check by address,
// a second domain), comma-separated, without scheme or port.
const hostAliases = z
  .string()
  .transform((value) => value.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean))
  .refine((names) => names.every((name) => /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?)$/.test(name)), {
    message: 'must be host names without scheme or port, separated by commas, e.g. www.leagues.example.org,10.0.0.5',
  });

// PUSH_SERVICE_ORIGINS: the push services an endpoint may name (issue 38), comma-separated origins;
// a host may start with `*.` (any subdomain) and the port may be `*` (any port).
export const PUSH_ORIGIN_PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9]([a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/;
const pushOrigins = z
  .string()
  .transform((value) => value.split(',').map((origin) => origin.trim().toLowerCase()).filter(Boolean))
  .refine((origins) => origins.length > 0 && origins.every((origin) => PUSH_ORIGIN_PATTERN.test(origin)), {
    message: 'must be origins separated by commas (scheme://host[:port], `*.` before a host for its subdomains, `*` for any port), e.g. https://fcm.googleapis.com,http://127.0.0.1:*',
  });
// WEBHOOK_ALLOW_HTTP_ORIGINS (issue 50, decision 085): origins a webhook may reach over plain http
// and at any address (a test's local receiver), written as PUSH_SERVICE_ORIGINS is.
const webhookHttpOrigins = z
  .string()
  .transform((value) => value.split(',').map((origin) => origin.trim().toLowerCase()).filter(Boolean))
  .refine((origins) => origins.length > 0 && origins.every((origin) => PUSH_ORIGIN_PATTERN.test(origin)), {
    message: 'must be origins separated by commas (scheme://host[:port], `*` for any port), e.g. http://127.0.0.1:*',
  });
const vapidKey = z.string().trim().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url (as `npx web-push generate-vapid-keys` prints it)');
const vapidSubject = z.string().trim().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL, e.g. mailto:admin@leagues.example.org');

// SMTP_URL: the mail server (issue 47), smtp:// (STARTTLS when offered) or smtps:// (TLS from the
// start), with its user and password in the address when it asks for them.
const smtpUrl = z.string().trim().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '' && (url.pathname === '' || url.pathname === '/');
    } catch {
      return false;
    }
  },
  { message: 'must be smtp://user:password@host:port or smtps://user:password@host:port (user and password only when the server asks for them)' },
);
// MAIL_FROM: the sender of every mail, an address or "Name" <address>
const mailFrom = z.string().trim().regex(/^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'must be an address or "Name" <address>, e.g. "Valley Flag Football" <no-reply@leagues.example.org>');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SUPER_ADMIN_USERNAME: z.string().trim().min(3).max(50).default('superadmin'),
  SUPER_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  SEED_DEMO: boolFromEnv.default(true),
  SEED_E2E: boolFromEnv.default(false),
  DEFAULT_LEAGUE_SLUG: z.string().trim().toLowerCase().optional(),
  TRUST_PROXY: boolFromEnv.default(false),
  PUBLIC_URL: publicUrl.optional(),
  PUBLIC_HOST_ALIASES: hostAliases.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_HOURS: positiveInt.default(24 * 7),
  SESSION_ABSOLUTE_DAYS: positiveInt.default(30),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt.default(10),
  RATE_LIMIT_LOGIN_PER_ADDRESS: positiveInt.default(50),
  RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS: positiveInt.default(10),
  RATE_LIMIT_LOGIN_MAX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(4000),
  RATE_LIMIT_WINDOW_MINUTES: positiveInt.default(15),
  RATE_LIMIT_API_KEY_PER_MINUTE: positiveInt.default(120),
  RATE_LIMIT_PUBLIC_PER_MINUTE: positiveInt.default(1200),
  IMPORT_MAX_ROWS: positiveInt.default(5000),
  LIVE_SOCKETS: z.enum(['inline', 'process']).default('inline'),
  LIVE_SOCKETS_PER_ADDRESS: positiveInt.default(50),
  LIVE_SOCKETS_MAX: positiveInt.optional(),
  LIVE_SOCKET_GRACE_MS: positiveInt.default(10_000),
  CONNECTIONS_PER_ADDRESS: positiveInt.default(300),
  CONNECTIONS_MAX: positiveInt.optional(),
  HTTP_HEADERS_TIMEOUT_MS: positiveInt.default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: positiveInt.default(300_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveInt.optional(),
  PUSH_SERVICE_ORIGINS: pushOrigins.optional(),
  PUSH_FOLLOWS_PER_ADDRESS_PER_DAY: positiveInt.default(100),
  PUSH_FOLLOWS_PER_TEAM: positiveInt.default(1000),
  VAPID_PUBLIC_KEY: vapidKey.optional(),
  VAPID_PRIVATE_KEY: vapidKey.optional(),
  VAPID_SUBJECT: vapidSubject.optional(),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom.optional(),
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  WEBHOOK_ALLOW_HTTP_ORIGINS: webhookHttpOrigins.optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  sessionSecret: string | null;
  superAdmin: { username: string; password: string | null };
  seedDemo: boolean;
  seedE2e: boolean;
  defaultLeagueSlug: string | null;
  trustProxy: boolean;
  // where the app is reached (PUBLIC_URL, else http://localhost:PORT): every absolute link the server
  // writes, and an origin the CSRF and /ws checks accept (server/plugins/csrf.ts)
  publicUrl: string;
  // the host names a request's Host may carry (PUBLIC_URL's and PUBLIC_HOST_ALIASES), any other is
  // 421; null when PUBLIC_URL is not set (the Host is then not checked)
  publicHostNames: ReadonlySet<string> | null;
  logLevel: string;
  session: { idleMs: number; absoluteMs: number };
  rateLimit: {
    // sign-in failures: per account from every address (answers slow above it), per address, per pair
    loginPerAccount: number;
    loginPerAddress: number;
    loginPerAccountAddress: number;
    loginMaxDelayMs: number;
    windowMs: number;
    apiKeyPerMinute: number;
    publicPerMinute: number;
  };
  // schedule rows one import file may hold (docs/decisions/011-schedule-import.md)
  importMaxRows: number;
  // where the live sockets are held: the server's own process, or a child process of it (decision 037)
  liveSockets: 'inline' | 'process';
  // live sockets per address and in all (null: from the open-file limit in force), and how long an
  // anonymous socket may stay subscribed to nothing (decision 042)
  liveCaps: { perAddress: number; total: number | null; graceMs: number };
  // open TCP connections per address (none behind a trusted proxy: every one comes from it) and in
  // all (null: from the open-file limit in force), and the HTTP server's timeouts: the request's
  // headers, the whole request (its body included), an idle keep-alive connection (decision 058)
  connections: { perAddress: number | null; total: number | null; headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  // Web Push (issue 38, decision 048): the push services an endpoint may name (null: the known ones),
  // the VAPID keys (null: generated once into DATA_DIR) and the subject the push services may contact;
  // new follows an address (an IPv6 /64) may make in 24 hours, and followers a team may have (decision 056)
  push: {
    serviceOrigins: string[] | null;
    vapidKeys: { publicKey: string; privateKey: string } | null;
    subject: string;
    followsPerAddressPerDay: number;
    followsPerTeam: number;
  };
  // Mail (issue 47, decision 061): the SMTP server (null: none, the outbox keeps every message as
  // "not sent: no mail server"), the sender (null: `"<league name>" <no-reply@<PUBLIC_URL's host>>`),
  // and how many days a message sent, failed or never sent is kept in the outbox (decision 064)
  mail: { smtpUrl: string | null; from: string | null; retentionDays: number };
  // Webhooks (issue 50, decision 085): the origins a webhook may reach over http and at any address
  // (null: none; every other URL is https to a public address, checked when it connects)
  webhooks: { allowHttpOrigins: string[] | null };
};

export class ConfigError extends Error {}

// Environment -> typed config, refused at start with every problem named (architecture rule 9).
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither (neither: a pair is generated once into DATA_DIR)');
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) throw new ConfigError('Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not be above HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request)');
  if (e.PUBLIC_HOST_ALIASES && !e.PUBLIC_URL) throw new ConfigError('Invalid configuration:\n  PUBLIC_HOST_ALIASES: needs PUBLIC_URL (the aliases are other names of that site)');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    sessionSecret: e.SESSION_SECRET ?? null,
    superAdmin: { username: e.SUPER_ADMIN_USERNAME, password: e.SUPER_ADMIN_PASSWORD ?? null },
    seedDemo: e.SEED_DEMO,
    seedE2e: e.SEED_E2E,
    defaultLeagueSlug: e.DEFAULT_LEAGUE_SLUG ?? null,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    publicHostNames: e.PUBLIC_URL ? new Set([new URL(e.PUBLIC_URL).hostname, ...(e.PUBLIC_HOST_ALIASES ?? [])]) : null,
    logLevel: e.LOG_LEVEL,
    session: { idleMs: e.SESSION_IDLE_HOURS * 3600_000, absoluteMs: e.SESSION_ABSOLUTE_DAYS * 86400_000 },
    rateLimit: {
      loginPerAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      loginPerAddress: e.RATE_LIMIT_LOGIN_PER_ADDRESS,
      loginPerAccountAddress: e.RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS,
      loginMaxDelayMs: e.RATE_LIMIT_LOGIN_MAX_DELAY_MS,
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      apiKeyPerMinute: e.RATE_LIMIT_API_KEY_PER_MINUTE,
      publicPerMinute: e.RATE_LIMIT_PUBLIC_PER_MINUTE,
    },
    importMaxRows: e.IMPORT_MAX_ROWS,
    liveSockets: e.LIVE_SOCKETS,
    liveCaps: { perAddress: e.LIVE_SOCKETS_PER_ADDRESS, total: e.LIVE_SOCKETS_MAX ?? null, graceMs: e.LIVE_SOCKET_GRACE_MS },
    connections: {
      perAddress: e.TRUST_PROXY ? null : e.CONNECTIONS_PER_ADDRESS,
      total: e.CONNECTIONS_MAX ?? null,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      // behind a proxy, longer than the proxy keeps an idle connection to us (Fastify's own 72 s), so
      // the proxy never sends on one the server is closing; a browser's reconnect costs little
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS ?? (e.TRUST_PROXY ? 72_000 : 5_000),
    },
    push: {
      serviceOrigins: e.PUSH_SERVICE_ORIGINS ?? null,
      vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null,
      // an https PUBLIC_URL is a subject the push services accept (Apple refuses localhost)
      subject: e.VAPID_SUBJECT ?? (e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : 'mailto:webpush@localhost.invalid'),
      followsPerAddressPerDay: e.PUSH_FOLLOWS_PER_ADDRESS_PER_DAY,
      followsPerTeam: e.PUSH_FOLLOWS_PER_TEAM,
    },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM ?? null, retentionDays: e.MAIL_RETENTION_DAYS },
    webhooks: { allowHttpOrigins: e.WEBHOOK_ALLOW_HTTP_ORIGINS ?? null },
  };
}
