/**
 * The Starship Marine figure sheet: the troop type, experience and wound a player sets, and the
 * profile the rules give that figure (view/figure-profile.ts) with its markers, the gear it carries
 * and notes, in tabs. The class is registered at init; the profile and the actions come with the
 * table (load-table.ts).
 */
import { BaseActorSheet } from "../../../system/sheets/base-actor-sheet";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { FigureData } from "../models/figure-model";
import { GearData } from "../models/gear-model";
import { RANKS, TROOP_TYPE_IDS } from "../data/lists";
import { SSM_TABLE } from "../load-table";
import { primaryTabs } from "../../../system/sheets/sheet-tabs";
import { SSM_FIGURE_TABS } from "../view/figure-tabs";
import { readMarkers } from "../../../system/markers/marker-store";
import { markerCount } from "../../../core/markers";
import { SSM_MARKER } from "../rules/markers";

export class StarshipMarineFigureSheet extends BaseActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["starship-marine", "ssm-figure"],
    position: { width: 620, height: 700 },
    actions: {
      fire: StarshipMarineFigureSheet.#onFire, morale: StarshipMarineFigureSheet.#onMorale, handToHand: StarshipMarineFigureSheet.#onHandToHand, grenade: StarshipMarineFigureSheet.#onGrenade,
      doorFire: StarshipMarineFigureSheet.#onDoorFire,
      doorCharge: StarshipMarineFigureSheet.#onDoorCharge,
      doorDetonate: StarshipMarineFigureSheet.#onDoorDetonate,
      superCharge: StarshipMarineFigureSheet.#onSuperCharge,
      doorControl: StarshipMarineFigureSheet.#onDoorControl,
      removeGear: StarshipMarineFigureSheet.#onRemoveGear,
      placeBarrier: StarshipMarineFigureSheet.#onPlaceBarrier,
      setOffBarrier: StarshipMarineFigureSheet.#onSetOffBarrier,
      pickUp: StarshipMarineFigureSheet.#onPickUp,
      takeControl: StarshipMarineFigureSheet.#onTakeControl,
      releaseControl: StarshipMarineFigureSheet.#onReleaseControl,
      putDown: StarshipMarineFigureSheet.#onPutDown,
    },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/starship-marine/sheets/figure.hbs`, scrollable: [".ssm-figure-body"] },
  };

  /** The profile, the gear and the notes in tabs; the labels are STARSKIRMISH.StarshipMarine.Tab.<id>. */
  static override TABS = primaryTabs(SSM_FIGURE_TABS, "STARSKIRMISH.StarshipMarine.Tab");

  override async _prepareContext(options: Parameters<BaseActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof FigureData)) return context;
    const t = await SSM_TABLE.load();
    const markers = readMarkers(this.actor);
    return Object.assign(context, {
      troopTypes: TROOP_TYPE_IDS.map((value) => ({ value, label: `STARSKIRMISH.Field.Choice.${value}` })),
      ranks: RANKS.map((value) => ({ value, label: `STARSKIRMISH.Field.Choice.${value}` })),
      // 2.6, 4.10: what the figure carries beyond its troop type's weapon (an ECM pack counts, SSM-10)
      // 3.17: who can carry casualties, and how many
      casevac: t.casevacCapacity(system.troopType),
      hasBarrierGear: this.actor.items.some((i) => i.system instanceof GearData && i.system.deploys !== "none"),
      gear: [...this.actor.items].flatMap((i) => (i.system instanceof GearData ? [{ id: i.id ?? "", name: i.name ?? "", img: i.img ?? "", deploys: i.system.deploys === "none" ? "" : i.system.deploys }] : [])),
      profile: t.figureProfile({ troopType: system.troopType, experience: system.experience, wounded: system.wounded, rank: system.rank }),
      // 2.3: a Marine holds one robot at a time, so the sheet offers to take control or to release it
      controlling: markerCount(markers, SSM_MARKER.directControl) > 0,
    });
  }

  static async #onFire(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).fireFigure(this.actor);
  }

  static async #onMorale(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).testMorale(this.actor);
  }

  static async #onHandToHand(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).fightHandToHand(this.actor);
  }

  static async #onGrenade(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).throwGrenade(this.actor);
  }

  static async #onDoorFire(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).actOnDoor(this.actor, "fire");
  }

  static async #onDoorCharge(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).actOnDoor(this.actor, "placeCharge");
  }

  static async #onDoorDetonate(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).actOnDoor(this.actor, "detonate");
  }

  static async #onSuperCharge(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).actOnDoor(this.actor, "placeSuperCharge");
  }

  static async #onDoorControl(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).setDoorsFromControlRoom(this.actor);
  }

  static async #onRemoveGear(this: StarshipMarineFigureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.actor.items.get(target.dataset.itemId ?? "");
    if (item) await item.delete();
  }

  static async #onPlaceBarrier(this: StarshipMarineFigureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const t = await SSM_TABLE.load();
    const kind = t.BARRIER_KINDS.find((k) => k === target.dataset.kind);
    if (kind) await t.actOnBarrier(this.actor, "place", kind);
  }

  static async #onSetOffBarrier(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).actOnBarrier(this.actor, "activate", "spaceFoam");
  }

  static async #onPickUp(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).casEvac(this.actor, "pickUp");
  }

  static async #onPutDown(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).casEvac(this.actor, "putDown");
  }

  static async #onTakeControl(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).directControl(this.actor, "take");
  }

  static async #onReleaseControl(this: StarshipMarineFigureSheet): Promise<void> {
    await (await SSM_TABLE.load()).directControl(this.actor, "release");
  }
}
