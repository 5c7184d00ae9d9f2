/**
 * Vehicle overruns (IX-F, VIII-C.5, SMR-22), on the active GM's client: when a large ground vehicle's
 * token moves onto an enemy soldier, the soldier rolls 1d6 plus his side's initiative modifier and
 * gets out of the way on 3 or more; otherwise he suffers an attack of armour-pierce 3 and damage 5.
 * A soldier already wounded is killed without a roll. The GM rolls every die, and the card's Apply
 * lands the result.
 */
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { rollFormula } from "../../../system/real-dice";
import { postCard } from "../../../system/cards/post-card";
import { UnitData } from "../models/unit-model";
import { SMR_MARKER } from "../rules/markers";
import { defaultWoundingColumn } from "../rules/races";
import { sameHex } from "../rules/hex-facing";
import { canOverrun, overrun, OVERRUN_ATTACK } from "../rules/combat-extras";
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
  for (const t of scene.tokens.contents) {
    const actor = t.actor;
    const unit = actor?.system;
    const at = t.id !== token.id ? hexOfToken(t, scene) : null;
    if (!actor || !(unit instanceof UnitData) || unit.kind !== "soldier" || !at || !sameHex(at, hex) || t.disposition === token.disposition) continue;
    const markers = readMarkers(actor);
    if (markerCount(markers, SMR_MARKER.killed) > 0) continue;
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
