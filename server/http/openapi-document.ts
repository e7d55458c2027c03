// The API's OpenAPI 3.1 document (decision 083), generated from the documented routes (route-doc.ts)
// as Fastify registered them: each request schema is the zod object the route parses with
// (converted as its input, so a transform or a coercion shows what a caller sends), each answer the
// zod schema of common/schemas/answers tied to the type the route answers with. Refinements (a
// check in code, such as "must not name a team twice") have no JSON Schema: the 400's message says
// them. The webhooks section describes the deliveries an API key's webhooks receive.
import { z } from 'zod';
import { componentId, errorAnswer } from '../../common/schemas/answers/components';
import { GAME_WEBHOOK_EVENTS, webhookGameEventAnswer, webhookStandingsChangedAnswer, webhookTestAnswer } from '../../common/schemas/answers/webhooks';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, WEBHOOK_TEST_EVENT } from '../../common/schemas/webhooks';
import { API_TAGS, pathParameterSchema, type RouteAuth, type RouteDoc } from './route-doc';

export type DocumentedOperation = { method: string; url: string; doc: RouteDoc };
export type OpenApiSite = { publicUrl: string };
type Json = { [key: string]: unknown };

export const OPENAPI_VERSION = '3.1.1';
const API_VERSION = '1';
const COMPONENTS = '#/components/schemas/';

const INFO_DESCRIPTION = [
  "The public and API-key routes of the league product: what a league's own website, the WordPress plugin or a script may call. Every path and method here is a route of this server, and every request schema is the one the route validates with.",
  '',
  "**Not here:** the routes of the product's own screens, which need a signed-in session (the admin, referee, coach and fan screens, the API keys screen and its webhooks). Without a session they answer 401 or 403.",
  '',
  '**Authentication.** Most routes need none. The WordPress routes take an API key made on the super admin\'s API keys screen, as `Authorization: Bearer ffl_<id>_<secret>`, with the `read` or `write` permission each route names; a key never opens the session API. The pages of a mailed link are opened with the link itself (a one-use `token`, or a signature `t`).',
  '',
  '**Errors.** Every refusal is JSON `{ "message": "..." }` with a sentence a person can act on (the Error schema); a page of a mailed link, opened by a browser (`Accept: text/html`), is answered a page instead.',
  '',
  '**Limits.** The routes without sign-in share a budget of requests per network address (an IPv6 address counts by its /64), an API key has its own per minute; past it the answer is 429 with `Retry-After`.',
  '',
  '**Live updates.** The public game lists answer an `ETag` (a repeat with `If-None-Match` costs a 304) and `x-server-now`, the server\'s clock in epoch ms, from which a page counts the clock down. The webhooks below push the changes instead.',
  '',
  '**Webhooks.** An API key\'s webhooks are sent as the Standard Webhooks specification says (https://www.standardwebhooks.com): a JSON body, and the headers `webhook-id` (the same on every retry of a delivery), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the secret after `whsec_`). Answer 2xx within ' +
    `${WEBHOOK_LIMITS.timeoutMs / 1000} seconds; a timeout, a 429 or a 5xx is retried with backoff for a day, a redirect is not followed, and a webhook failing for three days is switched off.`,
].join('\n');

const SECURITY_SCHEMES = {
  apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'ffl_<id>_<secret>', description: "An API key of the super admin's API keys screen; each route names the permission it needs (read or write)." },
  linkToken: { type: 'apiKey', in: 'query', name: 'token', description: 'The one-use token of a link the league mailed.' },
  linkSignature: { type: 'apiKey', in: 'query', name: 't', description: "The server's signature of a link it mailed, over the reference in the link's other parameter." },
} as const;

const SECURITY: Record<RouteAuth, Json[]> = {
  none: [],
  apiKeyRead: [{ apiKey: ['read'] }],
  apiKeyWrite: [{ apiKey: ['write'] }],
  linkToken: [{ linkToken: [] }],
  linkSignature: [{ linkSignature: [] }],
};
// the query parameter a security scheme already names
const CREDENTIAL_PARAMETER: Partial<Record<RouteAuth, string>> = { linkToken: 'token', linkSignature: 't' };

// zod writes a whole-number schema's safe-integer range on each: noise in a document.
function withoutSafeRange(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(withoutSafeRange);
  if (json === null || typeof json !== 'object') return json;
  const out: Json = {};
  for (const [key, value] of Object.entries(json)) {
    if ((key === 'minimum' && value === Number.MIN_SAFE_INTEGER) || (key === 'maximum' && value === Number.MAX_SAFE_INTEGER)) continue;
    if (key === '$ref' && typeof value === 'string') out[key] = value.replace('#/$defs/', COMPONENTS);
    else out[key] = withoutSafeRange(value);
  }
  return out;
}

