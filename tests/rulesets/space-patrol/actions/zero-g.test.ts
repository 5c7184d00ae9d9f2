// @vitest-environment happy-dom
// Zero-G combat (Guide 6.10) on stand-ins after a real init, with queued dice: a figure marked as
// floating free, or on the deck of a ship whose broken S-Drive took its gravity (7.11, 7.12), rolls
// Space-Fu DT 12 before shooting, fighting, throwing or suppressing; a firearm at a disadvantage, an
// energy weapon at an advantage; a failure misses outright (the rounds spent, no attack rolled), a
// success rolls the attack as usual. Out of zero-G nothing is asked.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import type { FireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";
import type { ZeroGCardContext } from "../../../../src/rulesets/space-patrol/view/zero-g-card";

async function setup(faces: number[]) {
  const t = await spaceBoard(faces);
  const pistol = t.item("weapon", "pistol", { code: "S", kind: "energyWeapon", attack: "energy", targets: 1, ammoPerTurn: 1, magazine: 10, ammo: 10, effective: { range: 30, penetration: 5, bonus: 0 } });
  const rifle = t.item("weapon", "rifle", { code: "M", kind: "firearm", attack: "firearm", targets: 1, ammoPerTurn: 1, magazine: 10, ammo: 10, effective: { range: 30, penetration: 5, bonus: 0 } });
  const shooter = t.patrolman("Actor.ace", "Ace", { energyWeapons: 2, firearms: 2, spaceFu: 1 }, [pistol, rifle]);
  const raider = t.npc("Actor.raider", "Raider");
  t.place(shooter, 0);
  t.place(raider, 5);
  t.target(raider);
  const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
  const zeroG = () => t.card<ZeroGCardContext>("cards/zero-g.hbs");
  const float = () => ((t.tokenOf(shooter).document as unknown as { flags: object }).flags = { starskirmish: { spZeroG: true } });
  return { ...t, pistol, rifle, shooter, raider, fire: (w: typeof pistol) => fireWeapon(shooter as never, w as never), zeroG, float };
}

const ammo = (w: { system: unknown }) => (w.system as { ammo: number }).ammo;

describe("zero-G combat (Guide 6.10)", () => {
  it("misses outright when the Space-Fu check fails: a firearm at a disadvantage, its round spent, no attack rolled", async () => {
    // Space-Fu 1: 10 + 1 = 11 against DT 12 + 1 for the firearm's disadvantage
    const t = await setup([10]);
    t.float();
    t.stubs.dialogs.answer({});
    await t.fire(t.rifle);
    expect(t.zeroG()).toMatchObject({ actionLabel: "STARSKIRMISH.SpacePatrol.ZeroG.action.shooting", outcomeKey: "STARSKIRMISH.SpacePatrol.ZeroG.missed" });
    expect(t.zeroG().result).toMatchObject({ d20: 10, disadvantages: 1, success: false });
    expect(t.messages.some((m) => m.system.kind === "spFire")).toBe(false);
    expect(ammo(t.rifle)).toBe(9);
    expect(t.facesLeft()).toBe(0);
  });

  it("rolls the attack as usual once the check passes, an energy weapon at an advantage", async () => {
    // 10 + 1 = 11 against DT 12 less the energy weapon's advantage; then the shot and its damage
    const t = await setup([10, 15, 6, 6, 6]);
    t.float();
    t.stubs.dialogs.answer({});
    await t.fire(t.pistol);
    expect(t.zeroG().result).toMatchObject({ advantages: 1, success: true });
    expect(t.card<FireCardContext>("cards/fire.hbs").targets[0]).toBeDefined();
    expect(t.messages.filter((m) => m.system.kind === "spFire")).toHaveLength(1);
  });

  it("asks nothing out of zero-G, and counts a deck whose ship lost its gravity as zero-G (7.11, 7.12)", async () => {
    const t = await setup([15, 6, 6, 6]);
    t.stubs.dialogs.answer({});
    await t.fire(t.pistol);
    expect(t.messages.some((m) => m.system.kind === "spZeroG")).toBe(false);
    const { inZeroG } = await import("../../../../src/rulesets/space-patrol/turn/zero-g-place");
    const deck = t.tokenOf(t.shooter).document as never;
    const ship = t.spacecraft("Actor.ship", "Lodestar", { speed: 1, deckScene: (t.canvas.scene as { id: string }).id });
    expect(inZeroG(deck)).toBe(false);
    await t.mark(ship, "sp-spacecraft-drive", 1);
    expect(inZeroG(deck)).toBe(true);
  });

  it("holds melee to the same check", async () => {
    const t = await setup([3]);
    // Space-Fu 1: 3 + 1 = 4 against DT 12
    t.give(t.shooter, t.item("weapon", "knife", { code: "S", kind: "blade", attack: "melee", reach: 1, maxHits: 2, effective: { range: 1, penetration: 3, bonus: 0 } }));
    t.place(t.raider, 1);
    t.target(t.raider);
    t.float();
    const { meleeAttack } = await import("../../../../src/rulesets/space-patrol/actions/melee");
    t.stubs.dialogs.answer({ choice: "knife", targetReach: 0, targetFighting: "0", attackers: 1 });
    await meleeAttack(t.shooter as never);
    expect(t.zeroG()).toMatchObject({ actionLabel: "STARSKIRMISH.SpacePatrol.ZeroG.action.melee", outcomeKey: "STARSKIRMISH.SpacePatrol.ZeroG.missed" });
    expect(t.messages.some((m) => m.system.kind === "spMelee")).toBe(false);
  });
});
