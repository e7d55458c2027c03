// No control characters in text input (issue 14). PostgreSQL refuses U+0000 in text, so a NUL in a
// slug, a username or a name failed its query (a 500), and the other C0 controls have no place in a
// name, a slug or a query either. One hook over every route's path parameters, query and JSON body,
// so a new route cannot forget it; the multipart import reads its own fields and asks
// controlCharacterProblem the same way (server/modules/import/routes.ts).
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors';
import { fieldLabel } from '../http/validate';

// C0 controls (U+0000 to U+001F) and DEL
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// the same, but tab, line feed and carriage return: text of a field that may span lines
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Half of a UTF-16 pair without its other half (issue 33): a JSON \u escape spells one and JSON.parse
// keeps it, but it is no character. PostgreSQL's json refuses it (an API key named "a\udfffb" failed
// its audit row, a 500) and a text column would keep U+FFFD in its place. No 'u' flag: code units.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// what the walk every request pays looks for: either of the above
const REFUSED = new RegExp(`${CONTROL.source}|${LONE_SURROGATE.source}`);
// The JSON fields whose text may span lines; every other string is one line.
const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(['description', 'body']);

function codePoint(text: string, pattern: RegExp): string {
  const found = pattern.exec(text)?.[0] ?? '';
  return `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

// What is wrong with one text value in words ('a control character (U+0000)'), or null.
function refusedCharacter(text: string, multiLine: boolean): string | null {
  const control = multiLine ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  if (control.test(text)) return `a control character (${codePoint(text, control)})`;
  if (LONE_SURROGATE.test(text)) return `half of a character (a lone surrogate, ${codePoint(text, LONE_SURROGATE)})`;
  return null;
}

// The refusal of one text value, or null when it has no control character and no lone surrogate.
function controlCharacterProblem(text: string, label: string, multiLine = false): string | null {
  const refused = refusedCharacter(text, multiLine);
  return refused && `${label} contains ${refused}; remove it and try again`;
}

// A value still to look at, with the way back to the root (its path is built only for a refusal:
// copying it at every level made a body nested 50,000 deep cost seconds of CPU).
type Pending = { value: unknown; key: string | null; parent: Pending | null };

function pathOf(node: Pending): string[] {
  const path: string[] = [];
  for (let at: Pending | null = node; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

// Whether any string of a parsed input (keys included) has a control character: the walk every
// request pays, so it allocates nothing per value, and needs no recursion (a body nested 50,000 deep
// must not overflow the stack).
function hasControlCharacter(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      // line breaks are judged by the slow walk, which knows the field
      if (REFUSED.test(value)) return true;
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) pending.push(value[i]);
    } else if (typeof value === 'object' && value !== null) {
      for (const key in value) {
        if (REFUSED.test(key)) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

// The refusal of the first string of a parsed input (keys included) with a control character, or
// null. Only an input that has one is walked with the way back to each value, to name its field.
export function textInputProblem(input: unknown, where: string): string | null {
  if (!hasControlCharacter(input)) return null;
  const labelOf = (node: Pending) => {
    const path = pathOf(node);
    if (path.length === 0) return where;
    // a field eight levels down is named by its first eight: the answer stays a sentence
    return path.length > 8 ? `${fieldLabel(path.slice(0, 8))}...` : fieldLabel(path);
  };
  const pending: Pending[] = [{ value: input, key: null, parent: null }];
  while (pending.length > 0) {
    const node = pending.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      const problem = controlCharacterProblem(value, labelOf(node), node.key !== null && MULTI_LINE_FIELDS.has(node.key));
      if (problem) return problem;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], key: String(i), parent: node });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        const refused = refusedCharacter(key, false);
        if (refused) return `${labelOf(node)} has a field name with ${refused}; remove it and try again`;
        pending.push({ value: inner, key, parent: node });
      }
    }
  }
  return null;
}

export function registerTextInputCheck(app: FastifyInstance): void {
  // a callback hook: it runs on every request, the public scoreboard polls included
  app.addHook('preValidation', (request, _reply, done) => {
    // the not-found handler's one parameter, '*', is the whole path: named so, not as a field '*'
    const address = (request.params as Record<string, unknown> | undefined)?.['*'];
    const problem =
      (typeof address === 'string' ? controlCharacterProblem(address, 'The address') : textInputProblem(request.params, 'The path')) ??
      textInputProblem(request.query, 'The query') ??
      textInputProblem(request.body, 'Request body');
    if (problem) return done(badRequest(problem));
    done();
  });
}
