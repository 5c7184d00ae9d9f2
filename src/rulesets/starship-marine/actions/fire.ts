/**
 * The fire action (Starship Marine 3.5): the figure's controlled or only token fires its troop
 * type's weapon at the one targeted figure; the range in cm comes from the board, the target's
 * armour, wound and experience from its sheet, and the dialog asks the factors only the table can
 * tell. A real 1d10 decides; the card carries an Apply for the GM when the shot hits.
 */
import { askForm } from "../../../system/form-dialog";
import { postCard } from "../../../system/cards/post-card";
import { actingToken, distanceBetween, userTargets, type TokenObject } from "../../../system/board";
import { readCard } from "../../../system/cards/read-card";
import { SSM_APGW_CARD } from "../cards/apgw";
import { testsWhenFiredOn } from "../view/morale-prompt";
import { privateOutOfCommand } from "../turn/command-distance";
import { wallInTheWay } from "../../../system/board-walls";
import { rollFormula } from "../../../system/real-dice";
import { warn } from "../../../system/notify";
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { inReach, mayFire, resolveFire, type FireInput } from "../rules/fire";
import { SSM_MARKER } from "../rules/markers";
import { fireBar, fireBarReason } from "../rules/fire-bar";
import { extraHits, hitMarkers, SSM_FIRE_CARD } from "../cards/fire";
import { MAX_EXTRA_TARGETS } from "../cards/fire-record";
import { fireCardContext } from "../view/fire-card";
import { currentEnvironment } from "./environment-setting";
import { fireApgw } from "./apgw";
import { turnNow } from "../../../system/ledger/turn-cards";
import { FIRED_THIS_MOVE, firedThisMove } from "../cards/fired-this-move";

const FACTOR_BOXES = ["partiallyConcealed", "disappearing", "nonTactical", "bunched", "ecm"] as const;

/** The dialog's ticked factors; anything else reads as not ticked. */
export function readFireFactors(raw: unknown): Record<(typeof FACTOR_BOXES)[number], boolean> {
  const d = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  return Object.fromEntries(FACTOR_BOXES.map((k) => [k, d[k] === true || d[k] === "on"])) as Record<(typeof FACTOR_BOXES)[number], boolean>;
}

/**
 * 3.14 a: whether this shot puts a figure that tests morale under fire for the first time in the
 * action: no fire card in the chat has aimed at its token before. A Marine private tests only when out
 * of command at that moment (3.3).
 */
export function firstUnderFire(token: TokenObject): boolean {
  const system = token.actor?.system;
  if (!(system instanceof FigureData) || !testsWhenFiredOn(system.troopType, system.experience, privateOutOfCommand(token))) return false;
  const key = token.document.id ?? "";
  return !(game.messages?.contents ?? []).some((m) => {
    const card = readCard(m, SSM_FIRE_CARD) ?? readCard(m, SSM_APGW_CARD);
    return card !== null && (card.payload.target.key === key || card.payload.extra.some((e) => e.key === key));
  });
}

