/**
 * On the GM's client at Apply, what a fire card kept of a figure hit from its sheet: its troop
 * type's armour and robot kind (3.5, 3.7) and whether it is a veteran marine (3.5). A player writes
 * his own cards: a robot claimed a person takes a casualty where the rules give one robot hit, and
 * an armoured figure claimed unarmoured is hit more easily. Wounds come and go in a fire step, so
 * they are not held to the sheet.
 */
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import type { RobotKind } from "../data/lists";

export const FIGURE_CHANGED = "STARSKIRMISH.StarshipMarine.Fire.figureChanged";

interface KeptFigures {
  readonly payload: {
    readonly target: { readonly key: string; readonly armoured: boolean; readonly veteranMarine: boolean; readonly robot: RobotKind | "" };
    readonly extra?: readonly { readonly key: string; readonly robot: RobotKind | "" }[];
  };
  readonly targets: readonly { readonly key: string; readonly actorUuid: string }[];
}

/** Null when the figure the Apply is for is, on its sheet, what the card kept of it. */
export async function targetFigureProblem({ payload, targets }: KeptFigures, targetKey: string): Promise<string | null> {
  const uuid = targets.find((t) => t.key === targetKey)?.actorUuid;
  const actor = uuid ? await fromUuid<Actor.Implementation>(uuid) : null;
  if (!(actor instanceof Actor) || !(actor.system instanceof FigureData)) return FIGURE_CHANGED;
  const type = TROOP_TYPES[actor.system.troopType];
  const robot = type.robot ?? "";
  const t = payload.target;
  if (targetKey === t.key) {
    const veteranMarine = type.marine && actor.system.experience === "veteran";
    return t.robot === robot && t.armoured === type.armoured && t.veteranMarine === veteranMarine ? null : FIGURE_CHANGED;
  }
  return payload.extra?.find((e) => e.key === targetKey)?.robot === robot ? null : FIGURE_CHANGED;
}
