// One fire action: Guide 6.6 worked examples and rulings SP-5, SP-6.
import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import { FIRE_RANGE_DT, resolveFire, type FireInput, type FireTarget, type FireWeapon } from "../../../../src/rulesets/space-patrol/rules/fire";

const rifle: FireWeapon = { band: "effective", penetration: 5, targets: 2, ammoPerTurn: 10 };
const open: FireTarget = { movedLastTurn: true };
const base = (over: Partial<FireInput>): FireInput => ({
  shooter: { asset: 0 },
  weapon: rifle,
  targets: [open],
  d20: 10,
  dice: new FixedDice([1]),
  ...over,
});

describe("range band DTs (Guide 6.6)", () => {
  it.each([
    ["effective", 12],
    ["long", 16],
    ["extreme", 20],
  ] as const)("%s range is DT %i", (band, dt) => {
    expect(FIRE_RANGE_DT[band]).toBe(dt);
    expect(resolveFire(base({ weapon: { ...rifle, band } })).baseDt).toBe(dt);
  });
  it("beyond extreme range there is no shot", () => {
    const r = resolveFire(base({ weapon: { ...rifle, band: "beyond" } }));
    expect(r.blocked).toBe("beyondRange");
    expect(r.shots).toHaveLength(0);
  });
});

describe("hits at DT 12 (Guide 7.8 example, SP-6)", () => {
  it.each([
    [11, 0],
    [12, 1],
    [15, 1],
    [16, 2],
    [19, 2],
    [20, 3],
  ])("a total of %i scores %i hits", (d20, hits) => {
    const r = resolveFire(base({ d20 }));
    expect(r.totalHits).toBe(hits);
    expect(r.targets[0]?.damage).toHaveLength(hits);
  });
});

describe("ammunition caps hits (Guide 6.6, SP-6)", () => {
  it("the rifled musket only ever scores 1 hit", () => {
    const r = resolveFire(base({ weapon: { band: "effective", penetration: 4, targets: 1, ammoPerTurn: 1 }, d20: 20, shooter: { asset: 8 } }));
    expect(r.totalHits).toBe(1);
  });
  it("the shotgun 8 over the DT scores 3 hits from 1 shell", () => {
    const r = resolveFire(base({ weapon: { band: "effective", penetration: 3, targets: 1, ammoPerTurn: 1, multipleHitsPerShot: true }, d20: 20 }));
    expect(r.shots[0]?.task.margin).toBe(8);
    expect(r.totalHits).toBe(3);
    expect(r.ammoUsed).toBe(1);
  });
  it("a carbine firing all 3 rounds can score 3 hits, firing 1 only 1", () => {
    const carbine: FireWeapon = { band: "effective", penetration: 5, targets: 1, ammoPerTurn: 3 };
    expect(resolveFire(base({ weapon: carbine, d20: 20, shooter: { asset: 10 } })).totalHits).toBe(3);
    expect(resolveFire(base({ weapon: { ...carbine, ammoUsed: 1 }, d20: 20, shooter: { asset: 10 } })).totalHits).toBe(1);
  });
  it("space torps: each roll at most 3 hits and no cap on the action (Guide 7.8)", () => {
    const pod: FireWeapon = { band: "effective", penetration: 20, targets: 3, ammoPerTurn: 3, multipleHitsPerShot: true, maxHitsPerShot: 3 };
    const r = resolveFire(base({ weapon: pod, targets: [{ ...open, shots: 3, table: "spacecraft" }], d20: [20, 20, 20], shooter: { asset: 10 } }));
    expect(r.totalHits).toBe(9);
  });
});

