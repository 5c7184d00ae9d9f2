/**
 * Throwing a grenade from the figure sheet (Starship Marine 3.6): at the targeted figure as the
 * designated point; the range in cm from the board; the dialog asks whether the point is in line of
 * sight. The rules refuse robots, Raw crew, a figure its markers bar (rules/fire-bar.ts), out-of-
 * sight throws beyond 15 cm, and the environment's limits (4.1, 4.2). A real 1d6 for the throw
 * unless it is automatic, then a real 1d10 for each figure within 8 cm of the point; each one hit has
 * its own Apply through the GM. The card costs the squad its grenade on the GM's client (3.16,
 * cards/grenade-spend.ts).
 */
import { askForm } from "../../../system/form-dialog";
import { postCard } from "../../../system/cards/post-card";
import { actingToken, distanceBetweenPoints, tokensOnBoard, userTargets } from "../../../system/board";
import { rollFormula } from "../../../system/real-dice";
import { squadHasLeft } from "../turn/squad-record";
import { captureCanvasPoint } from "../../../system/canvas-point";
import { warn } from "../../../system/notify";
import { readMarkers } from "../../../system/markers/marker-store";
import { fireBar, fireBarReason } from "../rules/fire-bar";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { GRENADE_RADIUS_CM, grenadeEffect, resolveThrow, throwNeeds } from "../rules/grenades";
import { hitMarkers } from "../cards/fire";
import { SSM_GRENADE_CARD } from "../cards/grenade";
import { grenadeCardContext } from "../view/grenade-card";
import type { RobotKind } from "../rules/robots";
import { currentEnvironment } from "./environment-setting";

export async function throwGrenade(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (!(system instanceof FigureData)) return;
  const type = TROOP_TYPES[system.troopType];
  // 2.3, 3.2, 3.5, 3.17: a figure its markers bar throws nothing ("cannot fire or throw grenades at
  // all"); the GM's client asks the same as it records the card (cards/firer-barred.ts)
  const bar = fireBar(readMarkers(actor), { robot: type.robot !== null });
  if (bar) return warn(fireBarReason(bar));
  const own = actingToken(actor);
  if (!own) return warn("STARSKIRMISH.StarshipMarine.Fire.noToken");
  const targets = userTargets();
  if (targets.length > 1) return warn("STARSKIRMISH.StarshipMarine.Grenade.onePoint");
  // 3.6: at a targeted figure, or at open ground the thrower clicks
  const aimed = targets[0];
  const clicked = aimed ? null : await captureCanvasPoint("STARSKIRMISH.StarshipMarine.Grenade.clickToAim");
  if (!aimed && !clicked) return;
  const point = aimed ? { center: aimed.center, name: aimed.name } : { center: clicked!, name: game.i18n!.localize("STARSKIRMISH.StarshipMarine.Grenade.openGround") };
  const thrower = { robot: type.robot !== null, marine: type.marine, experience: type.marine && system.experience === "raw" ? "experienced" : system.experience, wounded: type.marine && system.wounded } as const;
  const rangeCm = distanceBetweenPoints(own.center, point.center);
  const environment = currentEnvironment();
  const raw = await askForm("starship-marine/dialogs/grenade.hbs", { pointName: point.name, rangeCm: Math.round(rangeCm * 10) / 10 }, { title: "STARSKIRMISH.StarshipMarine.Grenade.title", ok: "STARSKIRMISH.StarshipMarine.Grenade.throw" });
  if (!raw) return;
  const inSight = raw.inSight === true || raw.inSight === "on";
  const input = { rangeCm, inSight, thrower, environment };
  const needs = throwNeeds(input);
  if (!needs.allowed) return warn(`STARSKIRMISH.StarshipMarine.Grenade.refused.${needs.reason}`);
  // 3.16: the GM's client takes the grenade off the squad's record as the card is recorded
  // (cards/grenade-spend.ts); a squad with none left is told so here, before anything is rolled
  if (!squadHasLeft(own.document.id ?? "", "grenades")) return;
  const rolls: Roll[] = [];
  let d6: number | null = null;
  if (needs.needed > 0) {
    const r = await rollFormula("1d6");
    rolls.push(r.roll);
    d6 = r.faces[0] ?? 1;
  }
  const thrown = resolveThrow(input, d6);
  if (!thrown.allowed) return;
  const bonus = thrower.marine && thrower.experience === "veteran" ? 1 : 0;
  const inRadius = tokensOnBoard((t) => t.actor?.system instanceof FigureData && distanceBetweenPoints(t.center, point.center) <= GRENADE_RADIUS_CM + 1e-6);
  const victims = [];
  for (const t of inRadius) {
    const v = TROOP_TYPES[(t.actor!.system as FigureData).troopType];
    const r = await rollFormula("1d10");
    rolls.push(r.roll);
    const effect = grenadeEffect({ armoured: v.armoured, good: thrown.good, throwerBonus: bonus }, r.faces[0] ?? 1);
    const robot: RobotKind | "" = v.robot ?? "";
    victims.push({ token: t, key: t.document.id ?? "", armoured: v.armoured, robot, effect });
  }
  await postCard(SSM_GRENADE_CARD, {
    actor,
    rolls,
    payload: { ...input, aim: { sceneId: own.document.parent?.id ?? "", x: point.center.x, y: point.center.y }, victims: victims.map((v) => ({ key: v.key, armoured: v.armoured, robot: v.robot })) },
    context: grenadeCardContext({
      throwerName: actor.name ?? "",
      rangeCm,
      inSight,
      roll: thrown.roll,
      face: d6,
      needed: thrown.needed,
      good: thrown.good,
      victims: victims.map((v) => ({ key: v.key, name: v.token.name, score: v.effect.score, needed: v.effect.needed, hit: v.effect.hit })),
    }),
    targets: victims.filter((v) => v.effect.hit && v.token.actor).map((v) => ({ key: v.key, actorUuid: v.token.actor!.uuid, name: v.token.name, markers: hitMarkers(v.robot), data: {} })),
  });
}
