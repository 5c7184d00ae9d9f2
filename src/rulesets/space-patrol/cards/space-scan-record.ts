/**
 * What a scanner card records (Guide 7.3, 7.6), so the GM can spend the Tactics Pool on one of its
 * rolls afterwards: the task, the ship and the side turn it was made in, and per target the roll's
 * inputs and die, and whether the ship knew the target before; plus the spends so far, for the card
 * to show (the GM's own record of them is in the card ledger).
 */
import { field, type SchemaValue } from "../../../core/schema";
import { TURN_SIDES } from "../rules/side-turns";

export const SCAN_RECORD_TASKS = ["identifyTarget", "targetLock", "analyzeTarget", "electronicJam", "scanForLifeSigns"] as const;

export const SCAN_ROW_RECORD = field.object({
  tokenId: field.string(),
  name: field.string(),
  dt: field.integer(12, 1, 99),
  asset: field.string("X"),
  equipment: field.integer(0, 0, 99),
  advantages: field.integer(0, 0, 20),
  disadvantages: field.integer(0, 0, 20),
  d20: field.integer(1, 1, 20),
  fired: field.boolean(),
  /** The ship had identified (or locked) the target before this roll: a failure takes nothing away. */
  known: field.boolean(),
});

export const SCAN_RECORD = {
  task: field.choice(SCAN_RECORD_TASKS, "identifyTarget"),
  shipTokenId: field.string(),
  round: field.integer(1, 0),
  side: field.choice(TURN_SIDES, "players"),
  by: field.string(),
  covering: field.boolean(),
  array: field.integer(0, 0, 99),
  electronicsMarkers: field.integer(0, 0, 99),
  facts: field.integer(1, 1, 6),
  targetArray: field.integer(0, 0, 99),
  /** Guide 7.2: the surprise's advantage on every row, counted in each row's advantages. */
  surprise: field.integer(0, 0, 20),
  /** Guide 6.14: the operator's Wound and Mortal Wound markers, a disadvantage each on every row. */
  wounds: field.integer(0, 0, 20),
  rows: field.array(SCAN_ROW_RECORD),
  tactics: field.array(field.object({ row: field.integer(0, 0, 99), side: field.choice(TURN_SIDES, "players"), points: field.integer(1, -3, 3) })),
};

export type ScanRecord = SchemaValue<typeof SCAN_RECORD>;
