/**
 * What a Crew Damage card keeps (Guide 6.15, 7.12; ruling SP-14), and how the GM works the result
 * out again. The prompt keeps how many results the hit gave; the result card adds the prompt it
 * answers, the craft's kind, and the crew it picked from, each with their armour and markers as the
 * roll read them. Its Rolls come in the order the action threw them: for each result, on a
 * spacecraft the 1d4 of crew out of action, then for each crewman hit the die that picks them
 * (none when one is left to pick) and the batch that decides their state.
 */
import { field } from "../../../core/schema";
import { facesOfRoll, replayBatchAt, type RecordedRoll } from "../../../core/dice-replay";
import type { DerivationInput } from "../../../system/cards/card-kind";
import { resolveSpacecraftCrewmanStatus, resolveVehicleCrewDamage, rollSpacecraftCrewCasualties } from "../rules/crew-damage";
import { crewDamageRow } from "../view/crew-damage-card";
import { armourOf, MARKER_COUNTS, PERSONAL_ARMOUR } from "./record-fields";

export const CREW_DAMAGE_RECORD = {
  count: field.integer(1, 1),
  rolled: field.boolean(),
  /** The prompt message a result answers ("" on the prompt itself). */
  prompt: field.string(),
  kind: field.choice(["vehicle", "spacecraft"], "vehicle"),
  crew: field.array(field.object({ uuid: field.string(), armour: PERSONAL_ARMOUR, craftArmour: field.integer(0, 0), markers: MARKER_COUNTS })),
};

type CrewRecord = DerivationInput<typeof CREW_DAMAGE_RECORD>["payload"]["crew"][number];

export interface CrewmanResult {
  readonly markers: Record<string, number>;
  readonly data: { readonly dead: boolean };
}

/** The key of the j-th crewman hit by the i-th Crew Damage result, as the card lists them. */
export const crewRowKey = (i: number, j: number): string => `cd${i}-${j}`;

/** One crewman's state from their batch, read from `dice` at `at`; null when the dice do not fit. */
function crewmanState(kind: "vehicle" | "spacecraft", man: CrewRecord, dice: readonly RecordedRoll[], at: number): { result: CrewmanResult; next: number } | null {
  const current = { ...man.markers };
  const replayed = replayBatchAt(
    (d) => (kind === "vehicle" ? resolveVehicleCrewDamage({ crewArmour: armourOf("individual", man), dice: d, current }) : resolveSpacecraftCrewmanStatus(d, current)),
    dice,
    at,
  );
  if (!replayed) return null;
  const row = crewDamageRow("", "", replayed.result);
  return { result: { markers: row.markers, data: { dead: row.dead } }, next: replayed.next };
}

export function deriveCrewDamage({ payload, dice }: DerivationInput<typeof CREW_DAMAGE_RECORD>): Record<string, CrewmanResult> | null {
  if (!payload.rolled || payload.prompt === "") return null;
  const out: Record<string, CrewmanResult> = {};
  let at = 0;
  for (let i = 0; i < payload.count; i++) {
    const pool = [...payload.crew];
    let hit = 1;
    if (payload.kind === "spacecraft") {
      const casualties = replayBatchAt((d) => rollSpacecraftCrewCasualties(d), dice, at);
      if (!casualties) return null;
      hit = casualties.result;
      at = casualties.next;
    }
    for (let j = 0; j < hit && pool.length > 0; j++) {
      let index = 0;
      if (pool.length > 1) {
        const face = facesOfRoll(dice[at], pool.length, 1)?.[0];
        if (face === undefined) return null;
        index = face - 1;
        at++;
      }
      const man = pool.splice(index, 1)[0]!;
      const state = crewmanState(payload.kind, man, dice, at);
      if (!state) return null;
      out[crewRowKey(i, j)] = state.result;
      at = state.next;
    }
  }
  // every Roll the card carries must be one the action threw
  return at === dice.length ? out : null;
}
