// @vitest-environment happy-dom
// Indirect fire from the sheet (Guide 6.11), end to end against stand-ins after a real init with
// fixed dice: the fire mission called in a combat, its landing round from the distance (2 + 1d6
// beyond 50 km), one correction a round for an advantage each, the arrival's Fire Direction roll with
// FD Aids, the burst grown by ROF, the direct hit and the bystander (asked about cover in words
// naming the shells), the templates drawn, a miss's 2d6 x 10" deviation, and Apply through the GM,
// who works it out from the Rolls.
import { describe, expect, it } from "vitest";
import { combatBoard } from "../../../helpers/space-patrol-combat";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { pressCardButton } from "../../../helpers/card-buttons";
import type { FireMissionCardContext, IndirectFireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-mission";

const handlers = async () => (await import("../../../../src/rulesets/space-patrol/actions/action-handlers")).SHEET_ACTION_HANDLERS;

const FAR_BATTERY = { battery: "Battery K", weapon: "artillery", km: 60, radius: 2, rof: 3, contact: 10, burst: 4, inContact: true };

async function setup(faces: number[], fireDirection: number | "X" = 2) {
  const t = await combatBoard(faces);
  const aid = t.item("device", "rangefinder", { kind: "fireDirectionAid", equipmentBonus: 1 });
  const spotter = t.patrolman("Actor.spotter", "Spotter", fireDirection === "X" ? {} : { fireDirection }, [aid]);
  const foe = t.npc("Actor.foe", "Foe");
  const by = t.npc("Actor.by", "Bystander");
  t.at(spotter, 0);
  t.at(foe, 8);
  t.at(by, 10);
  const combat = new StandInCombat({ _id: "combat1" });
  combat.round = 1;
  t.g.game.combat = combat;
  t.asUser("gm");
  const call = async () => (await handlers()).indirectFire!(spotter as never);
  const mission = () => t.card<FireMissionCardContext>("cards/fire-mission.hbs");
  const landed = () => t.card<IndirectFireCardContext>("cards/indirect-fire.hbs");
  const missionCard = () => t.messages.find((m) => m.system.kind === "spFireMission")!;
  return { t, spotter, foe, by, combat, call, mission, landed, missionCard };
}

describe("calling indirect fire (Guide 6.11)", () => {
  it("lands 2 + 1d6 turns later beyond 50 km; corrections add an advantage a turn; a hit bursts on the target", async () => {
    // timing d6 2: round 1 + 4 = 5. Two corrections: DT 24 less two steps = 16; 13 + Fire Direction 2
    // + FD aid 1 = 16 hits the foe. Burst 2" + 0.5 x 2 for ROF 3 = 3": the bystander 2" away is caught.
    // Foe: 2+2+2 + 10 = 16, a Medium Wound; bystander 1+1+1 + 4 = 7, a Graze.
    const { t, foe, combat, call, mission, landed, missionCard } = await setup([2, 13, 2, 2, 2, 1, 1, 1]);
    t.target(foe);
    t.dialogs(FAR_BATTERY, {});
    await call();
    expect(t.notes).toEqual([]);
    expect(mission()).toMatchObject({ calledRound: 1, landsRound: 5, turns: 4, radius: 3, canCorrect: true, canFire: false });
    // 3" at 1.5 m a square (Guide 6.1)
    expect(t.templates).toEqual([expect.objectContaining({ t: "circle", x: 800, y: 0, distance: 4.5, fillColor: "#1e88e5" })]);
    await pressCardButton(missionCard(), "spCorrectFire");
    await pressCardButton(missionCard(), "spCorrectFire");
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.IndirectFire.correctedThisTurn"]);
    combat.round = 2;
    await pressCardButton(missionCard(), "spCorrectFire");
    await pressCardButton(missionCard(), "spFireForEffect");
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.IndirectFire.notYet");
    combat.round = 5;
    await pressCardButton(missionCard(), "spCorrectFire");
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.IndirectFire.tooLateToCorrect");
    await pressCardButton(missionCard(), "spFireForEffect");
    expect(t.rolled).toEqual(["1d6", "1d20", "6d10"]);
    // the bystander was asked about cover in words naming the shells, not a grenade (6.11, 6.12)
    const cover = t.stubs.dialogs.shown.map((d) => d.config as { content?: string; ok?: { label?: string } }).filter((c) => c.content?.includes("sp-grenade-cover-dialog"));
    expect(cover).toHaveLength(1);
    expect(cover[0]!.content).toContain("between them and where the shells burst");
    expect(cover[0]!.content).not.toContain("between them and the grenade");
    expect(cover[0]!.ok?.label).toBe("STARSKIRMISH.SpacePatrol.IndirectFire.coverConfirm");
    // the bystander's distance is measured from where the shells landed, which 6.11 settles
    expect(cover[0]!.content).toContain("2&quot; from where the shells landed, the centre of the burst (6.11)");
    expect(cover[0]!.content).not.toContain("(6.12)</span>");
    expect(landed().roll).toMatchObject({ dt: 16, baseDt: 24, advantages: 2, total: 16, success: true, equipment: 1 });
    expect(landed().victims.map((v) => [v.name, v.directHit, v.penetration, v.damage?.total])).toEqual([
      ["Foe", true, 10, 16],
      ["Bystander", false, 4, 7],
    ]);
    // once landed the mission cannot fire again
    await pressCardButton(missionCard(), "spFireForEffect");
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.IndirectFire.gone");
    // the GM works each Apply out from the card's Rolls
    const card = t.messages.find((m) => m.system.kind === "spIndirectFire")!;
    for (const target of card.system.targets) expect(await t.requestApply(card as never, target.key)).toBe(true);
    expect(t.markers(foe)).toMatchObject({ "sp-wound": 1, "sp-stun": 1 });
  });

  it("a miss deviates by the d12 clock and 2d6 x 10 inches: 12 o'clock carries it 20\" beyond", async () => {
    // close battery: next turn. 3 + 2 + 1 = 6 against DT 24 misses; clock 12, 2d6 of 1 + 1 = 20":
    // the rounds land 28" from the spotter, on the far NPC; the foe and bystander are spared.
    const { t, foe, combat, call, landed, missionCard } = await setup([3, 12, 1, 1, 4, 4, 4]);
    const far = t.npc("Actor.far", "Far");
    t.at(far, 28);
    t.target(foe);
    t.dialogs({ ...FAR_BATTERY, km: 2, rof: 1 }, {});
    await call();
    combat.round = 2;
    await pressCardButton(missionCard(), "spFireForEffect");
    expect(t.rolled).toEqual(["1d20", "1d12", "2d6", "3d10"]);
    expect(landed()).toMatchObject({ deviation: { clock: 12, inches: 20 }, roll: { success: false } });
    expect(landed().victims.map((v) => [v.name, v.directHit])).toEqual([["Far", true]]);
    // the burst and the ray from the aim to where it fell
    expect(t.templates.map((x) => (x as { t: string }).t)).toEqual(["circle", "circle", "ray"]);
    const card = t.messages.find((m) => m.system.kind === "spIndirectFire")!;
    expect(card.system.payload).toMatchObject({ deviation: "bombOrArtillery", task: { dt: 24, equipment: 1 } });
    expect(await t.requestApply(card as never, card.system.targets[0]!.key)).toBe(true);
  });

  it("refuses a spotter at Fire Direction X, a call outside a combat, and one without contact with the gunners", async () => {
    const untrained = await setup([], "X");
    await untrained.call();
    expect(untrained.t.notes).toEqual(["STARSKIRMISH.SpacePatrol.IndirectFire.noFireDirection"]);
    const { t, combat, call } = await setup([]);
    combat.round = 0;
    await call();
    combat.round = 1;
    t.dialogs({ ...FAR_BATTERY, inContact: false });
    await call();
    t.dialogs({ ...FAR_BATTERY, rof: 0, inContact: true });
    await call();
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.IndirectFire.noCombat", "STARSKIRMISH.SpacePatrol.IndirectFire.notInContact", "STARSKIRMISH.SpacePatrol.IndirectFire.problem.rof"]);
    expect(t.messages).toEqual([]);
  });

  it("a player cannot press another's mission card", async () => {
    const { t, spotter, foe, call, missionCard } = await setup([13]);
    t.target(foe);
    t.dialogs({ ...FAR_BATTERY, km: 2 }, {});
    await call();
    spotter.ownership = { default: 0 };
    t.asUser("player2");
    await pressCardButton(missionCard(), "spCorrectFire");
    expect(t.notes).toEqual(["STARSKIRMISH.Error.notYourActor"]);
  });
});

describe("dropping unguided bombs (Guide 6.11)", () => {
  async function bomber(faces: number[]) {
    const t = await combatBoard(faces);
    const aid = t.item("device", "bombsight", { kind: "fireDirectionAid", equipmentBonus: 2 });
    t.patrolman("Actor.pilot", "Pilot", { airPilot: 3 });
    t.patrolman("Actor.aimer", "Aimer", { fireDirection: 1 }, [aid]);
    const plane = t.vehicle("Actor.plane", "Skyhook", {
      vehicleType: "flying",
      crew: [
        { role: "driver", actorUuid: "Actor.pilot", actorName: "Pilot" },
        { role: "crewman", actorUuid: "Actor.aimer", actorName: "Aimer" },
      ],
    });
    const foe = t.npc("Actor.foe", "Foe");
    t.at(plane, 0);
    t.at(foe, 6);
    t.asUser("gm");
    t.target(foe);
    const drop = async () => (await handlers()).bombs!(plane as never);
    return { t, plane, foe, drop, landed: () => t.card<IndirectFireCardContext>("cards/indirect-fire.hbs") };
  }

  it("the bombardier rolls Fire Direction DT 16 with his aid; the aircraft's Damage Marker burdens him", async () => {
    // DT 16 + one step for the Damage Marker = 20; 17 + 1 + 2 = 20 hits. 3+3+3 + 8 = 17 on the foe.
    const { t, plane, foe, drop, landed } = await bomber([17, 3, 3, 3]);
    await t.mark(plane, "sp-vehicle-flying");
    await t.mark(plane, "sp-vehicle-damage");
    t.dialogs({ aimer: "bombardier", radius: 1, contact: 8, burst: 3 }, {});
    await drop();
    expect(t.notes).toEqual([]);
    expect(landed()).toMatchObject({ spotterName: "Aimer", assetKey: "STARSKIRMISH.SpacePatrol.Asset.fireDirection", roll: { baseDt: 16, dt: 20, total: 20, success: true, equipment: 2 } });
    expect(landed().victims.map((v) => [v.name, v.directHit, v.damage?.total])).toEqual([["Foe", true, 17]]);
    const card = t.messages.find((m) => m.system.kind === "spIndirectFire")!;
    expect(await t.requestApply(card as never, card.system.targets[0]!.key)).toBe(true);
    expect(t.markers(foe)["sp-wound"]).toBe(1);
  });

  it("the pilot rolls Air Pilot DT 20 with no aid, and a miss deviates 2d6 x 10\"", async () => {
    // 10 + 3 = 13 against 20 misses; clock 6 (straight and short) and 2d6 of 1 + 2: 30" short
    const { t, plane, drop, landed } = await bomber([10, 6, 1, 2]);
    await t.mark(plane, "sp-vehicle-flying");
    t.dialogs({ aimer: "pilot", radius: 1, contact: 8, burst: 3 }, {});
    await drop();
    expect(landed()).toMatchObject({ spotterName: "Pilot", assetKey: "STARSKIRMISH.SpacePatrol.Asset.airPilot", roll: { dt: 20, equipment: 0, success: false }, deviation: { clock: 6, inches: 30 }, victims: [] });
  });

  it("an aircraft on the ground drops nothing", async () => {
    const { t, drop } = await bomber([]);
    await drop();
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Bombs.notFlying"]);
    expect(t.messages).toEqual([]);
  });
});
