// The answers of the documented API as zod schemas (decision 083): the OpenAPI document is generated
// from them (server/http/openapi-document.ts), an API test parses the real answers with them, and
// each is tied to the TypeScript type the server answers with, so neither can change alone.
// Server and tests only: the client keeps its types (zod stays out of the board's bundle).
import { z } from 'zod';

// A schema the document names in components/schemas, by its id: zod's metadata (its global
// registry, where `.describe()` writes too), which its JSON Schema conversion reads.
export function component<S extends z.ZodType>(id: string, description: string, schema: S): S {
  return schema.meta({ id, description });
}

export function componentId(schema: z.ZodType): string | null {
  const id = z.globalRegistry.get(schema)?.id;
  return typeof id === 'string' ? id : null;
}

// Every refusal of the API: a sentence a person can act on (architecture rule 7).
export const errorAnswer = component('Error', 'A refusal: every non-2xx answer of the API', z.strictObject({ message: z.string() }));

// --- the schema and its type, both ways ---

type DeepRequired<T> = T extends readonly (infer U)[] ? DeepRequired<U>[] : T extends object ? { [K in keyof T]-?: DeepRequired<T[K]> } : T;
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// A and B hold the same values (each assignable to the other), and name the same fields at every
// depth (an optional field one of them lacks is found once every field is made required).
export type SameShape<A, B> = Mutual<A, B> extends true ? Mutual<DeepRequired<A>, DeepRequired<B>> : false;

// `answerOf<PublicGameDto>()(z.strictObject({...}))`: a schema whose output is not the type's shape
// fails tsc ("Expected 2 arguments"), with both shapes to compare in the error.
export function answerOf<T>() {
  return <S extends z.ZodType>(schema: S, ..._mismatch: SameShape<z.output<S>, T> extends true ? [] : [mismatch: { schema: z.output<S>; type: T }]): S => schema;
}
