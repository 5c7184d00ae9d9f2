import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { GRENADE_LAUNCHERS, HAND_GRENADES, handGrenadeAt, heBurstM, RIFLE_GRENADES } from "../../../../src/rulesets/striker/rules/grenades";
import { grenadeRoundWeapon, handGrenadeWeapon } from "../../../../src/rulesets/striker/rules/weapon-fire";
import { resolveFire } from "../../../../src/rulesets/striker/rules/fire";

describe("hand grenades table", () => {
  it.each([
    [5, null, 7, 1],
    [6, 12, 7, 1],
    [7, 18, 9, 1],
    [9, 21, 11, 2],
    [11, 22, 13, 2],
    [13, 23, 15, 3],
    [16, 25, 17, 3],
  ])("TL %i: HEAP %s, HE %i/%i", (tl, heap, contact, frag) => {
    const row = HAND_GRENADES.find((g) => g.tl === tl);
    expect(row).toEqual({ tl, heap, he: { contact, fragmentation: frag } });
  });
  it.each([
    [5, 1],
    [6, 1],
    [7, 1],
    [8, 10],
    [10, 10],
    [11, 20],
    [16, 20],
  ])("HE burst at TL %i: %i m", (tl, m) => {
    expect(heBurstM(tl)).toBe(m);
  });
  it("a TL 10 hand grenade bursts 10 m, and 20 m begins at TL 11 (ruling STR-8)", () => {
    expect(heBurstM(10)).toBe(10);
    expect(heBurstM(11)).toBe(20);
  });
  it("uses the latest row at or below a tech level", () => {
    expect(handGrenadeAt(8).tl).toBe(7);
    expect(() => handGrenadeAt(4)).toThrow(/No hand grenade/);
  });
  it("HE hand grenade: 20 m difficult, 50 m formidable, one target, burst and fragments", () => {
    const w = handGrenadeWeapon(9, "HE");
    expect(w.bands).toEqual([
      { range: 20, penetration: 11, autofire: 0 },
      { range: 50, penetration: 11, autofire: 0 },
    ]);
    expect(w.targets).toBe(1);
    expect(w.explosive).toEqual({ burstM: 10, fragmentationPenetration: 2 });
  });
  it("HEAP hand grenade bursts over 1 m and fragments as HE", () => {
    expect(handGrenadeWeapon(13, "HEAP").explosive).toEqual({ burstM: 1, fragmentationPenetration: 3 });
    expect(() => handGrenadeWeapon(5, "HEAP")).toThrow(/No HEAP/);
  });
  it("cannot be thrown past 50 m", () => {
    const r = resolveFire(
      { weapon: handGrenadeWeapon(7, "HE"), rangeM: 51, firers: [{ id: "a", troops: 1, initiative: "low", moved: false }], targets: [{ id: "t", status: "open", movedM: 0, soldiers: 4 }] },
      new FixedDice([1]),
    );
    expect(r.allowed).toBe(false);
  });
});

describe("rifle grenades and launchers", () => {
  it.each([
    ["rifleGrenade4cm6", [25, 50, 100], 6, 5],
    ["rifleGrenade4cm7", [50, 100, 150], 22, 7],
    ["rifleGrenadeRam10", [375, 750, 1500], 32, 9],
    ["rifleGrenadeRam13", [375, 750, 1500], 38, 13],
  ] as const)("%s: ranges %j, HEAP %i, HE %i", (id, ranges, heap, he) => {
    const g = RIFLE_GRENADES.find((x) => x.id === id);
    expect(g?.ranges).toEqual(ranges);
    expect(g?.heap?.penetration).toBe(heap);
    expect(g?.he?.penetration).toBe(he);
  });
  it("has 13 rifle grenades and 15 launchers", () => {
    expect(RIFLE_GRENADES).toHaveLength(13);
    expect(GRENADE_LAUNCHERS).toHaveLength(15);
  });
  it.each([
    ["atgl7cm", 1, [100, 220, 350], null, 24, null, "H", 1, 200],
    ["autoGrenadeLauncher4cm", 16, [100, 200, 500], [3, 2, 1], 15, 7, "M", 2, 1400],
    ["ramAutoGrenadeLauncher11", 20, [375, 750, 1500], [4, 3, 2], 36, 11, "M", 2, 3000],
    ["disposableAtgl7", 1, [200, 400, 600], null, 36, null, "H", 1, 100],
  ] as const)("%s", (id, shots, ranges, autofire, heap, he, sig, targets, price) => {
    const g = GRENADE_LAUNCHERS.find((x) => x.id === id);
    expect(g).toMatchObject({ shots, ranges, autofire, signature: sig, targets, priceCr: price });
    expect(g?.heap?.penetration).toBe(heap);
    expect(g?.he?.penetration ?? null).toBe(he);
  });
  it("a RAM auto launcher HE round: bands with autofire, TL 8 burst 10 m, fragments as TL 7 hand grenade", () => {
    const gl = GRENADE_LAUNCHERS.find((x) => x.id === "ramAutoGrenadeLauncher8");
    if (!gl) throw new Error("missing");
    const w = grenadeRoundWeapon(gl, "HE");
    expect(w.bands.map((b) => [b.range, b.penetration, b.autofire])).toEqual([
      [250, 7, 4],
      [500, 7, 3],
      [1000, 7, 2],
    ]);
    expect(w.targets).toBe(2);
    expect(w.explosive).toEqual({ burstM: 10, fragmentationPenetration: 1 });
    expect(w.highRecoil).toBe(false);
  });
  it("rifle grenades count as heavy recoil; ATGLs by their note", () => {
    const rg = RIFLE_GRENADES[0];
    const atgl = GRENADE_LAUNCHERS[0];
    if (!rg || !atgl) throw new Error("missing");
    expect(grenadeRoundWeapon(rg, "HEAP").highRecoil).toBe(true);
    expect(grenadeRoundWeapon(atgl, "HEAP").highRecoil).toBe(true);
    expect(() => grenadeRoundWeapon(atgl, "HE")).toThrow(/no HE/);
  });
});
