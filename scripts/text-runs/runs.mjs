// Eight-word runs of a text as 64-bit fingerprints. The compendium tests compare our descriptions
// against the fingerprints of the rule texts, so no description repeats the texts word for word,
// without the repository holding the texts themselves.

export const RUN_WORDS = 8;

/** Lower-case words of a text or HTML fragment, punctuation and tags dropped. */
export function words(text) {
  return text
    .replace(/<[^>]*>/g, " ")
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

/** FNV-1a over the run's characters, twice with different offsets: 64 bits keep false matches negligible. */
export function fingerprint(run) {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < run.length; i++) {
    const c = run.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193) >>> 0;
    b = (b ^ (b >>> 13)) >>> 0;
  }
  return (BigInt(a) << 32n) | BigInt(b);
}

/** Every run of RUN_WORDS words in the text. */
export function runs(text, n = RUN_WORDS) {
  const w = words(text);
  const out = [];
  for (let i = 0; i + n <= w.length; i++) out.push(w.slice(i, i + n).join(" "));
  return out;
}
