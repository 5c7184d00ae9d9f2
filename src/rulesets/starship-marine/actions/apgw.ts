/**
 * Firing a guided weapon from a launcher's sheet (Starship Marine 2.5, 3.10, SSM-19): the close
 * support robot or Close Support Marine fires one missile a move at the one targeted figure, which a
 * living Marine with an SCA II or III on its side must see. The dialog offers the spotters who can,
 * nearest the target first, and the range as the straight line from the launcher, which the player
 * may lengthen for a route round corners but never shorten. A real 1d10 decides on the APGW line with
 * the spotter's experience; the card's Apply goes through the GM, who checks the board again.
 */
import { askForm } from "../../../system/form-dialog";
import { postCard } from "../../../system/cards/post-card";
import { actingToken, distanceBetween, userTargets, type TokenObject } from "../../../system/board";
import { wallInTheWay } from "../../../system/board-walls";
import { rollFormula } from "../../../system/real-dice";
import { warn } from "../../../system/notify";
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { inReach, resolveFire } from "../rules/fire";
import { SSM_MARKER } from "../rules/markers";
import { fireBar, fireBarReason } from "../rules/fire-bar";
import { SSM_APGW_CARD } from "../cards/apgw";
import { readCard } from "../../../system/cards/read-card";
import { hitMarkers } from "../cards/fire";
import { fireCardContext } from "../view/fire-card";
import { currentEnvironment } from "./environment-setting";
import { readFireFactors } from "./fire";
import { ecmCovers } from "../cards/ecm";
import { ssmPosition } from "../turn/move-position";

/** The figures on the launcher's side who may spot for it at the target: living Marines with an SCA II or III who see it (3.10). */
export function spottersFor(launcher: TokenObject, target: TokenObject): TokenObject[] {
  const scene = launcher.document.parent;
  const tokens = (canvas?.tokens?.placeables ?? []) as TokenObject[];
  return tokens
    .filter((t) => {
      const system = t.actor?.system;
      if (!(system instanceof FigureData) || !TROOP_TYPES[system.troopType].spotsApgw) return false;
      if (t.document.disposition !== launcher.document.disposition) return false;
      const markers = readMarkers(t.actor!);
      if (markerCount(markers, SSM_MARKER.casualty) > 0 || markerCount(markers, SSM_MARKER.surrendered) > 0) return false;
      return !scene || wallInTheWay(scene, t.center, target.center) === null;
    })
    .sort((a, b) => distanceBetween(a, target) - distanceBetween(b, target));
}

/** Whether this launcher has fired a missile this move already, as the chat shows it (3.10). */
function firedThisMove(actor: Actor.Implementation, move: number): boolean {
  return (game.messages?.contents ?? []).some((m) => {
    const card = readCard(m, SSM_APGW_CARD);
    return card !== null && card.actorUuid === actor.uuid && card.payload.move === move;
  });
}

export async function fireApgw(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (!(system instanceof FigureData) || TROOP_TYPES[system.troopType].weapon !== "closeSupportApgw") return;
  // 2.3, 3.2, 3.5, 3.7, 3.17: a launcher its markers bar launches nothing; the GM's client asks the
  // same as it records the card (cards/firer-barred.ts)
  const bar = fireBar(readMarkers(actor), { robot: TROOP_TYPES[system.troopType].robot !== null });
  if (bar) return warn(fireBarReason(bar));
  const own = actingToken(actor);
  if (!own) return warn("STARSKIRMISH.StarshipMarine.Fire.noToken");
  const move = ssmPosition()?.turn ?? 1;
  if (firedThisMove(actor, move)) return warn("STARSKIRMISH.StarshipMarine.Apgw.oneMissile");
  const targets = userTargets();
  if (targets.length !== 1) return warn("STARSKIRMISH.StarshipMarine.Fire.oneTarget");
  const targetToken = targets[0]!;
  const targetSystem = targetToken.actor?.system;
  if (!targetToken.actor || !(targetSystem instanceof FigureData)) return warn("STARSKIRMISH.StarshipMarine.Fire.notAFigure");
  const spotters = spottersFor(own, targetToken);
  if (spotters.length === 0) return warn("STARSKIRMISH.StarshipMarine.Apgw.noSpotter");
  // SSM-19: measured from the launcher; the straight line is the shortest the route can be
  const straight = Math.round(distanceBetween(own, targetToken) * 10) / 10;
  const scene = own.document.parent;
  const ecmFromBoard = scene ? ecmCovers(scene, targetToken.document) : false;
  const environment = currentEnvironment();
  if (!inReach("closeSupportApgw", straight, environment)) return warn("STARSKIRMISH.StarshipMarine.Fire.outOfReach", { range: Math.round(straight) });
  const raw = await askForm("starship-marine/dialogs/fire.hbs", {
    targetName: targetToken.name,
    rangeCm: straight,
    weaponLabel: "STARSKIRMISH.StarshipMarine.Weapon.closeSupportApgw",
    apgw: true,
    spotters: spotters.map((t) => ({ id: t.document.id, name: t.name })),
    nonTactical: markerCount(readMarkers(targetToken.actor), SSM_MARKER.nonTactical) > 0,
    ecmFromBoard,
  }, { title: "STARSKIRMISH.StarshipMarine.Apgw.dialogTitle", ok: "STARSKIRMISH.StarshipMarine.Apgw.action" });
  if (!raw) return;
  const answers = raw;
  const spotter = spotters.find((t) => t.document.id === answers.spotter) ?? spotters[0]!;
  const asked = Number(answers.rangeCm);
  const rangeCm = Number.isFinite(asked) && asked > straight ? Math.round(asked * 10) / 10 : straight;
  if (!inReach("closeSupportApgw", rangeCm, environment)) return warn("STARSKIRMISH.StarshipMarine.Fire.outOfReach", { range: Math.round(rangeCm) });
  const seer = spotter.actor!.system as FigureData;
  const firer = { marine: true, experience: seer.experience === "raw" ? "experienced" : seer.experience, wounded: seer.wounded } as const;
  const targetType = TROOP_TYPES[targetSystem.troopType];
  const target = {
    armoured: targetType.armoured,
    ...readFireFactors(raw),
    // SSM-10: what the board shows stands, whatever the box says
    ...(ecmFromBoard ? { ecm: true } : {}),
    wounded: targetType.marine && targetSystem.wounded,
    veteranMarine: targetType.marine && targetSystem.experience === "veteran",
  };
  const { roll, faces } = await rollFormula("1d10");
  const result = resolveFire({ weapon: "closeSupportApgw", rangeCm, firer, target }, faces[0] ?? 1);
  const key = targetToken.document.id ?? "target";
  const robot = targetType.robot ?? "";
  await postCard(SSM_APGW_CARD, {
    actor,
    rolls: [roll],
    payload: { weapon: "closeSupportApgw", rangeCm, environment, firer, target: { key, ...target, robot }, spotter: { tokenId: spotter.document.id ?? "", name: spotter.name }, move, extra: [] },
    context: { ...fireCardContext({ firerName: actor.name ?? "", targetName: targetToken.name, weapon: "closeSupportApgw", rangeCm, armoured: target.armoured, result, targetKey: key }), spotterName: spotter.name },
    targets: result.hits > 0 ? [{ key, actorUuid: targetToken.actor.uuid, name: targetToken.name, markers: hitMarkers(robot), data: { hits: result.hits } }] : [],
  });
}
