/**
 * The side a Space Patrol! combatant fights on: the players' side (which wins initiative ties,
 * SP-12), their enemies, or neutral bystanders. Shared by NPCs, vehicles and spacecraft.
 */
import { field } from "../../../core/schema";

export const SIDES = ["players", "enemies", "neutral"] as const;
export type Side = (typeof SIDES)[number];

/** A side field; an NPC or craft made by the GM is an enemy until said otherwise. */
export const sideField = () => field.choice(SIDES, "enemies", "STARSKIRMISH.SpacePatrol.Field.side");

export function sideChoices(): { value: Side; label: string }[] {
  return SIDES.map((s) => ({ value: s, label: `STARSKIRMISH.Field.Choice.${s}` }));
}
