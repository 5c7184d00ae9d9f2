/**
 * What a formation drop writes on each token it makes, kept for the GM in play: the formation it was
 * placed with (`formation`, its UUID), the member of that formation it stands for (`member`) and its
 * chain of command (`unit`, unit-flags.ts). The GM's formation sheet finds the formation's tokens by
 * the first to select them, recall them or add them to the combat (formation-tokens.ts), counts
 * each member's figures on the scene by the second (formation-sheet.ts), and makes the combat
 * tracker's groups from the third (combat-groups.ts). v13 lets a token's owner write any flag of it,
 * so a player could slip their figure out of a formation the GM recalls, into one the GM selects, or
 * into another unit's group, by rewriting them.
 *
 * Nothing writes them in an update: the drop gives them in each token's creation data
 * (place-formation.ts figureToken), and creation is not an update, so a player's own drop is
 * untouched. A player's change of one therefore never stands: their own client refuses it with a
 * notice, and the active GM's client writes back one written anyway and tells the GM. The GM's own
 * changes stand (the kit lets every GM's write through). The memory and the hooks are the kit's
 * (system/turn/kept-fields.ts); each flag is its own field, with its own notices.
 */
import { SYSTEM_ID } from "../constants";
import { flagRemoval, flagReplacement, readFlag, type TokenFlags } from "../flags";
import { keepTokenField, sameStored } from "../turn/kept-fields";

/** The flags a formation drop writes on a token. */
type DropFlag = "formation" | "member" | "unit";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The flag as stored, copied (a stored array may change under the memory); null when absent. */
function storedFlag<K extends DropFlag>(token: TokenDocument.Implementation, key: K): TokenFlags[K] | null {
  const raw = readFlag(token, "Token", key);
  return raw === undefined ? null : structuredClone(raw);
}

/**
 * The value an update would leave in the flag, as v13 would apply it, or undefined when the update
 * does not touch it: set (`key`, or whole with `==key`), removed (`-=key`), or carried along with
 * the whole scope of the system's flags replaced or removed. `changed` may hold dotted keys; v13
 * hands the hook an expanded object, which expandObject leaves as it is.
 */
export function flagAfter(changed: Record<string, unknown>, key: DropFlag): { readonly value: unknown } | undefined {
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

/** Registers one of the drop's flags as a field the GM keeps, with its notices (lang Formation.*). */
function keepDropFlag<K extends DropFlag>(key: K, what: string, notices: { readonly kept: string; readonly refused: string }): void {
  keepTokenField<TokenFlags[K] | null>({
    what,
    read: (token) => storedFlag(token, key),
    // no `unseen`: a token is made with its flags, so one the GM's client never saw may have had
    // any; counting it as none would wipe a real one, so such a change is noted as it stands
    stands: () => false,
    putBack: (_now, before) => (before === null || before === undefined ? flagRemoval("Token", key) : flagReplacement("Token", key, before)),
    keptNotice: notices.kept,
    refusal: (token, changed) => {
      const after = flagAfter(changed, key);
      return after !== undefined && !sameStored(after.value, storedFlag(token, key)) ? notices.refused : null;
    },
  });
}

/** Registers the drop's three flags as fields the GM keeps; during init, in every world (every rule set drops formations). */
export function keepFormationFlags(): void {
  keepDropFlag("formation", "a token's formation", { kept: "STARSKIRMISH.Formation.formationKept", refused: "STARSKIRMISH.Formation.formationRefused" });
  keepDropFlag("member", "a token's formation member", { kept: "STARSKIRMISH.Formation.memberKept", refused: "STARSKIRMISH.Formation.memberRefused" });
  keepDropFlag("unit", "a token's chain of command", { kept: "STARSKIRMISH.Formation.unitKept", refused: "STARSKIRMISH.Formation.unitRefused" });
}
