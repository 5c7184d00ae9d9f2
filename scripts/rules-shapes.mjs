// Writes tests/rules-module/shapes.json: the parameter shapes of every function and class the rules
// module (src/rules.ts) exports, read from their TypeScript types, so the property test can make
// inputs of the right shape without a hand-kept list. `node scripts/rules-shapes.mjs` rewrites it;
// `--check` only compares and exits 1 when the file is out of date.
import ts from "typescript";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const target = join(root, "tests/rules-module/shapes.json");

const program = ts.createProgram([join(root, "src/rules.ts")], {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  noEmit: true,
  lib: ["lib.es2023.d.ts"],
  types: [],
});
const checker = program.getTypeChecker();

/** Named object shapes, so recursive and repeated types are written once. */
const defs = {};
const defIds = new Map();

const F = ts.TypeFlags;

/**
 * A DiceSource, or a small class that is one (SeededDice, QueuedDice): inputs get real seeded
 * dice, now and then a broken one, rather than an object with a random `die` function.
 */
function isDiceSource(type) {
  const die = type.getProperty("die");
  return !!die && checker.getTypeOfSymbol(die).getCallSignatures().length > 0 && type.getProperties().length <= 4;
}

function collectionName(type) {
  const name = type.getSymbol()?.getName();
  return ["Map", "ReadonlyMap", "Set", "ReadonlySet"].includes(name) ? name.replace("Readonly", "") : undefined;
}

/** The shape of one type, as plain data. */
function shapeOf(type) {
  const f = type.flags;
  if (f & F.TypeParameter) {
    const constraint = checker.getBaseConstraintOfType(type);
    return constraint && constraint !== type && !(constraint.flags & F.Unknown) ? shapeOf(constraint) : { k: "any" };
  }
  if (f & (F.Any | F.Unknown | F.Never | F.NonPrimitive)) return { k: "any" };
  if (f & F.Undefined || f & F.Void) return { k: "undef" };
  if (f & F.Null) return { k: "null" };
  if (f & F.BooleanLiteral) return { k: "lit", v: [type.intrinsicName === "true"] };
  if (f & F.Boolean) return { k: "bool" };
  if (f & F.StringLiteral || f & F.NumberLiteral) return { k: "lit", v: [type.value] };
  if (f & F.TemplateLiteral || f & F.String) return { k: "str" };
  if (f & F.Number || f & F.Enum) return { k: "num" };
  if (type.isUnion()) {
    const parts = type.types.map(shapeOf);
    const lits = parts.filter((p) => p.k === "lit");
    const rest = parts.filter((p) => p.k !== "lit");
    const merged = lits.length ? [{ k: "lit", v: lits.flatMap((p) => p.v) }] : [];
    const all = [...merged, ...rest];
    return all.length === 1 ? all[0] : { k: "union", of: all };
  }
  if (checker.isTupleType(type)) return { k: "tuple", of: checker.getTypeArguments(type).map(shapeOf) };
  if (type.getSymbol()?.getName() === "Iterable") return { k: "arr", of: shapeOf(checker.getTypeArguments(type)[0]) };
  if (checker.isArrayType(type)) return { k: "arr", of: shapeOf(checker.getTypeArguments(type)[0]) };
  const collection = collectionName(type);
  if (collection) {
    const args = checker.getTypeArguments(type);
    return collection === "Map" ? { k: "map", key: shapeOf(args[0]), of: shapeOf(args[1]) } : { k: "set", of: shapeOf(args[0]) };
  }
  const calls = type.getCallSignatures();
  if (calls.length) return { k: "fn", ret: shapeOf(calls[0].getReturnType()) };
  if (isDiceSource(type)) return { k: "dice" };
  if (f & F.Object || type.isIntersection()) return { k: "ref", id: objectDef(type) };
  return { k: "any" };
}

