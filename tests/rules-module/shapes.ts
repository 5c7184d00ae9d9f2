// The parameter shapes of the rules module's entry points, as scripts/rules-shapes.mjs reads them
// from the TypeScript types into shapes.json.
import { readFileSync } from "node:fs";

/** The shape of one value: what kind of thing a parameter or property takes. */
export type Shape =
  | { k: "num" | "str" | "bool" | "any" | "undef" | "null" | "dice" }
  | { k: "lit"; v: (string | number | boolean)[] }
  | { k: "union"; of: Shape[] }
  | { k: "tuple"; of: Shape[] }
  | { k: "arr" | "set"; of: Shape }
  | { k: "map"; key: Shape; of: Shape }
  | { k: "fn"; ret: Shape }
  | { k: "ref"; id: string };

export interface ObjectShape {
  props: Record<string, { s: Shape; opt?: boolean }>;
  index?: Shape;
}

export interface Parameter {
  name: string;
  s: Shape;
  opt?: boolean;
  rest?: boolean;
}

export interface Signature {
  params: Parameter[];
  /** The declared return type ("undef" for void). */
  ret: Shape;
}

export interface EntryPoint {
  kind: "function" | "class";
  signatures: Signature[];
}

export interface Shapes {
  entries: Record<string, EntryPoint>;
  defs: Record<string, ObjectShape>;
}

// parsed JSON is untyped; its content is what scripts/rules-shapes.mjs wrote
export const SHAPES = JSON.parse(readFileSync(new URL("./shapes.json", import.meta.url), "utf8")) as Shapes;
