/**
 * Editing a formation's member list: adding dropped actors (a second drop of the same actor
 * counts it again), and reading the sheet's edits of quantities and roles back into the list.
 */
import { MAX_MEMBER_QUANTITY, MEMBER_ROLES, type FormationMemberData } from "./formation-schema";

export interface MemberAddition {
  readonly uuid: string;
  readonly name: string;
}

export function addMembers(
  current: readonly FormationMemberData[],
  additions: readonly MemberAddition[],
  selfUuid: string,
): { members: FormationMemberData[]; refused: string[] } {
  const members = current.map((m) => ({ ...m }));
  const refused: string[] = [];
  for (const add of additions) {
    // A formation cannot contain itself.
    if (!add.uuid || add.uuid === selfUuid) {
      refused.push(add.name);
      continue;
    }
    const same = members.find((m) => m.uuid === add.uuid);
    if (same) same.quantity = Math.min(MAX_MEMBER_QUANTITY, same.quantity + 1);
    else members.push({ uuid: add.uuid, name: add.name, quantity: 1, role: "member" });
  }
  return { members, refused };
}

/**
 * Applies the sheet's edits (an object keyed by list position, as forms send it) to the list.
 * Quantities are bounded and whole; unknown roles and positions are ignored.
 */
export function applyMemberEdits(current: readonly FormationMemberData[], submitted: unknown): FormationMemberData[] {
  if (typeof submitted !== "object" || submitted === null) return current.map((m) => ({ ...m }));
  const edits = submitted as Record<string, { quantity?: unknown; role?: unknown } | undefined>;
  return current.map((m, i) => {
    const edit = edits[String(i)];
    if (!edit) return { ...m };
    const q = Math.trunc(Number(edit.quantity));
    const role = MEMBER_ROLES.includes(edit.role as (typeof MEMBER_ROLES)[number]) ? (edit.role as FormationMemberData["role"]) : m.role;
    return { ...m, quantity: Number.isFinite(q) ? Math.min(MAX_MEMBER_QUANTITY, Math.max(1, q)) : m.quantity, role };
  });
}

export function removeMember(current: readonly FormationMemberData[], index: number): FormationMemberData[] {
  return current.filter((_, i) => i !== index);
}
