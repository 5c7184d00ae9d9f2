/**
 * The StarMarines unit sheet (IV, IX, SMR-16): the values the race book gives, entered by the GM or
 * the player, what the rules make of them (view/unit-profile.ts), its weapons with an attack button
 * each unless lost (IX-B), a morale check, and its markers, in tabs (view/unit-tabs.ts). Weapons dropped on it become
 * its items. The class is registered at init; the profile and the actions come with the table
 * (load-table.ts).
 */
import { BaseActorSheet } from "../../../system/sheets/base-actor-sheet";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { UnitData } from "../models/unit-model";
import { WeaponData } from "../models/weapon-model";
import { SMR_TABLE } from "../load-table";
import { primaryTabs } from "../../../system/sheets/sheet-tabs";
import { SMR_UNIT_TABS } from "../view/unit-tabs";

export class StarMarinesUnitSheet extends BaseActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["starmarines", "smr-unit"],
    position: { width: 600, height: 680 },
    actions: { attack: StarMarinesUnitSheet.#onAttack, morale: StarMarinesUnitSheet.#onMorale, scatter: StarMarinesUnitSheet.#onScatter, swap: StarMarinesUnitSheet.#onSwap, retreat: StarMarinesUnitSheet.#onRetreat, editWeapon: StarMarinesUnitSheet.#onEditWeapon, removeWeapon: StarMarinesUnitSheet.#onRemoveWeapon },
  };

  static override PARTS = {
    sheet: { template: `${TEMPLATE_ROOT}/starmarines/sheets/unit.hbs`, scrollable: [".smr-body"] },
  };

  /** Combat, profile and notes in tabs; the labels are STARSKIRMISH.StarMarines.Tab.<id>. */
  static override TABS = primaryTabs(SMR_UNIT_TABS, "STARSKIRMISH.StarMarines.Tab");

  override async _prepareContext(options: Parameters<BaseActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const system = this.actor.system;
    if (!(system instanceof UnitData)) return context;
    const t = await SMR_TABLE.load();
    const weapons = [...this.actor.items].flatMap((i) => {
      const w = i.system;
      return w instanceof WeaponData ? [{ id: i.id ?? "", name: i.name ?? "", category: w.category, range: w.range, aim: w.aim, armourPierce: w.armourPierce, damage: w.damage, frag: w.frag, closeCombat: w.closeCombat, ignoresLineOfSight: w.ignoresLineOfSight }] : [];
    });
    return Object.assign(context, {
      ...t.unitChoices(),
      // IX-B, IX-D, SMR-6: the markers decide whether a weapon may still attack and a Leader still leads
      profile: t.unitProfile(system, weapons, t.unitMarks(this.actor)),
      transport: t.transportState(this.actor),
      // VIII-H: a broken unit's retreat is offered on its sheet
      broken: t.hasMarker(this.actor, "broken"),
    });
  }

  static async #onAttack(this: StarMarinesUnitSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await (await SMR_TABLE.load()).attackWith(this.actor, target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "");
  }

  static async #onMorale(this: StarMarinesUnitSheet): Promise<void> {
    await (await SMR_TABLE.load()).checkUnitMorale(this.actor);
  }

  static async #onRetreat(this: StarMarinesUnitSheet): Promise<void> {
    await (await SMR_TABLE.load()).retreatUnit(this.actor);
  }

  static async #onSwap(this: StarMarinesUnitSheet): Promise<void> {
    await (await SMR_TABLE.load()).swapWeapons(this.actor);
  }

  static async #onScatter(this: StarMarinesUnitSheet): Promise<void> {
    await (await SMR_TABLE.load()).rollScatter(this.actor);
  }

  static async #onEditWeapon(this: StarMarinesUnitSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "")?.sheet?.render(true);
  }

  static async #onRemoveWeapon(this: StarMarinesUnitSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.actor.items.get(target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "")?.delete();
  }
}