describe("the gatling helicopter (Guide 6.6)", () => {
  const gatling: FireWeapon = { band: "effective", penetration: 8, targets: 16, ammoPerTurn: 300 };
  const targets: FireTarget[] = [{ ...open, shots: 4 }, ...Array.from({ length: 4 }, () => ({ ...open, shots: 3, distanceToPrimary: 2 }))];
  it("shoots the primary 4 times and four others 3 times each, using 300 rounds", () => {
    const r = resolveFire(base({ weapon: gatling, targets, d20: Array.from({ length: 16 }, () => 16) }));
    expect(r.ammoUsed).toBe(300);
    expect(r.shots).toHaveLength(16);
    expect(r.targets.map((t) => t.hits)).toEqual([8, 6, 6, 6, 6]);
  });
  it("refuses a secondary with more shots than the primary", () => {
    expect(() => resolveFire(base({ weapon: gatling, targets: [{ ...open, shots: 2 }, { ...open, shots: 3, distanceToPrimary: 1 }], d20: [10, 10, 10, 10, 10] }))).toThrow(/more shots/);
  });
  it("asks for one d20 per attack roll", () => {
    expect(() => resolveFire(base({ weapon: gatling, targets, d20: 10 }))).toThrow(/16 attack rolls need 16 d20/);
  });
});

describe("per-target situation", () => {
  it("low cover on one target, the open on another: DT 16 and 12 (SP-1, SP-5)", () => {
    const r = resolveFire(base({ targets: [{ movedLastTurn: true, cover: "low" }, { ...open, distanceToPrimary: 1 }], d20: [14, 14] }));
    expect(r.targets.map((t) => t.dt)).toEqual([16, 12]);
    expect(r.targets.map((t) => t.hits)).toEqual([0, 1]);
  });
  it("a vehicle target is the large-target advantage and reads the vehicle table", () => {
    const r = resolveFire(base({ targets: [{ movedLastTurn: true, table: "vehicle", armour: 0, markers: {} }], d20: 8, dice: new FixedDice([4]) }));
    expect(r.targets[0]?.dt).toBe(8);
    expect(r.targets[0]?.damage[0]?.row.key).toBe("mediumPenetration");
    expect(r.targets[0]?.after).toEqual({ "sp-vehicle-damage": 1, "sp-vehicle-morale": 1 });
  });
  it("the shooter's wounds raise the DT (Guide 6.6)", () => {
    expect(resolveFire(base({ shooter: { asset: 0, markers: { "sp-wound": 1 } } })).targets[0]?.dt).toBe(16);
  });
  it("armour by attack kind: an energy weapon meets the Energy rating", () => {
    const r = resolveFire(base({ weapon: { ...rifle, attack: "energy" }, targets: [{ ...open, armour: { hand: 0, bullets: 0, energy: 4 } }], d20: 12 }));
    expect(r.targets[0]?.damage[0]?.modifier).toBe(1);
  });
  it("applies each hit's markers in turn (a second Morale adds nothing, SP-9)", () => {
    const r = resolveFire(base({ d20: 16, dice: new FixedDice([2]), targets: [{ ...open, armour: 5, markers: {} }] }));
    expect(r.targets[0]?.damage.map((d) => d.markersToAdd)).toEqual([["sp-morale"], []]);
    expect(r.targets[0]?.after).toEqual({ "sp-morale": 1 });
  });
});

