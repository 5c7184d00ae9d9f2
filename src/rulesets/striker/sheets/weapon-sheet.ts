/**
 * The Striker weapon item sheet: the weapon's columns, then one row per ammunition type with its
 * range columns, magazine, damage, signature and targets, each editable; rows and range columns
 * can be added and removed for weapons of the referee's own.
 */
import { SpecItemSheet } from "../../../system/sheets/spec-item-sheet";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { StrikerWeaponData } from "../models/weapon-model";
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
  private async changeAmmo(change: (ammo: AmmoRowSystem[]) => AmmoRowSystem[] | null): Promise<void> {
    if (!this.isEditable || !(this.item.system instanceof StrikerWeaponData)) return;
    const item = this.item;
    await documentLine(item)(async () => {
      if (!(item.system instanceof StrikerWeaponData)) return;
      const ammo = change(foundry.utils.deepClone(item.system.ammo));
      if (ammo) await item.update({ system: { ammo } });
    });
  }

  /**
   * Where the row a button sits in is when the change's turn comes. Rows have no name of their own
   * and are added at the end, so a row keeps its place while the list has not shrunk since the
   * press (core/form-rows.ts): a Remove pressed twice removes one row, and a row whose fields were
   * just edited is still the row pressed.
   */
  private async rowPressed(target: HTMLElement): Promise<((ammo: readonly AmmoRowSystem[]) => AmmoRowSystem | undefined) | null> {
    const index = Number(target.closest<HTMLElement>("[data-ammo-index]")?.dataset.ammoIndex);
    const system = this.item.system;
    if (!(system instanceof StrikerWeaponData) || !Number.isInteger(index) || !system.ammo[index]) return null;
    const shown = [...system.ammo];
    const { rowNow } = await STRIKER_TABLE.load();
    return (ammo) => ammo[rowNow(ammo, shown, index, null)];
  }

  static async #onAddAmmo(this: StrikerWeaponSheet): Promise<void> {
    await this.changeAmmo((ammo) => [...ammo, { ...initialValue(AMMO_ROW_SCHEMA.fields), bands: [initialValue(BAND_SCHEMA.fields)] }]);
  }

  /** Removes the row the button sat in: a second press in flight finds the list shorter and removes nothing. */
  static async #onRemoveAmmo(this: StrikerWeaponSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const pressed = await this.rowPressed(target);
    if (!pressed) return;
    await this.changeAmmo((ammo) => {
      const row = pressed(ammo);
      return row ? ammo.filter((r) => r !== row) : null;
    });
  }

  static async #onAddBand(this: StrikerWeaponSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const pressed = await this.rowPressed(target);
    if (!pressed) return;
    const { RANGE_BAND_PROFILES } = await STRIKER_TABLE.load();
    await this.changeAmmo((ammo) => {
      const row = pressed(ammo);
      // Ruling STR-1: at most three range columns.
      if (!row || row.bands.length >= RANGE_BAND_PROFILES.length) return null;
      row.bands = [...row.bands, initialValue(BAND_SCHEMA.fields)];
      return ammo;
    });
  }

  static async #onRemoveBand(this: StrikerWeaponSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const pressed = await this.rowPressed(target);
    if (!pressed) return;
    await this.changeAmmo((ammo) => {
      const row = pressed(ammo);
      if (!row || row.bands.length === 0) return null;
      row.bands = row.bands.slice(0, -1);
      return ammo;
    });
  }
}
