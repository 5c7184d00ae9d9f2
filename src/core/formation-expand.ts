/**
 * Expands a formation into the figures to place: each member repeated by its quantity, nested
 * formations becoming groups that keep together, leaders marked. Pure: a resolver says what each
 * member UUID is. Missing members and formations that contain themselves are reported, so the
 * drop can be refused before anything is created.
 */
import type { FormationGroup, FormationMember, ShapeName } from "./formation/types";
import type { FormationLevel, FormationSystem } from "./formation-schema";

/** What a member UUID turned out to be. */
export type ResolvedMember =
  | { readonly kind: "actor"; readonly uuid: string; readonly name: string; readonly width: number; readonly height: number }
  | { readonly kind: "formation"; readonly uuid: string; readonly name: string; readonly system: FormationSystem };

/**
 * One formation in the expansion: the dropped one (id "root") or a nested copy of one, with its
 * place among the copies its parent holds (1, 2... in member order), so units can be named.
 */
export interface ExpandedUnit {
  readonly id: string;
  readonly parent: string | null;
  readonly uuid: string;
  readonly name: string;
  readonly level: FormationLevel;
  /** 1-based place among the units its parent holds. */
  readonly ordinal: number;
}

export const ROOT_UNIT = "root";

export interface ExpandedFigure extends FormationMember {
  /** UUID of the actor this figure is a token of. */
  readonly actorUuid: string;
  /** Position of the member in its formation's list, for the token's flags. */
  readonly memberIndex: number;
  /** Position, in the dropped formation's own list, of the member it is or stands inside. */
  readonly rootMember: number;
  /** The unit (formation copy) it is a direct member of. */
  readonly unit: string;
}

export interface ExpandProblem {
  readonly uuid: string;
  readonly name: string;
  readonly reason: "missing" | "cycle" | "tooMany";
}

export interface Expansion {
  readonly figures: ExpandedFigure[];
  readonly groups: FormationGroup[];
  /** The root first, then every nested formation copy, parents before children. */
  readonly units: ExpandedUnit[];
  readonly problems: ExpandProblem[];
}

/** More figures than this in one drop is refused: it would swamp any scene. */
export const MAX_FIGURES = 1000;

export function expandFormation(
  root: { uuid: string; name?: string; system: FormationSystem },
  resolve: (uuid: string) => ResolvedMember | null,
): Expansion {
  const figures: ExpandedFigure[] = [];
  const groups: FormationGroup[] = [];
  const problems: ExpandProblem[] = [];
  const units: ExpandedUnit[] = [{ id: ROOT_UNIT, parent: null, uuid: root.uuid, name: root.name ?? "", level: root.system.level ?? "group", ordinal: 1 }];
  let groupCount = 0;

  const visit = (system: FormationSystem, path: readonly string[], group: string | undefined, top: number | null): void => {
    const unit = group ?? ROOT_UNIT;
    let ordinal = 0;
    system.members.forEach((member, memberIndex) => {
      const found = resolve(member.uuid);
      if (!found) {
        problems.push({ uuid: member.uuid, name: member.name, reason: "missing" });
        return;
      }
      if (found.kind === "formation") {
        if (path.includes(found.uuid)) {
          problems.push({ uuid: found.uuid, name: found.name, reason: "cycle" });
          return;
        }
        for (let n = 0; n < member.quantity; n++) {
          const id = `g${groupCount++}`;
          groups.push({ id, ...(group ? { parent: group } : {}), shape: found.system.shape as ShapeName });
          units.push({ id, parent: unit, uuid: found.uuid, name: found.name, level: found.system.level ?? "group", ordinal: ++ordinal });
          visit(found.system, [...path, found.uuid], id, top ?? memberIndex);
        }
        return;
      }
      for (let n = 0; n < member.quantity; n++) {
        if (figures.length >= MAX_FIGURES) {
          if (!problems.some((p) => p.reason === "tooMany")) problems.push({ uuid: found.uuid, name: found.name, reason: "tooMany" });
          return;
        }
        figures.push({
          id: `f${figures.length}`,
          width: found.width,
          height: found.height,
          leader: member.role === "leader",
          ...(group ? { group } : {}),
          actorUuid: found.uuid,
          memberIndex,
          rootMember: top ?? memberIndex,
          unit,
        });
      }
    });
  };

  visit(root.system, [root.uuid], undefined, null);
  return { figures, groups, units, problems };
}
