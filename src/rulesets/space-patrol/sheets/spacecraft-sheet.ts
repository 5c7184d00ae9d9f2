/**
 * The spacecraft sheet, in tabs: the six stations (Guide 7.4) with who stands at each (drop an
 * actor on a station, or anywhere for the first free one) and what the station may do, with the
 * spacecraft markers; the systems: component codes (Guide 7), movement, the weapons with Fire
 * buttons (the gunnery station's asset rolls); notes. A wrecked ship's battle buttons are left off,
 * with a line saying why (7.12, view/wrecked-craft.ts). What the context shows and the buttons do
 * come with the table (load-table.ts).
 */
import { TEMPLATE_ROOT } from "../../../system/constants";
import { SpacecraftData } from "../models/craft-models";
import { actingToken } from "../../../system/board";
import { readMarkers } from "../../../system/markers/marker-store";
import { carriedItems } from "./carried-items";
import { SpaceActorSheet } from "./space-actor-sheet";
import type { ScanTask } from "../actions/space-scan";
import { isSpaceScene } from "../turn/space-scene";
import type { ManeuverKey } from "../rules/space-maneuvers";
import type { DeepPartial } from "fvtt-types/utils";
import type { BaseActorSheet } from "../../../system/sheets/base-actor-sheet";
import { SPACE_PATROL_TABLE } from "../load-table";
import { documentLine } from "../../../system/one-at-a-time";
import { readDropOnCraft } from "./drop-on-craft";
import { primaryTabs } from "../../../system/sheets/sheet-tabs";
import { SPACECRAFT_TABS } from "../view/sheet-tabs";

export class SpacecraftSheet extends SpaceActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["spacecraft"],
    position: { width: 560, height: 680 },
    actions: { stationClear: SpacecraftSheet.#onStationClear, stationOpen: SpacecraftSheet.#onStationOpen, stationTask: SpacecraftSheet.#onStationTask },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/space-patrol/sheets/spacecraft.hbs`, scrollable: [".sp-craft-body"] },
  };

  /** Three tabs, the stations first as the vehicle's crew; the labels are STARSKIRMISH.SpacePatrol.Tab.<id>. */
  static override TABS = primaryTabs(SPACECRAFT_TABS, "STARSKIRMISH.SpacePatrol.Tab");

  override async _prepareContext(options: Parameters<SpaceActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof SpacecraftData)) return context;
    const token = actingToken(this.actor)?.document;
    // Guide 7.11: any scene but a space one may be the ship's decks
    const scenes = (game.scenes?.contents ?? []).filter((s) => !isSpaceScene(s)).map((s) => ({ id: s.id ?? "", name: s.name ?? "" }));
    const t = await SPACE_PATROL_TABLE.load();
    // Guide 7.12: a wreck "can perform no functions during the battle": its battle buttons are left off,
    // and its station repairs come back once the battle is over (7.13), as the repair request decides
    const offers = t.craftOffers("spacecraft", readMarkers(this.actor), t.actorInBattle(this.actor));
    const craft = t.spacecraftContext(system, carriedItems(this.actor), { scenes, polarity: t.canReversePolarity(this.actor) });
    return Object.assign(context, craft, offers, {
      combatActions: t.offeredCombatActions(context.combatActions, offers),
      stations: t.offeredStations(craft.stations, offers),
      movement: t.spaceMoveContext(system.speed, token ? t.shipMove(token) : null),
      heading: t.headingView(t.headingOf(token)),
    });
  }

  /** The frame stays between renders, so the drop listener is added once. */
  protected override async _onFirstRender(context: DeepPartial<BaseActorSheet.RenderContext>, options: DeepPartial<BaseActorSheet.RenderOptions>): Promise<void> {
    await super._onFirstRender(context, options);
    this.element.addEventListener("drop", (event) => void this.#onDropCrew(event));
  }

  /** Posts a dropped actor; the stations are read in the ship's line, so two drops both land. */
  async #onDropCrew(event: DragEvent): Promise<void> {
    if (!this.isEditable || !(this.actor.system instanceof SpacecraftData)) return;
    const dropped = readDropOnCraft(event, "station");
    const t = await SPACE_PATROL_TABLE.load();
    const drop = await t.readCrewDrop(dropped, this.actor);
    if (!drop) return;
    const actor = this.actor;
    await documentLine(actor)(async () => {
      if (!(actor.system instanceof SpacecraftData)) return;
      const stations = t.assignStation(actor.system.stations, t.isStationKey(drop.slot) ? drop.slot : null, drop.who);
      if (!stations) return void ui.notifications?.warn("STARSKIRMISH.SpacePatrol.Crew.noFreeStation", { localize: true });
      await actor.update({ system: { stations: t.stationCrewChanges(actor.system.stations, stations) } });
    });
  }

  #station(target: HTMLElement): string | undefined {
    return target.closest<HTMLElement>("[data-station]")?.dataset.station;
  }

  static async #onStationClear(this: SpacecraftSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const key = this.#station(target);
    const t = await SPACE_PATROL_TABLE.load();
    if (this.isEditable && t.isStationKey(key) && this.actor.system instanceof SpacecraftData) {
      // only the cleared station's crewman is written, so a change to another, or to its NPC level, in flight is kept
      const stations = this.actor.system.stations;
      await this.actor.update({ system: { stations: t.stationCrewChanges(stations, t.clearStation(stations, key)) } });
    }
  }

  /** A station's action button (Guide 7.5, 7.6): asked of the GM's client, which rolls and records it. */
  static async #onStationTask(this: SpacecraftSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const task = target.dataset.task;
    const station = this.#station(target);
    const t = await SPACE_PATROL_TABLE.load();
    if ((t.SCAN_TASKS as readonly unknown[]).includes(task)) await t.scanTargets(this.actor, task as ScanTask);
    else if ((t.MANEUVER_KEYS as readonly unknown[]).includes(task) && t.isStationKey(station)) await t.maneuver(this.actor, task as ManeuverKey, station);
    else if (task === "repair" && t.isStationKey(station)) await t.repairAtStation(this.actor, station);
    else if (task === "pointDefense") await t.reservePointDefense(this.actor);
    else if (task === "prepareForWarp") await t.prepareForWarp(this.actor);
    else if (task === "polarity") await t.reversePolarity(this.actor);
    else if (task === "board") await t.boardTarget(this.actor);
    else if (task === "healCrewman") await t.healCrewman(this.actor);
    else if (task === "pbf" && this.actor.system instanceof SpacecraftData) await t.togglePbf(this.actor, this.actor.system.pbfRaised);
  }

  static async #onStationOpen(this: SpacecraftSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const key = this.#station(target);
    const t = await SPACE_PATROL_TABLE.load();
    if (t.isStationKey(key) && this.actor.system instanceof SpacecraftData) await t.openCrewSheet(this.actor.system.stations[key].actorUuid);
  }
}
