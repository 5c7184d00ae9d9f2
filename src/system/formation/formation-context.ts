/** What the formation sheet shows, computed from plain data so the gallery renders the same. */
import { FORMATION_FACINGS, FORMATION_LEVELS, FORMATION_SHAPES, MEMBER_ROLES, type FormationSystem } from "../../core/formation-schema";

export interface FormationMemberRow {
  index: number;
  uuid: string;
  name: string;
  quantity: number;
  role: string;
  /** Tokens of this member on the current scene. */
  onScene: number;
  /** Marker and casualty summary of those tokens, e.g. "Wound ×2". */
  state: string;
}

export interface FormationContext {
  members: FormationMemberRow[];
  figures: number;
  onScene: number;
  levels: { value: string; label: string }[];
  shapes: { value: string; label: string }[];
  facings: { value: string; label: string }[];
  roles: { value: string; label: string }[];
}

export function formationContext(
  system: Pick<FormationSystem, "members">,
  scene: { byMember: ReadonlyMap<number, { count: number; state: string }> } = { byMember: new Map() },
): FormationContext {
  const members = system.members.map((m, index) => {
    const here = scene.byMember.get(index);
    return { index, uuid: m.uuid, name: m.name, quantity: m.quantity, role: m.role, onScene: here?.count ?? 0, state: here?.state ?? "" };
  });
  return {
    members,
    figures: members.reduce((n, m) => n + m.quantity, 0),
    onScene: members.reduce((n, m) => n + m.onScene, 0),
    levels: FORMATION_LEVELS.map((l) => ({ value: l, label: `STARSKIRMISH.Formation.Level.${l}` })),
    shapes: FORMATION_SHAPES.map((s) => ({ value: s, label: `STARSKIRMISH.Formation.Shape.${s}` })),
    facings: FORMATION_FACINGS.map((f) => ({ value: f, label: `STARSKIRMISH.Formation.Facing.${f}` })),
    roles: MEMBER_ROLES.map((r) => ({ value: r, label: `STARSKIRMISH.Formation.Role.${r}` })),
  };
}
