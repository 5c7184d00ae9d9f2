// Input the Striker II rules cannot use is refused with a RangeError that names the field, not a
// TypeError from deep inside or a NaN in the result; valid input reads as before.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { rangeBand, type RangeBand } from "../../../../src/rulesets/striker/rules/fire-profile";
import { resolveFire, type FireInput } from "../../../../src/rulesets/striker/rules/fire";

const bands: RangeBand[] = [
  { range: 300, penetration: 3, autofire: 1 },
  { range: 600, penetration: 2, autofire: 0 },
];
const input: FireInput = {
  weapon: { bands, targets: 1, gyrostabilised: false, highRecoil: false, autofireDoubled: false },
  rangeM: 100,
  firers: [{ id: "a", troops: 4, initiative: "low", moved: false }],
  targets: [{ id: "t", status: "open", movedM: 0, soldiers: 4 }],
};
const withBand = (band: Partial<RangeBand>): FireInput => ({ ...input, weapon: { ...input.weapon, bands: [{ ...bands[0]!, ...band }, bands[1]!] } });

describe("range bands (Striker 8.A.1.b.1, ruling STR-1)", () => {
  it("refuse a NaN penetration or autofire, naming it", () => {
    expect(() => rangeBand([{ ...bands[0]!, penetration: NaN }], 100)).toThrow(/bands\[0\]\.penetration must be a whole number/);
    expect(() => rangeBand([{ ...bands[0]!, autofire: NaN }], 100)).toThrow(/bands\[0\]\.autofire must be a whole number/);
    expect(() => rangeBand(undefined as unknown as RangeBand[], 100)).toThrow(/bands must be a list/);
  });
  it("still pick the band a range falls in", () => expect(rangeBand(bands, 450)?.profile).toBe("formidable"));
});

describe("fire (Striker 8.A.1)", () => {
  it("refuses a NaN penetration or autofire, naming it", () => {
    expect(() => resolveFire(withBand({ penetration: NaN }), new FixedDice([3, 4]))).toThrow(RangeError);
    expect(() => resolveFire(withBand({ penetration: NaN }), new FixedDice([3, 4]))).toThrow(/penetration must be a whole number/);
    expect(() => resolveFire(withBand({ autofire: NaN }), new FixedDice([3, 4]))).toThrow(/autofire must be a whole number/);
  });
  it("refuses missing firers and an unknown target status, naming them", () => {
    expect(() => resolveFire({ ...input, firers: undefined } as unknown as FireInput, new FixedDice([3, 4]))).toThrow(/firers must be a list/);
    const unknownStatus = { ...input, targets: [{ ...input.targets[0]!, status: "invisible" }] } as unknown as FireInput;
    expect(() => resolveFire(unknownStatus, new FixedDice([3, 4]))).toThrow(/targets\[0\]\.status must be one of/);
  });
  it("still resolves the valid attack", () => {
    const r = resolveFire(input, new FixedDice([5, 6, 1, 1]));
    if (!r.allowed) throw new Error("should be allowed");
    expect(r.targets[0]?.total).toBe(12);
  });
});
