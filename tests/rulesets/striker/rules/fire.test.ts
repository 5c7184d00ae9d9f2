import { describe, expect, it } from "vitest";
import { FixedDice, SeededDice } from "../../../../src/core/seeded-dice";
import { resolveFire, type FireInput, type FireWeapon, type FiringTeam } from "../../../../src/rulesets/striker/rules/fire";
import { difficultyProfile, firerEase, rangeBand, type RangeBand } from "../../../../src/rulesets/striker/rules/fire-profile";
import { firerModifiers, targetModifiers, targetMovementDm } from "../../../../src/rulesets/striker/rules/fire-modifiers";
import { assertModifiers } from "../../../../src/rulesets/striker/rules/difficulty";

/** A gyrostabilised weapon with +2 autofire at formidable range, as in the text's example. */
const EXAMPLE_WEAPON: FireWeapon = {
  bands: [
    { range: 300, penetration: 3, autofire: 3 },
    { range: 600, penetration: 2, autofire: 2 },
    { range: 900, penetration: 1, autofire: 1 },
  ],
  targets: 1,
  gyrostabilised: true,
  highRecoil: false,
  autofireDoubled: false,
};

const team = (id: string, initiative: FiringTeam["initiative"], extra: Partial<FiringTeam> = {}): FiringTeam => ({
  id,
  troops: 4,
  initiative,
  moved: false,
  ...extra,
});

const rifle: FireWeapon = {
  bands: [
    { range: 300, penetration: 3, autofire: 0 },
    { range: 600, penetration: 2, autofire: 0 },
    { range: 900, penetration: 2, autofire: 0 },
  ],
  targets: 1,
  gyrostabilised: false,
  highRecoil: false,
  autofireDoubled: false,
};

describe("range bands (ruling STR-1)", () => {
  const acrDs: RangeBand[] = [
    { range: 450, penetration: 3, autofire: 2 },
    { range: 900, penetration: 2, autofire: 1 },
  ];
  it.each([
    [0, "difficult"],
    [250, "difficult"],
    [450, "difficult"],
    [451, "formidable"],
    [900, "formidable"],
  ] as const)("7mm ACR DS at %i m is %s (not routine)", (range, profile) => {
    expect(rangeBand(acrDs, range)?.profile).toBe(profile);
  });
  it("cannot fire beyond the last listed range", () => {
    expect(rangeBand(acrDs, 901)).toBeNull();
  });
  it("C is contact only", () => {
    const snub: RangeBand[] = [
      { range: "C", penetration: 1, autofire: 0 },
      { range: 10, penetration: 1, autofire: 0 },
      { range: 25, penetration: 1, autofire: 0 },
    ];
    expect(rangeBand(snub, 0)?.profile).toBe("difficult");
    expect(rangeBand(snub, 5)?.profile).toBe("formidable");
    expect(rangeBand(snub, 25)?.profile).toBe("impossible");
  });
  it("rejects negative ranges and empty band lists", () => {
    expect(() => rangeBand(acrDs, -1)).toThrow(/0 m or more/);
    expect(() => rangeBand([], 10)).toThrow(/1 to 3/);
  });
});

describe("number of firers (Striker 8.A.1.b.1.c)", () => {
  it.each([
    [1, 0],
    [8, 0],
    [11, 0],
    [12, 1],
    [16, 1],
    [19, 1],
    [20, 2],
    [24, 2],
  ])("%i troops ease the profile by %i", (troops, ease) => {
    expect(firerEase(troops)).toBe(ease);
  });
  it("allows at most a section (24 troops) and at least 1", () => {
    expect(() => firerEase(25)).toThrow(/one section/);
    expect(() => firerEase(0)).toThrow(/At least one/);
  });
});

describe("target movement (Striker 8.A.1.b.2.b.ii)", () => {
  it.each([
    [0, 0],
    [50, -1],
    [350, -1],
    [351, -2],
    [2500, -2],
  ])("moved %i m: DM %i", (m, dm) => {
    expect(targetMovementDm(m)).toBe(dm);
  });
});

