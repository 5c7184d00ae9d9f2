/**
 * A broken unit's retreat at the table (VIII-H, SMR-11). Its owner asks from the sheet in its side's
 * movement phase (VII.2, VII.4); the GM's client works the retreat out from the rules, the board and the side's home edge,
 * moves the token, turns it toward its edge for free and spends its move. A unit that reaches its
 * edge leaves the map: its token is hidden and the unit is out of the game. A card says where it
 * went, or what stopped it: friends (it waits, still broken) or enemies (a morale check at -1 from
 * the sheet, VIII-H.3).
 */
import { askGm, defineGmRequest, readStringFields, type GmRequestResult } from "../../../system/gm-request/gm-request";
import { postCard } from "../../../system/cards/post-card";
import { sideOfDisposition } from "../../../system/turn/turn-initiative";
import { hexCellAt } from "../../../core/formation/hex";
import { hasMarker } from "./unit-markers";
import { UnitData } from "../models/unit-model";
import { rotationOf } from "../rules/hex-facing";
import { retreat, type MapSize } from "../rules/retreat";
import { facingOfToken, hexOfToken, topLeftOnHex } from "./board-hexes";
import { boardOf, moverOf, usedSoFar } from "../turn/move-plan";
import { RECORDED_MOVE_OPTION, setUnitMoves } from "../turn/unit-moves";
import { homeEdges } from "../turn/home-edges";
import { vehicleOf } from "../turn/aboard";
import { SMR_RETREAT_CARD } from "../cards/retreat";
import { movementPosition, phaseProblem } from "../turn/movement-phase";
import { ownTokenIds } from "../../../system/own-token";
import { combatantOf } from "../../../system/turn/combatant-of";

export interface RetreatRequest {
  readonly sceneId: string;
  readonly tokenId: string;
}

const refuse = (key: string): GmRequestResult => ({ ok: false, reason: `STARSKIRMISH.StarMarines.Retreat.${key}` });

/** The scene's map in offset hexes: those whose centres lie within the scene's rectangle. */
function mapOf(scene: Scene.Implementation): MapSize | null {
  const rect = canvas?.scene === scene ? canvas.dimensions?.sceneRect : null;
  const size = scene.grid.size;
  if (!rect || !(size > 0)) return null;
  const first = hexCellAt("hexOddQ", size, { x: rect.x + size / 2, y: rect.y + size / 2 });
  const last = hexCellAt("hexOddQ", size, { x: rect.x + rect.width - size / 2, y: rect.y + rect.height - size / 2 });
  return { firstColumn: first.j, lastColumn: last.j, firstRow: first.i, lastRow: last.i };
}

async function carryOut(req: RetreatRequest, requester: User.Implementation): Promise<GmRequestResult> {
  const scene = game.scenes?.get(req.sceneId);
  const token = scene?.tokens.get(req.tokenId);
  const actor = token?.actor;
  if (!scene || !token || !actor || !(actor.system instanceof UnitData)) return refuse("gone");
  if (!actor.testUserPermission(requester, "OWNER")) return refuse("notYours");
  if (!hasMarker(actor, "broken")) return refuse("notBroken");
  if (hasMarker(actor, "wounded") || vehicleOf(token)) return refuse("cannotMove");
  const combat = game.combat;
  const position = movementPosition(combat);
  if (!combat || !position) return refuse("notMoving");
  // the unit retreats on the battle's board: the token the combat's combatant stands for (v13 reads
  // Combatant#token on the combatant's own scene), not a token of the same actor, or of the same id,
  // on another scene, where no move of it is recorded
  if (combatantOf(token, combat)?.token !== token) return refuse("notInCombat");
  // VIII-H: the retreat is the broken unit's move at full speed, made in its side's own movement
  // phase as every move is (VII.2, VII.4): in the other side's it would be a second move that turn
  if (phaseProblem(combat, token) === "notYourPhase") return refuse("notYourPhase");
  if (usedSoFar(token, position.turn, position.phase).spent > 0) return refuse("alreadyMoved");
  const side = sideOfDisposition(token.disposition ?? 0);
  const edge = side ? homeEdges(combat)[side] : undefined;
  if (!edge) return refuse("noEdge");
  const start = hexOfToken(token, scene);
  const map = mapOf(scene);
  if (!start || !map) return refuse("gone");
  const result = retreat(moverOf(actor, actor.system), start, facingOfToken(token), edge, boardOf(scene, token), map);
  const end = result.path.at(-1) ?? start;
  // VIII-H: the retreat is its whole move this phase, however far it got
  await setUnitMoves(token, position, Math.max(result.spent, actor.system.move), 0);
  // the move is recorded above: the GM's recorder leaves it (turn/move-record.ts)
  const recorded: Record<string, unknown> = { [RECORDED_MOVE_OPTION]: true };
  await token.update({ ...topLeftOnHex(token, scene, end), rotation: rotationOf(result.facing), ...(result.offMap ? { hidden: true } : {}) }, recorded);
  const outcome = result.offMap ? "offMap" : result.blockedBy ?? "moved";
  await postCard(SMR_RETREAT_CARD, { context: { name: token.name ?? actor.name ?? "", hexes: result.path.length, spent: result.spent, edgeLabel: `STARSKIRMISH.StarMarines.Retreat.Edge.${edge}`, outcomeLabel: `STARSKIRMISH.StarMarines.Retreat.outcome.${outcome}` } });
  return { ok: true };
}

export const RETREAT_REQUEST = defineGmRequest<RetreatRequest>({
  name: "smrRetreat",
  read: (data) => readStringFields(data, ["sceneId", "tokenId"]),
  run: carryOut,
});

/** The sheet's Retreat: asks the GM to move the broken unit; true when it was moved. */
export async function retreatUnit(actor: Actor.Implementation): Promise<boolean> {
  const ids = ownTokenIds(actor, "STARSKIRMISH.StarMarines.Attack.noToken");
  return ids ? askGm(RETREAT_REQUEST, { sceneId: ids.sceneId, tokenId: ids.tokenId }) : false;
}
