// Moves TypeScript modules and rewrites every relative import that names them, across src, tests,
// gallery and scripts. Used to reshape a rule set's folders without touching what the code does.
// Usage: node scripts/move-modules.mjs old.ts=new.ts [old2.ts=new2.ts ...]  (paths from the root)
import { readFileSync, writeFileSync, mkdirSync, renameSync, existsSync, readdirSync, statSync, rmdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { execFileSync } from "node:child_process";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const moves = new Map(
  process.argv.slice(2).map((arg) => {
    const [from, to] = arg.split("=");
    return [resolve(root, from), resolve(root, to)];
  }),
);
const files = execFileSync("git", ["ls-files", "src", "tests", "gallery", "scripts"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((f) => /\.(ts|mts|mjs)$/.test(f))
  .map((f) => resolve(root, f))
  .filter((f) => existsSync(f));

const SPEC = /((?:from|import|vi\.mock|vi\.importActual)\s*\(?\s*)(["'])(\.{1,2}\/[^"']+)\2/g;

function resolveSpec(fromFile, spec) {
  const base = resolve(dirname(fromFile), spec);
  for (const c of [base, `${base}.ts`, join(base, "index.ts")]) if (existsSync(c) && statSync(c).isFile()) return { target: c, suffix: c.slice(base.length) };
  return null;
}

function specFor(fromFile, target, suffix) {
  let rel = relative(dirname(fromFile), suffix ? target.slice(0, -suffix.length) : target);
  if (!rel.startsWith(".")) rel = `./${rel}`;
  return rel;
}

const rewrites = new Map();
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const newFile = moves.get(file) ?? file;
  let changed = false;
  const out = text.replace(SPEC, (whole, pre, q, spec) => {
    const hit = resolveSpec(file, spec);
    if (!hit) return whole;
    const newTarget = moves.get(hit.target) ?? hit.target;
    const next = specFor(newFile, newTarget, hit.suffix);
    if (next === spec) return whole;
    changed = true;
    return `${pre}${q}${next}${q}`;
  });
  if (changed || moves.has(file)) rewrites.set(file, out);
}
for (const [file, text] of rewrites) writeFileSync(file, text);
for (const [from, to] of moves) {
  mkdirSync(dirname(to), { recursive: true });
  execFileSync("git", ["mv", from, to], { cwd: root });
  let dir = dirname(from);
  while (dir.startsWith(root) && existsSync(dir) && readdirSync(dir).length === 0) {
    rmdirSync(dir);
    dir = dirname(dir);
  }
}
console.log(`moved ${moves.size} files, rewrote imports in ${rewrites.size}`);
