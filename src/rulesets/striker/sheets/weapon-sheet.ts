/**
 * The Striker weapon item sheet: the weapon's columns, then one row per ammunition type with its
 * range columns, magazine, damage, signature and targets, each editable; rows and range columns
 * can be added and removed for weapons of the referee's own.
 */
import { SpecItemSheet } from "../../../system/sheets/spec-item-sheet";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { StrikerWeaponData } from "../models/weapon-model";
import { keyedRowNow } from "../../../core/form-rows";
import { documentLine } from "../../../system/one-at-a-time";
import type { FormList } from "../../../system/sheets/form-lists";
import { initialValue } from "../../../core/schema";
import { AMMO_ROW_SCHEMA, BAND_SCHEMA, type AmmoRowSystem } from "../data/weapon-schema";
import { STRIKER_TABLE } from "../load-table";

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

  /** Ammunition rows are edited by place: rows are added at the end, and after one is removed an edit in flight is not applied (form-lists.ts). */
  protected override formLists(): readonly FormList<AmmoRowSystem>[] {
    return [{ path: "ammo", rows: (system) => (system instanceof StrikerWeaponData ? system.ammo : null) }];
  }

  /** Writes what a change makes of the rows as they are, in the item's line, so clicks in flight each see the one before. */
  private async changeAmmo(change: (ammo: AmmoRowSystem[]) => AmmoRowSystem[] | null | Promise<AmmoRowSystem[] | null>): Promise<void> {
    if (!this.isEditable || !(this.item.system instanceof StrikerWeaponData)) return;
    const item = this.item;
    await documentLine(item)(async () => {
      if (!(item.system instanceof StrikerWeaponData)) return;
      const ammo = await change(foundry.utils.deepClone(item.system.ammo));
      if (ammo) await item.update({ system: { ammo } });
    });
  }

  /** The row a button sits in, as this client has it when the button is pressed (found again by sameAmmoRow). */
  private rowShown(target: HTMLElement): { index: number; row: AmmoRowSystem } | null {
    const index = Number(target.closest<HTMLElement>("[data-ammo-index]")?.dataset.ammoIndex);
    const system = this.item.system;
    const row = system instanceof StrikerWeaponData && Number.isInteger(index) ? system.ammo[index] : undefined;
    return row ? { index, row: foundry.utils.deepClone(row) } : null;
  }

  static async #onAddAmmo(this: StrikerWeaponSheet): Promise<void> {
    await this.changeAmmo((ammo) => [...ammo, { ...initialValue(AMMO_ROW_SCHEMA.fields), bands: [initialValue(BAND_SCHEMA.fields)] }]);
  }

  /** Removes the row the button sat in: a second click in flight finds it gone and removes nothing. */
  static async #onRemoveAmmo(this: StrikerWeaponSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const seen = this.rowShown(target);
    if (!seen) return;
    await this.changeAmmo((ammo) => {
      const index = keyedRowNow(ammo, seen.index, seen.row, sameAmmoRow);
      return index < 0 ? null : ammo.filter((_, i) => i !== index);
    });
  }

  static async #onAddBand(this: StrikerWeaponSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const seen = this.rowShown(target);
    if (!seen) return;
    const { RANGE_BAND_PROFILES } = await STRIKER_TABLE.load();
    await this.changeAmmo((ammo) => {
      const row = ammo[keyedRowNow(ammo, seen.index, seen.row, sameAmmoRow)];
      // Ruling STR-1: at most three range columns.
      if (!row || row.bands.length >= RANGE_BAND_PROFILES.length) return null;
      row.bands = [...row.bands, initialValue(BAND_SCHEMA.fields)];
      return ammo;
    });
  }

  static async #onRemoveBand(this: StrikerWeaponSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const seen = this.rowShown(target);
    if (!seen) return;
    await this.changeAmmo((ammo) => {
      const row = ammo[keyedRowNow(ammo, seen.index, seen.row, sameAmmoRow)];
      if (!row || row.bands.length === 0) return null;
      row.bands = row.bands.slice(0, -1);
      return ammo;
    });
  }
}

/**
 * An ammunition row has no name of its own to be found by: it is found by all it holds but its
 * range columns, which the column buttons change while other clicks are in flight.
 */
const sameAmmoRow = ({ bands: _bands, ...row }: AmmoRowSystem): string => JSON.stringify(row);
