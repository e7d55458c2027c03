// A route described in the API's OpenAPI document (decision 083). The route declares its schemas once,
// here, and reads its input only through what `documented` returns: the query and body are parsed
// by the very zod objects the document is generated from, so the two cannot drift. The route hands
// `options` to Fastify (`app.get(url, route.options, handler)`), where plugins/api-docs.ts collects
// it with the route's own method and path. No Fastify type here (decision 034).
import type { z } from 'zod';
import { PATH_PARAMETERS } from './params';
import { parseInput } from './validate';

// Who may call a documented route, as the document's security says:
// - none: no sign-in (a session cookie, when one is sent, changes nothing the document describes);
// - apiKeyRead / apiKeyWrite: `Authorization: Bearer <API key>` with that permission;
// - linkToken: the one-use token of a mailed link, in the query's `token`;
// - linkSignature: a mailed link signed by the server, its signature in the query's `t`.
export type RouteAuth = 'none' | 'apiKeyRead' | 'apiKeyWrite' | 'linkToken' | 'linkSignature';

// The document's groups of operations, each with what it is for.
export const API_TAGS = {
  leagues: 'A league by its slug, and the list of leagues',
  teams: "A league's teams, fields, divisions, seasons and game rules",
  games: 'The public scoreboard: games with their derived clock, scoring plays, a team\'s record, statistics and next games',
  standings: 'The league table',
  playoffs: 'Playoff brackets',
  calendars: 'iCalendar feeds of a league, a division, a team and a referee',
  follows: 'Following teams without an account: Web Push subscriptions and email',
  accounts: 'Sign-in, registration and password reset',
  links: 'The pages of links the league mails (a person opens them; a script is answered JSON)',
  wordpress: 'The WordPress plugin\'s endpoints, with an API key',
  description: 'This document and its rendering',
} as const;
export type ApiTag = keyof typeof API_TAGS;

// The refusals many documented routes share, as the document says them.
export const REFUSED = {
  badInput: 'A parameter or the body is not valid: the message names each problem',
  noLeague: 'No league has this slug (or, without one, no default league)',
  suspended: 'The league is suspended',
  tooMany: 'Too many requests from this address: try again after Retry-After seconds',
} as const;

// One answer of a route: a JSON body with its schema, another kind of body (an HTML page, a
// calendar), both (a mailed link's page to a browser, JSON to a script), or none (204, 302, 304).
// headers: the answer's headers worth a caller's knowing.
export type AnswerDoc = {
  description: string;
  json?: z.ZodType;
  content?: 'text/html' | 'text/calendar';
  headers?: Record<string, string>;
};

export type RouteDoc = {
  summary: string;
  description?: string;
  tag: ApiTag;
  auth: RouteAuth;
  // path parameters besides :slug and :id (http/params.ts parses those)
  params?: z.ZodObject;
  query?: z.ZodObject;
  // a JSON body, or the fields of a page's form (application/x-www-form-urlencoded)
  body?: z.ZodType;
  form?: z.ZodObject;
  answers: Record<number, AnswerDoc>;
  // the refusals, each answered JSON { message }
  refusals: Record<number, string>;
  // a mailed link's page: a browser (Accept: text/html) is answered each refusal as a page
  refusalPages?: true;
};

type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

export type DocumentedRoute<D extends RouteDoc> = {
  // Fastify's route options: the description rides in the route's config
  readonly options: { readonly config: { readonly apiDoc: RouteDoc } };
  // the input, parsed by the documented schema: a failure is a 400 naming each field
  query(request: { query: unknown }): OutputOf<D['query']>;
  params(request: { params: unknown }): OutputOf<D['params']>;
  body(request: { body: unknown }): OutputOf<D['body']>;
  // a mailed link's input: null when it is not what the document says (the route then answers as for
  // a link it never sent)
  queryOrNull(request: { query: unknown }): OutputOf<D['query']> | null;
  paramsOrNull(request: { params: unknown }): OutputOf<D['params']> | null;
  formOrNull(fields: unknown): OutputOf<D['form']> | null;
};

function declared<S>(schema: S | undefined, what: string, doc: RouteDoc): S {
  if (schema === undefined) throw new Error(`the route "${doc.summary}" documents no ${what}`);
  return schema;
}

function parsedOrNull<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null {
  const result = schema.safeParse(input ?? {});
  return result.success ? result.data : null;
}

export function documented<const D extends RouteDoc>(doc: D): DocumentedRoute<D> {
  return {
    options: { config: { apiDoc: doc } },
    query: (request) => parseInput(declared(doc.query, 'query', doc), request.query) as OutputOf<D['query']>,
    params: (request) => parseInput(declared(doc.params, 'path parameters', doc), request.params) as OutputOf<D['params']>,
    body: (request) => parseInput(declared(doc.body, 'body', doc), request.body) as OutputOf<D['body']>,
    queryOrNull: (request) => parsedOrNull(declared(doc.query, 'query', doc), request.query) as OutputOf<D['query']> | null,
    paramsOrNull: (request) => parsedOrNull(declared(doc.params, 'path parameters', doc), request.params) as OutputOf<D['params']> | null,
    formOrNull: (fields) => parsedOrNull(declared(doc.form, 'form', doc), fields) as OutputOf<D['form']> | null,
  };
}

// The schema of a path parameter of a documented route: its own, else the one every route parses
// :slug and :id with. A parameter neither names fails the document (openapi-document.ts).
export function pathParameterSchema(doc: RouteDoc, name: string): z.ZodType | null {
  return (doc.params?.shape[name] as z.ZodType | undefined) ?? PATH_PARAMETERS[name] ?? null;
}
