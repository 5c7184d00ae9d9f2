// Crew-served weapons (Striker 4.A, 8.B.6, the Crew column): one weapon fires per full crew, not
// one per carrier, and a team short of the crew cannot fire it.
import { describe, expect, it } from "vitest";
import { workedAttack } from "../../../../gallery/samples-striker-fire";
import { planFire, weaponChoices, type TeamSnapshot } from "../../../../src/rulesets/striker/view/fire-plan";
import { fireDialogContext } from "../../../../src/rulesets/striker/view/fire-form";
import { crewShortfalls, weaponsFiring } from "../../../../src/rulesets/striker/view/fire-crew";
import { weaponItemFromTable } from "../../../../src/rulesets/striker/data/weapon-item";
import { CREW_SERVED_WEAPONS } from "../../../../src/rulesets/striker/rules/index";

const HMG = "7mm Heavy Machinegun (TL 6)";
const LMG = "5.5mm Light MG (magazine)";

/**
 * The worked attack's firer, its first `carriers` troopers carrying the weapon of that table id, set
 * up where it has a SET UP value (Striker 6.D.1: it fires only then).
 */
function weaponsTeam(tableId: string, name: string, carriers: number, casualties: readonly number[] = []): { firer: TeamSnapshot; target: TeamSnapshot; options: ReturnType<typeof workedAttack>["options"] } {
  const { firer, target, options } = workedAttack();
  const weapon = weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === tableId)!);
  const troopers = firer.system.troopers.map((t, i) => (i < carriers ? { ...t, weaponItem: "cs", weapon: name, ammunition: "standard", casualty: casualties.includes(i) } : t));
  const setUp = weapon.setUp > 0 ? { cs: { state: "setUp" as const, left: 0 } } : {};
  return { firer: { ...firer, name: "Blue <b>W1</b>", system: { ...firer.system, troopers }, items: [...firer.items, { id: "cs", name, kind: "weapon", weapon }], setUp }, target, options: { ...options, weapon: name, ammo: "standard" } };
}

describe("crew-served weapons", () => {
  it("a heavy machinegun carried by its crew of two is one weapon firing", () => {
    const { firer, target, options } = weaponsTeam("heavyMg7mm6", HMG, 2);
    const plan = planFire([firer], target, 250, options);
    if (typeof plan === "string") throw new Error(plan);
    expect(plan.weapon.weapon.crew).toBe(2);
    expect(plan.input.firers[0]!.troops).toBe(1);
    expect(crewShortfalls([firer], HMG, 2)).toEqual([]);
  });

  it("packed, or still setting up, it does not fire, and says why (6.D.1, 8.A.1.a.3.b)", () => {
    const { firer, target, options } = weaponsTeam("heavyMg7mm6", HMG, 2);
    expect(firer.items.find((i) => i.id === "cs")).toMatchObject({ weapon: { setUp: 2 } });
    expect(planFire([{ ...firer, setUp: {} }], target, 250, options)).toBe("notSetUp");
    expect(planFire([{ ...firer, setUp: undefined }], target, 250, options)).toBe("notSetUp");
    expect(planFire([{ ...firer, setUp: { cs: { state: "settingUp", left: 1 } } }], target, 250, options)).toBe("notSetUp");
    expect(planFire([{ ...firer, setUp: { cs: { state: "packingUp", left: 2 } } }], target, 250, options)).toBe("notSetUp");
    // the team's riflemen still fire their rifles, which need no set-up
    expect(typeof planFire([{ ...firer, setUp: {} }], target, 250, { ...options, weapon: "7mm ACR", ammo: "slugs" })).toBe("object");
  });

  it("with one of its crew down it cannot fire, and says why", () => {
    const { firer, target, options } = weaponsTeam("heavyMg7mm6", HMG, 2, [1]);
    expect(planFire([firer], target, 250, options)).toBe("noCrew");
    expect(crewShortfalls([firer], HMG, 2)).toEqual([{ teamId: "firer", teamName: "Blue <b>W1</b>", crew: 2, standing: 1 }]);
  });

  it("a magazine-fed light MG needs one crew (note 2), so each carrier fires his own", () => {
    const { firer, target, options } = weaponsTeam("lightMg55mmMagazine", LMG, 2);
    const plan = planFire([firer], target, 250, options);
    if (typeof plan === "string") throw new Error(plan);
    expect(plan.weapon.weapon.crew).toBe(1);
    expect(plan.input.firers[0]!.troops).toBe(2);
  });

  it("the dialog counts a crew-served weapon once per full crew of each team, not once per carrier", () => {
    const { firer, options } = weaponsTeam("heavyMg7mm6", HMG, 2);
    const second = { ...firer, id: "firer2", name: "Blue W2" };
    const [three] = [weaponsTeam("heavyMg7mm6", HMG, 3).firer];
    const hmg = (teams: TeamSnapshot[]) => weaponChoices(teams).find((w) => w.name === HMG)!;
    expect(hmg([firer]).troops).toBe(1);
    // two weapons teams, one gun each; a third carrier without a second crewman adds none
    expect(hmg([firer, second]).troops).toBe(2);
    expect(hmg([three!]).troops).toBe(1);
    // the riflemen outnumber the one gun, so their rifle is offered first
    expect(weaponChoices([firer]).map((w) => [w.name, w.troops])).toEqual([["7mm ACR", 2], [HMG, 1]]);
    const ctx = fireDialogContext(weaponChoices([firer]), options, 250, "Red");
    expect(ctx.weapons.find((w) => w.value === HMG)).toMatchObject({ troops: 1, crew: 2, crewed: true });
    expect(ctx.weapons.find((w) => w.value === "7mm ACR")).toMatchObject({ troops: 2, crew: 1, crewed: false });
  });

  it("a magazine-fed light MG (crew of one) is counted per carrier in the dialog", () => {
    const { firer } = weaponsTeam("lightMg55mmMagazine", LMG, 2);
    expect(weaponChoices([firer]).find((w) => w.name === LMG)!.troops).toBe(2);
  });

  it("counts full crews only", () => {
    expect([0, 1, 2, 3, 4].map((n) => weaponsFiring(n, 2))).toEqual([0, 0, 1, 1, 2]);
    expect(weaponsFiring(3, 1)).toBe(3);
  });
});
