// Random and edge inputs made from a parameter's shape: mostly values the rules accept, mixed with
// 0, negatives, huge values, NaN, infinities, wrong strings and missing fields. Seeded.
import { SeededDice, type DiceSource } from "../../src/core/index";
import type { ObjectShape, Parameter, Shape } from "./shapes";

/** Numbers at the edges of what any rule could take. */
const EDGE_NUMBERS = [0, -0, 1, -1, 2, 0.5, -0.5, -3, 1e6, -1e6, 1e12, Number.MAX_SAFE_INTEGER, 1e308, -1e308, Infinity, -Infinity, NaN, NaN];

/** A die that shows what no die can: 0, NaN or more than its sides. */
class BrokenDice implements DiceSource {
  constructor(private readonly face: number) {}
  die(sides: number): number {
    return Number.isNaN(this.face) ? NaN : this.face > 0 ? sides + this.face : this.face;
  }
}

/** How often each kind of odd input turns up. */
const ODDS = {
  missingParameter: 0.02,
  missingProperty: 0.03,
  optionalPresent: 0.5,
  edgeNumber: 0.12,
  wrongLiteral: 0.04,
  brokenDice: 0.03,
};

export class InputMaker {
  readonly #rng: SeededDice;
  readonly #defs: Record<string, ObjectShape>;
  readonly #strings: readonly string[];

  /** `strings` are the words the rules use (ids, names), so many strings are ones they know. */
  constructor(seed: number, defs: Record<string, ObjectShape>, strings: readonly string[]) {
    this.#rng = new SeededDice(seed);
    this.#defs = defs;
    this.#strings = strings;
  }

  chance(p: number): boolean {
    return this.#rng.next() < p;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.#rng.next() * (max - min + 1));
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(0, list.length - 1)] as T;
  }

  /** Arguments for one call: each parameter, now and then left out. */
  args(params: readonly Parameter[]): unknown[] {
    const out: unknown[] = [];
    for (const p of params) {
      if (p.rest) {
        if (p.s.k === "arr") for (let i = this.int(0, 3); i > 0; i--) out.push(this.value(p.s.of, 0));
        continue;
      }
      const leaveOut = p.opt ? !this.chance(ODDS.optionalPresent) : this.chance(ODDS.missingParameter);
      out.push(leaveOut ? undefined : this.value(p.s, 0));
    }
    return out;
  }

  value(shape: Shape, depth: number): unknown {
    switch (shape.k) {
      case "num":
        return this.number();
      case "str":
        return this.string();
      case "bool":
        return this.chance(0.5);
      case "undef":
        return undefined;
      case "null":
        return null;
      case "lit":
        return this.chance(ODDS.wrongLiteral) ? this.pick(["", "nonsense", 99, -1, true]) : this.pick(shape.v);
      case "union":
        return this.value(this.pick(shape.of), depth);
      case "tuple":
        return shape.of.map((s) => this.value(s, depth + 1));
      case "arr":
        return this.list(depth).map(() => this.value(shape.of, depth + 1));
      case "set":
        return new Set(this.list(depth).map(() => this.value(shape.of, depth + 1)));
      case "map":
        return new Map(this.list(depth).map(() => [this.value(shape.key, depth + 1), this.value(shape.of, depth + 1)]));
      case "fn": {
        const ret = shape.ret;
        return () => this.value(ret, depth + 1);
      }
      case "dice":
        return this.chance(ODDS.brokenDice) ? new BrokenDice(this.pick([0, -1, 1, NaN])) : new SeededDice(this.int(0, 2 ** 31));
      case "ref":
        return this.object(shape.id, depth);
      case "any":
        return this.anything(depth);
    }
  }

  number(): number {
    if (this.chance(ODDS.edgeNumber)) return this.pick(EDGE_NUMBERS);
    const r = this.#rng.next();
    if (r < 0.6) return this.int(0, 20);
    if (r < 0.85) return this.int(-10, 200);
    return Math.round((this.#rng.next() * 200 - 50) * 100) / 100;
  }

  string(): string {
    const r = this.#rng.next();
    if (r < 0.75 && this.#strings.length) return this.pick(this.#strings);
    if (r < 0.85) return "";
    return `x${this.int(0, 999)}`;
  }

  /** Lengths of generated lists: short, shorter the deeper they sit. */
  list(depth: number): unknown[] {
    const max = depth > 3 ? 1 : depth > 1 ? 3 : 6;
    return new Array(this.int(0, max)).fill(0);
  }

  object(id: string, depth: number): Record<string, unknown> {
    const def = this.#defs[id];
    if (!def) throw new Error(`No shape named ${id}`);
    const out: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries(def.props)) {
      const present = prop.opt ? depth < 5 && this.chance(ODDS.optionalPresent) : !this.chance(ODDS.missingProperty);
      if (present) out[key] = this.value(prop.s, depth + 1);
    }
    if (def.index) {
      for (let i = this.int(0, depth > 2 ? 1 : 4); i > 0; i--) out[this.string()] = this.value(def.index, depth + 1);
    }
    return out;
  }

  /** An odd value to put in place of a field, or undefined to take the field out. */
  odd(): unknown {
    return this.pick<unknown>([undefined, undefined, NaN, Infinity, -Infinity, -1, 0, 0.5, 1e308, "", "nonsense", null, {}, [], true]);
  }

  /**
   * A copy of valid arguments with one or two fields, anywhere inside, replaced by an odd value or
   * taken out. Plain objects and lists are copied; anything else (dice, functions) is shared.
   */
  spoil(args: readonly unknown[]): unknown[] {
    const copy = clone(args) as unknown[];
    for (let n = this.int(1, 2); n > 0; n--) {
      const slots = fieldsOf(copy);
      const [holder, key] = this.pick(slots);
      const value = this.odd();
      if (Array.isArray(holder)) holder[key as number] = value;
      else if (value === undefined) delete holder[key];
      else holder[key] = value;
    }
    return copy;
  }

  anything(depth: number): unknown {
    const kinds: Shape[] = [{ k: "num" }, { k: "str" }, { k: "bool" }, { k: "null" }, { k: "undef" }];
    if (depth < 3) kinds.push({ k: "arr", of: { k: "any" } });
    return this.value(this.pick(kinds), depth + 1);
  }
}

function isPlain(v: unknown): v is Record<string, unknown> | unknown[] {
  if (Array.isArray(v)) return true;
  if (v === null || typeof v !== "object") return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function clone(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(clone);
  if (!isPlain(v)) return v;
  const out: Record<string, unknown> = {};
  for (const [k, inner] of Object.entries(v)) out[k] = clone(inner);
  return out;
}

/** Every field of every plain object and list inside a value, as [holder, key]. */
function fieldsOf(root: unknown[]): [Record<string, unknown> | unknown[], string | number][] {
  const out: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (holder: Record<string, unknown> | unknown[]): void => {
    for (const [k, v] of Object.entries(holder)) {
      out.push([holder, Array.isArray(holder) ? Number(k) : k]);
      if (isPlain(v)) walk(v);
    }
  };
  walk(root);
  return out;
}