/** Registers an object type's properties under a stable name and returns the name. */
function objectDef(type) {
  const known = defIds.get(type);
  if (known) return known;
  const base = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation).replace(/\s+/g, " ");
  let id = base.length > 80 ? `${base.slice(0, 77)}...` : base;
  for (let n = 2; id in defs; n++) id = `${base.slice(0, 74)}#${n}`;
  defIds.set(type, id);
  defs[id] = {};
  const props = {};
  for (const p of checker.getPropertiesOfType(type)) {
    const decl = p.valueDeclaration ?? p.declarations?.[0];
    // symbol-named and private (#) members are not part of what a caller writes
    if (p.getName().startsWith("__") || p.getName().startsWith("#")) continue;
    const optional = (p.flags & ts.SymbolFlags.Optional) !== 0;
    const propType = decl ? checker.getTypeOfSymbolAtLocation(p, decl) : checker.getTypeOfSymbol(p);
    props[p.getName()] = { s: shapeOf(optional ? checker.getNonNullableType(propType) : propType), ...(optional ? { opt: true } : {}) };
  }
  const index = checker.getIndexInfosOfType(type).find((i) => i.keyType.flags & (F.String | F.Number));
  defs[id] = { props, ...(index ? { index: shapeOf(index.type) } : {}) };
  return id;
}

function signatureShape(sig) {
  const params = sig.getParameters().map((p) => {
    const decl = p.valueDeclaration;
    const optional = !!decl && (checker.isOptionalParameter(decl) || !!decl.dotDotDotToken);
    const type = checker.getTypeOfSymbolAtLocation(p, decl);
    const rest = !!decl?.dotDotDotToken;
    const shape = shapeOf(optional && !rest ? checker.getNonNullableType(type) : type);
    return { name: p.getName(), s: shape, ...(optional ? { opt: true } : {}), ...(rest ? { rest: true } : {}) };
  });
  const ret = sig.getReturnType();
  return { params, ret: ret.flags & F.Void ? { k: "undef" } : shapeOf(ret) };
}

const entries = {};
const rules = program.getSourceFile(join(root, "src/rules.ts"));
for (const ns of checker.getExportsOfModule(checker.getSymbolAtLocation(rules))) {
  for (const member of checker.getExportsOfModule(checker.getAliasedSymbol(ns))) {
    const symbol = member.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(member) : member;
    if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class))) continue;
    const type = checker.getTypeOfSymbol(symbol);
    const isClass = (symbol.flags & ts.SymbolFlags.Class) !== 0;
    const sigs = isClass ? type.getConstructSignatures() : type.getCallSignatures();
    entries[`${ns.getName()}.${member.getName()}`] = { kind: isClass ? "class" : "function", signatures: sigs.map(signatureShape) };
  }
}

/** Merges object shapes with the same content (generic instantiations), rewriting references. */
function mergeDuplicates() {
  for (;;) {
    const byContent = new Map();
    const rename = new Map();
    for (const [id, def] of Object.entries(defs)) {
      const key = JSON.stringify(def);
      const first = byContent.get(key);
      if (first) rename.set(id, first);
      else byContent.set(key, id);
    }
    if (!rename.size) return;
    for (const id of rename.keys()) delete defs[id];
    const rewrite = (value) => {
      if (Array.isArray(value)) return value.forEach(rewrite);
      if (!value || typeof value !== "object") return;
      if (value.k === "ref" && rename.has(value.id)) value.id = rename.get(value.id);
      for (const v of Object.values(value)) rewrite(v);
    };
    rewrite(entries);
    rewrite(defs);
  }
}
mergeDuplicates();

/** One line per entry point and per shape, so a changed signature shows as a changed line. */
function lines(record) {
  return Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(",\n");
}
const text = `{\n "entries": {\n${lines(entries)}\n },\n "defs": {\n${lines(defs)}\n }\n}\n`;
if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {
    // missing counts as out of date
  }
  if (current !== text) {
    console.error("tests/rules-module/shapes.json is out of date: run node scripts/rules-shapes.mjs");
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
  console.log(`${Object.keys(entries).length} entry points, ${Object.keys(defs).length} object shapes`);
}
