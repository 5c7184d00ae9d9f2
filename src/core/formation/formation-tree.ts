/**
 * Members gathered into their nested groups (platoon -> squad -> team), each group in the order
 * its first member appears, members in input order. Checks ids: duplicate members or groups and
 * groups that contain themselves are input errors.
 */
import { list, record } from "../checks";
import { checkGroup, checkMember } from "./input-checks";
import type { FormationGroup, FormationMember, ShapeName } from "./types";

export interface MemberItem {
  readonly kind: "member";
  readonly member: FormationMember;
  /** Position in the input member list. */
  readonly index: number;
}

export interface GroupItem {
  readonly kind: "group";
  readonly id: string;
  readonly shape: ShapeName | undefined;
  readonly items: TreeItem[];
}

export type TreeItem = MemberItem | GroupItem;

export function buildFormationTree(members: readonly FormationMember[], groups: readonly FormationGroup[] = []): GroupItem {
  list(members, "members").forEach((m, i) => checkMember(m, `members[${i}]`));
  list(groups, "groups").forEach((g, i) => checkGroup(g, `groups[${i}]`));
  const specs = new Map<string, FormationGroup>();
  for (const group of groups) {
    if (specs.has(group.id)) throw new RangeError(`Group ${group.id} is listed twice`);
    specs.set(group.id, group);
  }
  const root: GroupItem = { kind: "group", id: "", shape: undefined, items: [] };
  const nodes = new Map<string, GroupItem>();
  const opening = new Set<string>();

  const nodeFor = (id: string): GroupItem => {
    const existing = nodes.get(id);
    if (existing) return existing;
    if (opening.has(id)) throw new RangeError(`Group ${id} is inside itself`);
    opening.add(id);
    const spec = specs.get(id);
    const parent = spec?.parent === undefined ? root : nodeFor(spec.parent);
    opening.delete(id);
    const node: GroupItem = { kind: "group", id, shape: spec?.shape, items: [] };
    nodes.set(id, node);
    parent.items.push(node);
    return node;
  };

  const seen = new Set<string>();
  members.forEach((member, index) => {
    if (seen.has(member.id)) throw new RangeError(`Member ${member.id} is listed twice`);
    seen.add(member.id);
    const node = member.group === undefined ? root : nodeFor(member.group);
    node.items.push({ kind: "member", member, index });
  });
  return root;
}

/** Whether an item is a leader (only members lead; a group is led from inside). */
export function isLeader(item: TreeItem): boolean {
  record(item, "item");
  if (item.kind === "member") record(item.member, "item.member");
  return item.kind === "member" && item.member.leader === true;
}
