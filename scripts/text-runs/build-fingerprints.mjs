// Writes the fingerprints of every eight-word run of the given rule texts to a binary file
// (sorted unsigned 64-bit, little-endian), for the compendium wording tests.
//   node scripts/text-runs/build-fingerprints.mjs <out.bin> <text> [<text> ...]
import { readFileSync, writeFileSync } from "node:fs";
import { fingerprint, runs } from "./runs.mjs";

const [out, ...texts] = process.argv.slice(2);
if (!out || texts.length === 0) {
  console.error("usage: build-fingerprints.mjs <out.bin> <text> [<text> ...]");
  process.exit(2);
}
const set = new Set();
for (const file of texts) for (const run of runs(readFileSync(file, "utf8"))) set.add(fingerprint(run));
const sorted = [...set].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
const buf = Buffer.alloc(sorted.length * 8);
sorted.forEach((v, i) => buf.writeBigUInt64LE(v, i * 8));
writeFileSync(out, buf);
console.log(`${sorted.length} runs from ${texts.length} texts -> ${out}`);