// The JSON Schemas of one document: each zod schema converted (a component of the answers, one with
// an id in zod's metadata, becomes a $ref), the schemas it names put in components/schemas (the same id twice must be the same schema).
class SchemaSet {
  readonly components: Record<string, unknown> = {};

  of(schema: z.ZodType, io: 'input' | 'output'): Json {
    const { $schema: _, $defs, ...root } = withoutSafeRange(z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'throw' })) as Json & { $defs?: Json };
    for (const [id, def] of Object.entries($defs ?? {})) {
      const known = this.components[id];
      if (known !== undefined && JSON.stringify(known) !== JSON.stringify(def)) throw new Error(`the schema ${id} is documented two ways (as an answer and as input?)`);
      this.components[id] = def;
    }
    return root;
  }

  ref(schema: z.ZodType): Json {
    const id = componentId(schema);
    if (!id) throw new Error('not a component of common/schemas/answers');
    this.of(schema, 'output');
    return { $ref: COMPONENTS + id };
  }
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const pathNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

// GET /api/leagues/:slug/public/games -> getLeaguesBySlugPublicGames
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map(capitalized).join('');
}

// :slug and :id say what they are by their place: /api/teams/:id is a team's id
function pathParameterDescription(url: string, name: string): string | null {
  if (name === 'slug') return "The league's slug (its address on this site: /{slug})";
  const before = /\/([a-z-]+)\/:id(?:\/|$)/.exec(url)?.[1];
  return name === 'id' && before ? `The ${before.replace(/s$/, '').replace(/-/g, ' ')}'s id` : null;
}

function parametersOf(op: DocumentedOperation, schemas: SchemaSet): Json[] {
  const { doc } = op;
  const path = pathNames(op.url).map((name) => {
    const schema = pathParameterSchema(doc, name);
    if (!schema) throw new Error(`${op.method} ${op.url}: no schema for :${name} (give it in the route's params)`);
    const { description, ...rest } = schemas.of(schema, 'input');
    const said = typeof description === 'string' ? description : pathParameterDescription(op.url, name);
    return { name, in: 'path', required: true, schema: rest, ...(said ? { description: said } : {}) };
  });
  if (!doc.query) return path;
  const query = schemas.of(doc.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
  const credential = CREDENTIAL_PARAMETER[doc.auth];
  const fromQuery = Object.entries(query.properties ?? {})
    .filter(([name]) => name !== credential)
    .map(([name, schema]) => {
      const { description, ...rest } = schema;
      return { name, in: 'query', required: query.required?.includes(name) ?? false, schema: rest, ...(typeof description === 'string' ? { description } : {}) };
    });
  return [...path, ...fromQuery];
}

// A body's or an answer's own schema (not a component's) is titled, so a reader (and a renderer's
// outline) names it.
const titled = (schema: Json, title: string): Json => ('$ref' in schema ? schema : { title, ...schema });

function requestBodyOf(doc: RouteDoc, schemas: SchemaSet): Json | null {
  if (doc.body) return { required: true, content: { 'application/json': { schema: titled(schemas.of(doc.body, 'input'), `${doc.summary}: the body`) } } };
  if (doc.form) return { required: false, content: { 'application/x-www-form-urlencoded': { schema: titled(schemas.of(doc.form, 'input'), `${doc.summary}: the form`) } } };
  return null;
}

function responsesOf(doc: RouteDoc, schemas: SchemaSet): Json {
  const responses: Json = {};
  for (const [status, answer] of Object.entries(doc.answers)) {
    const json = answer.json ? { 'application/json': { schema: componentId(answer.json) ? schemas.ref(answer.json) : titled(schemas.of(answer.json, 'output'), answer.description) } } : null;
    const content = json || answer.content ? { ...json, ...(answer.content ? { [answer.content]: { schema: { type: 'string' } } } : {}) } : null;
    const headers = answer.headers ? Object.fromEntries(Object.entries(answer.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }])) : null;
    responses[status] = { description: answer.description, ...(content ? { content } : {}), ...(headers ? { headers } : {}) };
  }
  const pages = doc.refusalPages === true;
  for (const [status, description] of Object.entries(doc.refusals)) {
    if (responses[status]) throw new Error(`${doc.summary}: ${status} is both an answer and a refusal`);
    const error = { 'application/json': { schema: schemas.ref(errorAnswer) } };
    responses[status] = { description, content: pages ? { ...error, 'text/html': { schema: { type: 'string' } } } : error };
  }
  return responses;
}

