/**
 * The system's combat tracker: v13's own, with the combatants of each CombatantGroup folded under
 * one row (group-rows.ts), each member showing its markers and state, and, where the rule set acts
 * by unit, a GM's button that makes a group the acting one. Which groups are folded is this
 * client's own choice, kept for the session.
 */
import { groupRowContext, groupViews, memberStateLine, type TrackerCombatant } from "../../core/combat/group-view";
import { TEMPLATE_ROOT } from "../constants";
import { readMarkers } from "../markers/marker-store";
import { activeRuleSet } from "../registry";
import { warn } from "../notify";
import { groupTrackerRows, setGroupFolded } from "./group-rows";

const CombatTracker = foundry.applications.sidebar.tabs.CombatTracker;

/** Groups this client has folded. */
const folded = new Set<string>();

/**
 * The id of a combatant's group. The stored field is the group's id; v13 prepares it into the
 * CombatantGroup itself (Combatant#_prepareGroup), so either is read.
 */
export function groupIdOf(c: Combatant.Implementation): string | null {
  const group: unknown = c.group;
  if (typeof group === "string") return group || null;
  if (typeof group === "object" && group !== null && "id" in group && typeof group.id === "string") return group.id;
  return null;
}

/** A combatant as the group rows read it: its group, its markers by label, and its state. */
function trackerCombatant(c: Combatant.Implementation): TrackerCombatant {
  const definitions = activeRuleSet().definition.markers;
  const counts = c.actor ? readMarkers(c.actor) : {};
  const markers = Object.entries(counts).map(([id, count]) => ({ label: game.i18n!.localize(definitions.find((m) => m.id === id)?.label ?? id), count }));
  const state = c.actor ? (activeRuleSet().unitState?.(c.actor) ?? null) : null;
  return { id: c.id ?? "", group: groupIdOf(c), markers, state };
}

export class GroupedCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    actions: {
      toggleGroup: GroupedCombatTracker.#onToggleGroup,
      activateGroup: GroupedCombatTracker.#onActivateGroup,
    },
  };

  protected override async _onRender(context: Parameters<CombatTracker["_onRender"]>[0], options: Parameters<CombatTracker["_onRender"]>[1]): Promise<void> {
    await super._onRender(context, options);
    await this.#drawGroups();
  }

  async #drawGroups(): Promise<void> {
    const combat = this.viewed;
    const list = this.element.querySelector<HTMLElement>("ol.combat-tracker");
    if (!combat || !list) return;
    const combatants = combat.turns.map(trackerCombatant);
    const groups = combat.groups.map((g) => ({ id: g.id ?? "", name: g.name ?? "" }));
    const views = groupViews(combatants, groups, { activeId: combat.combatant?.id ?? null, collapsed: folded });
    const lines = new Map(combatants.map((c) => [c.id, memberStateLine(c)]));
    const canActivate = game.user?.isGM === true && activeRuleSet().actsByUnit === true;
    const render = foundry.applications.handlebars.renderTemplate;
    const drawn = await Promise.all(views.map(async (v) => ({ memberIds: v.memberIds, html: await render(`${TEMPLATE_ROOT}/shared/combat-group.hbs`, { ...groupRowContext(v, canActivate) }) })));
    groupTrackerRows(list, drawn, lines);
    const decorate = activeRuleSet().decorateGroup;
    if (!decorate) return;
    for (const group of combat.groups) {
      const row = list.querySelector<HTMLElement>(`[data-group-id="${CSS.escape(group.id ?? "")}"]`);
      if (row) await decorate(row, group, combat.turns.filter((c) => groupIdOf(c) === group.id));
    }
  }

  static async #onToggleGroup(this: GroupedCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const group = target.closest<HTMLElement>("[data-group-id]");
    const id = group?.dataset.groupId;
    if (!group || !id) return;
    const fold = !folded.has(id);
    if (fold) folded.add(id);
    else folded.delete(id);
    setGroupFolded(group, fold);
  }

  /** A GM makes the group's first member in the turn order the acting combatant. */
  static async #onActivateGroup(this: GroupedCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!game.user?.isGM) return warn("STARSKIRMISH.Combat.Group.gmOnly");
    const id = target.closest<HTMLElement>("[data-group-id]")?.dataset.groupId;
    const combat = this.viewed;
    if (!combat || !id) return;
    const turn = combat.turns.findIndex((c) => groupIdOf(c) === id);
    if (turn >= 0) await combat.update({ turn });
  }
}
