import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_TEXT } from '../../common/texts';
import { HttpError } from '../http/errors';
import type { ClientFallback } from './static-client';

// One error handler (architecture rule 7): JSON { message } for every failure, no internals on 5xx.
export function registerErrorHandling(app: FastifyInstance, clientFallback: ClientFallback | null): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message, ...error.details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: SERVER_TEXT.unexpected });
    }
    return reply.code(status).send({ message: clientErrorMessage(error) });
  });

  // Unknown /api/* paths are JSON 404; other GETs belong to the client router when it is served.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (clientFallback && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return clientFallback(request, reply);
    }
    return reply.code(404).send({ message: `No such API route: ${request.method} ${pathname}` });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON';
    default:
      return error.message;
  }
}

// Fastify's own refusals before any route runs (the `frameworkErrors` option of server/app.ts): a
// path whose %-escapes do not decode, or a path segment over the router's length limit. Same
// { message } body as every other refusal.
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ message: 'The address is not valid: a %-escape in its path does not decode to text' });
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send({ message: 'A part of the address is too long' });
  } else {
    void reply.code(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send({ message: error.message });
  }
}

// What the log keeps of an error (the logger's `err` serializer, server/app.ts). A database error
// carries the statement's parameter values (`params` of Drizzle's DrizzleQueryError, also spelled out
// in its message; `query` and `params` of PGlite's; `detail` of PostgreSQL's, "Failing row contains
// (...)"): argon2 hashes, API-key and session hashes, emails. Those are left out; the code, the
// constraint, the table and the message (the statement's text with $1 placeholders, no values) stay.
const HIDDEN_FIELDS: ReadonlySet<string> = new Set(['query', 'params', 'parameters', 'detail', 'internalQuery', 'where', 'queryOptions']);
const MAX_CAUSES = 5;

export type SerializedError = { type: string; message: string; stack: string; cause?: SerializedError; [field: string]: unknown };

// Drizzle's message is `Failed query: <sql>\nparams: <values>`: the values go.
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : message.slice(0, at);
}

function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: withoutParams(String(err)), stack: '' };
  const message = withoutParams(err.message);
  // the stack repeats the message: keep only its frames
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: SerializedError = { type: err.constructor?.name ?? err.name, message, stack: [`${err.name}: ${message}`, ...frames].join('\n') };
  for (const [field, value] of Object.entries(err)) {
    if (HIDDEN_FIELDS.has(field) || field === 'cause') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[field] = value;
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

// What the log keeps of a request's URL: the path without a private feed's token (the whole secret
// of a referee's calendar URL, decision 029) and the query's names without their values.
const PRIVATE_PATH = /^(\/api\/calendar\/referee\/)[^/?]+/;

function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at)).replace(PRIVATE_PATH, '$1[redacted]');
  if (at === -1) return path;
  const names = url
    .slice(at + 1)
    .split('&')
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${path}?${names.join('&')}`;
}

type LoggedRequest = { method: string; url: string; host: string; ip: string; socket?: { remotePort?: number } };

export const LOG_SERIALIZERS = {
  err: (err: Error) => serializeError(err),
  // Fastify's own request serializer but for the URL
  req: (req: LoggedRequest) => ({ method: req.method, url: loggedUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
};
