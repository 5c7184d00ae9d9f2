// Calls every entry point of a rules module with inputs made from its shapes, and gathers each one
// that throws anything but a RangeError or returns NaN or undefined where it may not.
import { SeededDice } from "../../src/core/seeded-dice";
import { EXAMPLES, type Example } from "./examples";
import { DOCUMENTED_NONE } from "./none";
import { InputMaker } from "./inputs";
import { admitsUndefined, badValuePath } from "./results";
import { SHAPES, type EntryPoint, type Shape, type Shapes } from "./shapes";

/** A rules module as imported: namespaces of exports. */
export type RulesModule = Record<string, Record<string, unknown>>;

export interface Failure {
  entry: string;
  problem: string;
  args: string;
}

export interface RunOptions {
  seed: number;
  callsPerEntry: number;
  /** Entry points whose "none" is undefined or null by contract (their declared return admits it). */
  documentedNone: ReadonlySet<string>;
  /** Valid calls of some entry points, used as they are and spoiled (examples.ts). */
  examples?: Readonly<Record<string, Example>>;
  /** Told of each entry point before its calls (to find one that hangs). */
  onEntry?: (name: string) => void;
}

/** Every function and class the module exports, as "namespace.name". */
export function entryNames(rules: RulesModule): string[] {
  return Object.entries(rules).flatMap(([ns, mod]) =>
    Object.entries(mod)
      .filter(([, v]) => typeof v === "function")
      .map(([name]) => `${ns}.${name}`),
  );
}

/** The words the rules use: every string and record key in the tables the module exports. */
export function ruleWords(rules: RulesModule): string[] {
  const words = new Set<string>();
  const seen = new Set<object>();
  const walk = (v: unknown, depth: number): void => {
    if (typeof v === "string") {
      if (v.length <= 40) words.add(v);
      return;
    }
    if (!v || typeof v !== "object" || seen.has(v) || depth > 8) return;
    seen.add(v);
    for (const [k, inner] of v instanceof Map ? v : Object.entries(v)) {
      if (!Array.isArray(v) && typeof k === "string" && k.length <= 40) words.add(k);
      walk(inner, depth + 1);
    }
  };
  for (const mod of Object.values(rules)) for (const v of Object.values(mod)) if (typeof v !== "function") walk(v, 0);
  return [...words].sort();
}

function describe(args: unknown[]): string {
  const text = JSON.stringify(args, (_k, v: unknown) => {
    if (typeof v === "number" && !Number.isFinite(v)) return String(v);
    if (v === undefined) return "undefined";
    if (v instanceof Map) return { Map: [...v] };
    if (v instanceof Set) return { Set: [...v] };
    if (typeof v === "function") return "fn";
    if (v && typeof v === "object" && !Array.isArray(v) && Object.getPrototypeOf(v) !== Object.prototype) return v.constructor.name;
    return v;
  });
  return text.length > 600 ? `${text.slice(0, 600)}...` : text;
}

function callOnce(fn: unknown, entry: EntryPoint, args: unknown[]): unknown {
  // every entry point is called with inputs of any shape: that is what the test is about
  const callable = fn as (...a: unknown[]) => unknown;
  const ctor = fn as new (...a: unknown[]) => unknown;
  return entry.kind === "class" ? new ctor(...args) : callable(...args);
}

/** Runs the property over every entry point; returns the first failure of each failing one. */
export function runProperty(rules: RulesModule, shapes: Shapes, options: RunOptions): { calls: number; failures: Failure[]; returned: Map<string, number> } {
  const strings = ruleWords(rules);
  const failures: Failure[] = [];
  /** Calls of each entry point that returned rather than refused. */
  const returned = new Map<string, number>();
  let calls = 0;
  for (const name of entryNames(rules)) {
    const entry = shapes.entries[name];
    if (!entry) continue;
    options.onEntry?.(name);
    const [ns, fnName] = name.split(".") as [string, string];
    const fn = rules[ns]?.[fnName];
    const maker = new InputMaker(options.seed ^ hash(name), shapes.defs, strings);
    for (let i = 0; i < options.callsPerEntry; i++) {
      const sig = maker.pick(entry.signatures);
      const example = options.examples?.[name];
      // with an example: a third as it is, half spoiled, the rest from the shapes
      const r = maker.int(0, 5);
      const args = example && r < 5 ? exampleArgs(example, rules, maker, r < 2) : maker.args(sig.params);
      calls++;
      let result: unknown;
      try {
        result = callOnce(fn, entry, args);
      } catch (e) {
        if (e instanceof RangeError) continue;
        failures.push({ entry: name, problem: `throws ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`, args: describe(args) });
        break;
      }
      // a class's result is the object it builds; its type is the class itself
      const ret = entry.kind === "class" ? classShape(name, shapes) : sig.ret;
      returned.set(name, (returned.get(name) ?? 0) + 1);
      if (ret.k === "undef") continue;
      // undefined as the whole result only where it is the entry point's documented "none"
      const none = result === undefined && admitsUndefined(ret) && options.documentedNone.has(name);
      const bad = none ? undefined : result === undefined ? "result is undefined" : badValuePath(result, ret, shapes.defs);
      if (bad) {
        failures.push({ entry: name, problem: bad, args: describe(args) });
        break;
      }
    }
  }
  return { calls, failures, returned };
}

function exampleArgs(example: Example, rules: RulesModule, maker: InputMaker, asIs: boolean): unknown[] {
  const args = example(rules, () => new SeededDice(maker.int(0, 2 ** 31)));
  return asIs ? args : maker.spoil(args);
}

function classShape(name: string, shapes: Shapes): Shape {
  const className = name.split(".")[1] as string;
  return shapes.defs[className] ? { k: "ref", id: className } : { k: "any" };
}

/** The seed and the least number of calls of the property, over src or dist alike. */
export const PROPERTY_SEED = 20261122;
export const MIN_CALLS = 100_000;

/** The property over a whole module: at least MIN_CALLS calls shared among its entry points. */
export function propertyRun(rules: RulesModule): ReturnType<typeof runProperty> {
  return runProperty(rules, SHAPES, {
    seed: PROPERTY_SEED,
    callsPerEntry: Math.ceil(MIN_CALLS / entryNames(rules).length),
    documentedNone: new Set(Object.keys(DOCUMENTED_NONE)),
    examples: EXAMPLES,
  });
}

/** A small stable hash, so each entry point draws its own inputs whatever the order of exports. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
