/**
 * The flag surface of a v13 document (fvtt-types client/documents/abstract/client-document.d.mts
 * `flags`, `getFlag`, `setFlag`; `update` with dotted paths and Foundry's "-=key" deletions), for
 * stand-in Combats and the like: whichever way the system writes a flag, it lands in `flags`.
 */
const SCOPE = "starskirmish";

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    if (head.startsWith("-=")) delete target[head.slice(2)];
    else target[head] = structuredClone(value);
    return;
  }
  const inner = target[head];
  const next = typeof inner === "object" && inner !== null ? (inner as Record<string, unknown>) : {};
  target[head] = next;
  setPath(next, rest, value);
}

/** A document's flags, readable and writable as v13 allows; `onSet` hears each flag written. */
export function flaggedDocument(stored: Record<string, unknown> = {}, onSet?: (key: string, value: unknown) => void) {
  const flags: Record<string, Record<string, unknown>> = { [SCOPE]: stored };
  return {
    flags,
    getFlag: (scope: string, key: string): unknown => flags[scope]?.[key],
    async setFlag(scope: string, key: string, value: unknown): Promise<void> {
      setPath((flags[scope] ??= {}), [key], value);
      onSet?.(key, value);
    },
    async update(change: Record<string, unknown>): Promise<void> {
      for (const [path, value] of Object.entries(change)) {
        const parts = path.split(".");
        if (parts[0] !== "flags" || parts.length < 3) throw new Error(`this stand-in updates flags only, not "${path}"`);
        const [, scope, ...rest] = parts;
        setPath((flags[scope!] ??= {}), rest, value);
        if (!rest[0]!.startsWith("-=")) onSet?.(rest[0]!, value);
      }
    },
  };
}