function operationOf(op: DocumentedOperation, schemas: SchemaSet): Json {
  const { doc } = op;
  const body = requestBodyOf(doc, schemas);
  return {
    operationId: operationId(op.method, op.url),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    security: SECURITY[doc.auth],
    parameters: parametersOf(op, schemas),
    ...(body ? { requestBody: body } : {}),
    responses: responsesOf(doc, schemas),
  };
}

const WEBHOOK_HEADERS = [
  { name: 'webhook-id', description: 'The delivery\'s id (msg_...), the same on every retry: a receiver that has it already has the event.' },
  { name: 'webhook-timestamp', description: 'When this attempt was signed, in Unix seconds: refuse one far from your clock (a replay).' },
  { name: 'webhook-signature', description: '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the webhook\'s secret (the bytes after `whsec_`, base64-decoded); several, space-separated, while a secret changes.' },
].map((header) => ({ ...header, in: 'header', required: true, schema: { type: 'string' } }));

const WEBHOOK_SUMMARIES: Record<(typeof WEBHOOK_EVENTS)[number] | typeof WEBHOOK_TEST_EVENT, string> = {
  'game.started': 'A game started (the first clock start)',
  'game.score': 'A score changed in a live game',
  'game.final': 'A game was completed (its final score)',
  'game.moved': 'A game moved to another time or field',
  'game.cancelled': 'A game was cancelled',
  'standings.changed': "A final changed a division's table",
  [WEBHOOK_TEST_EVENT]: 'The test event of the "Send test event" button',
};

function webhooksOf(schemas: SchemaSet): Json {
  const bodyOf = (event: string) => {
    const variant = (GAME_WEBHOOK_EVENTS as readonly string[]).includes(event) ? webhookGameEventAnswer : event === 'standings.changed' ? webhookStandingsChangedAnswer : webhookTestAnswer;
    return { title: `The body of ${event}`, allOf: [schemas.ref(variant), { type: 'object', properties: { type: { const: event } } }] };
  };
  const events = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT];
  return Object.fromEntries(
    events.map((event) => [
      event,
      {
        post: {
          operationId: `webhook${event.split('.').map(capitalized).join('')}`,
          summary: WEBHOOK_SUMMARIES[event],
          description: `POSTed to the URL of each webhook that subscribes to \`${event}\`${event === WEBHOOK_TEST_EVENT ? ' (any webhook, when its test button is pressed)' : ''}, for the leagues it names.`,
          tags: ['webhooks'],
          parameters: WEBHOOK_HEADERS,
          requestBody: { required: true, content: { 'application/json': { schema: bodyOf(event) } } },
          responses: {
            '2XX': { description: 'Received: the delivery is done.' },
            default: {
              description:
                'A timeout, a failed connection, a 429 or a 5xx: tried again with backoff (the first retry within a minute, with the same webhook-id) for a day. Any other answer (a 4xx, a redirect: never followed) fails the delivery at once.',
            },
          },
        },
      },
    ]),
  );
}

export function openApiDocument(operations: readonly DocumentedOperation[], site: OpenApiSite): Json {
  const schemas = new SchemaSet();
  const paths: Record<string, Json> = {};
  const ids = new Set<string>();
  for (const op of [...operations].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))) {
    const operation = operationOf(op, schemas);
    if (ids.has(String(operation.operationId))) throw new Error(`${op.method} ${op.url}: operationId ${String(operation.operationId)} twice`);
    ids.add(String(operation.operationId));
    (paths[openApiPath(op.url)] ??= {})[op.method.toLowerCase()] = operation;
  }
  const webhooks = webhooksOf(schemas);
  const usedTags = new Set(operations.map((op) => op.doc.tag));
  return {
    openapi: OPENAPI_VERSION,
    info: { title: 'Flag Football Leagues API', version: API_VERSION, description: INFO_DESCRIPTION },
    servers: [{ url: site.publicUrl }],
    // (the webhooks have their own section: no tag of the paths' list)
    tags: Object.entries(API_TAGS)
      .filter(([name]) => usedTags.has(name as keyof typeof API_TAGS))
      .map(([name, description]) => ({ name, description })),
    paths,
    webhooks,
    components: { schemas: Object.fromEntries(Object.entries(schemas.components).sort(([a], [b]) => a.localeCompare(b))), securitySchemes: SECURITY_SCHEMES },
  };
}
