// @vitest-environment happy-dom
// The fire modifiers of Guide 6.6 the dialog now asks for, on stand-ins after a real init with
// queued dice: two sidearms at once, a Main or Heavy weapon in melee contact (preset when a target
// stands within 1"), and a vehicle or large creature as the target (preset for a vehicle). Each
// lands on the card's advantages and disadvantages, and the GM's Apply works the result out again
// from the card's record, these choices included.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { applyAs } from "../../../helpers/gm-requests";
import type { FireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";

async function setup(faces: number[]) {
  const t = await spaceBoard(faces);
  const pistol = t.item("weapon", "pistol", { code: "S", kind: "energyWeapon", attack: "energy", targets: 1, ammoPerTurn: 1, effective: { range: 30, penetration: 5, bonus: 0 } });
  const rifle = t.item("weapon", "rifle", { code: "M", kind: "firearm", targets: 1, ammoPerTurn: 1, effective: { range: 30, penetration: 5, bonus: 0 } });
  const shooter = t.patrolman("Actor.ace", "Ace", { energyWeapons: 2, firearms: 2 }, [pistol, rifle]);
  const raider = t.npc("Actor.raider", "Raider");
  t.place(shooter, 0);
  const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
  const card = () => t.card<FireCardContext>("cards/fire.hbs").targets[0]!;
  const asked = () => (t.stubs.dialogs.shown.at(-1)?.config as { content: string }).content;
  return { ...t, pistol, rifle, shooter, raider, fire: (w: typeof pistol) => fireWeapon(shooter as never, w as never), card, asked };
}

describe("the fire dialog's weapon and target choices (Guide 6.6)", () => {
  it("counts two sidearms as a disadvantage, and the GM applies the card as recorded", async () => {
    const t = await setup([15, 6, 6, 6]);
    t.place(t.raider, 5);
    t.target(t.raider);
    t.stubs.dialogs.answer({ twoSidearms: true });
    await t.fire(t.pistol);
    expect(t.asked()).toContain('name="twoSidearms"');
    expect(t.asked()).not.toContain('name="meleeContact"');
    // the Raider stood still in the open: one advantage; two sidearms: one disadvantage
    expect(t.card()).toMatchObject({ advantages: 1, disadvantages: 1 });
    const message = t.messages.find((m) => m.system.kind === "spFire")!;
    expect((await applyAs("gm", message.id, t.card().key)).ok).toBe(true);
  });

  it("presets melee contact for a rifle when the target stands beside the shooter", async () => {
    const t = await setup([15, 6, 6, 6]);
    t.place(t.raider, 1);
    t.target(t.raider);
    t.stubs.dialogs.answer({ meleeContact: true });
    await t.fire(t.rifle);
    expect(t.asked()).toMatch(/name="meleeContact" checked/);
    expect(t.card()).toMatchObject({ advantages: 1, disadvantages: 1 });
  });

  it("presets a vehicle as a large target, an advantage", async () => {
    const t = await setup([15, 6, 6, 6]);
    const crawler = t.vehicle("Actor.crawler", "Crawler", { armour: 2 });
    t.place(crawler, 5);
    t.target(crawler);
    t.stubs.dialogs.answer({ large0: true });
    await t.fire(t.pistol);
    expect(t.asked()).toMatch(/name="large0" checked/);
    // still in the open and a vehicle: two advantages
    expect(t.card()).toMatchObject({ advantages: 2, disadvantages: 0 });
  });
});
