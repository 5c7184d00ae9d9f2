/**
 * Placing a formation on the scene: members loaded, expanded and laid out around the drop point
 * in the formation's shape, compendium members imported once, and every token created in one
 * batch, or nothing at all when something is wrong (each reason told to the user).
 */
import { expandFormation, type ResolvedMember } from "../../core/formation-expand";
import { layoutFormation } from "../../core/formation/layout";
import type { Point, ShapeName, CompassName } from "../../core/formation/types";
import { SYSTEM_ID } from "../constants";
import { FormationData } from "./formation-model";
import { resolveMembers } from "./resolve-members";
import { worldActors } from "./import-once";
import { boardForLayout } from "./board-grid";
import { FORMATION_FLAG } from "./formation-tokens";

function refuse(key: string, data: Record<string, string | number> = {}): false {
  const text = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  ui.notifications?.warn(game.i18n!.format(key, text));
  return false;
}

export async function placeFormation(
  formation: Actor.Implementation,
  drop: Point,
  options: { shape?: ShapeName; facing?: CompassName } = {},
): Promise<boolean> {
  const system = formation.system;
  if (!(system instanceof FormationData)) return false;
  if (!game.user?.isGM) return refuse("STARSKIRMISH.Formation.gmOnly");
  const data = (formation.toObject() as { system: typeof system }).system;
  if (data.members.length === 0) return refuse("STARSKIRMISH.Formation.empty", { name: formation.name ?? "" });
  const { members, foreign } = await resolveMembers(data);
  if (foreign.length > 0) return refuse("STARSKIRMISH.Formation.otherRuleSet", { names: foreign.join(", ") });
  const expansion = expandFormation({ uuid: formation.uuid, system: data }, (uuid) => members.get(uuid) ?? null);
  if (expansion.problems.length > 0) {
    const p = expansion.problems[0]!;
    return refuse(`STARSKIRMISH.Formation.problem.${p.reason}`, { name: p.name || p.uuid, count: expansion.problems.length });
  }
  const board = boardForLayout();
  if (!board) return refuse("STARSKIRMISH.Formation.noScene");
  const layout = layoutFormation({
    ...board,
    members: expansion.figures,
    groups: expansion.groups,
    drop,
    shape: options.shape ?? "default",
    defaultShape: data.shape,
    facing: options.facing ?? data.facing,
  });
  if (!layout.ok) return refuse("STARSKIRMISH.Formation.noRoom", { count: layout.unplaced.length, total: expansion.figures.length });
  const actors = await worldActors(
    expansion.figures.map((f) => f.actorUuid),
    formation.name ?? "",
  );
  const byId = new Map(expansion.figures.map((f) => [f.id, f]));
  const tokens: Record<string, unknown>[] = [];
  for (const place of layout.placements) {
    const figure = byId.get(place.id);
    const actor = figure ? actors.get(figure.actorUuid) : undefined;
    if (!figure || !actor) return refuse("STARSKIRMISH.Formation.problem.missing", { name: (members.get(figure?.actorUuid ?? "") as ResolvedMember | null)?.name ?? "", count: 1 });
    const token = await actor.getTokenDocument({ x: place.x, y: place.y, flags: { [SYSTEM_ID]: { [FORMATION_FLAG]: formation.uuid, member: figure.memberIndex } } });
    tokens.push(token.toObject() as Record<string, unknown>);
  }
  await canvas!.scene!.createEmbeddedDocuments("Token", tokens as never);
  ui.notifications?.info(game.i18n!.format("STARSKIRMISH.Formation.placed", { name: formation.name ?? "", count: String(tokens.length) }));
  return true;
}

/** dropCanvasData: a dropped formation is placed by the system instead of as one token. */
export function onDropCanvasData(data: { type?: string; uuid?: string; x?: number; y?: number }): boolean | void {
  if (data.type !== "Actor" || !data.uuid) return;
  const entry = fromUuidSync<Actor.Implementation>(data.uuid) as { type?: string } | null;
  if (entry?.type !== "formation") return;
  void fromUuid<Actor.Implementation>(data.uuid).then((actor) => {
    if (actor) return placeFormation(actor, { x: data.x ?? 0, y: data.y ?? 0 });
    return refuse("STARSKIRMISH.Formation.problem.missing", { name: data.uuid ?? "", count: 1 });
  });
  return false;
}
