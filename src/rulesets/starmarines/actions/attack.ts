/**
 * An attack from the unit sheet (IX-A to IX-E, IX-G, VIII-F, SMR-1, SMR-12, SMR-25): the weapon
 * chosen, the first targeted unit, the range in hexes, the arcs and the target's cover from the board
 * (the dialog offers that cover or more, IX-C; a catwalk's range one hex longer from the ground,
 * SMR-23), steady aim and charging from the unit's markers; a
 * shot the board stops (X, SMR-8) is refused before any die. Real dice: the aim dice, the armour roll,
 * the damage and the toughness roll, all rolled at once; the card shows what each did and its
 * Apply lands the result through the GM. An Overwatch shot (turn/overwatch.ts) is made at the unit
 * that moved, without steady aim, and is the only fire that reaches a flying soldier (IX-G). A unit
 * that has made its attacks of the turn (IV-h) is told so before anything is rolled.
 */
import { hasMarker, isFlying } from "./unit-markers";
import { cannotAttack } from "./attack-barred";
import { askForm } from "../../../system/form-dialog";
import { postCard } from "../../../system/cards/post-card";
import { actingToken, userTargets, type TokenObject } from "../../../system/board";
import { mayShootFlying } from "../rules/combat-extras";
import { rollFormula } from "../../../system/real-dice";
import { refused } from "../../../system/notify";
import { UnitData } from "../models/unit-model";
import { WeaponData } from "../models/weapon-model";
import { defaultWoundingColumn } from "../rules/races";
import { aimDiceCount, coverNegatesWeaponAim, netAim } from "../rules/aim";
import { resolveAttack } from "../rules/attack";
import { hexDistance, inFrontArc, inVehicleArc, isRearShot, ARC_DIRECTIONS } from "../rules/hex-facing";
import { SMR_ATTACK_CARD } from "../cards/attack";
import { attackCardContext, attackMarkers } from "../view/attack-card";
import { facingOfToken, hexOfToken } from "./board-hexes";
import { vehicleOf } from "../turn/aboard";
import { boardCover } from "./board-cover";
import { attackDialogContext, coverChosen } from "../view/attack-dialog";
import { turnNow } from "../../../system/ledger/turn-cards";
import { attackThisTurnProblem } from "./attacks-this-turn";
import { boardRange } from "./board-range";

const has = hasMarker;

/** How an attack is made: at a given token rather than the user's target, and whether in Overwatch. */
export interface AttackOptions {
  readonly target?: TokenObject;
  readonly overwatch?: boolean;
  /**
   * The GM's Overwatch call the shot answers (VIII-E, SMR-10): named on the card, so the GM's client
   * lands it only as the watcher's first shot at that call (cards/attack.ts `prompt`).
   */
  readonly answers?: ChatMessage.Implementation | null;
}


