/**
 * v13's combat tracker sidebar tab (client/applications/sidebar/tabs/combat-tracker.d.mts): an
 * ApplicationV2 whose `viewed` combat is `game.combat`, drawn as core's tracker template draws its
 * list: `ol.combat-tracker` with one `li.combatant[data-combatant-id]` per combatant in turn order,
 * its name in `.token-name`, and the acting one marked `active`. Then `_onRender` and the render
 * hooks, as for any application.
 */
import { ApplicationV2 } from "./application";

interface TrackerCombatant {
  id: string;
  name: string;
}
interface TrackerCombat {
  turns?: TrackerCombatant[];
  combatants: { contents: TrackerCombatant[] };
  combatant?: TrackerCombatant | undefined;
}

const viewedCombat = (): TrackerCombat | null => (globalThis as unknown as { game: { combat: TrackerCombat | null } }).game.combat;

// named CombatTracker, as v13's class is, so its render hooks are renderCombatTracker and on up
export const StandInCombatTracker = class CombatTracker extends ApplicationV2 {
  static tabName = "combat";

  get viewed(): TrackerCombat | null {
    return viewedCombat();
  }

  protected override async _renderHTML(): Promise<HTMLElement> {
    const list = document.createElement("ol");
    list.className = "combat-tracker plain";
    const combat = this.viewed;
    for (const c of combat?.turns ?? combat?.combatants.contents ?? []) {
      const row = document.createElement("li");
      row.className = `combatant${combat?.combatant?.id === c.id ? " active" : ""}`;
      row.dataset.combatantId = c.id;
      const name = document.createElement("div");
      name.className = "token-name";
      const strong = document.createElement("strong");
      strong.className = "name";
      strong.textContent = c.name;
      name.append(strong);
      row.append(name);
      list.append(row);
    }
    return list;
  }

  protected override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }
};
