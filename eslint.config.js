// ESLint flat config (ESLint 10, typescript-eslint 8). Syntax-only rules: no type information,
// so `eslint .` stays fast; `tsc` (npm run typecheck) does the type checking.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layering (docs/ARCHITECTURE.md, decision 034), as import rules. Each folder lists what it may
// not import; a file matches one layer only, since a later config's rule options replace earlier ones.
// Patterns are regular expressions over the import's text, so they catch a relative path, an alias
// (`@client/...`) and a package's subpaths (`@fastify/static`) alike.
const FORBIDDEN = {
  client: { regex: '(^|/)client/|^@client(/|$)', message: 'The server and common/ never import the client.' },
  server: { regex: '(^|/)server/|^@server(/|$)', message: 'Only the server imports server code.' },
  modules: { regex: '(^|/)modules/', message: 'The transport and cross-cutting layers (auth, db, http, live, plugins) and deps.ts import no module: a module uses them.' },
  live: { regex: '(^|/)live/', message: 'auth/ knows no transport.' },
  plugins: { regex: '(^|/)plugins/', message: 'A Fastify plugin is wired by app.ts and used by routes only: nothing below a route imports plugins/ (decision 034).' },
  // server routes (routes.ts, *-routes.ts, plugins/socket-route.ts), not the client's route table
  routes: { regex: '^(?!.*(^|/)client/).*(^|/)(routes|[\\w-]+-routes?)$', message: 'Use cases and stores never import routes.' },
  fastify: { regex: '^@?fastify(/|$)', message: 'No FastifyRequest or reply below the route: a use case takes an actor and plain input, a helper reads plain values (http/request.ts; decision 034).' },
};
// The module order (docs/ARCHITECTURE.md draws it): a module imports only modules on a floor below
// its own, never one beside or above it, so no two modules import each other, even through a third.
// A new module takes the floor above the highest one it needs. Games completing reaches fans by an
// event (deps.gameCompleted), not by games importing fans; the booking check is the games module's.
export const MODULE_ORDER = [
  ['leagues', 'mail'],
  ['accounts', 'divisions', 'fields', 'game-day', 'seasons'],
  ['rules', 'teams', 'users'],
  ['games', 'rosters'],
  ['brackets', 'calendars', 'checkins', 'crews', 'fans', 'follows', 'game-reports', 'pay', 'results', 'schedule', 'scoreboard'],
  ['announcements', 'api-keys', 'embeds', 'import', 'rainout', 'reminders'],
  ['webhooks'],
];

// Another module's files, from any depth inside a module (`../games/store`, `../../leagues/store`)
// or by a path through `modules/`.
function modulesAbove(name) {
  const floor = MODULE_ORDER.findIndex((names) => names.includes(name));
  const others = MODULE_ORDER.slice(Math.max(floor, 0)).flat().filter((other) => other !== name);
  if (others.length === 0) return [];
  const names = others.join('|');
  const message =
    floor === -1
      ? `The module order (eslint.config.js, MODULE_ORDER) has no floor for this module: give it one before it imports another module.`
      : `The module order (eslint.config.js, MODULE_ORDER): ${name} imports only modules on a floor below its own.`;
  return [{ regex: `^(\\.\\./)+(${names})(/|$)|(^|/)modules/(${names})(/|$)`, message }];
}

// The client's floors (docs/ARCHITECTURE.md draws them): a folder of client/src imports only its own
// floor and those below, never one above: lib (the kernel every screen uses: the API, the current
// user, the league of the route, the first render and hydration, the toast store) < components (the
// UI kit) < features < pages < app (routes, providers, the query client). main.tsx and the service
// worker stand above them all.
export const CLIENT_FLOORS = ['lib', 'components', 'features', 'pages', 'app'];

function clientFloorsAbove(folder) {
  const above = CLIENT_FLOORS.slice(CLIENT_FLOORS.indexOf(folder) + 1).join('|');
  return [
    {
      regex: `^@client/(${above})(/|$)|^(\\.\\./)+(${above})(/|$)`,
      message: `The client's floors (eslint.config.js, CLIENT_FLOORS: ${CLIENT_FLOORS.join(' < ')}): ${folder}/ imports only its own floor and those below.`,
    },
  ];
}

