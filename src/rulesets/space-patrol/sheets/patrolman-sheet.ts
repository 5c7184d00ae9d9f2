/**
 * The patrolman sheet: identity, branch and rank, hero and advancement points, every asset with
 * a roll button, the Psionics section (a button per PSI power, Guide 2.3), the inventory, the
 * service record with asset advancement, the biography and the individual markers, in five tabs. Item and roll buttons come from SpaceActorSheet.
 */
import { TEMPLATE_ROOT } from "../../../system/constants";
import { PatrolmanData } from "../models/patrolman-model";
import { patrolmanContext } from "../view/patrolman-context";
import { readAssetLevels } from "../view/asset-form";
import { cappedHeroPoints } from "../view/hero-points-form";
import { carriedItems } from "./carried-items";
import { readMarkers } from "../../../system/markers/marker-store";
import { ASSET_BY_ID, isAssetId } from "../rules/assets";
import { SpaceActorSheet } from "./space-actor-sheet";
import { advancementContext } from "../view/advancement-context";
import { chooseAndImprove, closeSession } from "./advancement-actions";
import { warn } from "../../../system/notify";
import { storedCreation } from "../actions/creation-run";
import { ageAfter } from "../data/creation-result";
import { CreationWizard } from "./creation-wizard";
import { commandRoleOf } from "../actions/chain-of-command";
import { usePsiPower } from "../actions/psionics";
import { primaryTabs } from "../../../system/sheets/sheet-tabs";

type FormDataExtended = foundry.applications.ux.FormDataExtended;

export class PatrolmanSheet extends SpaceActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["patrolman"],
    actions: { improveAsset: PatrolmanSheet.#onImproveAsset, newSession: PatrolmanSheet.#onNewSession, createPatrolman: PatrolmanSheet.#onCreate, psiPower: PatrolmanSheet.#onPsiPower },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/space-patrol/sheets/patrolman.hbs`, scrollable: [".ssk-assets"] },
  };

  /** A long sheet in five tabs; the labels are STARSKIRMISH.SpacePatrol.Tab.<id>. */
  static override TABS = primaryTabs(["main", "assets", "inventory", "service", "biography"], "STARSKIRMISH.SpacePatrol.Tab");

  protected override markerGroup: string | undefined = "individual";

  override async _prepareContext(options: Parameters<SpaceActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof PatrolmanData)) return context;
    const creating = storedCreation(this.actor) !== null;
    return Object.assign(context, patrolmanContext(system, carriedItems(this.actor), readMarkers(this.actor)), {
      tabs: this._prepareTabs("primary"),
      advancement: advancementContext(system),
      isGM: game.user?.isGM ?? false,
      // Guide 1.1-1.3: the lifepath, under way or done, and the age it gives
      creating,
      // a lifepath is begun on a patrolman who has none yet, or resumed
      canCreate: this.isEditable && (creating || system.serviceLog.length === 0),
      age: ageAfter(system.terms),
      // Guide 1.5: the captain or Number 2, as the GM appointed them
      commandRole: commandRoleOf(this.actor.id),
    });
  }

  /** Guide 2.3: the Psionics section's button for one power; only the owner uses it. */
  static async #onPsiPower(this: PatrolmanSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (this.actor.isOwner) await usePsiPower(this.actor, target.dataset.power ?? "");
  }

  static async #onCreate(this: PatrolmanSheet): Promise<void> {
    if (this.isEditable) await CreationWizard.open(this.actor);
  }

  static async #onImproveAsset(this: PatrolmanSheet): Promise<void> {
    if (this.isEditable) await chooseAndImprove(this.actor);
  }

  static async #onNewSession(this: PatrolmanSheet): Promise<void> {
    await closeSession(this.actor);
  }

  /**
   * Asset boxes take "X" or 0-10; a typo keeps the old level and says which asset it was. Hero
   * points stay at most their maximum, which the data model requires.
   */
  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended): object {
    const data = super._processFormData(event, form, formData) as { system?: { assets?: unknown; heroPoints?: unknown } };
    const system = this.actor.system;
    if (data.system?.assets !== undefined && system instanceof PatrolmanData) {
      data.system.assets = checkedLevels(data.system.assets, system.assets);
    }
    if (data.system?.heroPoints !== undefined && system instanceof PatrolmanData) {
      data.system.heroPoints = cappedHeroPoints(data.system.heroPoints, system.heroPoints);
    }
    return data;
  }
}

/** Levels read from the submitted boxes; the user is told of each box that was not a level. */
export function checkedLevels(submitted: unknown, current: Readonly<Record<string, number>>): Record<string, number> {
  const { levels, rejected } = readAssetLevels(submitted, current);
  for (const id of rejected) {
    const label = isAssetId(id) ? game.i18n!.localize(ASSET_BY_ID[id].label) : id;
    warn("STARSKIRMISH.SpacePatrol.Sheet.badLevel", { asset: label });
  }
  return levels;
}
