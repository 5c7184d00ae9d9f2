/**
 * Throwing a hand grenade from the sheet (Guide 6.11, 6.12, 6.6): pick a grenade, aim at the
 * targeted token or click a point, roll Athletics at the distance band's DT; a miss deviates by a
 * d12 clock and 2d4", drawn on the canvas with the burst circle. Everyone in the burst is caught
 * (cover between is asked), each with a damage roll and an Apply. The grenade's type and
 * penetrations are the item's, and the card names the item: the GM's client uses it up when the
 * card comes in, holding the card to it (cards/grenade-use.ts), so this client spends nothing.
 */
import { hasMarker } from "../../../core/markers";
import { readMarkers } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { GRENADE_CARD } from "../cards/attacks";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { isAssetLevelReader } from "../models/asset-reader";
import { DeviceData } from "../models/item-models";
import {
  deviatedPoint,
  destructibleCoverFate,
  grenadeThrow,
  grenadeThrowCounts,
  grenadeThrowModifiers,
  mayThrowOffensiveGrenade,
  resolveTask,
  rollDeviation,
  GRENADE_DEVIATION_KIND,
  SP_MARKER,
  type CoverAttack,
} from "../rules";
import { grenadeCardContext, grenadeCardTargets, grenadeTypeOf, isOffensiveGrenade, GRENADE_TYPES, type GrenadeType } from "../view/grenade-card";
import { burstVictims } from "./burst-victims";
import { resolveGrenadeVictims } from "../view/grenade-burst";
import { grenadeRecord } from "../cards/grenade-record";
import { actingToken, distanceBetweenPoints, pixelsPerUnit, userTargets, type Point, type TokenObject } from "../../../system/board";
import { warn } from "../../../system/notify";
import { zeroGAllows } from "./zero-g-check";
import { missedOutright } from "../view/grenade-card";
import { rollDice, rollInOneBatch } from "../../../system/real-dice";
import { captureCanvasPoint } from "../../../system/canvas-point";
import { drawGrenade } from "./grenade-template";
import { readGrenadeForm, type GrenadeForm } from "../view/grenade-options";
import { askDialogInput } from "../../../system/form-dialog";