export async function fireFigure(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (!(system instanceof FigureData)) return;
  const type = TROOP_TYPES[system.troopType];
  if (!type.weapon) return warn("STARSKIRMISH.StarshipMarine.Fire.noWeapon");
  // 3.10: a guided weapon needs a spotter and fires round corners; its own flow
  if (type.weapon === "closeSupportApgw") return fireApgw(actor);
  // 2.3, 3.2, 3.5, 3.7, 3.17: a figure its markers bar fires nothing; the GM's client asks the same
  // as it records the card (cards/firer-barred.ts)
  const bar = fireBar(readMarkers(actor), { robot: type.robot !== null });
  if (bar) return warn(fireBarReason(bar));
  const firer = { marine: type.marine, experience: type.marine && system.experience === "raw" ? "experienced" : system.experience, wounded: type.marine && system.wounded } as const;
  if (type.nonCombatant || !mayFire(firer)) return warn("STARSKIRMISH.StarshipMarine.Fire.nonCombatant");
  const own = actingToken(actor);
  if (!own) return warn("STARSKIRMISH.StarshipMarine.Fire.noToken");
  // 3.5: the weapon fires once a move; the GM's client judges it from its ledger, read here before the die falls
  const when = turnNow();
  if (when && firedThisMove({ actorUuid: actor.uuid, when })) return warn(FIRED_THIS_MOVE);
  const targets = userTargets();
  if (targets.length === 0) return warn("STARSKIRMISH.StarshipMarine.Fire.oneTarget");
  // the first figure targeted is the designated target; the others, in order, may take extra hits (SSM-17)
  const targetToken = targets[0]!;
  const targetSystem = targetToken.actor?.system;
  if (!targetToken.actor || !(targetSystem instanceof FigureData)) return warn("STARSKIRMISH.StarshipMarine.Fire.notAFigure");
  const targetType = TROOP_TYPES[targetSystem.troopType];
  // 3.8: no fire through a wall or a closed door
  const scene = own.document.parent;
  if (scene && wallInTheWay(scene, own.center, targetToken.center)) return warn("STARSKIRMISH.StarshipMarine.Fire.wallInTheWay");
  const rangeCm = distanceBetween(own, targetToken);
  const environment = currentEnvironment();
  if (!inReach(type.weapon, rangeCm, environment)) return warn("STARSKIRMISH.StarshipMarine.Fire.outOfReach", { range: Math.round(rangeCm) });
  const shownRange = Math.round(rangeCm * 10) / 10;
  const raw = await askForm("starship-marine/dialogs/fire.hbs", {
    targetName: targetToken.name,
    rangeCm: shownRange,
    weaponLabel: `STARSKIRMISH.StarshipMarine.Weapon.${type.weapon}`,
    nonTactical: markerCount(readMarkers(targetToken.actor), SSM_MARKER.nonTactical) > 0,
  }, { title: "STARSKIRMISH.StarshipMarine.Fire.dialogTitle", ok: "STARSKIRMISH.StarshipMarine.Fire.action" });
  if (!raw) return;
  const factors = readFireFactors(raw);
  const target = {
    armoured: targetType.armoured,
    ...factors,
    wounded: targetType.marine && targetSystem.wounded,
    veteranMarine: targetType.marine && targetSystem.experience === "veteran",
  };
  const input: FireInput = { weapon: type.weapon, rangeCm, firer, target };
  const { roll, faces } = await rollFormula("1d10");
  const result = resolveFire(input, faces[0] ?? 1);
  const key = targetToken.document.id ?? "target";
  const robot = targetType.robot ?? "";
  const weapon = type.weapon;
  const others = targets.slice(1, 1 + MAX_EXTRA_TARGETS).filter((t) => {
    if (!(t.actor?.system instanceof FigureData) || t === own) return false;
    return (!scene || !wallInTheWay(scene, own.center, t.center)) && inReach(weapon, distanceBetween(own, t), environment);
  });
  const extra = others.map((t) => ({ key: t.document.id ?? "", robot: TROOP_TYPES[(t.actor!.system as FigureData).troopType].robot ?? ("" as const) }));
  const hitNow = { [key]: { markers: hitMarkers(robot), data: { hits: result.hits } }, ...extraHits(extra, result.hits, key) };
  const tokenOf = new Map([targetToken, ...others].map((t) => [t.document.id ?? "", t]));
  const cardTargets = result.hits > 0 ? Object.entries(hitNow).map(([k, v]) => ({ key: k, actorUuid: tokenOf.get(k)!.actor!.uuid, name: tokenOf.get(k)!.name, ...v })) : [];
  await postCard(SSM_FIRE_CARD, {
    actor,
    rolls: [roll],
    payload: { weapon, rangeCm, environment, firer, target: { key, ...target, robot }, extra },
    context: {
      ...fireCardContext({ firerName: actor.name ?? "", targetName: targetToken.name, weapon, rangeCm, armoured: target.armoured, result, targetKey: key, extraTargets: cardTargets.slice(1) }),
      moralePrompt: firstUnderFire(targetToken) ? { name: targetToken.name, actorUuid: targetToken.actor.uuid } : null,
    },
    targets: cardTargets,
  });
}
