/**
 * The vehicle sheet: kind, drive code, speed and armour, the crew seats (drop an actor on a seat,
 * or anywhere for the first free one), the LV and MV weapons with Fire buttons (the gunner's asset
 * rolls), the vehicle markers, Reverse the Polarity once it is wrecked or has exploded (4.2), and
 * the Repairs section: a mechanic takes Damage and Failure Cascade Markers off after the battle (6.15),
 * the Movement section: speed after markers, the Turn button and, in the battle, the inches moved of
 * this turn's move (6.7), and Point defence (6.7).
 * A wrecked vehicle's battle buttons are left off, with a line saying why (6.15, view/wrecked-craft.ts).
 * What the context shows, the buttons do and the form's seat edits come with the table (load-table.ts).
 */
import { TEMPLATE_ROOT } from "../../../system/constants";
import { VehicleData } from "../models/craft-models";
import { carriedItems } from "./carried-items";
import { SpaceActorSheet } from "./space-actor-sheet";
import { readMarkers } from "../../../system/markers/marker-store";
import type { DeepPartial } from "fvtt-types/utils";
import type { BaseActorSheet } from "../../../system/sheets/base-actor-sheet";
import { primaryTabs } from "../../../system/sheets/sheet-tabs";
import { VEHICLE_TABS } from "../view/sheet-tabs";
import { renderedTable, SPACE_PATROL_TABLE } from "../load-table";
import { actingToken } from "../../../system/board";
import { documentLine } from "../../../system/one-at-a-time";
import type { FormList } from "../../../system/sheets/form-lists";
import { readDropOnCraft } from "./drop-on-craft";


