// @vitest-environment happy-dom
// Heal Crewman from the spacecraft sheet (Guide 7.4, 7.13) on stand-ins after a real init, with
// queued dice: a crewman the player plays tends a shipmate aboard through battlefield medicine, the
// medic offered first; while the ship is holed only the medic at the medical station may heal.
import { describe, expect, it } from "vitest";
import { spaceBattle } from "../../../helpers/space-battle";
import type { MedicineCardContext } from "../../../../src/rulesets/space-patrol/view/medicine-card";

async function setup(faces: number[]) {
  // Rana sits at the medical station; Mori, at intelligence, is wounded; player1 plays both
  const t = await spaceBattle(faces, { emptyAstrogation: true });
  await (t.rana as unknown as { update(d: object): Promise<unknown> }).update({ system: { assets: { medicine: 2 } } });
  t.give(t.rana, t.item("device", "kit", { kind: "medKit", equipmentBonus: 1 }));
  t.give(t.mori, t.item("device", "kit2", { kind: "medKit", equipmentBonus: 1 }));
  await t.mark(t.mori, "sp-wound", 1);
  const { healCrewman } = await import("../../../../src/rulesets/space-patrol/actions/heal-crewman");
  t.stubs.actAs("player1");
  return { ...t, heal: () => healCrewman(t.cutter as never) };
}

describe("Heal Crewman aboard (Guide 7.13)", () => {
  it("lets the medic tend a wounded shipmate at another station, without a token beside him", async () => {
    // Medicine 2 + Med Kit 1: 15 + 3 = 18 against the Wound's DT
    const t = await setup([15]);
    t.stubs.dialogs.answer({ choice: "rana" }, { marker: "sp-wound" });
    await t.heal();
    // the medic was offered first
    const asked = (t.stubs.dialogs.shown[0]?.config as { content: string }).content;
    expect(asked.indexOf('value="rana"')).toBeGreaterThan(-1);
    expect(asked.indexOf('value="rana"')).toBeLessThan(asked.indexOf('value="mori"'));
    const card = t.card<MedicineCardContext>("cards/medicine.hbs");
    expect(card).toMatchObject({ medicName: "Rana", patientName: "Mori" });
    expect(card.result.total).toBe(18);
  });

  it("in a holed ship lets only the medic heal", async () => {
    const t = await setup([15]);
    await t.mark(t.cutter, "sp-spacecraft-hull", 1);
    const rolled = t.rolled.length;
    t.stubs.dialogs.answer({ choice: "mori" });
    await t.heal();
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.Care.onlyMedicInVacuum");
    expect(t.rolled.length).toBe(rolled);
    t.stubs.dialogs.answer({ choice: "rana" }, { marker: "sp-wound" });
    await t.heal();
    expect(t.card<MedicineCardContext>("cards/medicine.hbs").medicName).toBe("Rana");
  });

  it("counts as the medical station's action for the turn, as a ship's reload counts as another station's (7.4)", async () => {
    const t = await setup([15]);
    await t.mark(t.ito, "sp-wound", 1);
    t.stubs.dialogs.answer({ choice: "rana" }, { choice: "mori" }, { marker: "sp-wound" });
    await t.heal();
    expect(t.card<MedicineCardContext>("cards/medicine.hbs").patientName).toBe("Mori");
    const rolled = t.rolled.length;
    // the medical station has acted: a second heal is refused before any die is rolled
    // Ito is the one left to tend, so he is not asked for
    t.stubs.dialogs.answer({ choice: "rana" }, { marker: "sp-wound" });
    await t.heal();
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.Station.refused.stationActed");
    expect(t.rolled.length).toBe(rolled);
    expect(t.markers(t.ito)["sp-wound"]).toBe(1);
    // player1's Mori stands at intelligence, which offers Reload: the cutter's gun is reloaded once
    const gun = t.item("weapon", "gun", { magazine: 4, ammo: 0 });
    t.give(t.cutter, gun);
    const { reload } = await import("../../../../src/rulesets/space-patrol/actions/reload");
    await reload(t.cutter as never);
    const ammo = () => (t.cutter.items.get("gun")?.system as { ammo: number }).ammo;
    expect(ammo()).toBe(4);
    await (t.cutter.items.get("gun") as unknown as { update(d: object): Promise<unknown> }).update({ system: { ammo: 1 } });
    await reload(t.cutter as never);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.Station.refused.stationActed");
    expect(ammo()).toBe(1);
  });
});
