// What a firing team's sheet bears out of a fire card's claims for it (view/firer-claims.ts): as
// many of the weapon as the fire plan would fire (Striker 4.A), counting troopers who fell to a
// card applied since, and no better initiative than the sheet's but for a leader who fell since (8.B.6).
import { describe, expect, it } from "vitest";
import { workedAttack } from "../../../../gallery/samples-striker-fire";
import { planFire, type TeamSnapshot } from "../../../../src/rulesets/striker/view/fire-plan";
import { initiativeBorneOut, mostFiring, teamAsPosted } from "../../../../src/rulesets/striker/view/firer-claims";
import { weaponItemFromTable } from "../../../../src/rulesets/striker/data/weapon-item";
import { CREW_SERVED_WEAPONS } from "../../../../src/rulesets/striker/rules/index";

const HMG = "7mm Heavy Machinegun (TL 6)";

/** The worked attack's firer with its first three troopers carrying the heavy MG (crew of two) set up, `down` of them casualties. */
function hmgTeam(down: readonly number[] = []): { firer: TeamSnapshot; target: TeamSnapshot; options: ReturnType<typeof workedAttack>["options"] } {
  const { firer, target, options } = workedAttack();
  const weapon = weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === "heavyMg7mm6")!);
  const troopers = firer.system.troopers.map((t, i) => (i < 3 ? { ...t, weaponItem: "cs", weapon: HMG, ammunition: "standard" } : t)).map((t, i) => ({ ...t, casualty: down.includes(i) }));
  // Striker 6.D.1: set up, so it fires
  return { firer: { ...firer, system: { ...firer.system, troopers }, items: [...firer.items, { id: "cs", name: HMG, kind: "weapon", weapon }], setUp: { cs: { state: "setUp", left: 0 } } }, target, options: { ...options, weapon: HMG, ammo: "standard" } };
}

describe("a firing team's claims as its sheet bears them out", () => {
  it("counts a crew-served weapon as the plan fires it: three carriers, one full crew of two (4.A)", () => {
    const { firer, target, options } = hmgTeam();
    const plan = planFire([firer], target, 250, options);
    if (typeof plan === "string") throw new Error(plan);
    expect(mostFiring(firer, HMG, false)).toBe(plan.input.firers[0]!.troops);
    expect(mostFiring(firer, HMG, false)).toBe(1);
    // a weapon the team does not carry: none; nor one it has not set up (6.D.1)
    expect(mostFiring(firer, "Laser Rifle", false)).toBe(0);
    expect(mostFiring({ ...firer, setUp: { cs: { state: "settingUp", left: 1 } } }, HMG, false)).toBe(0);
  });

  it("counts a trooper who fell to a card applied since as standing, not one down before", () => {
    const { firer } = hmgTeam([1]);
    expect(mostFiring(firer, HMG, false)).toBe(1);
    const { firer: short } = hmgTeam([1, 2]);
    expect(mostFiring(short, HMG, false)).toBe(0);
    expect(mostFiring(teamAsPosted(short, new Set([2])), HMG, false)).toBe(1);
  });

  it("counts a weapon used up as it fired by the troopers standing, at most four", () => {
    const { firer } = hmgTeam([3]);
    expect(mostFiring(firer, "HE Hand Grenade (TL 11)", true)).toBe(3);
  });

  it("allows no better initiative than the sheet's, one level better where the leader fell since (8.B.6)", () => {
    expect(initiativeBorneOut("average", "average", false)).toBe(true);
    expect(initiativeBorneOut("low", "average", false)).toBe(true);
    expect(initiativeBorneOut("high", "average", false)).toBe(false);
    expect(initiativeBorneOut("average", "low", true)).toBe(true);
    expect(initiativeBorneOut("high", "low", true)).toBe(false);
    expect(initiativeBorneOut("high", "high", true)).toBe(true);
  });
});
