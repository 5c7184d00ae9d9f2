/**
 * Data of a Space Patrol! NPC, as a pure field description: the same assets as a patrolman
 * (stored -1 for X, then 0 to 10; Guide 2) but only those it has, Plot Armor Points (Guide 4.2:
 * villains' equivalent of Space Hero Points), leader and hero flags (Guide 6.9: designated
 * leaders and heroes do not surrender) and the side it fights on.
 */
import { field, type SchemaValue } from "../../../core/schema";
import { ASSET_IDS } from "../rules/assets";
import { ASSET_X } from "./asset-level";
import { sideField } from "./sides";

const assetLevel = field.integer(ASSET_X, ASSET_X, 10);

export const NPC_SCHEMA = {
  side: sideField(),
  leader: field.boolean(false, "STARSKIRMISH.SpacePatrol.Field.leader"),
  hero: field.boolean(false, "STARSKIRMISH.SpacePatrol.Field.hero"),
  plotArmor: field.object({ value: field.integer(0, 0, 99), max: field.integer(0, 0, 99) }, "STARSKIRMISH.SpacePatrol.Field.plotArmor"),
  assets: field.record(assetLevel, ASSET_IDS),
  notes: field.html("STARSKIRMISH.Common.notes"),
};

export type NpcSystem = SchemaValue<typeof NPC_SCHEMA>;
