/**
 * Placing a formation on the scene: members loaded, expanded and laid out around the drop point
 * in the formation's shape, compendium members imported once, and every token created in one
 * batch, or nothing at all when something is wrong (each reason told to the user, names escaped).
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
import { offeredInWorld } from "./resolve-members";
import { inform, warn } from "../notify";

function refuse(key: string, data: Record<string, string | number> = {}): false {
  warn(key, data);
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
  inform("STARSKIRMISH.Formation.placed", { name: formation.name ?? "", count: tokens.length });
  return true;
}

/**
 * A single unit dropped from a compendium: imported into the world once (a second drop reuses
 * it), then placed like a formation of one, so it snaps to a free space.
 */
export async function placeUnit(actor: Actor.Implementation, drop: Point): Promise<boolean> {
  if (!game.user?.isGM) return refuse("STARSKIRMISH.Formation.gmOnly");
  const board = boardForLayout();
  if (!board) return refuse("STARSKIRMISH.Formation.noScene");
  const token = actor.prototypeToken;
  const member = { id: "unit", width: Math.max(1, Math.round(token.width ?? 1)), height: Math.max(1, Math.round(token.height ?? 1)) };
  const layout = layoutFormation({ ...board, members: [member], drop });
  if (!layout.ok) return refuse("STARSKIRMISH.Formation.noRoom", { count: 1, total: 1 });
  const world = (await worldActors([actor.uuid], actor.name ?? "")).get(actor.uuid);
  const place = layout.placements[0];
  if (!world || !place) return refuse("STARSKIRMISH.Formation.problem.missing", { name: actor.name ?? "", count: 1 });
  const doc = await world.getTokenDocument({ x: place.x, y: place.y });
  await canvas!.scene!.createEmbeddedDocuments("Token", [doc.toObject()] as never);
  return true;
}

/**
 * dropCanvasData: a dropped formation is placed by the system instead of as one token, and a
 * unit from one of this system's compendiums is imported once; anything else is left to core.
 */
export function onDropCanvasData(data: { type?: string; uuid?: string; x?: number; y?: number }): boolean | void {
  if (data.type !== "Actor" || !data.uuid) return;
  const entry = fromUuidSync<Actor.Implementation>(data.uuid) as { type?: string; pack?: string | null } | null;
  const fromOurPack = data.uuid.startsWith(`Compendium.${SYSTEM_ID}.`);
  if (entry?.type !== "formation" && !fromOurPack) return;
  const drop = { x: data.x ?? 0, y: data.y ?? 0 };
  void fromUuid<Actor.Implementation>(data.uuid).then((actor) => {
    if (!actor) return refuse("STARSKIRMISH.Formation.problem.missing", { name: data.uuid ?? "", count: 1 });
    if (actor.system instanceof FormationData) return placeFormation(actor, drop);
    if (!offeredInWorld(actor.type)) return refuse("STARSKIRMISH.Formation.otherRuleSet", { names: actor.name ?? "" });
    return placeUnit(actor, drop);
  });
  return false;
}