async function dialog(template: string, title: string, context: Record<string, unknown>): Promise<unknown> {
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/${template}`, context);
  return askDialogInput({ window: { title }, content, ok: { label: "STARSKIRMISH.SpacePatrol.Grenade.throw" } });
}

/** Guide 6.6: what a grenade may do to destructible cover where it bursts. */
function coverAttack(type: GrenadeType, directHit: boolean): CoverAttack | null {
  if (type === "thermal" || type === "incendiary") return type;
  return type === "he" && directHit ? "heContact" : null;
}

export async function throwGrenade(actor: Actor.Implementation): Promise<void> {
  const levels = actor.system;
  if (!isAssetLevelReader(levels)) return;
  const thrower = actingToken(actor);
  if (!thrower) return warn("STARSKIRMISH.SpacePatrol.Fire.noShooterToken");
  const grenades = actor.items.filter((i) => i.system instanceof DeviceData && i.system.kind === "grenade");
  const first = grenades[0];
  if (!first) return warn("STARSKIRMISH.SpacePatrol.Grenade.none");
  const aimed = userTargets().length === 1 ? (userTargets()[0] as TokenObject) : null;
  const typeOf = (g: Item.Implementation): GrenadeType => (g.system instanceof DeviceData ? grenadeTypeOf({ name: g.name ?? "", grenadeType: g.system.grenadeType }) : "he");
  // each grenade is offered under its type: the item's, which the throw takes (Guide 6.12)
  const raw = await dialog("grenade.hbs", game.i18n!.localize("STARSKIRMISH.SpacePatrol.Grenade.title"), {
    grenadeTypes: GRENADE_TYPES.map((type) => ({
      type,
      label: `STARSKIRMISH.SpacePatrol.Grenade.type.${type}`,
      grenades: grenades.filter((g) => typeOf(g) === type).map((g) => ({ id: g.id, name: g.name })),
    })).filter((group) => group.grenades.length > 0),
    aimName: aimed?.name ?? null,
  });
  if (!raw) return;
  const form: GrenadeForm = readGrenadeForm(raw, { itemId: first.id ?? "" });
  // read again after the dialog: a throw the GM's client just took may have used it up, and the
  // GM refuses a card for a grenade that is gone, so the thrower is told now, before any roll
  const item = actor.items.get(form.itemId);
  const device = item?.system;
  if (!item || !(device instanceof DeviceData) || device.kind !== "grenade") return warn("STARSKIRMISH.SpacePatrol.Grenade.gone");
  const type = typeOf(item);
  const markers = readMarkers(actor);
  // Guide 6.6: suppressed combatants may not throw offensive grenades
  if (isOffensiveGrenade(type) && !mayThrowOffensiveGrenade(hasMarker(markers, SP_MARKER.suppressed))) return warn("STARSKIRMISH.SpacePatrol.Grenade.suppressed");
  const aim: Point | null = aimed ? { x: aimed.center.x, y: aimed.center.y } : await captureCanvasPoint("STARSKIRMISH.SpacePatrol.Grenade.clickToAim");
  if (!aim) return;
  const distance = distanceBetweenPoints(thrower.center, aim);
  const band = grenadeThrow(distance, form.cover);
  if (!band) return warn("STARSKIRMISH.SpacePatrol.Grenade.tooFar");
  // Guide 6.10: in zero-G the Space-Fu check comes first; a failure misses outright, so the
  // grenade deviates as a missed throw does (6.11)
  const steady = await zeroGAllows(actor, thrower.document, "throwing", "other");
  const { roll, faces: d20s } = await rollDice(1, 20);
  const rolls: Roll[] = [roll];
  // Guide 6.12 cover, 6.14 wounds, and the shooting modifiers the dialog asked (reference sheet: Throwing)
  // each named, so the card can say what moved the DT
  const modifiers = grenadeThrowModifiers({
    coverDisadvantages: band.disadvantages,
    markers,
    moved: form.moved,
    darkness: form.darkness,
    smoke: form.smoke,
    otherAdvantages: form.advantages,
    otherDisadvantages: form.disadvantages,
  });
  const taskInput = { dt: band.dt, asset: levels.assetLevel("athletics"), ...grenadeThrowCounts(modifiers) };
  const rolled = resolveTask(taskInput, d20s[0] ?? 1);
  const task = steady ? rolled : missedOutright(rolled);
  const ppi = pixelsPerUnit();
  let landing = aim;
  let deviation: { clock: number; inches: number } | null = null;
  if (!task.success) {
    const deviated = await rollInOneBatch((dice) => rollDeviation(GRENADE_DEVIATION_KIND, dice));
    rolls.push(...deviated.rolls);
    deviation = { clock: deviated.result.clock, inches: deviated.result.inches };
    const dir = { x: aim.x - thrower.center.x, y: aim.y - thrower.center.y };
    // thrown at the thrower's own feet: "straight on" is taken as up the canvas
    const heading = Math.hypot(dir.x, dir.y) > 0 ? dir : { x: 0, y: -1 };
    const p = deviatedPoint({ x: aim.x / ppi, y: aim.y / ppi }, heading, deviated.result);
    landing = { x: p.x * ppi, y: p.y * ppi };
  }
  // the cover dialog's words follow the grenade: a flash-bang stuns and rolls no damage (6.12, 6.14)
  const victims = await burstVictims(landing, device.burstRadius, task.success && aimed ? (aimed.document.id ?? null) : null, type !== "smoke", type === "flashBang" ? "flashBang" : "grenade");
  const grenade = { contact: device.contactPenetration, burst: device.burstPenetration };
  const burst = await rollInOneBatch((dice) => resolveGrenadeVictims(type, grenade, victims, dice));
  rolls.push(...burst.rolls);
  const attackOnCover = coverAttack(type, victims.some((v) => v.directHit));
  let coverKey: string | null = null;
  let coverTurns = 0;
  if (attackOnCover) {
    const fate = await rollInOneBatch((dice) => destructibleCoverFate(attackOnCover, dice));
    rolls.push(...fate.rolls);
    const turns = fate.result.turns;
    coverKey = turns === null ? "STARSKIRMISH.SpacePatrol.Grenade.cover.survives" : turns === 0 ? "STARSKIRMISH.SpacePatrol.Grenade.cover.destroyed" : "STARSKIRMISH.SpacePatrol.Grenade.cover.burns";
    coverTurns = turns ?? 0;
  }
  await drawGrenade({ landing, radius: device.burstRadius, aim: deviation ? aim : null, smoke: type === "smoke" });
  const context = grenadeCardContext({
    throwerName: actor.name ?? "",
    grenadeName: item.name ?? "",
    type,
    band: band.band,
    distance,
    task,
    modifiers,
    deviation,
    radius: device.burstRadius,
    coverKey,
    coverTurns,
    victims: burst.result,
  });
  await postCard(GRENADE_CARD, {
    context,
    actor,
    rolls,
    // everything the rules were handed but the dice, so the GM can work each result out again
    payload: { ...grenadeRecord({ type, grenade, task: taskInput, victims, zeroGMissed: !steady }), itemId: item.id ?? "" },
    targets: grenadeCardTargets(context.victims).map((t) => ({ ...t, actorUuid: victims.find((x) => x.key === t.key)?.uuid ?? "" })),
  });
}