describe("special cases", () => {
  it("HE knocks a person who is hit prone, not a vehicle (Guide 6.6)", () => {
    const he: FireWeapon = { ...rifle, highExplosive: true, attack: "highExplosive" };
    const person = resolveFire(base({ weapon: he, d20: 12, targets: [{ ...open, markers: {} }] }));
    expect(person.targets[0]?.knockedDown).toBe(true);
    expect(person.targets[0]?.after).toMatchObject({ "sp-prone": 1 });
    expect(resolveFire(base({ weapon: he, d20: 12, targets: [{ ...open, table: "vehicle" }] })).targets[0]?.knockedDown).toBe(false);
    expect(resolveFire(base({ weapon: he, d20: 2 })).targets[0]?.knockedDown).toBe(false);
  });
  it("a heavy weapon cannot fire after moving (Guide 6.5)", () => {
    expect(resolveFire(base({ weapon: { ...rifle, inventoryCode: "H" }, shooter: { asset: 0, moved: true } })).blocked).toBe("heavyWeaponMoved");
  });
  it("a failed zero-G Space-Fu check misses automatically (Guide 6.10)", () => {
    const r = resolveFire(base({ d20: 20, zeroGCheckPassed: false }));
    expect(r.autoMiss).toBe(true);
    expect(r.totalHits).toBe(0);
  });
  it("refuses ammo used below the number of shots", () => {
    expect(() => resolveFire(base({ weapon: { ...rifle, ammoUsed: 1 }, targets: [{ ...open, shots: 2 }], d20: [1, 1] }))).toThrow(/Ammo used/);
  });
  it("refuses a d20 of 0", () => expect(() => resolveFire(base({ d20: 0 }))).toThrow(/d20/));
  it("an NBC attack hits a suit that shuts it out and does nothing, no damage rolled; it wounds the unsuited, other attacks the suited (Guide 8.5)", () => {
    const gas: FireWeapon = { ...rifle, attack: "nbc", highExplosive: true };
    // d20 12 against DT 12 (moved target, no advantage): one hit
    const suited = resolveFire(base({ weapon: gas, d20: 12, targets: [{ ...open, markers: {}, nbcProof: true }], dice: new FixedDice([6]) }));
    expect(suited.targets[0]).toMatchObject({ hits: 1, damage: [], shutOut: true, knockedDown: false, after: {} });
    // 6 + 6 + 6 + PEN 5, the armour counting for nothing against NBC
    const bare = resolveFire(base({ weapon: gas, d20: 12, targets: [{ ...open, markers: {}, armour: { hand: 9, bullets: 9, energy: 9 } }], dice: new FixedDice([6]) }));
    expect(bare.targets[0]).toMatchObject({ hits: 1, shutOut: false });
    expect(bare.targets[0]?.damage[0]?.total).toBe(23);
    const bullets = resolveFire(base({ weapon: rifle, d20: 12, targets: [{ ...open, nbcProof: true }], dice: new FixedDice([6]) }));
    expect(bullets.targets[0]?.damage).toHaveLength(1);
    expect(bullets.targets[0]?.shutOut).toBe(false);
  });
  it("refuses an nbcProof that is not true or false", () => {
    expect(() => resolveFire(base({ targets: [{ ...open, nbcProof: "yes" as unknown as boolean }] }))).toThrow(/nbcProof/);
  });
});

describe("properties over seeded dice", () => {
  it("never throws on valid input, never NaN, and an extra advantage never lowers the chance to hit", () => {
    const rng = new SeededDice(77);
    for (let i = 0; i < 300; i++) {
      const asset = rng.die(11) - 1;
      const cover = (["none", "low", "high"] as const)[rng.die(3) - 1] ?? "none";
      const target: FireTarget = { movedLastTurn: rng.die(2) === 1, cover, hunkered: rng.die(4) === 1, armour: rng.die(10) };
      const band = (["effective", "long", "extreme"] as const)[rng.die(3) - 1] ?? "effective";
      const weapon: FireWeapon = { band, penetration: rng.die(20), targets: 1, ammoPerTurn: 3, equipment: rng.die(5) - 1 };
      let plain = 0;
      let aided = 0;
      for (let d20 = 1; d20 <= 20; d20++) {
        const a = resolveFire({ shooter: { asset }, weapon, targets: [target], d20, dice: rng });
        const b = resolveFire({ shooter: { asset, undetected: true }, weapon, targets: [target], d20, dice: rng });
        for (const d of a.targets[0]?.damage ?? []) expect(Number.isNaN(d.total)).toBe(false);
        plain += a.totalHits > 0 ? 1 : 0;
        aided += b.totalHits > 0 ? 1 : 0;
      }
      expect(aided).toBeGreaterThanOrEqual(plain);
    }
  });
});