/** Makes the attack and posts its card; false when it was refused or called off. */
export async function attackWith(actor: Actor.Implementation, weaponId: string, options: AttackOptions = {}): Promise<boolean> {
  const unit = actor.system;
  const item = actor.items.get(weaponId);
  const weapon = item?.system;
  if (!(unit instanceof UnitData) || !(weapon instanceof WeaponData) || !item) return false;
  const problem = cannotAttack(actor, unit);
  if (problem) return refused(problem);
  const overwatch = options.overwatch === true;
  // VIII-E: a unit that fired in Overwatch does not fire again this turn
  if (has(actor, "overwatchFired")) return refused(`STARSKIRMISH.StarMarines.Overwatch.alreadyFired`);
  const own = actingToken(actor);
  const scene = own?.document.parent;
  if (!own || !scene) return refused(`STARSKIRMISH.StarMarines.Attack.noToken`);
  // VIII-G: no attack from inside a vehicle (a vehicle whose rules allow it is the GM's to judge)
  if (vehicleOf(own.document)) return refused(`STARSKIRMISH.StarMarines.Transport.noAttackAboard`);
  const targetToken = options.target ?? userTargets().find((t) => t !== own && t.actor?.system instanceof UnitData);
  const target = targetToken?.actor;
  if (!targetToken || !target || !(target.system instanceof UnitData)) return refused(`STARSKIRMISH.StarMarines.Attack.noTarget`);
  // IV-h, SMR-14: a soldier attacks once a turn, a vehicle fires each weapon once; the GM's client
  // judges it from its ledger, and this client reads the same ledger before the dice fall
  const when = turnNow();
  const again = when ? attackThisTurnProblem({ actorUuid: actor.uuid, scene, when, soldier: unit.kind === "soldier", weaponId, frag: weapon.frag, targetKey: targetToken.document.id ?? "" }) : null;
  if (again) return refused(again);
  // IX-G: a flying soldier is shot only by Overwatch fire; a Grounded one flies no more
  if (isFlying(target) && !mayShootFlying(overwatch)) return refused(`STARSKIRMISH.StarMarines.Attack.flying`);
  const from = hexOfToken(own.document, scene);
  const to = hexOfToken(targetToken.document, scene);
  if (!from || !to) return refused(`STARSKIRMISH.StarMarines.Attack.refused.grid`);
  const range = hexDistance(from, to);
  const reach = weapon.closeCombat ? 1 : weapon.range;
  // SMR-23: from the ground to a catwalk the range counts one hex longer
  const counted = boardRange(scene, from, to, { attacker: isFlying(actor), target: isFlying(target) });
  if (counted > reach) return refused(counted > range ? `STARSKIRMISH.StarMarines.Attack.outOfRangeCatwalk` : `STARSKIRMISH.StarMarines.Attack.outOfRange`, { range, reach });
  // IX-E: a soldier fires into his front three hexes; a vehicle weapon into its arc (SMR-12, SMR-24)
  const facing = facingOfToken(own.document);
  const arc = ARC_DIRECTIONS.filter((d) => weapon.arc[d]);
  const inArc = unit.kind === "soldier" ? inFrontArc(from, facing, to) : inVehicleArc(from, facing, to, arc);
  if (!inArc) return refused(`STARSKIRMISH.StarMarines.Attack.outOfArc`);
  // IX-C, X, SMR-8: the painted terrain gives the target's cover, and may stop the shot outright
  const board = boardCover(scene, from, to, weapon.ignoresLineOfSight);
  if (board.blocked) return refused(`STARSKIRMISH.StarMarines.Attack.blocked.${board.blocked}`);
  const raw = await askForm("starmarines/dialogs/attack.hbs", attackDialogContext(board), { title: `STARSKIRMISH.StarMarines.Attack.title`, ok: `STARSKIRMISH.StarMarines.Attack.roll` });
  if (!raw) return false;
  const cover = coverChosen(raw.cover, board.cover);
  const t = target.system;
  const targetData = {
    key: targetToken.document.id ?? "",
    kind: t.kind,
    armour: t.armour,
    toughness: t.toughness,
    column: t.woundingColumn || defaultWoundingColumn(t.race),
    wounded: has(target, "wounded"),
    airborne: isFlying(target),
    supertank: t.kind === "vehicle" && t.supertank,
    walker: t.kind === "vehicle" && t.walker ? t.size : ("" as const),
  };
  const situation = {
    unitAim: unit.aim,
    // IX-A: steady aim when the attacker has not moved this turn, but never for Overwatch fire in the movement phase
    steadyAim: !overwatch && !has(actor, "moved"),
    rearShot: isRearShot(to, facingOfToken(targetToken.document), from),
    elite: unit.experience === "elite",
    charging: has(actor, "charged"),
    cover,
  };
  const weaponData = { aim: weapon.aim, armourPierce: weapon.armourPierce, damage: weapon.damage, frag: weapon.frag, closeCombat: weapon.closeCombat };
  const aimCount = aimDiceCount(netAim(unit.aim, weapon.aim, coverNegatesWeaponAim(cover, weapon.frag)));
  const aimRoll = await rollFormula(`${aimCount}d6`);
  const rest = await Promise.all([rollFormula("1d6"), rollFormula("1d6"), rollFormula("1d6")]);
  const [armour, damage, toughness] = rest.map((r) => r.faces[0] ?? 1) as [number, number, number];
  const result = resolveAttack(weaponData, { ...targetData, walker: targetData.walker === "" ? null : targetData.walker }, situation, { aim: aimRoll.faces, armour, damage, toughness });
  const markers = attackMarkers(result);
  await postCard(SMR_ATTACK_CARD, {
    actor,
    answers: options.answers ?? null,
    rolls: [aimRoll.roll, ...rest.map((r) => r.roll)],
    payload: { attackerKey: own.document.id ?? "", weaponId, weapon: weaponData, target: targetData, situation, rangeHexes: range },
    context: attackCardContext({ attackerName: actor.name ?? "", targetName: targetToken.name, weaponName: item.name ?? "", rangeHexes: range, aimDice: aimRoll.faces, result, targetKey: targetData.key }),
    targets: Object.keys(markers).length > 0 ? [{ key: targetData.key, actorUuid: target.uuid, name: targetToken.name, markers, data: { outcome: result.outcome } }] : [],
  });
  return true;
}
