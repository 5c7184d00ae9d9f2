/**
 * A token's chain of command (its `unit` flag, unit-flags.ts) is the GM's to change in play: the
 * combat tracker's groups are made from it, when the GM adds dropped figures to the combat by unit
 * (combat-groups.ts) or from the formation sheet (formation-tokens.ts). v13 lets a token's owner
 * write any flag of it, so a player could move their figure into another unit's group, or out of
 * its own, by rewriting the chain.
 *
 * Nothing writes the chain in an update: the formation drop gives it in each token's creation data
 * (place-formation.ts figureToken), and creation is not an update, so a player's own drop is
 * untouched. A player's change of it therefore never stands: their own client refuses it with a
 * notice, and the active GM's client writes back one written anyway and tells the GM. The GM's own
 * changes stand (the kit lets every GM's write through). The memory and the hooks are the kit's
 * (system/turn/kept-fields.ts).
 */
import { SYSTEM_ID } from "../constants";
import { flagRemoval, flagReplacement, readFlag, type TokenFlags } from "../flags";
import { keepTokenField, sameStored } from "../turn/kept-fields";

type Chain = TokenFlags["unit"] | null;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The chain as stored, copied (the stored array may change under the memory); null when absent. */
function storedChain(token: TokenDocument.Implementation): Chain {
  const raw = readFlag(token, "Token", "unit");
  return raw === undefined ? null : structuredClone(raw);
}

/**
 * The chain an update would leave, as v13 would apply it, or undefined when the update does not
 * touch it: set (`unit`, or whole with `==unit`), removed (`-=unit`), or carried along with the whole
 * scope of the system's flags replaced or removed. `changed` may hold dotted keys; v13 hands the hook
 * an expanded object, which expandObject leaves as it is.
 */
export function chainAfter(changed: Record<string, unknown>): { readonly chain: unknown } | undefined {
  const expanded: unknown = foundry.utils.expandObject(changed);
  const flags: unknown = isRecord(expanded) ? expanded.flags : undefined;
  if (!isRecord(flags)) return undefined;
  if (`-=${SYSTEM_ID}` in flags) return { chain: null };
  const whole: unknown = flags[`==${SYSTEM_ID}`];
  if (whole !== undefined) return { chain: isRecord(whole) && whole.unit !== undefined ? whole.unit : null };
  const scope: unknown = flags[SYSTEM_ID];
  if (!isRecord(scope)) return undefined;
  if ("-=unit" in scope) return { chain: null };
  if ("==unit" in scope) return { chain: scope["==unit"] ?? null };
  if ("unit" in scope) return { chain: scope.unit ?? null };
  return undefined;
}

/** Registers the chain as a field the GM keeps; during init, in every world (every rule set drops formations). */
export function keepUnitChains(): void {
  keepTokenField<Chain>({
    what: "a token's chain of command",
    read: storedChain,
    // no `unseen`: a token is made with its chain, so one the GM's client never saw may have had
    // any; counting it as none would wipe a real chain, so such a change is noted as it stands
    stands: () => false,
    putBack: (_now, before) => (before === null || before === undefined ? flagRemoval("Token", "unit") : flagReplacement("Token", "unit", before)),
    keptNotice: "STARSKIRMISH.Formation.unitKept",
    refusal: (token, changed) => {
      const after = chainAfter(changed);
      return after !== undefined && !sameStored(after.chain, storedChain(token)) ? "STARSKIRMISH.Formation.unitRefused" : null;
    },
  });
}
