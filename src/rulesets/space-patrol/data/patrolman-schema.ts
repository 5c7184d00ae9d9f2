/**
 * Data of a Space Patrol! patrolman (player character), as a pure field description. Asset
 * levels are stored as whole numbers with -1 for X (Guide 2: X, then 0 to 10).
 */
import { field, type SchemaValue } from "../../../core/schema";
import { ASSET_IDS } from "../rules/assets";

import { ASSET_X } from "./asset-level";
import { MAX_LOG_LINES, SERVICE_LOG_ENTRY } from "./service-log-schema";

export { ASSET_X };

/** Guide 1.1: the six branches. */
export const BRANCHES = ["flight", "engineering", "gunnery", "intelligence", "astrogation", "medicine"] as const;

const assetLevel = field.integer(ASSET_X, ASSET_X, 10);

export const PATROLMAN_SCHEMA = {
  branch: field.choice(BRANCHES, "flight", "STARSKIRMISH.SpacePatrol.Field.branch"),
  // Guide 1.4: ranks 0 (Cadet) to 6.
  rank: field.integer(0, 0, 6, "STARSKIRMISH.SpacePatrol.Field.rank"),
  // Guide 1.2: a compelled continuation serves past the sixth term, so terms are not capped at 6
  terms: field.integer(1, 1, 30, "STARSKIRMISH.SpacePatrol.Field.terms"),
  developmentIndex: field.integer(0, 0, 99, "STARSKIRMISH.SpacePatrol.Field.developmentIndex"),
  // Guide 4.2: Space Hero Points are spent down from the maximum and refilled to it, never above.
  heroPoints: field.object(
    { value: field.atMost(field.integer(0, 0, 99), "max"), max: field.integer(0, 0, 99) },
    "STARSKIRMISH.SpacePatrol.Field.heroPoints",
  ),
  advancement: field.object(
    { points: field.integer(0, 0, 999), improvedThisSession: field.array(field.string()) },
    "STARSKIRMISH.SpacePatrol.Field.advancement",
  ),
  medals: field.object({ flare: field.integer(0, 0, 99), comet: field.integer(0, 0, 99), star: field.integer(0, 0, 99) }),
  assets: field.record(assetLevel, ASSET_IDS),
  // Guide 1.1-1.3: what happened in each term of creation, one line per step, oldest first: an event
  // said in the reader's language, or a line of text kept as written (data/service-log.ts)
  serviceLog: field.array(SERVICE_LOG_ENTRY, "STARSKIRMISH.SpacePatrol.Creation.log", MAX_LOG_LINES),
  biography: field.html("STARSKIRMISH.Common.biography"),
};

export type PatrolmanSystem = SchemaValue<typeof PATROLMAN_SCHEMA>;