export class VehicleSheet extends SpaceActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["vehicle"],
    position: { width: 520, height: 600 },
    actions: {
      seatAdd: VehicleSheet.#onSeatAdd,
      seatRemove: VehicleSheet.#onSeatRemove,
      seatClear: VehicleSheet.#onSeatClear,
      seatOpen: VehicleSheet.#onSeatOpen,
      polarity: VehicleSheet.#onPolarity,
      repair: VehicleSheet.#onRepair,
      turn: VehicleSheet.#onTurn,
      pdReserve: VehicleSheet.#onPdReserve,
      pdShootDown: VehicleSheet.#onPdShootDown,
    },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/space-patrol/sheets/vehicle.hbs`, scrollable: [".sp-craft-body"] },
  };

  /** A long sheet in three tabs; the labels are STARSKIRMISH.SpacePatrol.Tab.<id>. */
  static override TABS = primaryTabs(VEHICLE_TABS, "STARSKIRMISH.SpacePatrol.Tab");

  override async _prepareContext(options: Parameters<SpaceActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof VehicleData)) return context;
    // Guide 4.2: a wrecked or exploded vehicle offers Reverse the Polarity to those aboard
    // Guide 6.15: the markers a mechanic can take off after the battle, and a wreck left to the Space Judge
    const counts = readMarkers(this.actor);
    const t = await SPACE_PATROL_TABLE.load();
    // Guide 6.7, 6.15: the speed after Damage and Failure Cascade Markers, what a turn costs and, in
    // the battle, how much of this turn's move the GM's record says it used
    const movement = t.withMoveThisTurn(t.vehicleMovementSection(system.vehicleType, system.speed, counts), t.vehicleMoveThisTurn(actingToken(this.actor)?.document));
    // Guide 6.15: a wreck "can perform no functions during the battle": its battle buttons are left off
    const offers = t.craftOffers("vehicle", counts, t.actorInBattle(this.actor));
    return Object.assign(context, t.vehicleContext(system, carriedItems(this.actor)), offers, {
      combatActions: t.offeredCombatActions(context.combatActions, offers),
      polarity: t.canReversePolarity(this.actor),
      repairs: t.vehicleRepairSection(counts),
      movement,
      pointDefense: t.vehiclePointDefenseSection(this.actor),
    });
  }

  /**
   * Seat roles are edited by place: a seat is the same seat whoever a drop puts in it, and seats are
   * added at the end, so only a removal in flight loses a role chosen (form-lists.ts).
   */
  protected override formLists(): readonly FormList<VehicleData["crew"][number]>[] {
    return [{ path: "crew", rows: (system) => (system instanceof VehicleData ? system.crew : null), apply: (crew, edits) => renderedTable().applySeatEdits(crew, edits) }];
  }

  /** The frame stays between renders, so the drop listener is added once. */
  protected override async _onFirstRender(context: DeepPartial<BaseActorSheet.RenderContext>, options: DeepPartial<BaseActorSheet.RenderOptions>): Promise<void> {
    await super._onFirstRender(context, options);
    this.element.addEventListener("drop", (event) => void this.#onDropCrew(event));
  }

  /** Seats a dropped actor; the seats are read in the vehicle's line, so two drops both land. */
  async #onDropCrew(event: DragEvent): Promise<void> {
    if (!this.isEditable || !(this.actor.system instanceof VehicleData)) return;
    const dropped = readDropOnCraft(event, "seatIndex");
    const t = await SPACE_PATROL_TABLE.load();
    const drop = await t.readCrewDrop(dropped, this.actor);
    if (!drop) return;
    const index = drop.slot === null ? null : Number(drop.slot);
    await this.#changeSeats((crew) => t.assignSeat(crew, index, drop.who));
  }

  /** Writes the seats a change makes of the current ones, in the vehicle's line. */
  async #changeSeats(change: (crew: VehicleData["crew"]) => VehicleData["crew"] | null): Promise<void> {
    const actor = this.actor;
    await documentLine(actor)(async () => {
      if (!(actor.system instanceof VehicleData)) return;
      const crew = change(actor.system.crew);
      if (crew) await actor.update({ system: { crew } });
    });
  }

  static async #onPolarity(this: VehicleSheet): Promise<void> {
    await (await SPACE_PATROL_TABLE.load()).reversePolarity(this.actor);
  }

  /** Anyone who sees the sheet may offer a mechanic; the GM checks who may work on it. */
  static async #onRepair(this: VehicleSheet): Promise<void> {
    await (await SPACE_PATROL_TABLE.load()).repairVehicle(this.actor);
  }

  /** Guide 6.7: the driver turns the vehicle; the action checks the seat and the owner. */
  static async #onTurn(this: VehicleSheet): Promise<void> {
    await (await SPACE_PATROL_TABLE.load()).turnVehicle(this.actor);
  }

  /** Guide 6.7: the gunner's Over-Watch, held for point defense with this weapon. */
  static async #onPdReserve(this: VehicleSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    await (await SPACE_PATROL_TABLE.load()).reserveVehiclePointDefense(this.actor, target.dataset.weaponId ?? "");
  }

  static async #onPdShootDown(this: VehicleSheet): Promise<void> {
    await (await SPACE_PATROL_TABLE.load()).shootDownIncoming(this.actor);
  }

  #seat(target: HTMLElement): number {
    return Number(target.closest<HTMLElement>("[data-seat-index]")?.dataset.seatIndex ?? -1);
  }

  static async #onSeatAdd(this: VehicleSheet): Promise<void> {
    const t = await SPACE_PATROL_TABLE.load();
    if (this.isEditable) await this.#changeSeats((crew) => t.addSeat(crew));
  }

  /** Removes the seat the row showed, wherever earlier changes moved it; one already gone stays gone. */
  static async #onSeatRemove(this: VehicleSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const seen = this.#seen(target);
    const t = await SPACE_PATROL_TABLE.load();
    if (!this.isEditable || !seen) return;
    await this.#changeSeats((crew) => {
      const index = t.seatNow(crew, seen);
      return index < 0 ? null : t.removeSeat(crew, index);
    });
  }

  static async #onSeatClear(this: VehicleSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const seen = this.#seen(target);
    const t = await SPACE_PATROL_TABLE.load();
    if (!this.isEditable || !seen) return;
    await this.#changeSeats((crew) => {
      const index = t.seatNow(crew, seen);
      return index < 0 ? null : t.clearSeat(crew, index);
    });
  }

  /** The seat a clicked row showed, and where. */
  #seen(target: HTMLElement): { index: number; seat: VehicleData["crew"][number]; count: number } | null {
    const index = this.#seat(target);
    const crew = this.actor.system instanceof VehicleData ? this.actor.system.crew : [];
    const seat = crew[index];
    return seat ? { index, seat: { ...seat }, count: crew.length } : null;
  }

  static async #onSeatOpen(this: VehicleSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    if (this.actor.system instanceof VehicleData) await (await SPACE_PATROL_TABLE.load()).openCrewSheet(this.actor.system.crew[this.#seat(target)]?.actorUuid ?? "");
  }
}
