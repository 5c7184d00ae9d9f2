/**
 * Suppressing from the sheet (Guide 6.6, 6.7): a weapon of ammo use 3+ lays its targets on the
 * user's targeted enemies, shared out in the dialog; the rules refuse an allocation that breaks
 * them (vehicles, too many targets, outside the 3" or 6" box) with the reason. Twice the ammo is
 * spent, the suppressor takes Suppressing, and the card's Apply puts Suppressed on each enemy
 * (through the GM for tokens the user does not own) with its disadvantages shown.
 */
import { readMarkers, markerDefinition, setMarkerCount } from "../../../system/markers/marker-store";
import { postCard } from "../../../system/cards/post-card";
import { SUPPRESSION_CARD } from "../cards/suppression";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { WeaponData } from "../models/item-models";
import { SpacecraftData, VehicleData } from "../models/craft-models";
import { ammoSpent, canSuppress, SP_MARKER, SP_VEHICLE_MARKER_ID, type SuppressionAllocation } from "../rules";
import { shooterFor } from "./shooter";
import { defaultAllocation, suppressionCardContext, suppressionRefusal } from "../view/suppression-card";
import { actingToken, pixelsPerUnit, userTargets } from "../../../system/board";
import { warn } from "../../../system/notify";
import { zeroGAllows, zeroGWeaponKind } from "./zero-g-check";
import { currentSideTurn, writeSuppression } from "./suppression-record";
import { keptPosition, POSITION_SCALE } from "../cards/suppression-derive";
import { askDialogInput } from "../../../system/form-dialog";

const isCraft = (actor: Actor.Implementation | null | undefined): boolean => actor?.system instanceof VehicleData || actor?.system instanceof SpacecraftData;

/** Reads the dialog: the weapon and each enemy's share of its targets. */
export function readSuppressForm(raw: unknown, count: number, fallbackWeapon: string): { weaponId: string; allocated: number[] } {
  const d = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    weaponId: typeof d.weaponId === "string" && d.weaponId ? d.weaponId : fallbackWeapon,
    allocated: Array.from({ length: count }, (_, i) => {
      const n = Math.trunc(Number(d[`alloc${i}`]));
      return Number.isFinite(n) ? n : 0;
    }),
  };
}

export async function suppress(actor: Actor.Implementation): Promise<void> {
  if (!(await shooterFor(actor))) return warn("STARSKIRMISH.SpacePatrol.Fire.noGunner");
  if (!actingToken(actor)) return warn("STARSKIRMISH.SpacePatrol.Fire.noShooterToken");
  const weapons = actor.items.filter((i) => i.system instanceof WeaponData && canSuppress(i.system.ammoPerTurn));
  const first = weapons[0];
  if (!first || !(first.system instanceof WeaponData)) return warn("STARSKIRMISH.SpacePatrol.Suppress.noWeapon");
  const targets = userTargets();
  if (targets.length === 0) return warn("STARSKIRMISH.SpacePatrol.Fire.noTargets");
  const shares = defaultAllocation(first.system.targets, targets.length);
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/space-patrol/dialogs/suppression.hbs`, {
    weapons: weapons.map((w) => ({ id: w.id, name: w.name, targets: w.system instanceof WeaponData ? w.system.targets : 0 })),
    targets: targets.map((t, i) => ({ index: i, name: t.name, allocated: shares[i] ?? 1 })),
  });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize("STARSKIRMISH.SpacePatrol.Suppress.title") },
    content,
    ok: { label: "STARSKIRMISH.SpacePatrol.Suppress.suppress" },
  });
  if (!raw) return;
  const form = readSuppressForm(raw, targets.length, first.id ?? "");
  const item = weapons.find((w) => w.id === form.weaponId);
  const weapon = item?.system;
  if (!item || !(weapon instanceof WeaponData)) return;
  // Guide 6.10: in zero-G the Space-Fu check comes first; a failure misses outright
  if (!(await zeroGAllows(actor, actingToken(actor)?.document, "suppression", zeroGWeaponKind(weapon.attack)))) return;
  const ppi = pixelsPerUnit();
  // positions as the card keeps them, so the GM checks the very figures the rules checked here
  const kept = targets.map((t, i) => ({ key: t.document.id ?? String(i), targets: form.allocated[i] ?? 0, x: keptPosition(t.center.x / ppi), y: keptPosition(t.center.y / ppi), vehicle: isCraft(t.actor) }));
  const allocations: SuppressionAllocation[] = kept.map((k) => ({ targets: k.targets, x: k.x / POSITION_SCALE, y: k.y / POSITION_SCALE, vehicle: k.vehicle }));
  const refusal = suppressionRefusal({ targets: weapon.targets, ammoPerTurn: weapon.ammoPerTurn }, allocations);
  if (refusal) {
    ui.notifications?.warn(game.i18n!.format(refusal.key, refusal.data));
    return;
  }
  // Guide 6.6: suppressing spends twice the normal ammunition
  const spent = ammoSpent(weapon.ammoPerTurn, "suppress");
  if (weapon.magazine > 0) {
    if (weapon.ammo < spent) return warn("STARSKIRMISH.SpacePatrol.Suppress.notEnoughAmmo");
    await item.update({ system: { ammo: weapon.ammo - spent } });
  }
  const own = markerDefinition(isCraft(actor) ? SP_VEHICLE_MARKER_ID.suppressing : SP_MARKER.suppressing);
  if (own) await setMarkerCount(actor, own, 1);
  const context = suppressionCardContext({
    suppressorName: actor.name ?? "",
    weaponName: item.name ?? "",
    ammoUsed: weapon.magazine > 0 ? spent : 0,
    weaponTargets: weapon.targets,
    targets: targets.map((t, i) => ({ key: t.document.id ?? String(i), name: t.name, allocated: allocations[i]?.targets ?? 0 })),
  });
  const message = await postCard(SUPPRESSION_CARD, {
    context,
    actor,
    payload: { suppressorUuid: actor.uuid, weapon: { targets: weapon.targets, ammoPerTurn: weapon.ammoPerTurn }, enemies: kept },
    targets: context.targets.map((t, i) => ({
      key: t.key,
      actorUuid: targets[i]?.actor?.uuid ?? "",
      name: t.name,
      markers: { [SP_MARKER.suppressed]: 1 },
      data: { suppressedBy: actor.uuid, disadvantages: t.disadvantages },
    })),
  });
  const turn = currentSideTurn(game.combat);
  const allocated: Record<string, number> = {};
  context.targets.forEach((t, i) => {
    const uuid = targets[i]?.actor?.uuid;
    if (uuid && t.disadvantages > 0) allocated[uuid] = (allocated[uuid] ?? 0) + t.disadvantages;
  });
  await writeSuppression(actor, {
    targets: targets.map((t) => t.actor?.uuid ?? "").filter((u) => u !== ""),
    allocations: allocated,
    messageId: message?.id ?? "",
    markers: readMarkers(actor),
    round: turn?.round ?? 0,
    side: turn?.acting ?? "",
  });
}
