/**
 * What the space fire card shows (Guide 7.8, 7.9, 7.12): the ship, weapon, gunner and band; the roll's
 * terms (Space Gunnery, the better of Fire Control and the weapon's bonus); per target ship its DT and
 * what moved it, each attack roll written out with its hits and its PBF d6 where the field rolled, every damage roll and
 * its row; and what applying it lands: the markers it gains, whether it explodes, and Crew Damage.
 * Each damage roll shows its dice and the penetration less the armour (7.12). Pure.
 */
import { assetLevelText } from "./asset-level-text";
import type { MarkerCounts } from "../../../core/markers";
import { pbfDieBlocks, type SpaceFireResult, type SpaceFireTargetResult } from "../rules";
import type { AssetLevel, TaskResult } from "../rules/task";
import { markerChanges } from "../../../core/marker-changes";
import { spaceMarkerDefinition } from "../rules/damage";
import { crewDamageHits } from "./crew-damage-count";
import { dtMove, taskSum } from "./task-sum";

/** The asset each attack roll adds (Guide 7.8), named in the written-out sum. */
const SPACE_GUNNERY = "STARSKIRMISH.SpacePatrol.Asset.spaceGunnery";

export function spaceFireCardContext(input: {
  readonly ship: string;
  readonly weapon: string;
  readonly gunner: string;
  /** Guide 7.14: the gunner covers two stations this turn. */
  readonly covering?: boolean;
  readonly band: string;
  readonly asset: AssetLevel;
  readonly fireControl: number;
  readonly penetration: number;
  readonly result: SpaceFireResult;
  readonly targets: readonly { readonly key: string; readonly name: string; readonly markers: MarkerCounts; readonly armour: number }[];
  /** Guide 7.8: point defense rolled against the torps before they rolled to hit. */
  readonly interceptions?: readonly { readonly target: string; readonly turret: string; readonly incoming: number; readonly intercepted: number; readonly rolls: string }[];
}) {
  const { result } = input;
  return {
    interceptions: (input.interceptions ?? []).map((x) => ({
      target: x.target,
      turretLabel: `STARSKIRMISH.Field.Choice.${x.turret}`,
      incoming: x.incoming,
      intercepted: x.intercepted,
      rolls: x.rolls,
    })),
    ship: input.ship,
    weapon: input.weapon,
    gunner: input.gunner,
    covering: input.covering ?? false,
    bandLabel: `STARSKIRMISH.SpacePatrol.Fire.band.${input.band}`,
    canFire: result.canFire,
    asset: assetLevelText(input.asset),
    equipment: result.equipment,
    fireControl: input.fireControl,
    penetration: input.penetration,
    targets: result.targets.map((t, i) => {
      const board = input.targets[i] ?? { key: String(i), name: "", markers: {}, armour: 0 };
      const first = t.tasks[0];
      return {
        key: board.key,
        name: board.name,
        armour: board.armour,
        baseDt: first?.baseDt ?? t.dt,
        dt: t.dt,
        // the DT line gives its base and steps only when an advantage or disadvantage was counted
        moved: (first?.advantages ?? 0) > 0 || (first?.disadvantages ?? 0) > 0,
        move: dtMove(first?.baseDt ?? t.dt, t.dt, first?.advantages ?? 0, first?.disadvantages ?? 0),
        advantages: first?.advantages ?? 0,
        disadvantages: first?.disadvantages ?? 0,
        // each roll written out: d20, Space Gunnery, the equipment and any Tactics spent on it (7.3)
        // Guide 7.9: the field's d6 beside the roll it was rolled for, so a blocked hit says why it counts none
        shots: t.tasks.map((task, j) => ({ ...taskSum(task, "equipment", SPACE_GUNNERY), special: task.specialSuccesses, pbf: pbfView(t.pbf, j) })),
        hits: t.hits,
        damage: t.damage.map((d) => ({ dice: d.dice.join(" + "), modifier: d.modifier, total: d.total, label: d.row.label })),
        markers: markerChanges(board.markers, t.after ?? board.markers),
        // Guide 7.12: what the Apply button will place, by name, so the button's effect is read before it is pressed
        gains: markerGains(board.markers, t.after ?? board.markers),
        // Guide 7.12: a ship that explodes is out of the fight
        dead: t.damage.some((d) => d.conditions.includes("explodes") || d.conditions.includes("destroyed")),
        crewDamage: crewDamageHits(result, i),
      };
    }),
  };
}

/** The markers applying a ship's damage changes (Guide 7.12), each named with its signed count. */
function markerGains(before: MarkerCounts, after: MarkerCounts): { readonly label: string; readonly delta: string }[] {
  return Object.entries(markerChanges(before, after)).map(([id, d]) => ({ label: spaceMarkerDefinition(id).label, delta: `${d > 0 ? "+" : "\u2212"}${Math.abs(d)}` }));
}

/** One attack roll's PBF d6 and whether it blocked; null where the field rolled none for it. */
function pbfView(pbf: SpaceFireTargetResult["pbf"], shot: number): { readonly die: number; readonly chance: number; readonly blocked: boolean } | null {
  const die = pbf?.dice[shot] ?? 0;
  if (!pbf || die < 1) return null;
  return { die, chance: pbf.chance, blocked: pbfDieBlocks(die, pbf.chance) };
}

/** Point defense's d20s as the card lists them, each shot down marked (Guide 7.8). */
export function interceptionRolls(tasks: readonly TaskResult[]): string {
  return tasks.map((t) => `${t.d20}${t.success ? "✓" : ""}`).join(", ");
}

export type SpaceFireCardContext = ReturnType<typeof spaceFireCardContext>;

/** The ships hit, each with its Apply: the markers, and whether it is out or takes Crew Damage. */
export function spaceFireCardResults(context: SpaceFireCardContext) {
  return context.targets
    .filter((t) => t.hits > 0)
    .map((t) => ({ key: t.key, name: t.name, markers: t.markers, data: { dead: t.dead, crewDamage: t.crewDamage } }));
}
