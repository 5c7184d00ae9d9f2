// @vitest-environment happy-dom
// A wrecked ship "can perform no functions during the battle" (Guide 7.12), asked of the GM's client
// as a player's old button, a macro or another client would ask it, on stand-ins after a real init:
// every station request is refused with its own section's reason, the medic's Heal Crewman still
// counts (done in person, 7.13) while a Reload does not, and the repair drones wait until the battle
// is over (7.13; "might be repairable later", 7.12).
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import { requestAs } from "../../../helpers/gm-requests";

const wrecked = (section: string) => ({ ok: false, reason: `STARSKIRMISH.SpacePatrol.${section}.refused.wrecked` });

/** The patrol's turn in a space battle (Rana at the medical station with astrogation empty, if asked), its cutter wrecked. */
async function setup(options: { readonly emptyAstrogation?: boolean } = {}) {
  const t = await spaceBattle([], options);
  await (t.cutter as unknown as { update(d: object): Promise<unknown> }).update({ system: { astrogationComputer: 1 } });
  t.give(t.cutter, t.item("weapon", "turret", { code: "A", spaceKind: "pulseLaser", attack: "energy", targets: 4, ammoPerTurn: 30, effective: { range: 10, penetration: 5, bonus: 0 } }));
  await t.mark(t.cutter, "sp-spacecraft-wrecked", 1);
  const req = { sceneId: t.scene.id, tokenId: "tCutter" };
  return { ...t, req };
}

describe("a wrecked ship's station requests (Guide 7.12)", () => {
  it("refuses every station task, the field and boarding, each in its own words", async () => {
    const t = await setup();
    const { SPACE_DEFENSE_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/space-point-defense");
    const { SPACE_PBF_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/space-pbf");
    const { SPACE_WARP_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/space-warp");
    const { SPACE_BOARDING_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/space-boarding");
    const rolled = t.rolled.length;
    // the Raider docked alongside, so boarding has its hex
    t.place(t.raider, 0, "tRaider");
    const answers = [
      await t.scanAs("identifyTarget", "tRaider"),
      await t.maneuverAs("player2", "evasiveManeuvers", "flight"),
      await requestAs("player1", SPACE_DEFENSE_REQUEST, { ...t.req, weaponId: "turret" }),
      await requestAs("player1", SPACE_PBF_REQUEST, { ...t.req, to: "lower" }),
      await requestAs("player1", SPACE_WARP_REQUEST, { ...t.req, clear: "yes", covering: "no" }),
      await requestAs("player2", SPACE_BOARDING_REQUEST, { ...t.req, target: "tRaider", allow: "no" }),
      await t.fireAs("player2", "beam", "tRaider:1"),
    ];
    expect(answers).toEqual(["Scan", "Maneuver", "PointDefense", "Pbf", "Warp", "Boarding", "SpaceFire"].map(wrecked));
    // nothing rolled, the field still up, and no action recorded for any station
    expect(t.rolled.length).toBe(rolled);
    expect((t.cutter.system as { pbfRaised: boolean }).pbfRaised).toBe(true);
    const { readTracking } = await import("../../../../src/rulesets/space-patrol/turn/space-tracking");
    expect(readTracking(t.combat as never).actions?.tCutter ?? []).toEqual([]);
  });

  it("still answers who may ask first: a player at none of its stations hears that, not of the wreck", async () => {
    const t = await setup();
    expect(await t.maneuverAs("player1", "evasiveManeuvers", "flight")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Maneuver.refused.notYours" });
  });

  it("lets the medic's Heal Crewman count, in person (7.13), and refuses a Reload, a function of the ship", async () => {
    const t = await setup({ emptyAstrogation: true });
    const { STATION_CLAIM_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/station-claim");
    // Rana at the medical station, Mori at intelligence (which offers Reload): both player1's
    expect(await requestAs("player1", STATION_CLAIM_REQUEST, { ...t.req, action: "healCrewman" })).toEqual({ ok: true });
    expect(await requestAs("player1", STATION_CLAIM_REQUEST, { ...t.req, action: "reload" })).toEqual(wrecked("Station"));
  });

  it("lets the stations act again once the Wrecked marker is off (as Reverse the Polarity takes it, 4.2)", async () => {
    const t = await setup();
    await t.mark(t.cutter, "sp-spacecraft-wrecked", -1);
    const { SPACE_PBF_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/space-pbf");
    expect(await requestAs("player1", SPACE_PBF_REQUEST, { ...t.req, to: "lower" })).toEqual({ ok: true });
  });
});

describe("a wrecked ship's repairs (Guide 7.12, 7.13)", () => {
  async function repairSetup(faces: number[]) {
    const t = await spaceBattle(faces);
    await t.mark(t.cutter, "sp-spacecraft-gunnery", 1);
    await t.mark(t.cutter, "sp-spacecraft-wrecked", 1);
    const { SPACE_REPAIR_REQUEST } = await import("../../../../src/rulesets/space-patrol/actions/space-repair");
    const ask = () => requestAs("player2", SPACE_REPAIR_REQUEST, { sceneId: t.scene.id, tokenId: "tCutter", station: "engineering", marker: "sp-spacecraft-gunnery", covering: "no" });
    return { ...t, ask };
  }

  it("refuses the repair drones while the battle lasts", async () => {
    const t = await repairSetup([20]);
    const rolled = t.rolled.length;
    expect(await t.ask()).toEqual(wrecked("Repair"));
    expect(t.markers(t.cutter)["sp-spacecraft-gunnery"]).toBe(1);
    expect(t.rolled.length).toBe(rolled);
  });

  it("works them once the battle is over: the wreck may be repaired later", async () => {
    // 20 + Mechanics X (one disadvantage, +4 to the DT) + S-Drive 1 = 21 against 20
    const t = await repairSetup([20]);
    t.g.game.combat = null;
    expect(await t.ask()).toEqual({ ok: true });
    expect(t.markers(t.cutter)["sp-spacecraft-gunnery"] ?? 0).toBe(0);
  });
});
