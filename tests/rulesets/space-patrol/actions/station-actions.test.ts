// @vitest-environment happy-dom
// One action a station a turn, covering two stations, and torps from the helm (Guide 7.4, 7.8, 7.14),
// on stand-ins after a real init with queued dice: a crewman at two stations is asked at his first
// action whether he will take a second; if he will, both roll at a disadvantage, and he takes no
// third; if he said no, no second follows. The pilot launches torps besides his maneuver at no cost.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { getProperty } from "../../../helpers/foundry/utils";
import type { SpaceFireCardContext } from "../../../../src/rulesets/space-patrol/view/space-fire-card";
import type { SpaceManeuverCardContext } from "../../../../src/rulesets/space-patrol/view/space-maneuver-card";

const post = (uuid: string, name: string) => ({ actorUuid: uuid, actorName: name, npcLevel: 0 });
const LOCKS = [15, 15, 15, 15];

/**
 * The cutter with Ito at the helm and at gunnery (Kade is ashore). Each test makes its maneuver, then
 * identifies and locks the enemies (`lockBoth`, four d20s of 15): maneuvers come first (7.5).
 */
async function setup(faces: number[]) {
  const t = await spaceBattle(faces);
  await (t.cutter as unknown as { update(d: object): Promise<unknown> }).update({ system: { stations: { gunnery: post("Actor.ito", "Ito") } } });
  const maneuverCard = () => t.card<SpaceManeuverCardContext>("cards/space-maneuver.hbs");
  const fireCard = () => t.card<SpaceFireCardContext>("cards/space-fire.hbs");
  return { ...t, maneuverCard, fireCard };
}

describe("station actions in a turn (Guide 7.4, 7.14)", () => {
  it("gives a crewman covering two stations two actions, both at a disadvantage, and no third", async () => {
    // evasive 15 + 2 + 1 = 18 against 12 + 4 = 16; the beam 14 + 2 + 2 = 18 against 12 + 4 + 4
    // (evading and covering) = 20: a miss
    const t = await setup([15, ...LOCKS, 14]);
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight", "", "tCutter", "yes")).ok).toBe(true);
    expect(t.maneuverCard()).toMatchObject({ covering: true, roll: { disadvantages: 1, dt: 16 }, success: true });
    await t.lockBoth();
    expect((await t.fireAs("player2", "beam", "tRaider:1", "tCutter")).ok).toBe(true);
    expect(t.fireCard().covering).toBe(true);
    expect(t.fireCard().targets[0]).toMatchObject({ dt: 20, disadvantages: 2, hits: 0 });
    // the record holds both, where only the GM writes
    const actions = getProperty(t.combat.flags, "starskirmish.spSpaceTrack.actions.tCutter") as { station: string; by: string; covering: boolean }[];
    expect(actions.map((a) => [a.station, a.by, a.covering])).toEqual([["flight", "Actor.ito", true], ["intelligence", "Actor.mori", false], ["astrogation", "Actor.rana", false], ["gunnery", "Actor.ito", true]]);
    // a third station of his: none
    await (t.cutter as unknown as { update(d: object): Promise<unknown> }).update({ system: { stations: { engineering: post("Actor.ito", "Ito") } } });
    expect(await t.maneuverAs("player2", "boostEngines", "engineering")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Station.refused.twoActions" });
  });

  it("holds a crewman who said he would take one action to it, and fires the same weapon's action again at no cost", async () => {
    const t = await setup([15, ...LOCKS]);
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight", "", "tCutter", "no")).ok).toBe(true);
    expect(t.maneuverCard()).toMatchObject({ covering: false, roll: { disadvantages: 0 } });
    await t.lockBoth();
    expect(await t.fireAs("player2", "beam", "tRaider:1")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Station.refused.saidOneAction" });
  });

  it("lets the pilot launch torps beside his maneuver, but fire nothing else from the helm (7.4, 7.8)", async () => {
    // evasive 15 (no covering asked of a torp launch); the torp rolls 16: 16 + 2 + 0 = 18 against 12
    const t = await setup([15, ...LOCKS, 16, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const pod = t.item("weapon", "pod", { code: "A", spaceKind: "torp", targets: 3, ammoPerTurn: 3, effective: { range: 10, penetration: 10, bonus: 0 } });
    t.give(t.cutter, pod);
    expect((await t.maneuverAs("player2", "evasiveManeuvers", "flight", "", "tCutter", "no")).ok).toBe(true);
    await t.lockBoth();
    expect(await t.fireAs("player2", "beam", "tRaider:1", "tCutter", "no", "flight")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.SpaceFire.refused.torpsOnly" });
    expect((await t.fireAs("player2", "pod", "tRaider:1", "tCutter", "no", "flight")).ok).toBe(true);
    // torps are spared the evading ship's own-fire disadvantage, and the launch is free: no covering
    expect(t.fireCard()).toMatchObject({ covering: false, gunner: "Ito" });
    expect(t.fireCard().targets[0]).toMatchObject({ dt: 12, disadvantages: 0 });
  });

  it("asks a crewman at two stations at his first action only, and sends his answer", async () => {
    const t = await setup([15, ...LOCKS, 1]);
    const man = await import("../../../../src/rulesets/space-patrol/actions/space-maneuver");
    const fire = await import("../../../../src/rulesets/space-patrol/actions/space-fire");
    t.stubs.actAs("player2");
    t.stubs.dialogs.answer(true);
    expect(await man.maneuver(t.cutter as never, "evasiveManeuvers", "flight")).toBe(true);
    expect(JSON.stringify(t.stubs.dialogs.shown.at(-1)?.config)).toContain("STARSKIRMISH.SpacePatrol.Station.coveringAsk");
    t.stubs.actAs("gm");
    expect(t.maneuverCard()).toMatchObject({ covering: true, roll: { disadvantages: 1 } });
    await t.lockBoth();
    // his second action is not asked about: the GM's record already holds his answer
    t.stubs.actAs("player2");
    const asked = t.stubs.dialogs.shown.length;
    t.target(t.raider);
    // the fire dialog: both of the beam's shots at the Raider
    t.stubs.dialogs.answer({ primary: "0", shots0: "2" });
    expect(await fire.fireSpaceWeapon(t.cutter as never, t.cutter.items.get("beam") as never)).toBe(true);
    // only the fire dialog was shown: no covering question
    expect(t.stubs.dialogs.shown.length).toBe(asked + 1);
    expect(JSON.stringify(t.stubs.dialogs.shown.at(-1)?.config)).toContain("sp-space-fire-dialog");
  });
});
