/**
 * Folds the combat tracker's rows into their groups, on the list core v13 drew: each group becomes
 * one row (li.combatant-group) with a fold button, its name, how many members it has and what they
 * carry, and its members' own rows (li.combatant[data-combatant-id], untouched, so the turn banners
 * and core's own handlers still find them) moved into it. Each member row also gets a line with its
 * markers and state. Everything users typed is set as text.
 */
import type { GroupView } from "../../core/combat/group-view";

export interface GroupRowLabels {
  readonly members: (count: number) => string;
  readonly fold: string;
  readonly activate: string;
  /** Whether a group's row offers to make it the acting one (a GM, in a rule set that acts by unit). */
  readonly canActivate: boolean;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function groupHeader(view: GroupView, labels: GroupRowLabels): HTMLElement {
  const header = element("div", "ssk-group-header");
  const fold = element("button", "ssk-group-fold inline-control icon fa-solid");
  fold.type = "button";
  fold.dataset.action = "toggleGroup";
  fold.classList.add(view.expanded ? "fa-caret-down" : "fa-caret-right");
  fold.setAttribute("aria-label", labels.fold);
  fold.setAttribute("aria-expanded", String(view.expanded));
  header.append(fold, element("strong", "ssk-group-name", view.name), element("span", "ssk-group-count", labels.members(view.memberIds.length)));
  if (labels.canActivate) {
    const activate = element("button", "ssk-group-activate inline-control icon fa-solid fa-play");
    activate.type = "button";
    activate.dataset.action = "activateGroup";
    activate.setAttribute("aria-label", labels.activate);
    header.append(activate);
  }
  return header;
}

/** Adds each member's state line and gathers grouped rows under their group's row, in place. */
export function groupTrackerRows(list: HTMLElement, views: readonly GroupView[], stateLines: ReadonlyMap<string, string>, labels: GroupRowLabels): void {
  for (const [id, line] of stateLines) {
    const row = list.querySelector<HTMLElement>(`li.combatant[data-combatant-id="${CSS.escape(id)}"]`);
    if (!row || !line) continue;
    const name = row.querySelector<HTMLElement>(".token-name") ?? row;
    name.append(element("div", "ssk-combatant-state", line));
  }
  for (const view of views) {
    const rows = view.memberIds
      .map((id) => list.querySelector<HTMLElement>(`li.combatant[data-combatant-id="${CSS.escape(id)}"]`))
      .filter((r): r is HTMLElement => r !== null);
    if (rows.length === 0) continue;
    const group = element("li", "combatant-group ssk-group");
    group.dataset.groupId = view.id;
    if (view.active) group.classList.add("active");
    const summary = view.summary.map((s) => `${s.label} ${s.members}`).join(" · ");
    const members = element("ol", "ssk-group-members plain");
    members.hidden = !view.expanded;
    group.append(groupHeader(view, labels));
    if (summary) group.append(element("div", "ssk-group-summary", summary));
    group.append(members);
    rows[0]!.before(group);
    members.append(...rows);
  }
}

/** Folds or unfolds a drawn group row without redrawing the tracker. */
export function setGroupFolded(group: HTMLElement, folded: boolean): void {
  const members = group.querySelector<HTMLElement>(".ssk-group-members");
  if (members) members.hidden = folded;
  const fold = group.querySelector<HTMLElement>(".ssk-group-fold");
  fold?.classList.toggle("fa-caret-down", !folded);
  fold?.classList.toggle("fa-caret-right", folded);
  fold?.setAttribute("aria-expanded", String(!folded));
}
