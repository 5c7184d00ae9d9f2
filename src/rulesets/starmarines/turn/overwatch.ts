/**
 * Overwatch during the movement phases (VIII-E, IX-G, SMR-10), on the active GM's client: when a
 * unit's token moves, each enemy unit in Overwatch whose arc and weapon reach its new hex is offered
 * a shot, on a card whispered to its owners (Overwatch is hidden from the other side). A unit that
 * moves loses its Overwatch; so does one an enemy ends its move next to. The owner fires from the
 * card; the shot is marked so that the unit fires once a turn and not again in the combat phase.
 */
import { hasMarker } from "../actions/unit-markers";
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
import { ARC_DIRECTIONS } from "../rules/hex-facing";
import { overwatchChances, overwatchEndedBy, type Watcher } from "../view/overwatch";
import { SMR_OVERWATCH_CARD } from "../cards/overwatch";
import { facingOfToken, hexOfToken } from "../actions/board-hexes";
import { attackWith } from "../actions/attack";
import { isMovementPhase } from "./movement-phase";
import { movesOnBoard } from "../../../system/board";
import { combatantOf } from "../../../system/turn/combatant-of";


const has = hasMarker;

function watcherOf(token: TokenDocument.Implementation, scene: Scene.Implementation): Watcher | null {
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
  return { key: token.id ?? "", name: token.name ?? actor.name ?? "", side: token.disposition ?? 0, hex, facing: facingOfToken(token), kind: unit.kind, ready: has(actor, "overwatch") && !out, firedThisTurn: has(actor, "overwatchFired"), weapons };
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
  const mover = { side: token.disposition ?? 0, hex: moverHex };
  const watchers = combat.combatants.contents.flatMap((c) => {
    const t = c.token;
    return t && t.id !== token.id && t.parent === scene ? [watcherOf(t, scene)].filter((w): w is Watcher => w !== null) : [];
  });
  const chances = overwatchChances(mover, watchers);
  if (chances.length > 0) {
    const byKey = new Map(combat.combatants.contents.flatMap((c) => (c.token && c.actor ? [[c.token.id ?? "", c.actor] as const] : [])));
    const options = chances.map((ch) => ({ ...ch, actorUuid: byKey.get(ch.watcherKey)?.uuid ?? "", targetKey: token.id ?? "" }));
    const whisper = [...new Set([...options.flatMap((o) => (byKey.get(o.watcherKey) ? ownersOf(byKey.get(o.watcherKey)!) : [])), ...(game.users?.contents ?? []).filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : []))])];
    // each watcher called is a target of no result: the GM's record of whom the call let fire, at what, with what
    const targets = options.map((o) => ({ key: o.watcherKey, actorUuid: o.actorUuid, name: o.watcherName, markers: {}, data: { mover: o.targetKey, weaponId: o.weaponId } }));
    await postCard(SMR_OVERWATCH_CARD, { payload: { combat: combat.id ?? "", turn: position.turn }, context: { moverName: token.name ?? "", options }, targets, whisper });
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
