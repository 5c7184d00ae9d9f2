/**
 * Firing a weapon from the sheet (Guide 6.6): the user's targeted tokens are the targets, the
 * range band comes from the measured distance to the primary (1 square = 1 inch), the dialog asks
 * only what the board cannot tell, every die is a real Roll, the pure core resolves the fire, the
 * ammunition is spent and the card offers an Apply button per target. The shooter is a patrolman,
 * an NPC, or the gunner aboard a vehicle or spacecraft (rolls/shooter.ts); each target's damage
 * table and armour follow its kind (person, vehicle, spacecraft). A space weapon fired in regular
 * combat always fires at its Effective range (6.16). A wrecked vehicle or ship fires nothing (6.15,
 * 7.12), by the decision its sheet reads (view/wrecked-craft.ts).
 */
import { rangeBandAt, resolveFire, spaceWeaponRegularCombatRange, vehicleWeaponAttackProblem, weaponAsset, type FireInput } from "../rules";
import { readMarkers } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { FIRE_CARD } from "../cards/attacks";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { WeaponData } from "../models/item-models";
import { shooterFor } from "./shooter";
import { firedWeapon, isVehicleMainWeapon } from "./fired-weapon";
import { actingToken, contactDistanceBetween, wholeDistanceBetween, userTargets, type TokenObject } from "../../../system/board";
import { warn } from "../../../system/notify";
import { rollDice, rollInOneBatch } from "../../../system/real-dice";
import { assetLevels } from "../models/asset-reader";
import { suppressedBy } from "./suppressed-by";
import { targetProfile } from "./target-profile";
import { firePresets } from "../turn/fire-presets";
import { allocateShots, fireTargets, readFireForm, type BoardTarget } from "../view/fire-plan";
import { fireCardContext, fireCardResults } from "../view/fire-card";
import { fireRecord } from "../cards/fire-record";
import { clearSteadyAim } from "./steady-aim";
import { damageTableRows } from "./damage-table-source";
import { readState } from "../turn/side-turn-store";
import { isAssetLevelReader } from "../models/asset-reader";
import { zeroGAllows, zeroGWeaponKind } from "./zero-g-check";
import { VehicleData } from "../models/craft-models";
import { dogFightAllows } from "./dog-fight-check";
import { onPointDefense } from "./vehicle-point-defense";
import { markerCount } from "../../../core/markers";
import { SP_VEHICLE_MARKER_ID as VH } from "../rules/marker-ids";
import { askDialogInput } from "../../../system/form-dialog";
import { craftOffers } from "../view/wrecked-craft";
import { craftKindOf } from "../view/actor-kind";
import { actorInBattle } from "../turn/in-battle";

/**
 * Guide 6.6 names melee contact without a distance: base to base, the next square at most. In
 * board squares at any ground scale (system/board.ts contactDistanceBetween: our reading of 6.1,
 * which divides moves, ranges and bursts but not contact; it wants a ruling), so 1" at 1.5 m.
 */
export const MELEE_CONTACT_INCHES = 1;

