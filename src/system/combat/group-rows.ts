/**
 * Folds the combat tracker's rows into their groups, on the list core v13 drew: each group's row
 * (templates/shared/combat-group.hbs, drawn beforehand) goes where its first member stood, and its
 * members' own rows (li.combatant[data-combatant-id], untouched, so the turn banners and core's own
 * handlers still find them) move into it. Each member row also gets a line with its markers and
 * state, set as text.
 */

const rowOf = (list: HTMLElement, id: string): HTMLElement | null => list.querySelector<HTMLElement>(`li.combatant[data-combatant-id="${CSS.escape(id)}"]`);

/** Adds each member's state line and gathers grouped rows under their group's drawn row, in place. */
export function groupTrackerRows(
  list: HTMLElement,
  groups: readonly { readonly memberIds: readonly string[]; readonly html: string }[],
  stateLines: ReadonlyMap<string, string>,
): void {
  for (const [id, line] of stateLines) {
    const row = rowOf(list, id);
    if (!row || !line) continue;
    const state = document.createElement("div");
    state.className = "ssk-combatant-state";
    state.textContent = line;
    (row.querySelector<HTMLElement>(".token-name") ?? row).append(state);
  }
  for (const group of groups) {
    const rows = group.memberIds.map((id) => rowOf(list, id)).filter((r): r is HTMLElement => r !== null);
    if (rows.length === 0) continue;
    const holder = document.createElement("template");
    holder.innerHTML = group.html.trim();
    const drawn = holder.content.firstElementChild;
    if (!(drawn instanceof HTMLElement)) continue;
    rows[0]!.before(drawn);
    drawn.querySelector(".ssk-group-members")?.append(...rows);
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
