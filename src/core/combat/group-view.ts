/**
 * What the combat tracker shows of its combatant groups: each group's name, its members in the
 * tracker's own order, whether it is folded, whether the acting combatant is one of its own, and a
 * summary of its members' state (how many carry each marker). Combatants in no group stay where
 * the tracker put them. Pure: the tracker gathers the combatants, groups and marker labels.
 */

export interface TrackerCombatant {
  readonly id: string;
  /** The CombatantGroup it belongs to, or null. */
  readonly group: string | null;
  /** Its markers as labels with counts, and any state of the rule set's (Striker casualties). */
  readonly markers: readonly { readonly label: string; readonly count: number }[];
  readonly state: string | null;
}

export interface TrackerGroup {
  readonly id: string;
  readonly name: string;
}

export interface GroupView {
  readonly id: string;
  readonly name: string;
  readonly memberIds: readonly string[];
  readonly expanded: boolean;
  /** The acting combatant is one of its members. */
  readonly active: boolean;
  /** Members carrying each marker ("Suppressed 2"), in first-seen order. */
  readonly summary: readonly { readonly label: string; readonly members: number }[];
}

/** One member's line under its name: its markers ("Wound ×2") and its state, joined. */
export function memberStateLine(c: TrackerCombatant): string {
  const parts = c.markers.filter((m) => m.count > 0).map((m) => (m.count > 1 ? `${m.label} ×${m.count}` : m.label));
  return [...(c.state ? [c.state] : []), ...parts].join(", ");
}

/**
 * The groups as the tracker shows them, in the order their first member appears in the turn order;
 * a group with no member in this combat is left out.
 */
export function groupViews(
  combatants: readonly TrackerCombatant[],
  groups: readonly TrackerGroup[],
  opts: { readonly activeId: string | null; readonly collapsed: ReadonlySet<string> },
): GroupView[] {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const members = new Map<string, TrackerCombatant[]>();
  for (const c of combatants) {
    if (!c.group || !byId.has(c.group)) continue;
    const list = members.get(c.group) ?? [];
    list.push(c);
    members.set(c.group, list);
  }
  return [...members].map(([id, list]) => {
    const counts = new Map<string, number>();
    for (const c of list) for (const m of c.markers) if (m.count > 0) counts.set(m.label, (counts.get(m.label) ?? 0) + 1);
    return {
      id,
      name: byId.get(id)?.name ?? "",
      memberIds: list.map((c) => c.id),
      expanded: !opts.collapsed.has(id),
      active: opts.activeId !== null && list.some((c) => c.id === opts.activeId),
      summary: [...counts].map(([label, n]) => ({ label, members: n })),
    };
  });
}

export interface GroupRowContext {
  readonly id: string;
  readonly name: string;
  readonly count: number;
  readonly active: boolean;
  readonly expanded: boolean;
  /** How many of its members carry each marker. */
  readonly summary: readonly { readonly label: string; readonly members: number }[];
  readonly canActivate: boolean;
  /** Member rows the template draws itself; empty where the tracker moves its own rows in. */
  readonly members: readonly { readonly id: string; readonly name: string; readonly state: string }[];
}

/** What templates/shared/combat-group.hbs draws for a group. */
export function groupRowContext(view: GroupView, canActivate: boolean, members: GroupRowContext["members"] = []): GroupRowContext {
  return {
    id: view.id,
    name: view.name,
    count: view.memberIds.length,
    active: view.active,
    expanded: view.expanded,
    summary: view.summary,
    canActivate,
    members,
  };
}
