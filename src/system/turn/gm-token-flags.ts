/**
 * A system flag on a token that only the GM (or the GM's client, judging a request) writes in play,
 * kept with the kit's memory (turn/kept-fields.ts): a player's change of it never stands, and is
 * put back whole, or removed where there was none, with the GM told. Formations' drop flags and
 * Starship Marine's carried casualties and Direct Control are such flags; each registers here
 * rather than spelling out the same read, put-back and refusal.
 */
import { SYSTEM_ID } from "../constants";
import { flagRemoval, flagReplacement, readFlag, type FlagKey, type TokenFlags } from "../flags";
import { keepTokenField, sameStored } from "./kept-fields";

type TokenFlagKey = FlagKey<"Token">;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The flag as stored, copied (a stored array may change under the memory); null when absent. */
function storedFlag<K extends TokenFlagKey>(token: TokenDocument.Implementation, key: K): TokenFlags[K] | null {
  const raw = readFlag(token, "Token", key);
  return raw === undefined ? null : structuredClone(raw);
}

/**
 * The value an update would leave in the flag, as v13 would apply it, or undefined when the update
 * does not touch it: set (`key`, or whole with `==key`), removed (`-=key`), or carried along with
 * the whole scope of the system's flags replaced or removed. `changed` may hold dotted keys; v13
 * hands the hook an expanded object, which expandObject leaves as it is.
 */
export function flagAfter(changed: Record<string, unknown>, key: TokenFlagKey): { readonly value: unknown } | undefined {
  const expanded: unknown = foundry.utils.expandObject(changed);
  const flags: unknown = isRecord(expanded) ? expanded.flags : undefined;
  if (!isRecord(flags)) return undefined;
  if (`-=${SYSTEM_ID}` in flags) return { value: null };
  const whole: unknown = flags[`==${SYSTEM_ID}`];
  if (whole !== undefined) return { value: isRecord(whole) && whole[key] !== undefined ? whole[key] : null };
  const scope: unknown = flags[SYSTEM_ID];
  if (!isRecord(scope)) return undefined;
  if (`-=${key}` in scope) return { value: null };
  if (`==${key}` in scope) return { value: scope[`==${key}`] ?? null };
  if (key in scope) return { value: scope[key] ?? null };
  return undefined;
}

export interface GmTokenFlag {
  /** What the flag is, for the kit's own messages. */
  readonly what: string;
  /** The GM's notice of a player's change put back. */
  readonly keptNotice: string;
  /** The player's own client refuses a change with this notice; none to let it be written and put back. */
  readonly refusedNotice?: string;
  /**
   * A token the GM's client never saw counts as carrying none: right where only the GM's client
   * ever writes the flag; wrong where a token is made with it (a change is then noted as it stands).
   */
  readonly unseenAsNone?: boolean;
}

/** Registers a system flag on tokens as one only the GM changes in play; during init. */
export function keepGmTokenFlag<K extends TokenFlagKey>(key: K, spec: GmTokenFlag): void {
  const refused = spec.refusedNotice;
  keepTokenField<TokenFlags[K] | null>({
    what: spec.what,
    read: (token) => storedFlag(token, key),
    ...(spec.unseenAsNone ? { unseen: null } : {}),
    stands: () => false,
    putBack: (_now, before) => (before === null || before === undefined ? flagRemoval("Token", key) : flagReplacement("Token", key, before)),
    keptNotice: spec.keptNotice,
    ...(refused
      ? {
          refusal: (token: TokenDocument.Implementation, changed: Record<string, unknown>) => {
            const after = flagAfter(changed, key);
            return after !== undefined && !sameStored(after.value, storedFlag(token, key)) ? refused : null;
          },
        }
      : {}),
  });
}
