/**
 * The spacecraft sheet: the component codes (Guide 7), armour, the six stations (Guide 7.4) with
 * who stands at each (drop an actor on a station, or anywhere for the first free one) and what
 * the station may do, the weapons with Fire buttons (the gunnery station's asset rolls), and the
 * spacecraft markers.
 */
import { TEMPLATE_ROOT } from "../../../system/constants";
import { SpacecraftData } from "../models/craft-models";
import { spacecraftContext } from "../view/craft-context";
import { spaceMoveContext } from "../view/space-move-context";
import { headingOf } from "../turn/space-heading";
import { headingView } from "../view/space-heading";
import { shipMove } from "../turn/space-movement";
import { actingToken } from "../../../system/board";
import { assignStation, clearStation, isStationKey } from "../view/crew-context";
import { carriedItems } from "./carried-items";
import { SpaceActorSheet } from "./space-actor-sheet";
import { SCAN_TASKS, scanTargets, type ScanTask } from "../actions/space-scan";
import { healCrewman } from "../actions/heal-crewman";
import { MANEUVER_KEYS, maneuver } from "../actions/space-maneuver";
import { repairAtStation } from "../actions/space-repair";
import { reservePointDefense } from "../actions/space-point-defense";
import { togglePbf } from "../actions/space-pbf";
import { prepareForWarp } from "../actions/space-warp";
import { canReversePolarity, reversePolarity } from "../actions/reverse-polarity";
import { boardTarget } from "../actions/space-boarding";
import { isSpaceScene } from "../turn/space-scene";
import type { ManeuverKey } from "../rules";
import { openCrewSheet, readCrewDrop } from "./crew-drop";
import type { DeepPartial } from "fvtt-types/utils";
import type { BaseActorSheet } from "../../../system/sheets/base-actor-sheet";

export class SpacecraftSheet extends SpaceActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["spacecraft"],
    position: { width: 560, height: 680 },
    actions: { stationClear: SpacecraftSheet.#onStationClear, stationOpen: SpacecraftSheet.#onStationOpen, stationTask: SpacecraftSheet.#onStationTask },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/space-patrol/sheets/spacecraft.hbs`, scrollable: [".sp-craft-body"] },
  };

  protected override markerGroup: string | undefined = "spacecraft";

  override async _prepareContext(options: Parameters<SpaceActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof SpacecraftData)) return context;
    const token = actingToken(this.actor)?.document;
    // Guide 7.11: any scene but a space one may be the ship's decks
    const scenes = (game.scenes?.contents ?? []).filter((s) => !isSpaceScene(s)).map((s) => ({ id: s.id ?? "", name: s.name ?? "" }));
    return Object.assign(context, spacecraftContext(system, carriedItems(this.actor), { scenes, polarity: canReversePolarity(this.actor) }), {
      movement: spaceMoveContext(system.speed, token ? shipMove(token) : null),
      heading: headingView(headingOf(token)),
    });
  }

  /** The frame stays between renders, so the drop listener is added once. */
  protected override async _onFirstRender(context: DeepPartial<BaseActorSheet.RenderContext>, options: DeepPartial<BaseActorSheet.RenderOptions>): Promise<void> {
    await super._onFirstRender(context, options);
    this.element.addEventListener("drop", (event) => void this.#onDropCrew(event));
  }

  async #onDropCrew(event: DragEvent): Promise<void> {
    const system = this.actor.system;
    if (!this.isEditable || !(system instanceof SpacecraftData)) return;
    const drop = await readCrewDrop(event, "station", this.actor);
    if (!drop) return;
    const stations = assignStation(system.stations, isStationKey(drop.slot) ? drop.slot : null, drop.who);
    if (!stations) return void ui.notifications?.warn("STARSKIRMISH.SpacePatrol.Crew.noFreeStation", { localize: true });
    await this.actor.update({ system: { stations } });
  }

  #station(target: HTMLElement): string | undefined {
    return target.closest<HTMLElement>("[data-station]")?.dataset.station;
  }

  static async #onStationClear(this: SpacecraftSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const key = this.#station(target);
    if (this.isEditable && isStationKey(key) && this.actor.system instanceof SpacecraftData) {
      await this.actor.update({ system: { stations: clearStation(this.actor.system.stations, key) } });
    }
  }

  /** A station's action button (Guide 7.5, 7.6): asked of the GM's client, which rolls and records it. */
  static async #onStationTask(this: SpacecraftSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const task = target.dataset.task;
    const station = this.#station(target);
    if ((SCAN_TASKS as readonly unknown[]).includes(task)) await scanTargets(this.actor, task as ScanTask);
    else if ((MANEUVER_KEYS as readonly unknown[]).includes(task) && isStationKey(station)) await maneuver(this.actor, task as ManeuverKey, station);
    else if (task === "repair" && isStationKey(station)) await repairAtStation(this.actor, station);
    else if (task === "pointDefense") await reservePointDefense(this.actor);
    else if (task === "prepareForWarp") await prepareForWarp(this.actor);
    else if (task === "polarity") await reversePolarity(this.actor);
    else if (task === "board") await boardTarget(this.actor);
    else if (task === "healCrewman") await healCrewman(this.actor);
    else if (task === "pbf" && this.actor.system instanceof SpacecraftData) await togglePbf(this.actor, this.actor.system.pbfRaised);
  }

  static async #onStationOpen(this: SpacecraftSheet, _e: PointerEvent, target: HTMLElement): Promise<void> {
    const key = this.#station(target);
    if (isStationKey(key) && this.actor.system instanceof SpacecraftData) await openCrewSheet(this.actor.system.stations[key].actorUuid);
  }
}
