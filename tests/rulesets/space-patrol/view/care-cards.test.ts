// What the action-bar cards compute without Foundry: each injector's effect (Guide 8.7), who a
// rally reaches (Guide 6.9), a crewman's Crew Damage row (Guide 6.15) and the table the card says the
// rows were read on (6.14), and the second move's numbers.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { injectorEffect, deviceCardContext } from "../../../../src/rulesets/space-patrol/view/device-card";
import { rallyRows } from "../../../../src/rulesets/space-patrol/view/rally-card";
import { crewDamagePromptContext, crewDamageResultContext, crewDamageRow } from "../../../../src/rulesets/space-patrol/view/crew-damage-card";
import { secondMoveCardContext } from "../../../../src/rulesets/space-patrol/view/action-card";
import { resolveSpacecraftCrewmanStatus, resolveVehicleCrewDamage } from "../../../../src/rulesets/space-patrol/rules/crew-damage";
import { turnMovement } from "../../../../src/rulesets/space-patrol/rules/movement";

describe("injector effects (Guide 8.7)", () => {
  it("Krangor clears Unconscious, Morale and Stun and leaves Wounds", () => {
    const e = injectorEffect("krangor", { "sp-unconscious": 1, "sp-morale": 1, "sp-stun": 1, "sp-wound": 2 }, 1, null);
    expect(e.markers).toEqual({ "sp-unconscious": -1, "sp-morale": -1, "sp-stun": -1 });
    expect(e.blindness).toBeNull();
  });

  it("Space Bear takes one Wound off; the third dose of the day blinds on 18-20", () => {
    expect(injectorEffect("spaceBear", { "sp-wound": 1 }, 3, 17)).toMatchObject({ markers: { "sp-wound": -1 }, blindness: { threshold: 18, blinded: false } });
    expect(injectorEffect("spaceBear", {}, 3, 18)).toMatchObject({ markers: {}, blindness: { blinded: true } });
  });

  it("Blitz and Thanatic Acid change no markers and say what the table must track", () => {
    expect(injectorEffect("blitz", { "sp-wound": 1 }, 1, null)).toEqual({ markers: {}, notes: ["STARSKIRMISH.SpacePatrol.Device.note.blitzBoost", "STARSKIRMISH.SpacePatrol.Device.note.blitzWound"], blindness: null });
    expect(injectorEffect("thanaticAcid", {}, 1, null).notes).toEqual(["STARSKIRMISH.SpacePatrol.Device.note.thanaticAcid"]);
    const card = deviceCardContext({ userName: "A", deviceName: "Kit", patientName: "A", injector: null, effect: null, dosesLeft: null, targetKey: "" });
    expect(card).toMatchObject({ patientName: "", notes: ["STARSKIRMISH.SpacePatrol.Device.note.used"], changes: [] });
  });

  it("writes each marker the device changes as a signed count with a true minus, as the other cards do (8.7)", () => {
    const effect = injectorEffect("spaceBear", { "sp-wound": 1 }, 3, 17);
    const card = deviceCardContext({ userName: "Doc", deviceName: "Kit", patientName: "Pat", injector: "spaceBear", effect, dosesLeft: 0, targetKey: "t" });
    expect(card.changes).toEqual([{ label: "STARSKIRMISH.SpacePatrol.Marker.individual.wound", delta: "\u22121" }]);
  });
});

describe("rally rows (Guide 6.9)", () => {
  it("rallies the nearest first, as many as the roll allows", () => {
    const rows = rallyRows([{ key: "c", uuid: "c", name: "C", distance: 6 }, { key: "a", uuid: "a", name: "A", distance: 1 }, { key: "b", uuid: "b", name: "B", distance: 3 }], 2);
    expect(rows.map((r) => [r.key, r.rallied])).toEqual([["a", true], ["b", true], ["c", false]]);
    expect(rallyRows([{ key: "a", uuid: "a", name: "A", distance: 1 }], 0)[0]?.rallied).toBe(false);
  });
});

