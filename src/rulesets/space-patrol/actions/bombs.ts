/**
 * Dropping unguided bombs from an aircraft (Guide 6.11): the vehicle must be flying; its bombardier
 * (the crewman aboard with the best Fire Direction, the driver's seat aside) rolls Fire Direction DT 16
 * with their FD Aids, or its pilot (the driver's seat) Air Pilot DT 20. The roller's Wound Markers burden the roll,
 * and so do the aircraft's own markers (6.15: Damage and Failure Cascade burden every function, and
 * Control the pilot's). A miss deviates 2d6 x 10". The Guide gives no bomb figures: the burst radius and
 * penetrations are entered by the table.
 */
import { markerCount } from "../../../core/markers";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { readMarkers } from "../../../system/markers/marker-store";
import { actingToken, userTargets, type Point, type TokenObject } from "../../../system/board";
import { captureCanvasPoint } from "../../../system/canvas-point";
import { warn } from "../../../system/notify";
import { bombTask, taskDisadvantagesFromMarkers, type AssetLevel, type BombAimer } from "../rules";
import { SP_VEHICLE_MARKER_ID as VH } from "../rules/marker-ids";
import { isAssetLevelReader } from "../models/asset-reader";
import { VehicleData } from "../models/craft-models";
import { readBombForm } from "../view/fire-mission";
import { kitBonus } from "./action-common";
import { landBurst } from "./burst-landing";
import { askDialogInput } from "../../../system/form-dialog";

interface Aimer {
  readonly person: Actor.Implementation;
  readonly level: AssetLevel;
}

const rank = (l: AssetLevel): number => (l === "X" ? -1 : l);

/** The pilot (driver's seat) and the best bombardier among the rest of the crew, with their levels. */
async function aimersOf(vehicle: VehicleData): Promise<Record<BombAimer, Aimer | null>> {
  let bombardier: Aimer | null = null;
  let pilot: Aimer | null = null;
  for (const seat of vehicle.crew) {
    if (!seat.actorUuid) continue;
    const person = await fromUuid<Actor.Implementation>(seat.actorUuid);
    if (!person || !isAssetLevelReader(person.system)) continue;
    if (seat.role === "driver") pilot ??= { person, level: person.system.assetLevel("airPilot") };
    else {
      const level = person.system.assetLevel("fireDirection");
      if (level !== "X" && (!bombardier || rank(level) > rank(bombardier.level))) bombardier = { person, level };
    }
  }
  return { bombardier, pilot };
}

/** The sheet's "Drop bombs" on a vehicle. */
export async function dropBombs(actor: Actor.Implementation): Promise<void> {
  const vehicle = actor.system;
  if (!(vehicle instanceof VehicleData)) return;
  const markers = readMarkers(actor);
  // a wreck never gets here: runSheetAction refuses it by the sheet's own decision (6.15, view/wrecked-craft.ts)
  if (markerCount(markers, VH.flying) < 1) return warn("STARSKIRMISH.SpacePatrol.Bombs.notFlying");
  const token = actingToken(actor);
  if (!token) return warn("STARSKIRMISH.SpacePatrol.Fire.noShooterToken");
  const aimers = await aimersOf(vehicle);
  if (!aimers.bombardier && !aimers.pilot) return warn("STARSKIRMISH.SpacePatrol.Bombs.nobody");
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/bombs.hbs`, {
    aimers: (["bombardier", "pilot"] as const).flatMap((key) => {
      const a = aimers[key];
      return a ? [{ key, label: `STARSKIRMISH.SpacePatrol.Bombs.aimer.${key}`, name: a.person.name ?? "", level: String(a.level), checked: key === (aimers.bombardier ? "bombardier" : "pilot") }] : [];
    }),
  });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize("STARSKIRMISH.SpacePatrol.Bombs.title") },
    content,
    ok: { label: "STARSKIRMISH.SpacePatrol.Bombs.drop" },
  });
  if (!raw) return;
  const form = readBombForm(raw);
  if ("problem" in form) return warn(form.problem);
  const aimer = aimers[form.aimer];
  if (!aimer) return warn("STARSKIRMISH.SpacePatrol.Bombs.nobody");
  const aimed = userTargets().length === 1 ? (userTargets()[0] as TokenObject) : null;
  const aim: Point | null = aimed ? { x: aimed.center.x, y: aimed.center.y } : await captureCanvasPoint("STARSKIRMISH.SpacePatrol.Bombs.clickToAim");
  if (!aim) return;
  // Guide 6.14: the roller's Wound Markers; 6.15: the aircraft's, kept apart so the card names each
  const burdens = {
    woundMarkers: taskDisadvantagesFromMarkers(readMarkers(aimer.person), "asset"),
    vehicleMarkers: taskDisadvantagesFromMarkers(markers, form.aimer === "pilot" ? "vehicleDrive" : "vehicleFunction"),
  };
  const task = bombTask({ aimer: form.aimer, level: aimer.level, fdAid: kitBonus(aimer.person, "fireDirectionAid") ?? 0, disadvantages: burdens.woundMarkers + burdens.vehicleMarkers });
  await landBurst({
    actor,
    aimerName: aimer.person.name ?? "",
    title: actor.name ?? "",
    weapon: "bomb",
    assetKey: form.aimer === "pilot" ? "STARSKIRMISH.SpacePatrol.Asset.airPilot" : "STARSKIRMISH.SpacePatrol.Asset.fireDirection",
    level: String(aimer.level),
    corrections: 0,
    burdens,
    task,
    aim,
    from: { x: token.center.x, y: token.center.y },
    aimTokenId: aimed?.document.id ?? "",
    radius: form.radius,
    penetration: { contact: form.contact, burst: form.burst },
  });
}