describe("the target status DM is tagged as such (Striker 8.A.1.b.2.b.i)", () => {
  it("concealed, hidden and recon by fire carry the targetStatus kind; movement and the firers' DMs none", () => {
    expect(targetModifiers("concealed", 0)).toEqual([{ label: "STARSKIRMISH.Striker.Fire.Modifier.concealed", value: -1, kind: "targetStatus" }]);
    expect(targetModifiers("hidden", 400).map((m) => [m.value, m.kind])).toEqual([[-2, "targetStatus"], [-2, undefined]]);
    expect(targetModifiers("unspotted", 0).map((m) => [m.label, m.kind])).toEqual([["STARSKIRMISH.Striker.Fire.Modifier.reconByFire", "targetStatus"]]);
    // in the open: no DM, so no tagged row
    expect(targetModifiers("open", 50).map((m) => m.kind)).toEqual([undefined]);
    const firers = firerModifiers({ bestInitiative: "high", autofire: 2, autofireDoubled: false, gyrostabilised: true, moved: true, pickedUpWeapon: true });
    expect(firers.map((m) => m.kind)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("a modifier with a kind the rules do not know is refused", () => {
    expect(() => assertModifiers([{ label: "x", value: -1, kind: "cover" as never }])).toThrow(RangeError);
    expect(() => assertModifiers([{ label: "x", value: -1, kind: "targetStatus" }])).not.toThrow();
  });
});

describe("resolveFire", () => {
  it("worked example: 12 troops, formidable, moved, gyro, high initiative, +2 autofire, concealed: 10 rolled -> 15 -> 1 hit", () => {
    const input: FireInput = {
      weapon: EXAMPLE_WEAPON,
      rangeM: 500,
      firers: [team("a", "high", { moved: true }), team("b", "low", { moved: true }), team("c", "low", { moved: true })],
      targets: [{ id: "t", status: "concealed", movedM: 0, soldiers: 4 }],
    };
    const r = resolveFire(input, new FixedDice([4, 6, 3]));
    if (!r.allowed) throw new Error("should be allowed");
    expect(r.profile.band.profile).toBe("formidable");
    expect(r.profile.firerEase).toBe(1);
    expect(r.profile.movedPenalty).toBe(1);
    expect(r.profile.profile).toBe("formidable");
    const t = r.targets[0];
    expect(t?.dice).toEqual([4, 6]);
    expect(t?.modifiers.map((m) => m.value)).toEqual([2, 2, 2, -1]);
    expect(t?.total).toBe(15);
    expect(t?.outcome.hits).toBe(1);
    expect(t?.outcome.moraleCheck).toBe(true);
    expect(t?.hitsPerTrooper).toEqual([0, 0, 1, 0]);
  });

  it("gives an M with no hits and still a morale check", () => {
    const r = resolveFire(
      { weapon: rifle, rangeM: 100, firers: [team("a", "low")], targets: [{ id: "t", status: "open", movedM: 0, soldiers: 4 }] },
      new FixedDice([4, 3]),
    );
    if (!r.allowed) throw new Error("should be allowed");
    expect(r.targets[0]?.outcome).toEqual({ cell: "M", hits: 0, moraleCheck: true });
    expect(r.targets[0]?.hitsPerTrooper).toEqual([0, 0, 0, 0]);
  });

  it("doubles a marked autofire bonus", () => {
    const shotgun: FireWeapon = { ...rifle, bands: [{ range: 50, penetration: 1, autofire: 6 }], autofireDoubled: true };
    const r = resolveFire(
      { weapon: shotgun, rangeM: 20, firers: [team("a", "low")], targets: [{ id: "t", status: "open", movedM: 0, soldiers: 2 }] },
      new FixedDice([1, 1, 1]),
    );
    if (!r.allowed) throw new Error("should be allowed");
    expect(r.firerModifiers).toEqual([{ label: "STARSKIRMISH.Striker.Fire.Modifier.autofire", value: 12 }]);
    expect(r.targets[0]?.total).toBe(14);
    expect(r.targets[0]?.outcome.hits).toBe(1);
  });

  it("applies hidden -2, recon by fire -4 and target movement", () => {
    const mods = (status: "hidden" | "unspotted", movedM: number) => {
      const r = resolveFire(
        { weapon: rifle, rangeM: 10, firers: [team("a", "low")], targets: [{ id: "t", status, movedM, soldiers: 4 }] },
        new FixedDice([6, 6, 1]),
      );
      if (!r.allowed) throw new Error("should be allowed");
      return r.targets[0]?.modifiers.map((m) => m.value);
    };
    expect(mods("hidden", 0)).toEqual([-2]);
    expect(mods("unspotted", 400)).toEqual([-4, -2]);
  });

  it("recon by fire spots real troops on a hit and removes an empty marker", () => {
    const fire = (soldiers: number) => {
      const r = resolveFire(
        // 12 + 2 (high) + 3 (autofire) - 4 (recon) = 13 at difficult: 1 hit.
        { weapon: EXAMPLE_WEAPON, rangeM: 10, firers: [team("a", "high")], targets: [{ id: "t", status: "unspotted", movedM: 0, soldiers }] },
        new FixedDice([6, 6, 1]),
      );
      if (!r.allowed) throw new Error("should be allowed");
      return r.targets[0];
    };
    expect(fire(4)).toMatchObject({ spotted: true, markerRemoved: false });
    expect(fire(0)).toMatchObject({ spotted: false, markerRemoved: true, hitsPerTrooper: [] });
  });

  it("bars high-recoil fire after moving, hidden or suppressed firers, and fire out of range", () => {
    const heavy = { ...rifle, highRecoil: true };
    const r = resolveFire(
      {
        weapon: heavy,
        rangeM: 1000,
        firers: [team("a", "low", { moved: true }), team("b", "low", { condition: "hidden" }), team("c", "low", { condition: "suppressed" })],
        targets: [{ id: "t", status: "open", movedM: 0, soldiers: 4 }],
      },
      new FixedDice([6]),
    );
    expect(r).toEqual({
      allowed: false,
      blocks: [
        { teamId: "a", reason: "highRecoilMoved" },
        { teamId: "b", reason: "hidden" },
        { teamId: "c", reason: "suppressed" },
        { teamId: null, reason: "outOfRange" },
      ],
    });
  });

  it("bars a firer that rallied, or rallied others, this turn (8.C.5)", () => {
    const r = resolveFire({ weapon: rifle, rangeM: 10, firers: [team("a", "low", { condition: "rallied" })], targets: [{ id: "t", status: "open", movedM: 0, soldiers: 4 }] }, new FixedDice([6, 6]));
    expect(r).toEqual({ allowed: false, blocks: [{ teamId: "a", reason: "rallied" }] });
  });

  it("applies -2 for a picked-up weapon", () => {
    const r = resolveFire(
      { weapon: rifle, rangeM: 10, firers: [team("a", "low", { pickedUpWeapon: true })], targets: [{ id: "t", status: "open", movedM: 0, soldiers: 4 }] },
      new FixedDice([6, 6]),
    );
    if (!r.allowed) throw new Error("should be allowed");
    expect(r.targets[0]?.total).toBe(10);
  });

  it("rolls once per target for multi-target weapons", () => {
    const mg = { ...rifle, targets: 2 };
    const r = resolveFire(
      {
        weapon: mg,
        rangeM: 10,
        firers: [team("a", "low")],
        targets: [
          { id: "t1", status: "open", movedM: 0, soldiers: 4 },
          { id: "t2", status: "concealed", movedM: 0, soldiers: 3 },
        ],
      },
      new FixedDice([6, 6, 1, 5, 6]),
    );
    if (!r.allowed) throw new Error("should be allowed");
    expect(r.targets.map((t) => t.total)).toEqual([12, 10]);
    expect(r.targets.map((t) => t.outcome.hits)).toEqual([1, 0]);
  });

  it("rejects invalid attacks with clear errors", () => {
    const base: FireInput = { weapon: rifle, rangeM: 10, firers: [team("a", "low")], targets: [{ id: "t", status: "open", movedM: 0, soldiers: 4 }] };
    const d = new FixedDice([3]);
    expect(() => resolveFire({ ...base, firers: [] }, d)).toThrow(/at least one firing team/);
    expect(() => resolveFire({ ...base, targets: [] }, d)).toThrow(/needs a target/);
    expect(() => resolveFire({ ...base, targets: [...base.targets, ...base.targets] }, d)).toThrow(/engages 1 target/);
    expect(() => resolveFire({ ...base, firers: [team("a", "low", { troops: 5 })] }, d)).toThrow(/1 to 4 troopers/);
    expect(() => resolveFire({ ...base, targets: [{ id: "t", status: "open", movedM: 0, soldiers: 0 }] }, d)).toThrow(/no soldiers/);
    expect(() => resolveFire({ ...base, targets: [{ id: "t", status: "open", movedM: -1, soldiers: 4 }] }, d)).toThrow(/0 m or more/);
    expect(() => resolveFire({ ...base, firers: Array.from({ length: 7 }, (_, i) => team(`f${i}`, "low")) }, d)).toThrow(/one section/);
  });
});

describe("explosive rounds (Striker 8.A.1.b.5)", () => {
  const grenade: FireWeapon = {
    bands: [
      { range: 20, penetration: 9, autofire: 0 },
      { range: 50, penetration: 9, autofire: 0 },
    ],
    targets: 1,
    gyrostabilised: false,
    highRecoil: false,
    autofireDoubled: false,
    explosive: { burstM: 10, fragmentationPenetration: 1 },
  };

  it("contact hit on one random soldier, then fragmentation at difficult +1 per soldier on each team in the burst", () => {
    const r = resolveFire(
      {
        weapon: grenade,
        rangeM: 15,
        firers: [team("a", "low", { troops: 1 })],
        targets: [
          {
            id: "t",
            status: "open",
            movedM: 0,
            soldiers: 4,
            nearby: [
              { id: "t", distanceM: 0, soldiers: 4 },
              { id: "friend", distanceM: 10, soldiers: 2 },
              { id: "far", distanceM: 11, soldiers: 4 },
            ],
          },
        ],
      },
      // to hit 6+6=12 at difficult: 1 hit, so one contact hit; contact soldier d4=2;
      // frag on t: 3+4+4 = 11 -> 1 hit over the 3 others, d3=3 -> soldier 3;
      // frag on friend: 6+3+2 = 11 -> 1 hit, d2=1 -> soldier 0.
      new FixedDice([6, 6, 2, 3, 4, 3, 6, 3, 1]),
    );
    if (!r.allowed) throw new Error("should be allowed");
    const t = r.targets[0];
    expect(t?.outcome.hits).toBe(1);
    expect(t?.hitsPerTrooper).toEqual([0, 1, 0, 0]);
    expect(t?.penetration).toBe(9);
    expect(t?.fragmentation.map((f) => [f.id, f.total, f.hitsPerTrooper, f.penetration])).toEqual([
      ["t", 11, [0, 0, 0, 1], 1],
      ["friend", 11, [1, 0], 1],
    ]);
  });

  it("a 0 m burst has no fragmentation and a 1 m burst reaches only the target", () => {
    const zero = { ...grenade, explosive: { burstM: 0, fragmentationPenetration: 1 } };
    const one = { ...grenade, explosive: { burstM: 1, fragmentationPenetration: 1 } };
    const input = (w: FireWeapon): FireInput => ({
      weapon: w,
      rangeM: 15,
      firers: [team("a", "low", { troops: 1 })],
      targets: [{ id: "t", status: "open", movedM: 0, soldiers: 4, nearby: [{ id: "t", distanceM: 0, soldiers: 4 }, { id: "n", distanceM: 1, soldiers: 4 }] }],
    });
    const r0 = resolveFire(input(zero), new FixedDice([1, 1]));
    const r1 = resolveFire(input(one), new FixedDice([1, 1, 1, 1]));
    if (!r0.allowed || !r1.allowed) throw new Error("should be allowed");
    expect(r0.targets[0]?.fragmentation).toEqual([]);
    expect(r1.targets[0]?.fragmentation.map((f) => f.id)).toEqual(["t"]);
  });
});

describe("fire properties (SeededDice)", () => {
  const statuses = ["open", "concealed", "hidden", "unspotted"] as const;
  it("never throws or gives NaN on valid input", () => {
    const dice = new SeededDice(20261122);
    for (let i = 0; i < 500; i++) {
      const teams = 1 + (i % 6);
      const input: FireInput = {
        weapon: i % 3 === 0 ? { ...EXAMPLE_WEAPON, explosive: { burstM: i % 21, fragmentationPenetration: 2 } } : EXAMPLE_WEAPON,
        rangeM: (i * 37) % 900,
        firers: Array.from({ length: teams }, (_, k) => team(`f${k}`, (["low", "average", "high"] as const)[(i + k) % 3] ?? "low", { moved: (i + k) % 2 === 0 })),
        targets: [{ id: "t", status: statuses[i % 4] ?? "open", movedM: (i * 53) % 600, soldiers: 1 + (i % 4) }],
      };
      const r = resolveFire(input, dice);
      if (!r.allowed) throw new Error("should be allowed");
      for (const t of r.targets) {
        expect(Number.isNaN(t.total)).toBe(false);
        expect(t.hitsPerTrooper.every((h) => Number.isInteger(h) && h >= 0)).toBe(true);
      }
    }
  });

  it("more firers never lower the expected hits", () => {
    const expectedHits = (troops: number): number => {
      const dice = new SeededDice(7);
      let total = 0;
      for (let i = 0; i < 2000; i++) {
        const firers: FiringTeam[] = [];
        for (let left = troops, k = 0; left > 0; left -= 4, k++) firers.push(team(`f${k}`, "average", { troops: Math.min(4, left) }));
        const r = resolveFire({ weapon: rifle, rangeM: 700, firers, targets: [{ id: "t", status: "open", movedM: 0, soldiers: 4 }] }, dice);
        if (!r.allowed) throw new Error("should be allowed");
        total += r.targets[0]?.outcome.hits ?? 0;
      }
      return total;
    };
    // The profile depends only on troop count; hits are monotone in the profile, so compare exactly.
    const profiles = Array.from({ length: 24 }, (_, i) => difficultyProfile({ index: 2, band: rifle.bands[2] as RangeBand, profile: "impossible" }, i + 1, false).profile);
    const order = ["simple", "routine", "difficult", "formidable", "impossible"];
    for (let i = 1; i < profiles.length; i++) {
      expect(order.indexOf(profiles[i] as string)).toBeLessThanOrEqual(order.indexOf(profiles[i - 1] as string));
    }
    const hits = [4, 8, 12, 16, 20, 24].map(expectedHits);
    for (let i = 1; i < hits.length; i++) expect(hits[i]).toBeGreaterThanOrEqual(hits[i - 1] ?? 0);
  });
});
