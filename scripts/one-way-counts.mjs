// Counts what decision 035 says the client does one way only, and each place that does it another
// way (issue 35): a save with a bare useMutation (not useApiMutation), an error toast written by hand
// (not showFailure), a form checked by hand (a useForm without its zod resolver, or a refusal built
// by hand beside the schemas), a label drawn raw (not LabeledControl) in a feature or a page.
//   node scripts/one-way-counts.mjs [--list] [--root DIR]   (DIR: another checkout to measure)
// Exits 1 when any count is above 0 (scripts/one-way-counts.test.ts keeps them at 0).
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const list = args.includes('--list');
const rootAt = args.indexOf('--root');
const root = path.resolve(rootAt === -1 ? '.' : args[rootAt + 1]);
const src = path.join(root, 'client/src');

function filesOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(at);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [at] : [];
  });
}

// where each match starts, as file:line
function places(rel, text, pattern) {
  return [...text.matchAll(pattern)].map((match) => `${rel}:${text.slice(0, match.index).split('\n').length}`);
}

// a call's argument list, from its opening parenthesis to the one closing it
function callsOf(text, name) {
  const calls = [];
  for (const match of text.matchAll(new RegExp(`\\b${name}\\s*(<[^(]*>)?\\(`, 'g'))) {
    let depth = 0;
    let at = match.index + match[0].length - 1;
    for (; at < text.length; at++) {
      if (text[at] === '(') depth++;
      else if (text[at] === ')' && --depth === 0) break;
    }
    calls.push({ index: match.index, args: text.slice(match.index + match[0].length, at) });
  }
  return calls;
}

const line = (text, index) => text.slice(0, index).split('\n').length;
const RULES = {
  'bare useMutation': { except: ['lib/use-api-mutation.ts'], find: (rel, text) => places(rel, text, /\buseMutation\s*(<[^(]*>)?\(/g) },
  'error toast by hand': {
    except: ['lib/failure-toast.ts'],
    find: (rel, text) => callsOf(text, 'toast').filter((call) => /variant:\s*'destructive'/.test(call.args)).map((call) => `${rel}:${line(text, call.index)}`),
  },
  'form checked by hand': {
    except: [],
    find: (rel, text) => [
      ...callsOf(text, 'useForm').filter((call) => !/\bresolver\s*:/.test(call.args)).map((call) => `${rel}:${line(text, call.index)} (useForm without its zod resolver)`),
      // a refusal returned beside the schemas: `return { ok: false, message }`, `return TEXT.nameRequired`, `? body : TEXT.nameRequired`
      ...places(rel, text, /\breturn\s+\{\s*ok:\s*false,\s*message\b|\breturn\s+[A-Z_]+_TEXT\.\w+Required\b|[)}]\s*:\s*[A-Z_]+_TEXT\.\w+Required\b/g).map((place) => `${place} (a refusal built by hand)`),
    ],
  },
  'raw label': {
    except: [],
    only: /^(features|pages)\//,
    find: (rel, text) => places(rel, text, /<(label|Label)\b/g),
  },
};

const counts = {};
for (const file of filesOf(src)) {
  const rel = path.relative(src, file).split(path.sep).join('/');
  const text = fs.readFileSync(file, 'utf8');
  for (const [rule, { except, only, find }] of Object.entries(RULES)) {
    counts[rule] ??= [];
    if (except.includes(rel) || (only && !only.test(rel))) continue;
    counts[rule].push(...find(rel, text));
  }
}

let total = 0;
for (const [rule, found] of Object.entries(counts)) {
  total += found.length;
  console.log(`${String(found.length).padStart(4)}  ${rule}`);
  if (list) for (const place of found) console.log(`        client/src/${place}`);
}
console.log(`${String(total).padStart(4)}  in all`);
process.exitCode = total === 0 ? 0 : 1;
