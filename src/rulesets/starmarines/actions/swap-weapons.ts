/**
 * Swapping weapons at the table (VIII-I): the player targets a wounded soldier of the same army next
 * to their own and asks, from the sheet; the GM's client checks the pair on the board and the move unit
 * it costs, then exchanges the two soldiers' weapons and spends the unit on the swapper's move.
 * A move unit is spent in the unit's own side's movement phase and no other (VII.2, VII.4), so the
 * swap is refused in the other side's, as a move of the unit there would be (turn/movement-phase.ts).
 * The same army is read as the same side and the same race ("soldiers cannot use weapons from other
 * armies"); whether the swapper can use them is the GM's to judge. IV-h's Disarmed marker says a
 * soldier has no weapon, so it changes hands with the weapons (our reading): a disarmed soldier who
 * takes a wounded comrade's weapons is armed again, and the comrade left with none is disarmed. The
 * GM's client moves it here, as in a battle only the GM's client takes it off (rules/markers.ts KEPT).
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { userTargets } from "../../../system/board";
import { warn } from "../../../system/notify";
import { hasMarker } from "./unit-markers";
import { markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { SMR_MARKER } from "../rules/markers";
import { UnitData } from "../models/unit-model";
import { WeaponData } from "../models/weapon-model";
import { SWAP_COST } from "../rules/combat-extras";
import { swapProblem } from "../rules/swap-weapons";
import { hexDistance } from "../rules/hex-facing";
import { hexOfToken } from "./board-hexes";
import { usedSoFar } from "../turn/move-plan";
import { setUnitMoves } from "../turn/unit-moves";
import { moveAllowance } from "../rules/movement";
import { movementPosition, phaseProblem } from "../turn/movement-phase";
import { ownTokenIds } from "../../../system/own-token";
import { combatantOf } from "../../../system/turn/combatant-of";

export interface SwapRequest {
  readonly sceneId: string;
  readonly tokenId: string;
  readonly partnerTokenId: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.StarMarines.Swap.${key}` });

/**
 * IV-h, VIII-I: each soldier now carries what the other did, and so each takes the other's Disarmed
 * marker (our reading: the marker says "no weapon", and the weapons changed hands). Read from the
 * markers as they stand on the GM's client, never from the request.
 */
async function swapDisarmed(actor: Actor.Implementation, other: Actor.Implementation): Promise<void> {
  const mine = hasMarker(actor, "disarmed");
  const theirs = hasMarker(other, "disarmed");
  const def = markerDefinition(SMR_MARKER.disarmed);
  if (mine === theirs || !def) return;
  await setMarkerCount(actor, def, theirs ? 1 : 0);
  await setMarkerCount(other, def, mine ? 1 : 0);
}

async function carryOut(req: SwapRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const scene = game.scenes?.get(req.sceneId);
  const token = scene?.tokens.get(req.tokenId);
  const partner = scene?.tokens.get(req.partnerTokenId);
  const actor = token?.actor;
  const other = partner?.actor;
  if (!scene || !token || !partner || !actor || !other || !(actor.system instanceof UnitData) || !(other.system instanceof UnitData)) return refuse("gone");
  if (!actor.testUserPermission(requester, "OWNER")) return refuse("notYours");
  // VIII-I: it costs a move unit, so it is done in the soldier's movement phase: a movement phase,
  // and its side's own (VII.2, VII.4; whose it is cannot be told before the turn's initiative is rolled)
  const combat = game.combat;
  const position = movementPosition(combat);
  if (!combat || !position) return refuse("notMoving");
  // VIII-I: the pair stands next to each other on the battle's board: the swapper is the token the
  // combat's combatant stands for (v13 reads Combatant#token on the combatant's own scene), not a
  // token of the same actor on another scene, where its move units are not counted (the partner is
  // on the swapper's scene, above)
  if (combatantOf(token, combat)?.token !== token) return refuse("notInCombat");
  if (phaseProblem(combat, token) === "notYourPhase") return refuse("notYourPhase");
  if ((["killed", "wounded", "broken"] as const).some((k) => hasMarker(actor, k))) return refuse("outOfAction");
  const here = hexOfToken(token, scene);
  const there = hexOfToken(partner, scene);
  const used = usedSoFar(token, position.turn, position.phase);
  const problem = swapProblem({
    soldier: actor.system.kind === "soldier",
    partnerSoldier: other.system.kind === "soldier",
    partnerWounded: hasMarker(other, "wounded") && !hasMarker(other, "killed"),
    sameArmy: partner.disposition === token.disposition && other.system.race === actor.system.race,
    adjacent: here !== null && there !== null && hexDistance(here, there) === 1,
    unitsLeft: Math.max(0, moveAllowance({ kind: actor.system.kind, move: actor.system.move, charging: hasMarker(actor, "charged") }) - used.spent),
  });
  if (problem) return { ok: false, reason: `STARSKIRMISH.StarMarines.Swap.problem.${problem}` };
  const weaponsOf = (a: Actor.Implementation) => [...a.items].filter((i) => i.system instanceof WeaponData);
  const mine = weaponsOf(actor);
  const theirs = weaponsOf(other);
  const copy = (items: Item.Implementation[]) => items.map((i) => {
    const { _id: _dropped, ...data } = i.toObject();
    return data;
  });
  await actor.createEmbeddedDocuments("Item", copy(theirs));
  await other.createEmbeddedDocuments("Item", copy(mine));
  await actor.deleteEmbeddedDocuments("Item", mine.map((i) => i.id ?? ""));
  await other.deleteEmbeddedDocuments("Item", theirs.map((i) => i.id ?? ""));
  await swapDisarmed(actor, other);
  await setUnitMoves(token, position, used.spent + SWAP_COST, used.turns);
  return { ok: true };
}

export const SWAP_REQUEST = defineGmRequest<SwapRequest>({
  name: "smrSwapWeapons",
  read: (data) => readStringFields(data, ["sceneId", "tokenId", "partnerTokenId"]),
  run: carryOut,
});

/** The sheet's Swap weapons: with the targeted wounded comrade; true when the GM made the swap. */
export async function swapWeapons(actor: Actor.Implementation): Promise<boolean> {
  const ids = ownTokenIds(actor, "STARSKIRMISH.StarMarines.Attack.noToken");
  if (!ids) return false;
  const partner = userTargets().find((t) => t !== ids.own && t.actor?.system instanceof UnitData);
  if (!partner) {
    warn(`STARSKIRMISH.StarMarines.Swap.noTarget`);
    return false;
  }
  return askGm(SWAP_REQUEST, { sceneId: ids.sceneId, tokenId: ids.tokenId, partnerTokenId: partner.document.id ?? "" });
}
