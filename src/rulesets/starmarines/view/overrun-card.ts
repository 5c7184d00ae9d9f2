/** A vehicle overrun as its card shows it (IX-F). Pure. */
import type { AttackResult } from "../rules/attack";
import { attackTerms, damageTableRow } from "./attack-card";
import { OVERRUN_ESCAPE, type OverrunOutcome } from "../rules/combat-extras";
import { signed } from "../../../core/signed";

export function overrunCardContext(input: { readonly vehicleName: string; readonly soldierName: string; readonly die: number | null; readonly modifier: number; readonly outcome: OverrunOutcome; readonly attack: AttackResult | null; readonly targetKey: string; readonly hasResult: boolean }) {
  const a = input.attack;
  return {
    vehicleName: input.vehicleName,
    soldierName: input.soldierName,
    die: input.die,
    modifier: signed(input.modifier),
    total: input.die === null ? null : input.die + input.modifier,
    // IX-F: the roll's verdict beside its sum, against the 3 it needs
    escapeVerdict: input.outcome === "escaped" ? "STARSKIRMISH.StarMarines.Overrun.verdict.escaped" : "STARSKIRMISH.StarMarines.Overrun.verdict.caught",
    escapeNeeds: OVERRUN_ESCAPE,
    outcomeLabel: `STARSKIRMISH.StarMarines.Overrun.outcome.${input.outcome}`,
    // every total with its terms and the damage-table row read, as the attack card shows them (IX-A, IX-B, SMR-2)
    attack: a ? { ...attackTerms(a), ...damageTableRow(a), resultLabel: `STARSKIRMISH.StarMarines.Attack.Outcome.${a.outcome}` } : null,
    targetKey: input.targetKey,
    hasResult: input.hasResult,
  };
}
