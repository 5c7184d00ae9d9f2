/**
 * On the GM's client at Apply, what a card kept of a figure hit from its sheet: its troop type's
 * armour and robot kind (fire 3.5, grenades 3.6, robots 3.7, APGW 3.10) and whether it is a veteran
 * marine (3.5). A player writes his own cards: a robot claimed a person takes a casualty where the
 * rules give one robot hit, and an armoured figure claimed unarmoured is hit more easily. Wounds
 * come and go in a fire step, so they are not held to the sheet.
 */
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import type { RobotKind } from "../data/lists";
import { cardTargetActor } from "../../../system/cards/card-target-actor";

export const FIGURE_CHANGED = "STARSKIRMISH.StarshipMarine.Fire.figureChanged";

/** What a card kept of one figure; a fact it did not keep is not checked. */
export interface KeptFigure {
  readonly robot: RobotKind | "";
  readonly armoured?: boolean;
  readonly veteranMarine?: boolean;
}

/** Null when the figure of `targetKey` is, on its sheet, what the card kept of it. */
export async function figureFactsProblem(kept: KeptFigure | undefined, targets: readonly { readonly key: string; readonly actorUuid: string }[], targetKey: string): Promise<string | null> {
  const actor = kept ? await cardTargetActor(targets, targetKey) : null;
  if (!kept || !(actor?.system instanceof FigureData)) return FIGURE_CHANGED;
  const type = TROOP_TYPES[actor.system.troopType];
  const held =
    kept.robot === (type.robot ?? "") &&
    (kept.armoured === undefined || kept.armoured === type.armoured) &&
    (kept.veteranMarine === undefined || kept.veteranMarine === (type.marine && actor.system.experience === "veteran"));
  return held ? null : FIGURE_CHANGED;
}

/** A shot's figure hit: the designated target, or one taking an extra hit (SSM-17), held to its robot kind. */
export function shotFigureProblem(
  payload: { readonly target: KeptFigure & { readonly key: string }; readonly extra?: readonly { readonly key: string; readonly robot: RobotKind | "" }[] },
  targets: readonly { readonly key: string; readonly actorUuid: string }[],
  targetKey: string,
): Promise<string | null> {
  const kept = targetKey === payload.target.key ? payload.target : payload.extra?.find((e) => e.key === targetKey);
  return figureFactsProblem(kept, targets, targetKey);
}

/**
 * Hand to hand (3.15): both fighters are on the board, and each is, on its sheet, the kind of
 * fighter and the veteran or not the card kept. A fighter claimed a robot with no close combat, or
 * a veteran he is not, changes who wins. Who touches whom may change once the loser falls, so it
 * is not held to the board.
 */
export function handToHandProblem(fighters: readonly { readonly key: string; readonly kind: string; readonly veteran: boolean }[]): string | null {
  for (const f of fighters) {
    const system = game.scenes?.find((s) => s.tokens.has(f.key))?.tokens.get(f.key)?.actor?.system;
    if (!(system instanceof FigureData)) return FIGURE_CHANGED;
    const type = TROOP_TYPES[system.troopType];
    if (f.kind !== type.handToHand || f.veteran !== (type.marine && system.experience === "veteran")) return FIGURE_CHANGED;
  }
  return null;
}