export async function fireWeapon(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  const weapon = item.system;
  if (!(weapon instanceof WeaponData)) return;
  // a weapon whose range bands nobody has entered (the Guide prints few) cannot reach anything
  if (Object.keys(weapon.rangeProfile).length === 0) return warn("STARSKIRMISH.SpacePatrol.Fire.noRanges");
  const gunner = await shooterFor(actor);
  if (!gunner) return warn("STARSKIRMISH.SpacePatrol.Fire.noGunner");
  // Guide 6.15, 7.12: a wrecked vehicle or ship performs no functions, its weapons included; the
  // sheet's own decision (view/wrecked-craft.ts) refuses it, as it leaves the Fire button off
  const craft = craftKindOf(actor.type, actor.system);
  const offers = craft ? craftOffers(craft, readMarkers(actor), actorInBattle(actor)) : null;
  if (offers && !offers.offer.fire) return warn(craft === "vehicle" ? "STARSKIRMISH.SpacePatrol.Fire.vehicleWrecked" : offers.wreckRefusal);
  // Guide 6.15: the vehicle's own markers go with its weapon
  const vehicleMarkers = actor.system instanceof VehicleData ? readMarkers(actor) : undefined;
  // Guide 6.15: a crew under a Morale Marker leaves the weapons alone
  if (vehicleMarkers && markerCount(vehicleMarkers, VH.morale) > 0) return warn("STARSKIRMISH.SpacePatrol.Fire.vehicleMorale");
  // Guide 6.7: a weapon held for point defense fires only at incoming attacks
  if (vehicleMarkers && vehicleWeaponAttackProblem({ onPointDefense: onPointDefense(actor, item.id ?? "") }, "fire")) return warn("STARSKIRMISH.SpacePatrol.Fire.onPointDefense");
  const shooter = actingToken(actor);
  if (!shooter) return warn("STARSKIRMISH.SpacePatrol.Fire.noShooterToken");
  const targets = userTargets();
  if (targets.length === 0) return warn("STARSKIRMISH.SpacePatrol.Fire.noTargets");
  const shots = allocateShots(weapon.targets, targets.length);
  if (!shots) return warn("STARSKIRMISH.SpacePatrol.Fire.tooManyTargets");
  if (weapon.magazine > 0 && weapon.ammo <= 0) return warn("STARSKIRMISH.SpacePatrol.Fire.noAmmo");
  const primary = targets[0] as TokenObject;
  const distance = wholeDistanceBetween(shooter, primary);
  // Guide 6.16: "all attacks by space weapons in regular combat are made at Effective range"
  const band = weapon.spaceKind !== "none" && weapon.rangeProfile.effective ? spaceWeaponRegularCombatRange(weapon.rangeProfile, distance) : rangeBandAt(weapon.rangeProfile, distance);
  // who moved, drive codes and surprise, from the side turns (turn/fire-presets.ts)
  const presets = firePresets(actor, shooter, targets);

  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/fire.hbs`, {
    weaponName: item.name,
    band: band ? `STARSKIRMISH.SpacePatrol.Fire.band.${band.band}` : "STARSKIRMISH.SpacePatrol.Fire.band.beyond",
    moved: presets.shooterMoved,
    undetected: presets.undetected,
    // Guide 6.6: the choices that only some weapons have, preset from the board where it can tell
    sidearm: weapon.code === "S",
    mainOrHeavy: weapon.code === "M" || weapon.code === "H",
    meleeContact: targets.some((t) => contactDistanceBetween(shooter, t) <= MELEE_CONTACT_INCHES),
    targets: targets.map((t, i) => ({ index: i, name: t.name, shots: shots[i], large: (targetProfile(t.actor).table ?? "individual") !== "individual", ...presets.targets[i] })),
  });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.format("STARSKIRMISH.SpacePatrol.Fire.title", { weapon: item.name ?? "" }) },
    content,
    ok: { label: "STARSKIRMISH.SpacePatrol.Fire.fire" },
  });
  if (!raw) return;
  const form = readFireForm(raw, targets.length);
  const board: BoardTarget[] = targets.map((t, i) => ({
    markers: t.actor ? readMarkers(t.actor) : {},
    driveCode: presets.targets[i]?.driveCode,
    distanceToPrimary: t === primary ? 0 : wholeDistanceBetween(primary, t),
    ...targetProfile(t.actor),
  }));
  // Guide 6.10: in zero-G the Space-Fu check comes first; a failure misses outright, the rounds spent
  if (!(await zeroGAllows(gunner.person, shooter.document, "shooting", zeroGWeaponKind(weapon.attack)))) {
    if (weapon.magazine > 0) await item.update({ system: { ammo: Math.max(0, weapon.ammo - Math.min(weapon.ammo, weapon.ammoPerTurn)) } });
    return;
  }
  // Guide 6.7: between two flying vehicles the pilot must win a dog fighting check to get a shot
  if (vehicleMarkers && !(await dogFightAllows(actor, primary.actor, weapon.guided || weapon.kind === "guidedMissile"))) return;
  const { level } = weaponAsset(weapon.kind, assetLevels(gunner.levels));
  const { roll: d20Roll, faces: d20 } = await rollDice(shots.reduce((a, b) => a + b, 0), 20);
  const input: Omit<FireInput, "dice"> = {
    shooter: {
      asset: level,
      markers: readMarkers(gunner.person),
      steadyAim: form.steadyAim,
      moved: form.moved,
      undetected: form.undetected,
      inSmoke: form.inSmoke,
      darkness: form.darkness,
      driveCode: presets.shooterDriveCode,
      suppressedBy: suppressedBy(gunner.person),
      // Guide 6.6: only a sidearm can be one of two, only a Main or Heavy weapon is burdened in melee
      twoSidearms: form.twoSidearms && weapon.code === "S",
      mainOrHeavyInMeleeContact: form.meleeContact && (weapon.code === "M" || weapon.code === "H"),
      // Guide 6.7: MV is a major (main) vehicle weapon, LV a light one
      ...(vehicleMarkers ? { vehicleMarkers, vehicleMainWeapon: isVehicleMainWeapon(weapon) } : {}),
    },
    weapon: {
      // the band's numbers, read as the GM's check of the card reads them (fired-weapon.ts)
      ...firedWeapon(weapon, band?.band ?? "beyond"),
      ...(weapon.magazine > 0 ? { ammoUsed: Math.min(weapon.ammo, weapon.ammoPerTurn) } : {}),
    },
    targets: fireTargets(board, form, shots),
    d20,
    // the GM's edited damage tables, else the compendium's (rolls/damage-table-source.ts)
    tables: await damageTableRows(),
  };
  const { result, rolls } = await rollInOneBatch((dice) => resolveFire({ ...input, dice }));
  if (weapon.magazine > 0 && result.ammoUsed > 0) {
    await item.update({ system: { ammo: Math.max(0, weapon.ammo - result.ammoUsed) } });
  }
  // Guide 6.4: a steadied aim serves the one shot that follows it
  if (!result.blocked) await clearSteadyAim(gunner.person);
  const named = targets.map((t, i) => ({ key: t.document.id ?? String(i), name: t.name, markers: board[i]?.markers ?? {} }));
  // Guide 6.3: while the side turns run, either side may spend Tactics on each attack roll
  const state = readState(game.combat);
  const turn = state ? { round: state.round, side: state.acting } : undefined;
  const tactics = state && !result.blocked ? { sides: [...state.order], spends: [] } : undefined;
  // Guide 4.2: a failed attack roll offers Not So Fast, for a shooter with a point to spend
  const mayReroll = isAssetLevelReader(actor.system) && actor.system.rerollPoints > 0;
  const context = fireCardContext({ shooterName: actor.name ?? "", weaponName: item.name ?? "", band: band?.band ?? "beyond", result, targets: named, situation: input, ...(tactics ? { tactics } : {}), ...(mayReroll ? { rerolled: [] } : {}) });
  await postCard(FIRE_CARD, {
    context,
    actor,
    rolls: [d20Roll, ...rolls],
    // everything the rules were handed but the dice, so the GM can work each result out again
    payload: fireRecord(input, named.map((t) => t.key), turn, { shooter: actor.name ?? "", weapon: item.name ?? "", weaponId: item.id ?? "", targets: named.map((t) => t.name), actors: targets.map((t) => t.actor?.uuid ?? "") }),
    targets: fireCardResults(context, result).map((t) => ({
      ...t,
      actorUuid: targets.find((tok) => tok.document.id === t.key)?.actor?.uuid ?? "",
    })),
  });
}
