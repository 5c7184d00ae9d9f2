/**
 * What every Space Patrol! actor sheet does besides its own fields: open, delete and fire its
 * items, roll an asset task from an asset's name (Enter and Space press the name, as on a button),
 * send only the asset levels the user changed,
 * the combat-action buttons (actions/), and the marker group it shows. The patrolman, NPC, vehicle
 * and spacecraft sheets extend it. The classes are registered at init, so they are here; what
 * their buttons do and what their context shows come with the table (load-table.ts).
 */
import { VehicleData } from "../models/craft-models";
import { BaseActorSheet } from "../../../system/sheets/base-actor-sheet";
import { isSpaceScene } from "../turn/space-scene";
import { SpacecraftData } from "../models/craft-models";
import type { DeepPartial } from "fvtt-types/utils";
import type { SheetActionKey, SheetActionKind } from "../view/sheet-actions";
import { renderedTable, SPACE_PATROL_TABLE } from "../load-table";
import { actorInAnyCombat } from "../../../system/turn/combatant-of";
import type { FormRecord } from "../../../system/sheets/form-lists";
import { PatrolmanData } from "../models/patrolman-model";
import { NpcData } from "../models/npc-model";

const ACTION_KINDS: readonly string[] = ["individual", "vehicle", "spacecraft"] satisfies SheetActionKind[];

function isActionKind(group: string | undefined): group is SheetActionKind {
  return group !== undefined && ACTION_KINDS.includes(group);
}

export class SpaceActorSheet extends BaseActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["space-patrol"],
    actions: {
      rollAsset: SpaceActorSheet.#onRollAsset,
      itemEdit: SpaceActorSheet.#onItemEdit,
      itemDelete: SpaceActorSheet.#onItemDelete,
      fireWeapon: SpaceActorSheet.#onFireWeapon,
      combatAction: SpaceActorSheet.#onCombatAction,
    },
  };

  /**
   * A patrolman's or NPC's asset level boxes are sent only where the user changed them, so a box
   * the form still shows at its old level does not undo an improvement or a GM's change made since
   * the sheet was drawn (form-lists.ts).
   */
  protected override formRecords(): readonly FormRecord[] {
    const assetsOf = (system: unknown) => (system instanceof PatrolmanData || system instanceof NpcData ? system.assets : null);
    // a box that is no level keeps the level the actor has, and the user is told which it was
    return [
      {
        path: "assets",
        entries: (system) => {
          const assets = assetsOf(system);
          return assets ? renderedTable().levelsShown(assets) : null;
        },
        read: (sent, system) => renderedTable().checkedLevels(sent, assetsOf(system) ?? {}),
      },
    ];
  }

  override async _prepareContext(options: Parameters<BaseActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const group = this.markerGroupOf(this.actor);
    // Only the owner acts; an observer sees the sheet without the buttons.
    const aircraft = this.actor.system instanceof VehicleData && this.actor.system.vehicleType === "flying";
    const t = await SPACE_PATROL_TABLE.load();
    const combatActions = isActionKind(group) && this.actor.isOwner ? t.sheetActions(group, t.hasSheetAction, aircraft) : [];
    // Guide 6.2: in a battle only the GM sets an NPC's or craft's side (keptInBattle in
    // data/definition.ts, kept by system/turn/kept-sheet.ts), so a player's select is shown locked
    const sideLocked = game.user?.isGM === false && actorInAnyCombat(this.actor);
    return Object.assign(context, { combatActions, sideLocked });
  }

  protected override async _onRender(context: DeepPartial<BaseActorSheet.RenderContext>, options: DeepPartial<BaseActorSheet.RenderOptions>): Promise<void> {
    await super._onRender(context, options);
    this.element.querySelector(".ssk-assets")?.addEventListener("keydown", (event) => {
      const key = (event as KeyboardEvent).key;
      const target = event.target as HTMLElement | null;
      if ((key === "Enter" || key === " ") && target?.classList.contains("sp-asset-roll")) {
        event.preventDefault();
        target.click();
      }
    });
  }

  protected itemFrom(target: HTMLElement): Item.Implementation | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    return id ? this.actor.items.get(id) : undefined;
  }

  static async #onItemEdit(this: SpaceActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.itemFrom(target)?.sheet?.render(true);
  }

  static async #onItemDelete(this: SpaceActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable) return;
    await this.itemFrom(target)?.deleteDialog();
  }

  static async #onFireWeapon(this: SpaceActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (!item) return;
    // Guide 7.8: a ship in a space scene fires by the space rules, on the GM's client, which checks
    // that the user owns the ship or stands at its gunnery station
    const t = await SPACE_PATROL_TABLE.load();
    if (this.actor.system instanceof SpacecraftData && isSpaceScene(canvas?.scene)) {
      await t.fireSpaceWeapon(this.actor, item);
      return;
    }
    if (this.actor.isOwner) await t.fireWeapon(this.actor, item);
  }

  static async #onCombatAction(this: SpaceActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const key = target.dataset.combatAction as SheetActionKey | undefined;
    // Guide 6.15, 7.12: runSheetAction stops a wrecked craft before its handler
    if (key && this.actor.isOwner) await (await SPACE_PATROL_TABLE.load()).runSheetAction(this.actor, key);
  }

  static async #onRollAsset(this: SpaceActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const assetId = target.closest<HTMLElement>("[data-asset-id]")?.dataset.assetId;
    if (assetId && this.actor.isOwner) await (await SPACE_PATROL_TABLE.load()).rollAssetTask(this.actor, assetId);
  }
}
