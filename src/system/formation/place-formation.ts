/**
 * Placing a formation on the scene: members read (packs in as few trips as they allow),
 * expanded and laid out around the drop point in the formation's shape; the user's choice of
 * side and of combat grouping asked; compendium documents imported once; every token created in
 * one batch carrying its chain of command; and, for a GM who asked, the figures put into the
 * combat as groups. Or nothing at all when something is wrong, the reason told (names escaped).
 */
import { expandFormation, type Expansion } from "../../core/formation-expand";
import { dropTag, figureChains, levelsPresent, type UnitLink } from "../../core/formation-identity";
import { groupingLevel, SIDE_DISPOSITION, type DropChoice } from "../../core/formation-drop";
import { layoutFormation } from "../../core/formation/layout";
import type { Point, ShapeName, CompassName, LayoutResult } from "../../core/formation/types";
import { SYSTEM_ID } from "../constants";
import { FormationData } from "./formation-model";
import { offeredInWorld, resolveMembers } from "./resolve-members";
import { importedFrom, worldActors } from "./import-once";
import { boardForLayout } from "./board-grid";
import { compendiumAddress, PackReader } from "./pack-reader";
import { chooseDrop } from "./drop-dialog";
import { addTokensToCombat } from "./combat-groups";
import { readUnitChain } from "./unit-flags";
import { activeRuleSet } from "../registry";
import { informCounted, refused, refusedCounted } from "../notify";
import type { FormationSystem } from "../../core/formation-schema";

export interface PlaceOptions {
  readonly shape?: ShapeName;
  readonly facing?: CompassName;
  /** False for a shift-drop: the last choice is used without asking. */
  readonly ask?: boolean;
  /** Reads the packs; a drop hands the one that already read the dropped entry. */
  readonly reader?: PackReader;
}


/** Whether this user may put tokens on the scene (v13 TOKEN_CREATE; a GM always may). */
const mayCreateTokens = (): boolean => game.user?.isGM === true || game.user?.can("TOKEN_CREATE") === true;

/** Whether placing these documents would import any from a compendium. */
function needsImport(documents: ReadonlyMap<string, Actor.Implementation>): boolean {
  return [...documents.keys()].some((uuid) => compendiumAddress(uuid) !== null && !importedFrom(uuid));
}

/** The first drop letter no token on the scene uses yet. */
function freeDropTag(scene: Scene.Implementation): string {
  const used = new Set(scene.tokens.map((t) => readUnitChain(t)[0]?.id).filter((id): id is string => Boolean(id)));
  let n = 0;
  while (used.has(dropTag(n))) n++;
  return dropTag(n);
}

/** The token data of one figure: where it stands, its side, its formation and chain of command. */
async function figureToken(actor: Actor.Implementation, place: { x: number; y: number }, flags: { formation: string; member: number; unit: UnitLink[] }, choice: DropChoice): Promise<Record<string, unknown>> {
  // the side's number is one of CONST.TOKEN_DISPOSITIONS (core/formation-drop.ts)
  const side = choice.side === "prototype" ? {} : { disposition: SIDE_DISPOSITION[choice.side] as CONST.TOKEN_DISPOSITIONS };
  const token = await actor.getTokenDocument({ x: place.x, y: place.y, ...side, flags: { [SYSTEM_ID]: flags } });
  const data = token.toObject() as Record<string, unknown>;
  // an unlinked token carries its own identity in its actor delta; a linked actor is one person
  // wherever he stands, and keeps his sheet's
  const identity = actor.prototypeToken.actorLink ? null : activeRuleSet().memberIdentity?.(actor, flags.unit);
  return identity ? { ...data, delta: { system: identity } } : data;
}

interface Checked {
  readonly expansion: Expansion;
  readonly layout: Extract<LayoutResult, { ok: true }>;
  readonly documents: Map<string, Actor.Implementation>;
  readonly scene: Scene.Implementation;
}

/** Reads and checks everything the drop needs; false (refused, with the reason) when it cannot go. */
async function checkDrop(formation: Actor.Implementation, data: FormationSystem, drop: Point, options: PlaceOptions): Promise<Checked | false> {
  if (data.members.length === 0) return refused("STARSKIRMISH.Formation.empty", { name: formation.name ?? "" });
  const { members, documents, foreign } = await resolveMembers(data, options.reader);
  if (foreign.length > 0) return refused("STARSKIRMISH.Formation.otherRuleSet", { names: foreign.join(", ") });
  const expansion = expandFormation({ uuid: formation.uuid, name: formation.name ?? "", system: data }, (uuid) => members.get(uuid) ?? null);
  if (expansion.problems.length > 0) {
    const p = expansion.problems[0]!;
    return refused(`STARSKIRMISH.Formation.problem.${p.reason}`, { name: p.name || p.uuid, count: expansion.problems.length });
  }
  const board = boardForLayout();
  const scene = canvas?.scene;
  if (!board || !scene) return refused("STARSKIRMISH.Formation.noScene");
  const layout = layoutFormation({ ...board, members: expansion.figures, groups: expansion.groups, drop, shape: options.shape ?? "default", defaultShape: data.shape, facing: options.facing ?? data.facing });
  if (!layout.ok) return refusedCounted("STARSKIRMISH.Formation.noRoom", expansion.figures.length, { unplaced: layout.unplaced.length });
  if (formation.pack) documents.set(formation.uuid, formation);
  if (!game.user?.isGM && needsImport(documents) && !game.user?.can("ACTOR_CREATE")) return refused("STARSKIRMISH.Formation.noImportRights", { name: formation.name ?? "" });
  return { expansion, layout, documents, scene };
}

