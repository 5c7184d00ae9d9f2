/**
 * Vehicle overruns (IX-F, VIII-C.5, SMR-22), on the active GM's client: when a large ground vehicle's
 * token moves onto an enemy soldier, the soldier rolls 1d6 plus his side's initiative modifier and
 * gets out of the way on 3 or more; otherwise he suffers an attack of armour-pierce 3 and damage 5.
 * A soldier already wounded is killed without a roll; one flying (IX-G) shares the hex in the air
 * and is not run over (VIII-C.2). Every enemy soldier in a hex the vehicle entered on its way is run
 * at, in order, one overrun each ("multiple overrun attacks in the same turn"); a vehicle of speed 1
 * tries one a turn. The GM rolls every die, and the card's Apply lands the result.
 */
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { rollFormula } from "../../../system/real-dice";
import { postCard } from "../../../system/cards/post-card";
import { UnitData } from "../models/unit-model";
import { SMR_MARKER } from "../rules/markers";
import { defaultWoundingColumn } from "../rules/races";
import { sameHex } from "../rules/hex-facing";
import { canOverrun, inOverrunPath, mayOverrunAgain, overrun, OVERRUN_ATTACK } from "../rules/combat-extras";
import { hasMarker, isFlying } from "../actions/unit-markers";
import { turnCards, turnNow } from "../../../system/ledger/turn-cards";
import { legHexes } from "./move-record";
import { hexPathThrough } from "./move-plan";
import { resolveAttack } from "../rules/attack";
import { attackMarkers } from "../view/attack-card";
import { overrunCardContext } from "../view/overrun-card";
import { SMR_OVERRUN_CARD } from "../cards/overrun";
import { hexOfToken } from "../actions/board-hexes";
import { initiativeModifiers } from "./initiative-modifiers";
import { movementPosition } from "./movement-phase";
import { movesOnBoard } from "../../../system/board";


export async function onVehicleMoved(token: TokenDocument.Implementation, changed: { x?: unknown; y?: unknown }): Promise<void> {
  if (!game.user?.isActiveGM || !movesOnBoard(changed)) return;
  const combat = game.combat;
  const scene = token.parent;
  const vehicle = token.actor?.system;
  if (!combat || !scene || !(vehicle instanceof UnitData) || vehicle.kind !== "vehicle" || !canOverrun(vehicle)) return;
  if (!movementPosition(combat)) return;
  const hex = hexOfToken(token, scene);
  if (!hex) return;
  const mods = initiativeModifiers(combat);
  // IX-F: "it can try multiple overrun attacks in the same turn": every hex the vehicle entered in
  // this leg of its move, in order (v13's movement; only its end where that does not lead there)
  const path = hexPathThrough(legHexes(token, scene) ?? []) ?? [];
  const entered = path.length > 0 && sameHex(path.at(-1)!, hex) ? path : [hex];
  // IX-F: a vehicle of speed 1 tries one overrun a turn: the GM's record of its overruns this turn
  const when = turnNow();
  let tried = when && token.actor ? turnCards({ kinds: [SMR_OVERRUN_CARD.id], actorUuid: token.actor.uuid, when }).length : 0;
  const victims = entered.flatMap((step) => scene.tokens.contents.filter((t) => {
    const actor = t.actor;
    const unit = actor?.system;
    const at = t.id !== token.id ? hexOfToken(t, scene) : null;
    // IX-F, VIII-C.2: an enemy soldier on the ground; one in the air shares the hex unharmed
    return !!actor && unit instanceof UnitData && inOverrunPath({ kind: unit.kind, flying: isFlying(actor) }) && !!at && sameHex(at, step) && t.disposition !== token.disposition && !hasMarker(actor, "killed");
  }));
  for (const t of victims) {
    const actor = t.actor;
    const unit = actor?.system;
    if (!actor || !(unit instanceof UnitData)) continue;
    if (!mayOverrunAgain(vehicle.move, tried)) return;
    tried += 1;
    const markers = readMarkers(actor);
    const wounded = markerCount(markers, SMR_MARKER.wounded) > 0;
    // SMR-22: the soldier's side's initiative modifier counts in his roll
    const sideId = t.disposition === 1 ? "friendly" : t.disposition === -1 ? "hostile" : t.disposition === 0 ? "neutral" : "secret";
    const modifier = mods[sideId] ?? 0;
    const rolls: Roll[] = [];
    let die: number | null = null;
    if (!wounded) {
      const r = await rollFormula("1d6");
      rolls.push(r.roll);
      die = r.faces[0] ?? 1;
    }
    const escape = overrun(wounded, modifier, die ?? undefined);
    let markersOut: Record<string, number> = escape === "killed" ? { [SMR_MARKER.killed]: 1 } : {};
    let attack = null;
    if (escape === "runOver") {
      const dice = await Promise.all([rollFormula("1d6"), rollFormula("1d6"), rollFormula("1d6"), rollFormula("1d6")]);
      rolls.push(...dice.map((d) => d.roll));
      const [aim, armour, damage, toughness] = dice.map((d) => d.faces[0] ?? 1) as [number, number, number, number];
      attack = resolveAttack(OVERRUN_ATTACK, { kind: "soldier", armour: unit.armour, toughness: unit.toughness, column: unit.woundingColumn || defaultWoundingColumn(unit.race), wounded: false, airborne: false, supertank: false, walker: null }, { unitAim: 0, steadyAim: false, rearShot: false, elite: false, charging: false, cover: "none" }, { aim: [aim], armour, damage, toughness });
      markersOut = attackMarkers(attack);
    }
    const key = t.id ?? "";
    await postCard(SMR_OVERRUN_CARD, {
      actor: token.actor,
      rolls,
      context: overrunCardContext({ vehicleName: token.name ?? "", soldierName: t.name ?? "", die, modifier, outcome: escape, attack, targetKey: key, hasResult: Object.keys(markersOut).length > 0 }),
      targets: Object.keys(markersOut).length > 0 ? [{ key, actorUuid: actor.uuid, name: t.name ?? "", markers: markersOut, data: {} }] : [],
    });
  }
}
