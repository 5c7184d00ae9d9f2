/**
 * Hand to hand from the figure sheet (Starship Marine 3.15): the figure's token and the one targeted
 * enemy must touch (their bases, as wide as their tokens); each fighter's enemies touching
 * him are counted from the board for outnumbering (SSM-26); the dialog asks who is unarmed or
 * surprised. Two real 1d10s decide; the loser's casualty goes through the GM.
 */
import { askForm } from "../../../system/form-dialog";
import { postCard } from "../../../system/cards/post-card";
import { actingToken, tokensOnBoard, userTargets, type TokenObject } from "../../../system/board";
import { basesTouch } from "../../../system/board-walls";
import { rollFormula } from "../../../system/real-dice";
import { warn } from "../../../system/notify";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { resolveHandToHand, type Fighter } from "../rules/hand-to-hand";
import { CASUALTY, SSM_HAND_TO_HAND_CARD } from "../cards/hand-to-hand";
import { handToHandCardContext } from "../view/hand-to-hand-card";

/** 3.15: "all figures involved must be touching": their bases, as the tokens on the board show them. */
function touching(a: TokenObject, b: TokenObject): boolean {
  const scene = a.document.parent;
  return scene !== null && scene === b.document.parent && basesTouch(a.document, b.document, scene);
}

/** Enemies (other disposition) touching a token. */
function enemiesTouching(token: TokenObject): number {
  return tokensOnBoard().filter((t) => t !== token && t.document.disposition !== token.document.disposition && touching(t, token)).length;
}

function fighterOf(token: TokenObject, unarmed: boolean): Fighter | null {
  const system = token.actor?.system;
  if (!(system instanceof FigureData)) return null;
  const type = TROOP_TYPES[system.troopType];
  return { kind: type.handToHand, unarmed, veteran: type.marine && system.experience === "veteran", enemiesTouching: Math.max(1, enemiesTouching(token)) };
}

export async function fightHandToHand(actor: Actor.Implementation): Promise<void> {
  const own = actingToken(actor);
  if (!own) return warn("STARSKIRMISH.StarshipMarine.Fire.noToken");
  const targets = userTargets();
  if (targets.length !== 1) return warn("STARSKIRMISH.StarshipMarine.Fire.oneTarget");
  const foe = targets[0]!;
  if (!touching(own, foe)) return warn("STARSKIRMISH.StarshipMarine.HandToHand.notTouching");
  const raw = await askForm("starship-marine/dialogs/hand-to-hand.hbs", { ownName: own.name, foeName: foe.name }, { title: "STARSKIRMISH.StarshipMarine.HandToHand.title", ok: "STARSKIRMISH.StarshipMarine.HandToHand.fight" });
  if (!raw) return;
  const answers = raw;
  const a = fighterOf(own, answers.ownUnarmed === true);
  const b = fighterOf(foe, answers.foeUnarmed === true);
  if (!a || !b) return warn("STARSKIRMISH.StarshipMarine.Fire.notAFigure");
  const first = await rollFormula("1d10");
  const second = await rollFormula("1d10");
  const faces: [number, number] = [first.faces[0] ?? 1, second.faces[0] ?? 1];
  const result = resolveHandToHand(a, b, faces);
  const ownKey = own.document.id ?? "a";
  const foeKey = foe.document.id ?? "b";
  const context = handToHandCardContext({ name: own.name, key: ownKey, fighter: a, face: faces[0] }, { name: foe.name, key: foeKey, fighter: b, face: faces[1] }, result);
  const loser = result.winner === "a" ? foe : result.winner === "b" ? own : null;
  await postCard(SSM_HAND_TO_HAND_CARD, {
    actor,
    rolls: [first.roll, second.roll],
    payload: { a: { key: ownKey, ...a }, b: { key: foeKey, ...b } },
    context,
    targets: loser?.actor ? [{ key: loser.document.id ?? "", actorUuid: loser.actor.uuid, name: loser.name, markers: CASUALTY, data: {} }] : [],
  });
}
