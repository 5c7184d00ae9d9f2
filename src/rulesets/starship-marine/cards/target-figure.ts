/**
 * On the GM's client at Apply, what a card kept of a figure hit from its sheet: its troop type's
 * armour and robot kind (fire 3.5, grenades 3.6, robots 3.7, APGW 3.10) and whether it is a veteran
 * marine (3.5). A player writes his own cards: a robot claimed a person takes a casualty where the
 * rules give one robot hit, and an armoured figure claimed unarmoured is hit more easily. Wounds
 * come and go in a fire step, so they are not held to the sheet. A card names each figure by its
 * token and lands on the actor it lists beside it, both written by the card's author: the two must
 * be one figure, or a shot checked against the token in sight would land on an actor anywhere. The
 * firer, thrower or fighter a card was posted for is held to its own sheet in the same way.
 */
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import type { RobotKind } from "../data/lists";
import { cardTargetActor, keyIsTokenOf } from "../../../system/cards/card-target-actor";

export const FIGURE_CHANGED = "STARSKIRMISH.StarshipMarine.Fire.figureChanged";
/** The card lands on another actor than the figure its key names. */
export const NOT_THE_FIGURE = "STARSKIRMISH.StarshipMarine.Fire.notTheFigure";
/** The figure the card was posted for is not, on its sheet, the firer, thrower or fighter it kept. */
export const ACTOR_CHANGED = "STARSKIRMISH.StarshipMarine.Fire.actorChanged";

/** Null when the actor a card lists for `targetKey` is the one the token of that key stands for. */
export function targetIsKeyedFigure(targets: readonly { readonly key: string; readonly actorUuid: string }[], targetKey: string): string | null {
  return keyIsTokenOf(targetKey, targets.find((t) => t.key === targetKey)?.actorUuid ?? "") ? null : NOT_THE_FIGURE;
}

/** What a card kept of the figure it was posted for: the weapon it fired (none for a throw) and its class; a fact it did not keep is not checked. */
export interface KeptActor {
  readonly weapon?: string;
  readonly robot?: boolean;
  readonly marine?: boolean;
  readonly experience?: string;
}

/**
 * Null when the figure a card was posted for is, on its sheet, what the card kept: its troop type's
 * weapon (3.5, 2.5), whether it is a robot or a Marine, and its experience as the rules read it (a
 * Raw Marine fires as Experienced, 4.7). Claiming a Veteran Marine's +1 (SSM-27, SSM-28) or an SCA
 * III the figure does not carry would change what the dice give.
 */
export async function actorFactsProblem(actorUuid: string, kept: KeptActor): Promise<string | null> {
  const actor = actorUuid ? await fromUuid<Actor.Implementation>(actorUuid) : null;
  if (!(actor instanceof Actor) || !(actor.system instanceof FigureData)) return ACTOR_CHANGED;
  const type = TROOP_TYPES[actor.system.troopType];
  const experience = type.marine && actor.system.experience === "raw" ? "experienced" : actor.system.experience;
  const held =
    (kept.weapon === undefined || kept.weapon === type.weapon) &&
    (kept.robot === undefined || kept.robot === (type.robot !== null)) &&
    (kept.marine === undefined || kept.marine === type.marine) &&
    (kept.experience === undefined || kept.experience === experience);
  return held ? null : ACTOR_CHANGED;
}

/** What a card kept of one figure; a fact it did not keep is not checked. */
export interface KeptFigure {
  readonly robot: RobotKind | "";
  readonly armoured?: boolean;
  readonly veteranMarine?: boolean;
}

/** Null when the figure of `targetKey` is, on its sheet, what the card kept of it. */
export async function figureFactsProblem(kept: KeptFigure | undefined, targets: readonly { readonly key: string; readonly actorUuid: string }[], targetKey: string): Promise<string | null> {
  if (!kept || !targets.some((t) => t.key === targetKey)) return FIGURE_CHANGED;
  // the key's token before the sheet: the kit's lookup finds no actor for a key that names another
  if (targetIsKeyedFigure(targets, targetKey)) return NOT_THE_FIGURE;
  const actor = await cardTargetActor(targets, targetKey);
  if (!(actor?.system instanceof FigureData)) return FIGURE_CHANGED;
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
 * is not held to the board. The first fighter is the figure the card was posted for (the sheet
 * fights its own token, actions/hand-to-hand.ts): a player fights with their own figures, not two of
 * the enemy's; and the loser the Apply lands on is the fighter's own actor.
 */
export function handToHandProblem(
  fighters: readonly [{ readonly key: string; readonly kind: string; readonly veteran: boolean }, { readonly key: string; readonly kind: string; readonly veteran: boolean }],
  actorUuid: string,
  targets: readonly { readonly key: string; readonly actorUuid: string }[],
  targetKey: string,
): string | null {
  if (!keyIsTokenOf(fighters[0].key, actorUuid)) return ACTOR_CHANGED;
  if (targetIsKeyedFigure(targets, targetKey)) return NOT_THE_FIGURE;
  for (const f of fighters) {
    const system = game.scenes?.find((s) => s.tokens.has(f.key))?.tokens.get(f.key)?.actor?.system;
    if (!(system instanceof FigureData)) return FIGURE_CHANGED;
    const type = TROOP_TYPES[system.troopType];
    if (f.kind !== type.handToHand || f.veteran !== (type.marine && system.experience === "veteran")) return FIGURE_CHANGED;
  }
  return null;
}
