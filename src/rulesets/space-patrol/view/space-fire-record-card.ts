/**
 * A space fire worked out from its record (cards/space-fire-record.ts) and drawn as its card: the
 * same whether the fire is first rolled or re-resolved after a Tactics spend (Guide 7.3, 7.8). Torps
 * roll against each target on its own, their hits not capped across targets (7.8). Each slot's
 * dice come from `diceFor`, so a re-resolved fire changes no die another slot used. Pure.
 */
import type { DiceSource } from "../../../core/dice";
import type { MarkerCounts } from "../../../core/markers";
import { resolveSpaceFire, type SpaceFireDiceSlot, type SpaceFireInput, type SpaceFireResult } from "../rules/space-fire";
import type { TacticsSpend } from "../rules/tactics-pool";
import { assetLevelFromText } from "../rules/task";
import { spaceFireCardContext } from "./space-fire-card";
import { tacticsView } from "./task-card";
import { damageSlot, pbfSlot } from "./dice-slot-keys";

/** What the record holds, as stored or read back. */
export interface SpaceFireRecordView {
  readonly ship: string;
  readonly weaponName: string;
  readonly gunner: string;
  readonly covering: boolean;
  readonly gunnerAsset: string;
  readonly fireControl: number;
  readonly weapon: { readonly band: "effective" | "long" | "extreme" | "beyond"; readonly bonus: number; readonly penetration: number; readonly targets: number; readonly ammoUse: number; readonly spaceTorp: boolean; readonly energy: boolean };
  readonly situation: { readonly shooterMarkers: MarkerCounts; readonly surprise: boolean; readonly shooterCameToGrips: boolean; readonly shooterShimsham: boolean; readonly shooterEvading: boolean; readonly disadvantages: number };
  readonly targets: readonly {
    readonly key: string;
    readonly name: string;
    readonly shots: number;
    readonly distanceToPrimary: number;
    readonly armour: number;
    readonly markers: MarkerCounts;
    readonly evadedLastTurn: boolean;
    readonly cameToGripsLastTurn: boolean;
    readonly shimshamLastTurn: boolean;
    readonly hasPbf: boolean;
    readonly pbfCode: number;
    readonly pbfBoosted: boolean;
  }[];
  readonly d20: readonly number[];
  readonly interceptions: readonly { readonly target: string; readonly turret: string; readonly incoming: number; readonly intercepted: number; readonly rolls: string }[];
  readonly tactics: readonly { readonly row: number; readonly side: string; readonly points: number }[];
}

/** The key a slot's faces are kept under in the record. */
export function spaceFireSlotKey(slot: SpaceFireDiceSlot): string {
  return "pbfOfShot" in slot ? pbfSlot(slot.pbfOfShot) : damageSlot(slot.damageOfTarget);
}

/** The spends on each attack roll, in d20 order. */
function spendsByRoll(record: SpaceFireRecordView): TacticsSpend[][] {
  return record.d20.map((_, row) => record.tactics.filter((s) => s.row === row).map(({ side, points }) => ({ side, points })));
}

/** The fire the record describes, on its d20s, with its spends; null when its asset does not read. */
export function resolveRecordedSpaceFire(record: SpaceFireRecordView, diceFor: (key: string) => DiceSource): SpaceFireResult | null {
  const gunnerAsset = assetLevelFromText(record.gunnerAsset);
  if (gunnerAsset === null) return null;
  const tactics = spendsByRoll(record);
  const targets = record.targets.map((t) => ({
    shots: t.shots,
    distanceToPrimary: t.distanceToPrimary,
    targetLocked: true,
    armour: t.armour,
    markers: t.markers,
    evadedLastTurn: t.evadedLastTurn,
    cameToGripsLastTurn: t.cameToGripsLastTurn,
    shimshamLastTurn: t.shimshamLastTurn,
    ...(t.hasPbf ? { pbf: { code: t.pbfCode, boosted: t.pbfBoosted } } : {}),
  }));
  const input: Omit<SpaceFireInput, "targets" | "d20" | "dice" | "diceFor" | "tactics"> = { gunnerAsset, fireControl: record.fireControl, weapon: record.weapon, situation: record.situation };
  // no slot is asked for without diceFor; this source only stands for the argument
  const unused: DiceSource = { die: () => { throw new RangeError("Every die of a recorded space fire comes from its slot"); } };
  if (!record.weapon.spaceTorp) return resolveSpaceFire({ ...input, targets, d20: record.d20, tactics, dice: unused, diceFor: (slot) => diceFor(spaceFireSlotKey(slot)) });
  // Guide 7.8: each target's torps on their own; the slots keep their place in the whole fire
  let k = 0;
  const each = targets.map((t, i) => {
    const from = k;
    k += t.shots;
    const local = (slot: SpaceFireDiceSlot): SpaceFireDiceSlot => ("pbfOfShot" in slot ? { pbfOfShot: slot.pbfOfShot + from } : { damageOfTarget: i });
    return resolveSpaceFire({ ...input, targets: [{ ...t, distanceToPrimary: 0 }], d20: record.d20.slice(from, k), tactics: tactics.slice(from, k), dice: unused, diceFor: (slot) => diceFor(spaceFireSlotKey(local(slot))) });
  });
  return { canFire: true, equipment: each[0]?.equipment ?? Math.max(record.fireControl, record.weapon.bonus), targets: each.flatMap((r) => r.targets), totalHits: each.reduce((n, r) => n + r.totalHits, 0) };
}

/**
 * The card drawn from the record and its result. `sides`: the sides that may spend on each attack
 * roll (7.3), none once the card is applied or its turn is over.
 */
export function spaceFireCardFromRecord(record: SpaceFireRecordView, result: SpaceFireResult, sides: readonly string[]) {
  const tactics = spendsByRoll(record);
  const context = spaceFireCardContext({
    ship: record.ship,
    weapon: record.weaponName,
    gunner: record.gunner,
    covering: record.covering,
    band: record.weapon.band,
    asset: assetLevelFromText(record.gunnerAsset) ?? "X",
    fireControl: record.fireControl,
    penetration: record.weapon.penetration,
    result,
    targets: record.targets,
    interceptions: record.interceptions,
  });
  let row = 0;
  return {
    ...context,
    targets: context.targets.map((t) => ({
      ...t,
      shots: t.shots.map((shot) => {
        const index = row++;
        const spends = tactics[index] ?? [];
        return { ...shot, index, tactics: sides.length > 0 ? tacticsView(sides, spends) : null };
      }),
    })),
  };
}
