/**
 * The Space-Fu check a combat action needs in zero-G (Guide 6.10), rolled on the acting user's client
 * before the attack: DT 12 Space-Fu, a disadvantage with a firearm, an advantage with an energy
 * weapon, and the figure's Wound markers. Its card says whether the attack may be rolled; a failure
 * misses outright, so the action ends there.
 */
import { postCard } from "../../../system/cards/post-card";
import { readMarkers } from "../../../system/markers/marker-store";
import { rollDice } from "../../../system/real-dice";
import { resolveTask, taskDisadvantagesFromMarkers, zeroGCombatCheck, type ZeroGCombatAction, type ZeroGWeaponKind } from "../rules";
import { isAssetLevelReader } from "../models/asset-reader";
import { SP_ZERO_G_CARD } from "../cards/actions";
import { zeroGCardContext } from "../view/zero-g-card";
import { inZeroG } from "../turn/zero-g-place";

/** Guide 6.10's weapon kinds, from a weapon's attack: bullets are a firearm's, beams an energy weapon's. */
export function zeroGWeaponKind(attack: string | undefined): ZeroGWeaponKind {
  if (attack === "energy") return "energy";
  if (attack === "firearm" || attack === "armourPiercing") return "firearm";
  return "other";
}

/**
 * Whether the attack may be rolled: true out of zero-G; in zero-G, the Space-Fu check's outcome. The
 * person is the one whose Space-Fu and markers count (a vehicle's gunner, say).
 */
export async function zeroGAllows(person: Actor.Implementation, token: TokenDocument.Implementation | null | undefined, action: ZeroGCombatAction, weapon: ZeroGWeaponKind): Promise<boolean> {
  const system = person.system;
  if (!inZeroG(token) || !isAssetLevelReader(system)) return true;
  const check = zeroGCombatCheck(weapon);
  const level = system.assetLevel(check.asset);
  const { roll, faces } = await rollDice(1, 20);
  const result = resolveTask(
    { dt: check.dt, asset: level, equipment: 0, advantages: check.advantages, disadvantages: check.disadvantages + taskDisadvantagesFromMarkers(readMarkers(person), "asset") },
    faces[0] ?? 1,
  );
  await postCard(SP_ZERO_G_CARD, { actor: person, rolls: [roll], context: zeroGCardContext({ actorName: person.name ?? "", action, weapon, level: String(level), result }) });
  return result.success;
}