export async function placeFormation(formation: Actor.Implementation, drop: Point, options: PlaceOptions = {}): Promise<boolean> {
  const system = formation.system;
  if (!(system instanceof FormationData)) return false;
  if (!mayCreateTokens()) return refused("STARSKIRMISH.Formation.noTokenRights");
  const data = (formation.toObject() as { system: FormationSystem }).system;
  const checked = await checkDrop(formation, data, drop, options);
  if (!checked) return false;
  const { expansion, layout, documents, scene } = checked;
  const levels = levelsPresent(expansion.units);
  const choice = await chooseDrop(options.ask ?? true, { name: formation.name ?? "", count: expansion.figures.length, levels });
  if (!choice) return false;
  const actors = await worldActors(documents, formation.name ?? "");
  const home = actors.get(formation.uuid) ?? formation;
  const chains = figureChains(expansion.units, expansion.figures, freeDropTag(scene));
  const byId = new Map(expansion.figures.map((f) => [f.id, f]));
  const tokens: Record<string, unknown>[] = [];
  for (const place of layout.placements) {
    const figure = byId.get(place.id);
    const actor = figure ? actors.get(figure.actorUuid) : undefined;
    if (!figure || !actor) return refused("STARSKIRMISH.Formation.problem.missing", { name: figure ? (documents.get(figure.actorUuid)?.name ?? figure.actorUuid) : "", count: 1 });
    tokens.push(await figureToken(actor, place, { formation: home.uuid, member: figure.rootMember, unit: chains.get(figure.id) ?? [] }, choice));
  }
  // token data built from the actors' own prototypes, as core's drop builds it
  const created = (await scene.createEmbeddedDocuments("Token", tokens as Scene.CreateData["tokens"] & object[])) ?? [];
  const level = game.user?.isGM ? groupingLevel(choice, levels) : null;
  const joined = level ? await addTokensToCombat(created as TokenDocument.Implementation[], level, { uuid: home.uuid, name: home.name ?? "" }) : 0;
  informCounted(joined > 0 ? "STARSKIRMISH.Formation.placedInCombat" : "STARSKIRMISH.Formation.placed", tokens.length, { name: formation.name ?? "" });
  return true;
}

/**
 * A single unit dropped from a compendium: imported into the world once (a second drop reuses
 * it), then placed like a formation of one, so it snaps to a free space.
 */
export async function placeUnit(actor: Actor.Implementation, drop: Point): Promise<boolean> {
  if (!mayCreateTokens()) return refused("STARSKIRMISH.Formation.noTokenRights");
  const board = boardForLayout();
  if (!board) return refused("STARSKIRMISH.Formation.noScene");
  const token = actor.prototypeToken;
  const member = { id: "unit", width: Math.max(1, Math.round(token.width ?? 1)), height: Math.max(1, Math.round(token.height ?? 1)) };
  const layout = layoutFormation({ ...board, members: [member], drop });
  if (!layout.ok) return refusedCounted("STARSKIRMISH.Formation.noRoom", 1, { unplaced: 1 });
  const documents = new Map([[actor.uuid, actor]]);
  if (!game.user?.isGM && needsImport(documents) && !game.user?.can("ACTOR_CREATE")) return refused("STARSKIRMISH.Formation.noImportRights", { name: actor.name ?? "" });
  const world = (await worldActors(documents, actor.name ?? "")).get(actor.uuid);
  const place = layout.placements[0];
  if (!world || !place) return refused("STARSKIRMISH.Formation.problem.missing", { name: actor.name ?? "", count: 1 });
  const doc = await world.getTokenDocument({ x: place.x, y: place.y });
  await canvas!.scene!.createEmbeddedDocuments("Token", [doc.toObject()] as never);
  return true;
}

/** The Actor packs of the world's rule set in this system: read together on a drop from one. */
function ruleSetActorPacks(): string[] {
  return activeRuleSet().definition.packs.filter((p) => p.type === "Actor").map((p) => `${SYSTEM_ID}.${p.name}`);
}

/** Loads a dropped actor: from a system pack together with its rule set's other actor packs. */
async function loadDropped(uuid: string, reader: PackReader): Promise<Actor.Implementation | null> {
  if (uuid.startsWith(`Compendium.${SYSTEM_ID}.`)) await reader.preload(ruleSetActorPacks());
  return (await reader.load([uuid])).get(uuid) ?? null;
}

/**
 * Places what was dropped on the canvas (formation-drop-hook.ts decided it is the system's): a
 * formation by the system instead of as one token, a unit from one of this system's compendiums
 * imported once. `ask` is false for a shift-drop, which places with the last choice.
 */
export async function placeDropped(uuid: string, drop: { x: number; y: number }, ask: boolean): Promise<boolean> {
  const reader = new PackReader();
  const actor = await loadDropped(uuid, reader);
  if (!actor) return refused("STARSKIRMISH.Formation.problem.missing", { name: uuid, count: 1 });
  if (actor.system instanceof FormationData) return placeFormation(actor, drop, { ask, reader });
  if (!offeredInWorld(actor.type)) return refused("STARSKIRMISH.Formation.otherRuleSet", { names: actor.name ?? "" });
  return placeUnit(actor, drop);
}
