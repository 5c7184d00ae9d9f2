/**
 * Overwatch during the movement phases (VIII-E, IX-G, SMR-10), on the active GM's client: when a
 * unit's token moves, each enemy unit in Overwatch whose arc and weapon reach its new hex is offered
 * a shot, on a card whispered to its owners (Overwatch is hidden from the other side). A unit that
 * moves loses its Overwatch; so does one an enemy ends its move next to. A marker on a unit that moved
 * this turn, or that stands next to another enemy, is no Overwatch (VIII-E, SMR-10): the call offers it
 * no shot and tells its owners why. The owner fires from the card; the shot is marked so that the unit
 * fires once a turn and not again in the combat phase.
 */
import { hasMarker, isFlying } from "../actions/unit-markers";
import { terrainOf } from "../actions/board-range";
import type { Terrain } from "../rules/terrain";
import { allWeaponsLost } from "../actions/unit-marks";
import { markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { readPosition } from "../../../core/turn/index";
import { readStoredPosition } from "../../../system/turn/turn-flags";
import { postCard } from "../../../system/cards/post-card";
import { warn } from "../../../system/notify";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { UnitData } from "../models/unit-model";
import { vehicleOf } from "./aboard";
import { WeaponData } from "../models/weapon-model";
import { SMR_MARKER } from "../rules/markers";
import { SMR_TURN } from "../rules/sequence";
import { ARC_DIRECTIONS, hexDistance, type Hex } from "../rules/hex-facing";
import { overwatchBarred, overwatchChances, overwatchEndedBy, type Watcher } from "../view/overwatch";
import { overwatchBar } from "../rules/combat-extras";
import { SMR_OVERWATCH_CARD } from "../cards/overwatch";
import { facingOfToken, hexOfToken } from "../actions/board-hexes";
import { attackWith } from "../actions/attack";
import { isMovementPhase } from "./movement-phase";
import { movesOnBoard } from "../../../system/board";
import { combatantOf } from "../../../system/turn/combatant-of";


const has = hasMarker;

/** The most enemies the count needs: one is enough to bar Overwatch (rules/combat-extras.ts bounds it at six). */
const MOST_BESIDE = 6;

/**
 * VIII-E: the enemy units next to the watcher, the mover aside: the mover's own ending next to it
 * ends the Overwatch after the call (SMR-10), so a shot at it there is still offered. A killed unit
 * is no unit, and a token hidden from the board (a unit that left the map, VIII-H) stands nowhere.
 */
function enemiesBeside(token: TokenDocument.Implementation, hex: Hex, scene: Scene.Implementation, moverId: string): number {
  return scene.tokens.contents.filter((t) => {
    const at = t.id !== token.id && t.id !== moverId && !t.hidden && t.disposition !== token.disposition ? hexOfToken(t, scene) : null;
    return at !== null && t.actor?.system instanceof UnitData && !has(t.actor, "killed") && hexDistance(hex, at) <= 1;
  }).length;
}

function watcherOf(token: TokenDocument.Implementation, scene: Scene.Implementation, moverId: string, terrainAt: (hex: Hex) => Terrain): Watcher | null {
  const actor = token.actor;
  const unit = actor?.system;
  const hex = hexOfToken(token, scene);
  // VIII-G: nobody fires from inside a vehicle
  if (!actor || !(unit instanceof UnitData) || !hex || vehicleOf(token)) return null;
  // IX-B: a vehicle whose weapons are all lost has nothing to watch with
  const out = (["wounded", "broken", "killed", "vehicleDestroyed", "vehicleStunned", "vehicleDisarmed", "disarmed"] as const).some((k) => has(actor, k)) || allWeaponsLost(actor);
  const weapons = [...actor.items].flatMap((i) => {
    const w = i.system;
    return w instanceof WeaponData ? [{ id: i.id ?? "", name: i.name ?? "", reach: w.closeCombat ? 1 : w.range, arc: ARC_DIRECTIONS.filter((d) => w.arc[d]) }] : [];
  });
  // VIII-E, SMR-10: declared at the start of its movement phase, so not by a unit that moved this turn; never next to an enemy
  const barred = overwatchBar(has(actor, "moved"), Math.min(MOST_BESIDE, enemiesBeside(token, hex, scene, moverId)));
  return { key: token.id ?? "", name: token.name ?? actor.name ?? "", side: token.disposition ?? 0, hex, facing: facingOfToken(token), terrain: terrainAt(hex), flying: isFlying(actor), kind: unit.kind, ready: has(actor, "overwatch") && !out, firedThisTurn: has(actor, "overwatchFired"), barred, weapons };
}

async function clearOverwatch(actor: Actor.Implementation | null | undefined): Promise<void> {
  if (actor && has(actor, "overwatch")) await setMarkerCount(actor, markerDefinition(SMR_MARKER.overwatch)!, 0);
}

/** The users who own an actor, GMs aside (they see every whisper). */
function ownersOf(actor: Actor.Implementation): string[] {
  return (game.users?.contents ?? []).filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER")).flatMap((u) => (u.id ? [u.id] : []));
}

/** updateToken: a unit moved in a movement phase. */
export async function onUnitMoved(token: TokenDocument.Implementation, changed: { x?: unknown; y?: unknown }): Promise<void> {
  if (!game.user?.isActiveGM || !movesOnBoard(changed)) return;
  const combat = game.combat;
  const scene = token.parent;
  if (!combat || !scene || !combatantOf(token, combat)) return;
  const position = readPosition(SMR_TURN, readStoredPosition(combat, "smrPosition"));
  if (!isMovementPhase(position.phase)) return;
  const moverHex = hexOfToken(token, scene);
  if (!moverHex || !(token.actor?.system instanceof UnitData)) return;
  // VIII-G: a soldier carried inside a vehicle is no target of his own; the vehicle is
  if (vehicleOf(token)) return;
  // SMR-10: a unit in Overwatch that moves leaves it
  await clearOverwatch(token.actor);
  const terrainAt = terrainOf(scene);
  const mover = { side: token.disposition ?? 0, hex: moverHex, terrain: terrainAt(moverHex), flying: isFlying(token.actor) };
  const watchers = combat.combatants.contents.flatMap((c) => {
    const t = c.token;
    return t && t.id !== token.id && t.parent === scene ? [watcherOf(t, scene, token.id ?? "", terrainAt)].filter((w): w is Watcher => w !== null) : [];
  });
  const chances = overwatchChances(mover, watchers);
  // VIII-E, SMR-10: a watcher whose marker is no Overwatch now is told why, on the same whispered call
  const barred = overwatchBarred(mover, watchers).map((b) => ({ watcherName: b.watcherName, reason: `STARSKIRMISH.StarMarines.Overwatch.barred.${b.reason}`, watcherKey: b.watcherKey }));
  if (chances.length > 0 || barred.length > 0) {
    const byKey = new Map(combat.combatants.contents.flatMap((c) => (c.token && c.actor ? [[c.token.id ?? "", c.actor] as const] : [])));
    const options = chances.map((ch) => ({ ...ch, actorUuid: byKey.get(ch.watcherKey)?.uuid ?? "", targetKey: token.id ?? "" }));
    const told = [...options.map((o) => o.watcherKey), ...barred.map((b) => b.watcherKey)];
    const whisper = [...new Set([...told.flatMap((k) => (byKey.get(k) ? ownersOf(byKey.get(k)!) : [])), ...(game.users?.contents ?? []).filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : []))])];
    // each watcher called is a target of no result: the GM's record of whom the call let fire, at what, with what
    const targets = options.map((o) => ({ key: o.watcherKey, actorUuid: o.actorUuid, name: o.watcherName, markers: {}, data: { mover: o.targetKey, weaponId: o.weaponId } }));
    await postCard(SMR_OVERWATCH_CARD, { payload: { combat: combat.id ?? "", turn: position.turn }, context: { moverName: token.name ?? "", options, barred: barred.map(({ watcherName, reason }) => ({ watcherName, reason })) }, targets, whisper });
  }
  // SMR-10: an enemy that ends its move next to a unit in Overwatch ends it (the call above came first)
  for (const key of overwatchEndedBy(mover, watchers)) await clearOverwatch(scene.tokens.get(key)?.actor);
}

