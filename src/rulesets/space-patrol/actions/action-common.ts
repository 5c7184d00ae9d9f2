/**
 * What the Space Patrol! combat-action handlers share: a localized warning, real dice, the acting
 * token and the targeted ones, distances on the board in inches (1 square = 1 inch, Guide 6.1),
 * the side a combatant fights on, and the small action card.
 */
import { postCard } from "../../../system/chat/post-card";
import { PatrolmanData } from "../models/patrolman-model";
import { NpcData } from "../models/npc-model";
import { SpacecraftData, VehicleData } from "../models/craft-models";
import { ArmourData, DeviceData } from "../models/item-models";
import type { Side } from "../data/sides";
import type { ActionCardContext } from "../cards/action-card";

export type TokenObject = foundry.canvas.placeables.Token.Implementation;

export function warn(key: string): void {
  ui.notifications?.warn(key, { localize: true });
}

/** Rolls a formula as a real Roll (Dice So Nice, roll modes) and hands back its faces. */
export async function rollFaces(formula: string): Promise<{ roll: Roll; faces: number[] }> {
  const roll = await new Roll(formula).evaluate();
  return { roll, faces: roll.dice[0]?.results.map((r) => r.result) ?? [] };
}

export function tokenOf(actor: Actor.Implementation): TokenObject | undefined {
  return actor.getActiveTokens()[0] as TokenObject | undefined;
}

export function targetedTokens(): TokenObject[] {
  return [...(game.user?.targets ?? [])] as TokenObject[];
}

/** Inches (squares) between two tokens, as the grid measures them. */
export function inchesBetween(a: TokenObject, b: TokenObject): number {
  const grid = canvas?.grid;
  if (!grid) return 0;
  const path = grid.measurePath([a.center, b.center], {});
  return Math.round(path.distance / grid.distance);
}

/** Guide 6.9 sides: patrolmen are the players' side; NPCs and craft carry their own. */
export function sideOf(actor: Actor.Implementation | null | undefined): Side | null {
  const system = actor?.system;
  if (system instanceof PatrolmanData) return "players";
  if (system instanceof NpcData || system instanceof VehicleData || system instanceof SpacecraftData) return system.side;
  return null;
}

/** The armour item a person wears, if any. */
export function wornArmour(actor: Actor.Implementation): ArmourData | null {
  for (const item of actor.items) if (item.system instanceof ArmourData) return item.system;
  return null;
}

/** The best equipment bonus among a person's devices of one kind (a Med Kit, ...), or null. */
export function kitBonus(actor: Actor.Implementation, kind: DeviceData["kind"]): number | null {
  let best: number | null = null;
  for (const item of actor.items) {
    const d = item.system;
    if (d instanceof DeviceData && d.kind === kind && (best === null || d.equipmentBonus > best)) best = d.equipmentBonus;
  }
  return best;
}

/** Posts one of the small action cards (steady aim, hunker, reload, second move). */
export async function postActionCard(actor: Actor.Implementation, kind: string, context: ActionCardContext): Promise<void> {
  await postCard({ kind, ruleSet: "space-patrol", template: "space-patrol/cards/action.hbs", actor, context });
}