describe("a crewman's Crew Damage row (Guide 6.15, SP-14)", () => {
  it("counts the markers the result lands, within SP-9's one-at-most", () => {
    // 5 + 5 + 5 + (PEN 8 - Bullets 2) = 21: Mortal Wound-Chest; he already has a Morale Marker
    const result = resolveVehicleCrewDamage({ crewArmour: { hand: 0, bullets: 2, energy: 0 }, dice: new FixedDice([5, 5, 5]), current: { "sp-morale": 1 } });
    expect(crewDamageRow("k", "Gunner", result)).toMatchObject({ total: 21, markers: { "sp-mortalWound": 1 }, dead: false, dice: "5 + 5 + 5" });
  });
  it("shows the penetration less armour as the sum's last term, so the dice add up to the total (#18)", () => {
    const result = resolveVehicleCrewDamage({ crewArmour: { hand: 0, bullets: 2, energy: 0 }, dice: new FixedDice([5, 5, 5]), current: {} });
    expect(crewDamageRow("k", "Gunner", result)).toMatchObject({ dice: "5 + 5 + 5", modifierText: "+ 6", total: 21 });
    // at the vehicle's penetration 8, the + 6 is said from the result: the armour it met was 2 (6.15, SP-8)
    // a crewman takes the one roll, so the note speaks of "the" roll
    expect(crewDamageRow("k", "Gunner", result).damageNote).toEqual({ key: "STARSKIRMISH.SpacePatrol.Fire.oneRoll.damageNote", penetration: 8, armour: 2, modifier: 6 });
    // a spacecraft crewman's roll is unmodified (7.12): no term, so nothing to explain
    expect(crewDamageRow("k", "Pilot", resolveSpacecraftCrewmanStatus(new FixedDice([5, 5, 5]))).damageNote).toBeNull();
  });
  it("says no term when the vehicle's penetration exactly meets the armour", () => {
    const result = resolveVehicleCrewDamage({ crewArmour: { hand: 0, bullets: 8, energy: 0 }, dice: new FixedDice([5, 5, 5]) });
    expect(crewDamageRow("k", "Gunner", result)).toMatchObject({ modifierText: "", damageNote: null, total: 15 });
  });
  it("names the individual table a vehicle's crewmen were read on, \"the total\" for one and \"each total\" for more (6.15, 6.14)", () => {
    const row = (key: string) => crewDamageRow(key, "Gunner", resolveVehicleCrewDamage({ crewArmour: 0, dice: new FixedDice([5, 5, 5]) }));
    const vehicle = (rows: number) => crewDamageResultContext({ craftName: "Crawler", kind: "vehicle", count: rows, rows: Array.from({ length: rows }, (_, i) => row(`k${i}`)) });
    expect(vehicle(1).damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.oneRoll.readOn.individual");
    expect(vehicle(2).damageTable).toBe("STARSKIRMISH.SpacePatrol.Fire.readOn.individual");
    // nobody aboard to roll for: no rows, so no table named
    expect(vehicle(0).damageTable).toBeNull();
    // the prompt has rolled nothing yet
    expect(crewDamagePromptContext("Crawler", "vehicle", 1, ["Gunner"]).damageTable).toBeNull();
  });
  it("leaves the spacecraft's table to its note, which names it already (7.12, 6.14)", () => {
    const pilot = crewDamageRow("k", "Pilot", resolveSpacecraftCrewmanStatus(new FixedDice([5, 5, 5])));
    const card = crewDamageResultContext({ craftName: "Cutter", kind: "spacecraft", count: 1, rows: [pilot], casualties: [1] });
    expect(card.damageTable).toBeNull();
    expect(card.note).toBe("STARSKIRMISH.SpacePatrol.CrewDamage.spacecraftNote");
  });
});

describe("the second move card (Guide 6.4, 6.5)", () => {
  it("shows one move's allowance and the turn's inches", () => {
    const c = secondMoveCardContext("A", 9, turnMovement({ allowance: 9, secondMove: true }));
    expect(c.lines.map((l) => l.value)).toEqual(['9"', '18"']);
    expect(c.notes).toEqual([]);
  });
});