/**
 * The card's button: the watcher's owner fires at the mover, once this turn. The call is the GM's
 * (a player's own card of this kind calls nobody), and what the shot is (who fires, at whom, with
 * which weapon) is read from the call's targets, not from the button's markup. A call posted before
 * it recorded whom it called lists nobody: its buttons fire as they did then, answering no call,
 * so the GM's client judges the shot as it judges every plain shot (no flying target, IX-G).
 */
export async function onOverwatchFire({ card, message, button }: CardButtonContext<typeof SMR_OVERWATCH_CARD>): Promise<void> {
  if (!message.author?.isGM) return warn("STARSKIRMISH.StarMarines.Overwatch.notFromGm");
  const uuid = button.dataset.actorUuid ?? "";
  const recorded = card.targets.length > 0;
  const option = recorded ? card.targets.find((t) => t.actorUuid === uuid) : undefined;
  const actor = !recorded || option ? await fromUuid<Actor.Implementation>(uuid) : null;
  if (!(actor instanceof Actor) || !actor.isOwner) return warn("STARSKIRMISH.StarMarines.Overwatch.notYours");
  if (has(actor, "overwatchFired")) return warn("STARSKIRMISH.StarMarines.Overwatch.alreadyFired");
  const target = canvas?.tokens?.get((option ? option.data.mover : button.dataset.targetKey) ?? "");
  if (!target) return warn("STARSKIRMISH.StarMarines.Attack.noTarget");
  const weaponId = (option ? option.data.weaponId : button.dataset.weaponId) ?? "";
  const fired = await attackWith(actor, weaponId, { target, overwatch: true, answers: recorded ? message : null });
  if (fired) await setMarkerCount(actor, markerDefinition(SMR_MARKER.overwatchFired)!, 1);
}
