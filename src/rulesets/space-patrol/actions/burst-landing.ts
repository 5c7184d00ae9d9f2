/**
 * Where rounds or bombs from above fall (Guide 6.11), shared by indirect fire and unguided bombs: the
 * aimer's task is rolled with a real d20; a miss deviates by a d12 clock and 2d6 x 10" from the aim,
 * "straight ahead" read away from the one who aimed; the burst is drawn, everyone in it caught, HE
 * damage rolled (6.12's contact and burst penetrations) and the card posted with an Apply per victim,
 * kept as a grenade card is so the GM works each out again from the Rolls.
 */
import { postCard } from "../../../system/cards/post-card";
import { pixelsPerUnit, type Point } from "../../../system/board";
import { rollDice, rollInOneBatch } from "../../../system/real-dice";
import { deviatedPoint, resolveTask, rollDeviation, INDIRECT_DEVIATION_KIND, type IndirectWeapon, type TaskInput } from "../rules";
import { INDIRECT_FIRE_CARD } from "../cards/indirect-fire";
import { grenadeRecord } from "../cards/grenade-record";
import { resolveGrenadeVictims } from "../view/grenade-burst";
import { grenadeCardTargets } from "../view/grenade-card";
import { indirectFireCardContext } from "../view/fire-mission";
import { burstVictims } from "./burst-victims";
import { drawGrenade } from "./grenade-template";

export interface BurstLanding {
  /** Who the card speaks for: the spotter, or the aircraft. */
  readonly actor: Actor.Implementation;
  readonly aimerName: string;
  readonly title: string;
  readonly weapon: IndirectWeapon | "bomb";
  /** The asset rolled, as a localisation key, and its level. */
  readonly assetKey: string;
  readonly level: string;
  readonly corrections: number;
  /** Where the task's disadvantages came from (6.14, 6.15), for the card to name them. */
  readonly burdens: { readonly woundMarkers: number; readonly vehicleMarkers: number };
  readonly task: TaskInput;
  readonly aim: Point;
  /** Where "straight ahead" starts from: the aimer's position. */
  readonly from: Point | null;
  readonly aimTokenId: string;
  readonly radius: number;
  readonly penetration: { readonly contact: number; readonly burst: number };
}

export async function landBurst(l: BurstLanding): Promise<void> {
  const { roll, faces } = await rollDice(1, 20);
  const rolls: Roll[] = [roll];
  const task = resolveTask(l.task, faces[0] ?? 1);
  const ppi = pixelsPerUnit();
  let landing: Point = l.aim;
  let deviation: { clock: number; inches: number } | null = null;
  if (!task.success) {
    const deviated = await rollInOneBatch((dice) => rollDeviation(INDIRECT_DEVIATION_KIND, dice));
    rolls.push(...deviated.rolls);
    deviation = { clock: deviated.result.clock, inches: deviated.result.inches };
    const dir = l.from ? { x: l.aim.x - l.from.x, y: l.aim.y - l.from.y } : { x: 0, y: -1 };
    // aimed at the aimer's own feet: "straight ahead" is taken as up the canvas
    const heading = Math.hypot(dir.x, dir.y) > 0 ? dir : { x: 0, y: -1 };
    const p = deviatedPoint({ x: l.aim.x / ppi, y: l.aim.y / ppi }, heading, deviated.result);
    landing = { x: p.x * ppi, y: p.y * ppi };
  }
  // Cover between a victim and the burst stops the damage here as it does a grenade's: our reading,
  // no ruling. 6.11 says nothing of cover for rounds or bombs; 6.12 says it of hand grenades, and we
  // extend it to every burst, so the cover dialog is asked and the ticked victims take no damage
  // (grenadePenetration in rules/grenades.ts).
  const victims = await burstVictims(landing, l.radius, task.success && l.aimTokenId ? l.aimTokenId : null, true, l.weapon);
  const burst = await rollInOneBatch((dice) => resolveGrenadeVictims("he", l.penetration, victims, dice));
  rolls.push(...burst.rolls);
  await drawGrenade({ landing, radius: l.radius, aim: deviation ? l.aim : null, smoke: false });
  const context = indirectFireCardContext({
    spotterName: l.aimerName,
    battery: l.title,
    weapon: l.weapon,
    assetKey: l.assetKey,
    level: l.level,
    task,
    corrections: l.corrections,
    burdens: l.burdens,
    deviation,
    radius: l.radius,
    victims: burst.result,
  });
  await postCard(INDIRECT_FIRE_CARD, {
    context,
    actor: l.actor,
    rolls,
    payload: grenadeRecord({ type: "he", grenade: l.penetration, task: l.task as TaskInput & { asset: TaskInput["asset"] }, victims, deviation: INDIRECT_DEVIATION_KIND }),
    targets: grenadeCardTargets(context.victims).map((t) => ({ ...t, actorUuid: victims.find((x) => x.key === t.key)?.uuid ?? "" })),
  });
}
