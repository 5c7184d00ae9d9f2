/**
 * The Starship Marine fire card (3.5): the shot's score against the score needed and its hits, with
 * an Apply for the designated target. A hit makes a person a casualty; on a robot it counts one hit
 * (3.7; several hits go on different figures, SSM-17, so one Apply marks one). The GM works the
 * result out again from what the card keeps and its d10, checks the line of fire on the board, and
 * lands only the weapon's first shot of the move (3.5), from a firer its markers did not bar as the
 * card was recorded (cards/firer-barred.ts).
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { facesOfRoll, refusedAsNull } from "../../../core/dice-replay";
import { inReach, resolveFire } from "../rules/fire";
import { SSM_MARKER } from "../rules/markers";
import { FIRE_RECORD } from "./fire-record";
import type { ReadonlySchemaValue } from "../../../system/cards/card-schema";
import { lineOfFireProblem } from "./line-of-fire";
import { actorFactsProblem, shotFigureProblem } from "./target-figure";
import { FIRED_THIS_MOVE, firedThisMove } from "./fired-this-move";
import { refuseBarredFirer } from "./firer-barred";

/** What one hit marks on the designated target. */
export function hitMarkers(robot: string): Record<string, number> {
  return robot === "" ? { [SSM_MARKER.casualty]: 1 } : { [SSM_MARKER.robotDamage]: 1 };
}

/**
 * SSM-2, SSM-17: a score of several hits puts one on the designated target and one on each of the
 * other figures picked, in order, a different figure each; hits beyond them are lost.
 */
export function extraHits(extra: readonly { readonly key: string; readonly robot: string }[], hits: number, designated: string): Record<string, { markers: Record<string, number>; data: { hits: number } }> {
  const seen = new Set([designated]);
  const out: Record<string, { markers: Record<string, number>; data: { hits: number } }> = {};
  for (const e of extra) {
    if (Object.keys(out).length >= hits - 1) break;
    if (e.key === "" || seen.has(e.key)) continue;
    seen.add(e.key);
    out[e.key] = { markers: hitMarkers(e.robot), data: { hits: 1 } };
  }
  return out;
}

/** The hits a card's shot scores, worked out again from its record and its one d10; null for none or a card that does not fit. */
export function shotHits(payload: ReadonlySchemaValue<typeof FIRE_RECORD>, dice: readonly { readonly formula: string; readonly faces: readonly number[] }[]): number | null {
  const face = facesOfRoll(dice[0], 10, 1)?.[0];
  if (face === undefined || dice.length !== 1 || payload.target.key === "") return null;
  const { key: _key, robot: _robot, ...target } = payload.target;
  if (refusedAsNull(() => inReach(payload.weapon, payload.rangeCm, payload.environment)) !== true) return null;
  const result = refusedAsNull(() => resolveFire({ weapon: payload.weapon, rangeCm: payload.rangeCm, firer: payload.firer, target }, face));
  return result && result.hits > 0 ? result.hits : null;
}

/** The refusal of a guided weapon's shot posted as a plain fire card. */
export const GUIDED_ONLY = "STARSKIRMISH.StarshipMarine.Fire.guidedOnly";

export const SSM_FIRE_CARD = defineCardKind({
  id: "ssmFire",
  ruleSet: "starship-marine",
  template: "starship-marine/cards/fire.hbs",
  payload: FIRE_RECORD,
  targetData: { hits: field.integer(0, 0) },
  buttons: ["applyResult", "ssmFirstFire"],
  derive({ payload, dice }) {
    const hits = shotHits(payload, dice);
    if (hits === null) return null;
    const { key, robot } = payload.target;
    return { [key]: { markers: hitMarkers(robot), data: { hits } }, ...extraHits(payload.extra, hits, key) };
  },
  // 3.5, 3.8: the shot must still stand on the board: a clear line of fire to the figure hit, and no
  // range shorter than it is; a guided weapon fires only through its own card (3.10); the firer must
  // be, on its sheet, the weapon and the class the card kept (3.5, 4.7, SSM-27); the figure hit must
  // be, on its sheet, what the card kept of it; and the weapon must not have fired before in the
  // move (cards/fired-this-move.ts)
  async confirm(input, { targetKey, messageId }) {
    const { payload, actorUuid } = input;
    // 3.10: a guided weapon is launched only with a spotter and its route (cards/apgw.ts); as a plain
    // shot it would skip both
    if (payload.weapon === "closeSupportApgw") return GUIDED_ONLY;
    const problem = lineOfFireProblem(actorUuid, payload.target.key, payload.rangeCm) ?? (targetKey === payload.target.key ? null : lineOfFireProblem(actorUuid, targetKey, 0, false));
    const facts = problem ?? (await actorFactsProblem(actorUuid, { weapon: payload.weapon, marine: payload.firer.marine, experience: payload.firer.experience })) ?? (await shotFigureProblem(payload, input.targets, targetKey));
    // 3.5, 3.10: each weapon fires once a move, in the move the GM's client recorded the card in
    return facts ?? (firedThisMove({ actorUuid, before: messageId }) ? FIRED_THIS_MOVE : null);
  },
  // 2.3, 3.2, 3.5, 3.7, 3.17: a firer its markers bar, as the GM's client records the card, lands nothing (cards/firer-barred.ts)
  recorded: async (card) => void (await refuseBarredFirer(card)),
});
