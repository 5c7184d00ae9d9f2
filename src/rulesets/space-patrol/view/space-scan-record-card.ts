/**
 * The scanner card drawn from its record (cards/space-scan-record.ts): the same context whether the
 * card is posted or redrawn after a Tactics spend (Guide 7.3, 7.6). Pure.
 */
import type { ScannerTaskKey } from "../rules/space-scanners";
import { recordedLevel, scanRowsFromRecord, spaceScanCardContext, type ScanRowRecord } from "./space-scan-card";

/** What the card is drawn from: the record, as stored or read back. */
export interface ScanRecordView {
  readonly task: ScannerTaskKey;
  readonly by: string;
  readonly covering: boolean;
  readonly array: number;
  readonly electronicsMarkers: number;
  readonly facts: number;
  readonly targetArray: number;
  /** Guide 7.2: the surprise's advantage; a record from before it was kept has none. */
  readonly surprise?: number;
  /** Guide 6.14: the operator's wound disadvantages; a record from before they were kept has none. */
  readonly wounds?: number;
  readonly rows: readonly ScanRowRecord[];
  readonly tactics: readonly { readonly row: number; readonly side: string; readonly points: number }[];
}

/** `sides`: the sides of the battle, each of which may spend its pool on every roll (7.3). */
export function scanCardFromRecord(ship: string, record: ScanRecordView, sides: readonly string[]) {
  return spaceScanCardContext({
    ship,
    task: record.task,
    by: record.by,
    covering: record.covering,
    asset: recordedLevel(record.rows[0]?.asset ?? "X"),
    array: record.array,
    electronicsMarkers: record.electronicsMarkers,
    facts: record.facts,
    targetArray: record.targetArray,
    surprise: record.surprise ?? 0,
    wounds: record.wounds ?? 0,
    rows: scanRowsFromRecord(record.rows, record.tactics, sides),
  });
}