// The folder graph (issue 46, decision 068): every folder is a room (the files directly in it; ''
// is the tree's root files) and a room imports only rooms on its own floor or below. A sub-folder
// not named stands on its parent's floor; a folder with no floor at all may import only what stands
// below it (no circle: scripts/import-order.mjs counts both).
// common/: the spec's words and rules at the root (slug, roles, constants, texts, time) < each area's
// rules < what builds on the calendar and the engine < the league table < the schemas (the games
// API's first, then every other area's, which carry games) < the import's rows.
export const COMMON_FLOORS = [
  [''],
  ['crews', 'embeds', 'fans', 'game-rules', 'policies', 'rosters', 'schedule', 'schemas/base'],
  ['brackets', 'seasons'],
  ['standings'],
  ['schemas/games'],
  ['schemas'],
  ['import'],
];
// server/: the database < plain HTTP helpers < who acts < the live transport < the root files (deps.ts:
// what routes and services need, typed from the floors below; config.ts; secrets.ts) < the Fastify
// plugins < the modules (MODULE_ORDER's floors, in its order) < the first start's seed < the
// composition root (app/: main.ts, buildApp, createDeps, the backup command) and the tests' server.
export const SERVER_FLOORS = [['db'], ['http'], ['auth'], ['live'], [''], ['plugins'], ['modules'], ['seed'], ['app', 'test']];

// The rooms above `folder` on its tree's floors, as patterns over the import's text: a relative path
// from a file directly in `folder` to a file directly in such a room ('modules' takes every module),
// and the tree's alias. Relative paths are matched by their exact depth, so `../brackets` from
// common/schemas/games (a schema) and `../../brackets/bracket` (the brackets' rules) are told apart.
// `held`: rooms another pattern of the layer refuses already (FORBIDDEN), so an import is one error.
function roomsAbove(floors, folder, { tree, alias = null, held = [] }) {
  const at = floors.findIndex((rooms) => rooms.includes(folder));
  const above = floors.slice(at + 1).flat();
  const here = folder ? folder.split('/') : [];
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const regexes = above.filter((room) => !held.includes(room)).flatMap((room) => {
    const there = room ? room.split('/') : [];
    let shared = 0;
    while (shared < here.length && shared < there.length && here[shared] === there[shared]) shared++;
    const up = here.length - shared;
    const down = there.slice(shared).map((part) => `${escape(part)}/`).join('');
    const file = room === 'modules' ? '.+' : '[^/]+';
    return [`^${up === 0 ? '\\./' : `(\\.\\./){${up}}`}${down}${file}$`, ...(alias ? [`^${alias}/${room ? `${escape(room)}/` : ''}${file}$`] : [])];
  });
  if (regexes.length === 0) return [];
  const where = folder ? `${tree}${folder}/` : `${tree} (its root files)`;
  return [
    {
      regex: regexes.join('|'),
      message: `The folder floors (eslint.config.js, ${tree === 'common/' ? 'COMMON_FLOORS' : 'SERVER_FLOORS'}; decision 068): ${where} imports only rooms on its own floor or below, none of ${above.map((room) => room || 'the root files').join(', ')}.`,
    },
  ];
}

// Issue 46: a write of the games or game_events table: `x.insert(games)`, `.update(gameEvents)`,
// `.delete(games)`, or raw SQL whose text right before the table is update / insert into / delete from.
export const GAME_TABLES = /^(games|gameEvents)$/;
export const RAW_WRITE = /\b(update|insert\s+into|delete\s+from)\s*$/i;
const oneDoorForGames = {
  meta: { type: 'problem', schema: [], messages: { write: 'Only server/modules/games writes games and game events: {{how}} them through its one door (change-games.ts; issue 46, decision 066).' } },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        const table = node.arguments[0];
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !['insert', 'update', 'delete'].includes(callee.property.name)) return;
        if (table?.type === 'Identifier' && GAME_TABLES.test(table.name)) context.report({ node, messageId: 'write', data: { how: callee.property.name } });
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        node.quasi.expressions.forEach((expression, at) => {
          const before = node.quasi.quasis[at].value.raw;
          if (expression.type === 'Identifier' && GAME_TABLES.test(expression.name) && RAW_WRITE.test(before)) context.report({ node: expression, messageId: 'write', data: { how: `${RAW_WRITE.exec(before)[1].toLowerCase()} (raw SQL)` } });
        });
      },
    };
  },
};

