/**
 * The patrolman sheet: identity, branch and rank, hero and advancement points with "'Tis But a
 * Scratch" (Guide 4.2), every asset with a roll button, the Psionics section (a button per PSI
 * power, Guide 2.3), the inventory, the service record with asset advancement, the biography and
 * the individual markers, in five tabs. Item and roll buttons come from SpaceActorSheet.
 * What the context shows, the buttons do and the form checks come with the table (load-table.ts).
 */
import { TEMPLATE_ROOT } from "../../../system/constants";
import { PatrolmanData } from "../models/patrolman-model";
import type { FormRecord } from "../../../system/sheets/form-lists";
import { carriedItems } from "./carried-items";
import { readMarkers } from "../../../system/markers/marker-store";
import { SpaceActorSheet } from "./space-actor-sheet";
import { primaryTabs } from "../../../system/sheets/sheet-tabs";
import { PATROLMAN_TABS } from "../view/sheet-tabs";
import { renderedTable, SPACE_PATROL_TABLE } from "../load-table";

type FormDataExtended = foundry.applications.ux.FormDataExtended;

export class PatrolmanSheet extends SpaceActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["patrolman"],
    actions: { improveAsset: PatrolmanSheet.#onImproveAsset, newSession: PatrolmanSheet.#onNewSession, createPatrolman: PatrolmanSheet.#onCreate, psiPower: PatrolmanSheet.#onPsiPower, tisButAScratch: PatrolmanSheet.#onScratch },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/space-patrol/sheets/patrolman.hbs`, scrollable: [".ssk-assets"] },
  };

  /** A long sheet in five tabs; the labels are STARSKIRMISH.SpacePatrol.Tab.<id>. */
  static override TABS = primaryTabs(PATROLMAN_TABS, "STARSKIRMISH.SpacePatrol.Tab");

  /** The medal counts are sent only where the user changed them, as the asset levels are (form-lists.ts). */
  protected override formRecords(): readonly FormRecord[] {
    return [...super.formRecords(), { path: "medals", entries: (system) => (system instanceof PatrolmanData ? system.medals : null) }];
  }


  override async _prepareContext(options: Parameters<SpaceActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof PatrolmanData)) return context;
    const t = await SPACE_PATROL_TABLE.load();
    // one that cannot be read counts too: its button is how the GM reaches it to discard it
    const creating = t.readStoredCreation(this.actor).kind !== "none";
    return Object.assign(context, t.patrolmanContext(system, carriedItems(this.actor), readMarkers(this.actor)), {
      advancement: t.advancementContext(system),
      isGM: game.user?.isGM ?? false,
      // Guide 1.1-1.3: the lifepath, under way or done, and the age it gives
      creating,
      // a lifepath is begun on a patrolman who has none yet, or resumed
      canCreate: this.isEditable && (creating || system.serviceLog.length === 0),
      age: t.ageAfter(system.terms),
      // each line said in this reader's language; lines kept as text shown as written (escaped by the template)
      serviceLines: system.serviceLog.map((line) => t.serviceLineText(line, t.foundryLogWords())),
      // Guide 1.5: the captain or Number 2, as the GM appointed them
      commandRole: t.commandRoleOf(this.actor.id),
    });
  }

  /** Guide 2.3: the Psionics section's button for one power; only the owner uses it. */
  static async #onPsiPower(this: PatrolmanSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (this.actor.isOwner) await (await SPACE_PATROL_TABLE.load()).usePsiPower(this.actor, target.dataset.power ?? "");
  }

  /** Guide 4.2: "'Tis But a Scratch" for one of the patrolman's Space Hero Points; only the owner spends. */
  static async #onScratch(this: PatrolmanSheet): Promise<void> {
    if (this.actor.isOwner) await (await SPACE_PATROL_TABLE.load()).tisButAScratchFromSheet(this.actor);
  }

  static async #onCreate(this: PatrolmanSheet): Promise<void> {
    if (this.isEditable) await (await SPACE_PATROL_TABLE.load()).CreationWizard.open(this.actor);
  }

  static async #onImproveAsset(this: PatrolmanSheet): Promise<void> {
    if (this.isEditable) await (await SPACE_PATROL_TABLE.load()).chooseAndImprove(this.actor);
  }

  static async #onNewSession(this: PatrolmanSheet): Promise<void> {
    await (await SPACE_PATROL_TABLE.load()).closeSession(this.actor);
  }

  /**
   * Hero points stay at most their maximum, which the data model requires. (Asset boxes, "X" or
   * 0-10, are read by SpaceActorSheet's formRecords.)
   */
  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended): object {
    const data = super._processFormData(event, form, formData) as { system?: { heroPoints?: unknown } };
    const system = this.actor.system;
    if (data.system?.heroPoints !== undefined && system instanceof PatrolmanData) {
      data.system.heroPoints = renderedTable().cappedHeroPoints(data.system.heroPoints, system.heroPoints);
    }
    return data;
  }
}
