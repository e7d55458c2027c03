// Counts the places that decide something by a role's name outside its home (issue 46, decision 067):
// who may do what is said in common/roles.ts (the roles and their capability map) and in the
// predicates of common/policies/; anywhere else in server/, client/src and common/ a role is asked
// through them, never compared by name. Counted, in each file's syntax tree (TypeScript's parser):
//   - a role literal compared with ===, !==, == or != to an expression naming a role
//     (`user.role === 'admin'`, `role !== 'pending'`, `'fan' === account.role`);
//   - a `case 'referee':` of a switch on an expression naming a role;
//   - `.includes(role)` / `.indexOf(role)` / `.has(role)` on a list of role literals: written there
//     (`['fan', 'parent'].includes(user.role)`, `new Set([...])`), or a constant declared as one.
// An expression names a role when its last name is `role` or ends in `Role` (`user.role`,
// `user?.role`, `newRole`). A role literal elsewhere is no comparison: a value written (`role:
// 'admin'`), a prediction's outcome `'pending'`, a booking clash's reason `'referee'`. SQL filters of
// the stores (`eq(users.role, 'referee')`) select rows, and are not counted.
// Tests, test-fixtures.ts and server/test/ are left out. The roles are read from common/roles.ts's ROLES.
//   node scripts/role-names.mjs [--list] [--root DIR]   (DIR: another checkout to measure)
// Exits 1 when the count is above 0 (scripts/role-names.test.ts keeps it at 0).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const list = args.includes('--list');
const rootAt = args.indexOf('--root');
const root = path.resolve(rootAt === -1 ? '.' : args[rootAt + 1]);
const HOME = ['common/roles.ts', 'common/policies/'];

function parse(file) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

// `x as const`, `x satisfies T`, `(x)`, `x!` are x
function bare(node) {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) node = node.expression;
  return node;
}

function each(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => each(child, visit));
}

// common/roles.ts's `export const ROLES = [...] as const`
function rolesOf(file) {
  const found = [];
  each(parse(file), (node) => {
    if (!ts.isVariableDeclaration(node) || node.name.getText() !== 'ROLES' || !node.initializer) return;
    const array = bare(node.initializer);
    if (ts.isArrayLiteralExpression(array)) for (const element of array.elements) if (ts.isStringLiteralLike(element)) found.push(element.text);
  });
  if (found.length === 0) throw new Error(`no ROLES list in ${file}`);
  return new Set(found);
}

const ROLES = rolesOf(path.join(root, 'common/roles.ts'));

function filesOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(at);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'test-fixtures.ts' ? [at] : [];
  });
}

const files = ['server', 'client/src', 'common']
  .flatMap((dir) => filesOf(path.join(root, dir)))
  .map((file) => ({ file, rel: path.relative(root, file).split(path.sep).join('/') }))
  .filter(({ rel }) => !rel.startsWith('server/test/') && !HOME.some((home) => rel === home || (home.endsWith('/') && rel.startsWith(home))))
  .map(({ file, rel }) => ({ rel, tree: parse(file) }));

const isRoleLiteral = (node) => ts.isStringLiteralLike(bare(node)) && ROLES.has(bare(node).text);

function namesRole(node) {
  const expression = bare(node);
  const name = ts.isIdentifier(expression) ? expression.text : ts.isPropertyAccessExpression(expression) ? expression.name.text : null;
  return name !== null && /(^r|R)ole$/.test(name);
}

// a list of role literals: `['fan', 'parent']`, `new Set(['admin'])`
function isRoleList(node) {
  let expression = bare(node);
  if (ts.isNewExpression(expression) && expression.arguments?.length === 1) expression = bare(expression.arguments[0]);
  return ts.isArrayLiteralExpression(expression) && expression.elements.length > 0 && expression.elements.every(isRoleLiteral);
}

// constants declared as a list of role literals (`const STAFF: Role[] = ['admin', 'referee']`), by name
const roleLists = new Set();
for (const { tree } of files) {
  each(tree, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && isRoleList(node.initializer)) roleLists.add(node.name.text);
  });
}

const EQUALITY = new Set([ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken]);
const MEMBERSHIP = new Set(['includes', 'indexOf', 'has']);

function comparison(node) {
  if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
    return (namesRole(node.left) && isRoleLiteral(node.right)) || (namesRole(node.right) && isRoleLiteral(node.left));
  }
  if (ts.isCaseClause(node)) return isRoleLiteral(node.expression) && namesRole(node.parent.parent.expression);
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && MEMBERSHIP.has(node.expression.name.text)) {
    const receiver = bare(node.expression.expression);
    const ofRoles = isRoleList(receiver) || (ts.isIdentifier(receiver) && roleLists.has(receiver.text));
    return ofRoles && node.arguments.length > 0 && namesRole(node.arguments[0]);
  }
  return false;
}

const found = [];
for (const { rel, tree } of files) {
  each(tree, (node) => {
    if (!comparison(node)) return;
    const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
    found.push({ rel, line, text: node.getText(tree).replace(/\s+/g, ' ').slice(0, 110) });
  });
}

const inFiles = new Set(found.map(({ rel }) => rel)).size;
if (list) for (const { rel, line, text } of found) console.log(`  ${rel}:${line}  ${text}`);
console.log(`${String(found.length).padStart(4)}  role names compared outside common/roles.ts and common/policies/ (in ${inFiles} files)`);
process.exitCode = found.length === 0 ? 0 : 1;
