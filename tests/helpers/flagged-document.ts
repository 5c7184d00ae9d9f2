/**
 * The flag surface of a v13 document (fvtt-types client/documents/abstract/client-document.d.mts
 * `flags`, `getFlag`, `setFlag`; `update` with dotted paths, Foundry's "-=key" deletions and
 * "==key" replacements), for stand-in actors and the like: whichever way the system writes a flag,
 * it lands in `flags`. As in v13, an object written is merged into the stored one key by key, and
 * this client's copy changes only when the server answers (serverAnswer), so a read in between
 * sees the old flags.
 */
import { expandObject } from "./foundry/data-model";
import { mergeWithDeletions, serverAnswer } from "./foundry/document";

const SCOPE = "starskirmish";

/** A document's flags, readable and writable as v13 allows; `onSet` hears each flag written. */
export function flaggedDocument(stored: Record<string, unknown> = {}, onSet?: (key: string, value: unknown) => void) {
  const flags: Record<string, Record<string, unknown>> = { [SCOPE]: stored };
  const doc = {
    flags,
    getFlag: (scope: string, key: string): unknown => doc.flags[scope]?.[key],
    async setFlag(scope: string, key: string, value: unknown): Promise<void> {
      await doc.update({ [`flags.${scope}.${key}`]: value });
    },
    async update(change: Record<string, unknown>): Promise<void> {
      for (const path of Object.keys(change)) {
        const parts = path.split(".");
        if (parts[0] !== "flags" || (parts.length < 3 && !(parts.length === 1 && typeof change[path] === "object"))) throw new Error(`this stand-in updates flags only, not "${path}"`);
      }
      const written = expandObject(structuredClone(change)) as { flags?: Record<string, Record<string, unknown>> };
      await serverAnswer();
      // the one flags object is changed in place: a caller may have spread this document into its own
      const merged = mergeWithDeletions(doc.flags, written.flags ?? {}) as Record<string, Record<string, unknown>>;
      for (const scope of Object.keys(doc.flags)) delete doc.flags[scope];
      Object.assign(doc.flags, merged);
      for (const inScope of Object.values(written.flags ?? {})) for (const [key, value] of Object.entries(inScope)) if (!key.startsWith("-=")) onSet?.(key.replace(/^==/, ""), value);
    },
  };
  return doc;
}
