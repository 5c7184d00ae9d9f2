/**
 * A scatter roll on demand (X Scatter Diagram, SMR-21): a real 1d6 from the unit's token, one hex in
 * the numbered direction, 1 being the unit's facing and the numbers running clockwise. No rule
 * applies it to an attack; the card names the side of the unit it points to, for the GM to use.
 */
import { actingToken } from "../../../system/board";
import { rollFormula } from "../../../system/real-dice";
import { postCard } from "../../../system/cards/post-card";
import { warn } from "../../../system/notify";
import { UnitData } from "../models/unit-model";
import { ARC_DIRECTIONS } from "../rules/hex-facing";
import { SMR_SCATTER_CARD } from "../cards/scatter";
import { hexOfToken } from "./board-hexes";

export async function rollScatter(actor: Actor.Implementation): Promise<void> {
  if (!(actor.system instanceof UnitData)) return;
  const token = actingToken(actor)?.document;
  const scene = token?.parent;
  const hex = token && scene ? hexOfToken(token, scene) : null;
  if (!token || !hex) return warn("STARSKIRMISH.StarMarines.Attack.noToken");
  const { roll, faces } = await rollFormula("1d6");
  const die = faces[0] ?? 1;
  await postCard(SMR_SCATTER_CARD, {
    actor,
    rolls: [roll],
    context: { name: token.name ?? actor.name ?? "", die, directionLabel: `STARSKIRMISH.StarMarines.Arc.${ARC_DIRECTIONS[die - 1]}` },
  });
}
