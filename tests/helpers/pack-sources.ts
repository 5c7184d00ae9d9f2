/** The documents of a compendium pack as its YAML sources hold them (packs/_source/<pack>). */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";

const root = join(__dirname, "../..");

/** Every document of a pack's YAML sources, read as T. */
export function packDocs<T = Record<string, unknown>>(pack: string): T[] {
  const dir = join(root, "packs/_source", pack);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yml"))
    .map((f) => YAML.parse(readFileSync(join(dir, f), "utf8")) as T);
}