// below a route: no Fastify, neither by name nor through a plugin
const NO_HTTP = ['fastify', 'plugins'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/test-fixtures.ts'];
const SERVER = 'ts,tsx';

function layer(name, files, forbidden, ignores = [], more = []) {
  return {
    name: `project/layer-${name}`,
    files,
    ignores: [...TESTS, ...ignores],
    rules: { 'no-restricted-imports': ['error', { patterns: [...forbidden.map((key) => FORBIDDEN[key]), ...more] }] },
  };
}

// A module's files: below its routes no Fastify and no route; all of them keep the module order.
function moduleLayers(name) {
  const at = `server/modules/${name}`;
  return [
    layer(`module-${name}`, [`${at}/**/*.{${SERVER}}`], ['client', 'routes', ...NO_HTTP], [], modulesAbove(name)),
    layer(`module-${name}-routes`, [`${at}/**/routes.ts`, `${at}/**/*-routes.ts`], ['client'], [], modulesAbove(name)),
  ];
}

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'data/',
    '.tmp/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    'coverage/',
    'server/db/migrations/',
    // files that break the import rules on purpose (scripts/eslint-fixtures.test.ts lints them)
    'eslint-fixtures/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'project/all',
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },

  // The React app runs in the browser.
  {
    name: 'project/client',
    files: ['client/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },

  layer('common', ['common/**/*.ts'], ['client', 'server']),
  // each folder of common/ on its floor (a folder the list does not name keeps the line above)
  ...COMMON_FLOORS.flat().map((room) => layer(`common-${room || 'root'}`, [`common/${room ? `${room}/` : ''}*.ts`], ['client', 'server'], [], roomsAbove(COMMON_FLOORS, room, { tree: 'common/', alias: '@common' }))),
  layer('client', ['client/**/*.{ts,tsx}'], ['server']),
  ...CLIENT_FLOORS.slice(0, -1).map((folder) => layer(`client-${folder}`, [`client/src/${folder}/**/*.{ts,tsx}`], ['server'], [], clientFloorsAbove(folder))),
  // the composition root (app/: main.ts, app.ts, create-deps.ts), seed/ and test/ wire everything
  layer('server', [`server/**/*.{${SERVER}}`], ['client']),
  // what every layer imports: the types of deps.ts (its feeds typed from db/rows.ts), config, secrets
  layer('neutral', ['server/{deps,config,secrets}.ts'], ['client', 'modules', ...NO_HTTP], [], roomsAbove(SERVER_FLOORS, '', { tree: 'server/', held: ['modules', 'plugins'] })),
  ...['db', 'http', 'live'].map((room) => layer(`transport-${room}`, [`server/${room}/**/*.{${SERVER}}`], ['client', 'modules', ...NO_HTTP], [], roomsAbove(SERVER_FLOORS, room, { tree: 'server/', held: ['modules', 'plugins'] }))),
  // the /ws door and the Fastify plugins: route-level
  layer('plugins', [`server/plugins/**/*.{${SERVER}}`], ['client', 'modules'], [], roomsAbove(SERVER_FLOORS, 'plugins', { tree: 'server/', held: ['modules'] })),
  layer('auth', [`server/auth/**/*.{${SERVER}}`], ['client', 'modules', 'live', ...NO_HTTP], [], roomsAbove(SERVER_FLOORS, 'auth', { tree: 'server/', held: ['modules', 'live', 'plugins'] })),
  // below the routes: use cases, stores, presenters (routes are routes.ts and *-routes.ts)
  // a module the order does not name yet: it may import no other module
  ...moduleLayers('*'),
  ...MODULE_ORDER.flat().flatMap(moduleLayers),
  // The one place the server imports the client: the scoreboard rendered on the server renders the
  // client's own components and seeds its query keys (decision 027).
  layer('server-rendered-page', [`server/modules/scoreboard/page/**/*.{${SERVER}}`], [...NO_HTTP], [], modulesAbove('scoreboard')),

  // Issue 46 (decision 066): only the games module writes `games` and `game_events`, through its one
  // door (plan-change.ts, record-change.ts, change-games.ts). Every other module reads them as it
  // needs (a read is no door), so the rule is on the write itself: an insert, update or delete of
  // either table by drizzle, or in raw SQL. scripts/game-writes.mjs counts the same outside the lint.
  {
    name: 'project/one-door-for-games',
    files: [`server/**/*.{${SERVER}}`],
    ignores: [...TESTS, 'server/modules/games/**', 'server/test/**', 'server/db/**'],
    plugins: { project: { rules: { 'one-door-for-games': oneDoorForGames } } },
    rules: { 'project/one-door-for-games': 'error' },
  },

  // Playwright specs run in Node but hand callbacks to the page (page.evaluate).
  {
    name: 'project/e2e',
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
