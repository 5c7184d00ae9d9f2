/**
 * The SuperCharge card (Starship Marine 3.9, SSM-20, SSM-28): the blast of a SuperCharge set off
 * against an inner wall, everyone within 5 cm rolling 1d10 as for a well-thrown grenade, the Veteran
 * who placed it adding his +1. The GM's client sets it off and posts the card; at Apply it works each
 * figure's result out again from the card's dice and checks the wall records this blast, by this card.
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { facesOfRoll } from "../../../core/dice-replay";
import { grenadeEffect } from "../rules/grenades";
import { ROBOT_KINDS } from "../rules/robots";
import { hitMarkers } from "./fire";
import { readFlag } from "../../../system/flags";

declare module "../../../system/flags" {
  interface WallFlags {
    /** Starship Marine 3.9: a SuperCharge set against the wall, its blast and its hole. */
    ssmSuperCharge?: SuperChargeRecord;
  }
}

export const SUPERCHARGE_RECORD = {
  sceneId: field.string(),
  wallId: field.string(),
  move: field.integer(1, 1, 100_000),
  /** SSM-28: the Veteran Marine who placed it adds 1 to each effect roll. */
  bonus: field.integer(0, 0, 1),
  victims: field.array(field.object({ key: field.string(), armoured: field.boolean(), robot: field.optionalChoice(ROBOT_KINDS) }), undefined, 100),
};

export const SSM_SUPERCHARGE_CARD = defineCardKind({
  id: "ssmSuperCharge",
  ruleSet: "starship-marine",
  template: "starship-marine/cards/supercharge.hbs",
  payload: SUPERCHARGE_RECORD,
  buttons: ["applyResult"],
  derive({ payload, dice }) {
    // one roll of a d10 for each figure in the blast, in the order the victims are listed
    const count = payload.victims.length;
    if (dice.length !== (count > 0 ? 1 : 0)) return null;
    const faces = count > 0 ? facesOfRoll(dice[0], 10, count) : [];
    if (!faces) return null;
    const out: Record<string, { markers: Record<string, number>; data: Record<string, never> }> = {};
    for (const [i, v] of payload.victims.entries()) {
      const face = faces[i];
      if (face === undefined || v.key === "") return null;
      // SSM-20: placed, not thrown, and ten door charges strong: the good throw's column
      if (grenadeEffect({ armoured: v.armoured, good: true, throwerBonus: payload.bonus }, face).hit) out[v.key] = { markers: hitMarkers(v.robot), data: {} };
    }
    return out;
  },
  async confirm({ payload }, { messageId }) {
    const wall = game.scenes?.get(payload.sceneId)?.walls.get(payload.wallId);
    const charge = wall ? readSuperCharge(readFlag(wall, "Wall", "ssmSuperCharge")) : null;
    return charge && charge.blownMove === payload.move && charge.card === messageId ? null : "STARSKIRMISH.StarshipMarine.SuperCharge.notRecorded";
  },
});

export interface SuperChargeRecord {
  readonly placedMove: number;
  readonly actorUuid: string;
  readonly by: string;
  /** Where it sits on the wall, in scene pixels. */
  readonly x: number;
  readonly y: number;
  /** The move it went off in; 0 while it waits. */
  readonly blownMove: number;
  /** The card that told its blast. */
  readonly card: string;
  /** The hole has been opened in the wall (step l). */
  readonly holed: boolean;
}

const whole = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 100_000 ? v : null);

/** A SuperCharge on a wall as stored, or null for none or a malformed one. */
export function readSuperCharge(stored: unknown): SuperChargeRecord | null {
  if (typeof stored !== "object" || stored === null) return null;
  const s = stored as Record<string, unknown>;
  const placedMove = whole(s.placedMove);
  if (placedMove === null || typeof s.actorUuid !== "string" || !Number.isFinite(s.x) || !Number.isFinite(s.y)) return null;
  return { placedMove, actorUuid: s.actorUuid, by: typeof s.by === "string" ? s.by : "", x: Number(s.x), y: Number(s.y), blownMove: whole(s.blownMove) ?? 0, card: typeof s.card === "string" ? s.card : "", holed: s.holed === true };
}
