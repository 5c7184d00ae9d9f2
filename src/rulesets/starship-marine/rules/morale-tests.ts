/**
 * When a ship or attacker morale test is due (Starship Marine 3.12, 3.13, SSM-30): a test is rolled
 * when a factor first applies or changes, so each test records the factors it was rolled against,
 * and the next is due only when the factors in force differ from those and at least one applies.
 * A demoralised ship has surrendered and a withdrawal "is irreversible" (3.13): neither tests again.
 */
import { finite, list, record, text } from "../../../core/checks";

export interface MoraleFactor {
  readonly id: string;
  readonly value: number;
}

/** The factors in force as one comparable text, in a fixed order whatever order they came in. */
export function factorSignature(factors: readonly MoraleFactor[]): string {
  return list(factors, "factors")
    .map((f, i) => `${text(record(f, `factors[${i}]`).id, `factors[${i}].id`)}:${finite(f.value, `factors[${i}].value`)}`)
    .sort()
    .join(",");
}

/** Whether a test is due now: factors in force, different from the last test's, and the side still fighting on. */
export function moraleTestDue(factors: readonly MoraleFactor[], lastTested: string, settled: boolean): boolean {
  if (settled) return false;
  const now = factorSignature(factors);
  return now !== "" && now !== lastTested;
}
