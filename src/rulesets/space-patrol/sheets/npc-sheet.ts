/**
 * The NPC sheet: compact. Side, leader and hero flags, Plot Armor Points with "'Tis But a Scratch"
 * (Guide 4.2), only the assets the NPC has (each rolls a task; a select adds one, a button removes
 * one), the same inventory as a patrolman with Fire buttons, the Psionics section when it has PSI
 * assets (Guide 2.3), and the individual markers. What the context shows, the buttons do and the
 * form checks come with the table (load-table.ts).
 */
import { TEMPLATE_ROOT } from "../../../system/constants";
import { NpcData } from "../models/npc-model";
import { carriedItems } from "./carried-items";
import { readMarkers } from "../../../system/markers/marker-store";
import { SpaceActorSheet } from "./space-actor-sheet";
import { renderedTable, SPACE_PATROL_TABLE } from "../load-table";

type FormDataExtended = foundry.applications.ux.FormDataExtended;

export class NpcSheet extends SpaceActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["npc"],
    position: { width: 520, height: 640 },
    actions: { removeAsset: NpcSheet.#onRemoveAsset, psiPower: NpcSheet.#onPsiPower, tisButAScratch: NpcSheet.#onScratch },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/space-patrol/sheets/npc.hbs`, scrollable: [".sp-npc-body"] },
  };


  override async _prepareContext(options: Parameters<SpaceActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof NpcData)) return context;
    return Object.assign(context, (await SPACE_PATROL_TABLE.load()).npcContext(system, carriedItems(this.actor), readMarkers(this.actor)));
  }

  /** Level boxes as on the patrolman (the changed ones, read by formRecords); the "add asset" select adds its asset at level 0. */
  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended): object {
    const data = super._processFormData(event, form, formData) as { addAsset?: unknown; system?: { assets?: Record<string, number> } };
    const system = this.actor.system;
    const adding = data.addAsset;
    delete data.addAsset;
    if (!(system instanceof NpcData)) return data;
    const t = renderedTable();
    const levels: Record<string, number> = { ...data.system?.assets };
    const added = t.assetToAdd(adding, system.assets);
    if (added) levels[added] = 0;
    if (Object.keys(levels).length > 0) data.system = { ...data.system, assets: levels };
    return data;
  }

  /** Guide 2.3: the Psionics section's button for one power; only the owner uses it. */
  static async #onPsiPower(this: NpcSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (this.actor.isOwner) await (await SPACE_PATROL_TABLE.load()).usePsiPower(this.actor, target.dataset.power ?? "");
  }

  /** Guide 4.2: "'Tis But a Scratch" for one of the NPC's Plot Armor Points; only the owner spends. */
  static async #onScratch(this: NpcSheet): Promise<void> {
    if (this.actor.isOwner) await (await SPACE_PATROL_TABLE.load()).tisButAScratchFromSheet(this.actor);
  }

  static async #onRemoveAsset(this: NpcSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const assetId = target.closest<HTMLElement>("[data-asset-id]")?.dataset.assetId;
    if (!assetId || !this.isEditable || !(this.actor.system instanceof NpcData)) return;
    // Foundry's "-=key" removes one key of a record field; the types only know the record's values.
    await this.actor.update({ system: { assets: { [`-=${assetId}`]: null } } } as unknown as Actor.UpdateData);
  }
}
