/**
 * The asset task card (Guide 3; Not So Fast, Guide 4.2; Tactics, Guide 6.3). Its payload keeps
 * what a reroll and a Tactics spend need: the task as rolled, its d20, whether it was rerolled,
 * the sides that may spend Tactics on it and the spends so far.
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import type { PayloadOf } from "../../../system/cards/card-kind";
import { ASSET_IDS } from "../rules/assets";
import { MAX_ASSET_LEVEL, type AssetLevel, type TaskInput } from "../rules/task";
import { TURN_SIDES } from "../rules/side-turns";

/** Guide 2 / SP-13: an asset level as stored, "X" or "0" to "10". */
const ASSET_LEVEL_TEXTS: readonly string[] = ["X", ...Array.from({ length: MAX_ASSET_LEVEL + 1 }, (_, i) => String(i))];

export const TASK_CARD = defineCardKind({
  id: "spTask",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/task-roll.hbs",
  payload: {
    assetId: field.choice(ASSET_IDS, "vigor"),
    input: field.object({
      dt: field.integer(12, 1),
      asset: field.choice(ASSET_LEVEL_TEXTS, "X"),
      equipment: field.integer(0),
      advantages: field.integer(0, 0),
      disadvantages: field.integer(0, 0),
      psi: field.boolean(),
    }),
    d20: field.integer(1, 1, 20),
    rerolled: field.boolean(),
    /** Guide 6.3: the sides that may spend Tactics on this roll; none off combat or for other tasks. */
    tacticsSides: field.array(field.choice(TURN_SIDES, "players")),
    tactics: field.array(field.object({ side: field.choice(TURN_SIDES, "players"), points: field.integer(1, -1, 1) })),
  },
  buttons: ["spNotSoFast", "spTactics"],
  // Task cards posted before the card registry stored the asset level as a number (-1 or "X" for X).
  migratePayload(stored) {
    const input = stored.input;
    if (typeof input !== "object" || input === null) return { ...stored };
    const asset: unknown = (input as Record<string, unknown>).asset;
    if (typeof asset !== "number") return { ...stored };
    return { ...stored, input: { ...input, asset: asset < 0 ? "X" : String(asset) } };
  },
});

export type TaskPayload = PayloadOf<typeof TASK_CARD>;

/** The task as the payload stores it. */
export function taskInputPayload(input: TaskInput): TaskPayload["input"] {
  return {
    dt: input.dt,
    asset: String(input.asset),
    equipment: input.equipment ?? 0,
    advantages: input.advantages ?? 0,
    disadvantages: input.disadvantages ?? 0,
    psi: input.psi ?? false,
  };
}

/** The task a payload stores. */
export function taskInputOf(stored: TaskPayload["input"]): TaskInput {
  const asset: AssetLevel = stored.asset === "X" ? "X" : Number(stored.asset);
  return { dt: stored.dt, asset, equipment: stored.equipment, advantages: stored.advantages, disadvantages: stored.disadvantages, psi: stored.psi };
}
