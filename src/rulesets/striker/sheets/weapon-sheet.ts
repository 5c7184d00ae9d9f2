/**
 * The Striker weapon item sheet: the weapon's columns, then one row per ammunition type with its
 * range columns, magazine, damage, signature and targets, each editable; rows and range columns
 * can be added and removed for weapons of the referee's own.
 */
import { SpecItemSheet } from "../../../system/sheets/spec-item-sheet";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { StrikerWeaponData } from "../models/weapon-model";
import { mergeList } from "../view/form-arrays";
import { initialValue } from "../../../core/schema";
import { AMMO_ROW_SCHEMA, BAND_SCHEMA, type AmmoRowSystem } from "../data/weapon-schema";
import { STRIKER_TABLE } from "../load-table";

type FormDataExtended = foundry.applications.ux.FormDataExtended;

export class StrikerWeaponSheet extends SpecItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["striker", "str-weapon-sheet"],
    position: { width: 720, height: 640 },
    actions: {
      addAmmo: StrikerWeaponSheet.#onAddAmmo,
      removeAmmo: StrikerWeaponSheet.#onRemoveAmmo,
      addBand: StrikerWeaponSheet.#onAddBand,
      removeBand: StrikerWeaponSheet.#onRemoveBand,
    },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/striker/sheets/weapon.hbs`, scrollable: [".str-ammo"] },
  };

  override async _prepareContext(options: Parameters<SpecItemSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const system = this.item.system;
    if (!(system instanceof StrikerWeaponData)) return context;
    return Object.assign(context, { system, ...(await STRIKER_TABLE.load()).weaponSheetContext(system) });
  }

  /** Ammunition rows come back indexed; they are written as one whole list. */
  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: FormDataExtended): object {
    const data = super._processFormData(event, form, formData) as { system?: { ammo?: unknown } };
    const system = this.item.system;
    if (data.system?.ammo !== undefined && system instanceof StrikerWeaponData) {
      data.system.ammo = mergeList(foundry.utils.deepClone(system.ammo), data.system.ammo);
    }
    return data;
  }

  private ammoList(): AmmoRowSystem[] | null {
    const system = this.item.system;
    return system instanceof StrikerWeaponData ? foundry.utils.deepClone(system.ammo) : null;
  }

  private async writeAmmo(ammo: AmmoRowSystem[]): Promise<void> {
    await this.item.update({ system: { ammo } });
  }

  static async #onAddAmmo(this: StrikerWeaponSheet): Promise<void> {
    const ammo = this.ammoList();
    if (!ammo || !this.isEditable) return;
    const row = initialValue(AMMO_ROW_SCHEMA.fields);
    await this.writeAmmo([...ammo, { ...row, bands: [initialValue(BAND_SCHEMA.fields)] }]);
  }

  static async #onRemoveAmmo(this: StrikerWeaponSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const ammo = this.ammoList();
    const index = Number(target.closest<HTMLElement>("[data-ammo-index]")?.dataset.ammoIndex);
    if (!ammo || !this.isEditable || !Number.isInteger(index)) return;
    await this.writeAmmo(ammo.filter((_, i) => i !== index));
  }

  static async #onAddBand(this: StrikerWeaponSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const ammo = this.ammoList();
    const index = Number(target.closest<HTMLElement>("[data-ammo-index]")?.dataset.ammoIndex);
    const row = ammo?.[index];
    // Ruling STR-1: at most three range columns.
    if (!ammo || !row || !this.isEditable || row.bands.length >= (await STRIKER_TABLE.load()).RANGE_BAND_PROFILES.length) return;
    row.bands = [...row.bands, initialValue(BAND_SCHEMA.fields)];
    await this.writeAmmo(ammo);
  }

  static async #onRemoveBand(this: StrikerWeaponSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const ammo = this.ammoList();
    const index = Number(target.closest<HTMLElement>("[data-ammo-index]")?.dataset.ammoIndex);
    const row = ammo?.[index];
    if (!ammo || !row || !this.isEditable || row.bands.length === 0) return;
    row.bands = row.bands.slice(0, -1);
    await this.writeAmmo(ammo);
  }
}
