// The routes an app registered, read from the instance itself (so that a new route is seen by the
// tests that walk them all: the bad-input property test, the API document's coverage).
import type { FastifyInstance } from 'fastify';

export type AppRoute = { method: string; url: string };

// printRoutes draws a tree ("├── /api/login (GET, HEAD, POST)", children indented by four and
// continuing their parent's path): read it back into method and path pairs. Where routes share a
// parameter's place under different names it prints ":id|:slug"; findRoute tells each route's own.
export function routesOf(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const stack: string[] = [''];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─ ]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: ownNames(app, method, path) });
  }
  return routes;
}

function ownNames(app: FastifyInstance, method: string, printed: string): string {
  let n = 0;
  const numbered = printed.replace(/:\w+(?:\|:\w+)*/g, () => `:p${n++}`);
  const found = app.findRoute({ method: method as 'GET', url: numbered });
  if (!found) throw new Error(`printed route ${method} ${printed} not found`);
  const nameOf = new Map(Object.entries(found.params as Record<string, string>).map(([name, placeholder]) => [placeholder, name]));
  return numbered.replace(/:p\d+/g, (placeholder) => `:${nameOf.get(placeholder)}`);
}
