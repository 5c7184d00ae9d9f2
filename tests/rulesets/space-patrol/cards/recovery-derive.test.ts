// A recovery card's result from the rules and its dice (Guide 8.2, 8.3), as the roller works it out
// and the GM works it out again: one Wound at a time, the halving under DI 4+ care for a Wound whose
// intervention failed, death in 1d6 days for an untreated Mortal Wound, DT 8 / DT 12 interventions in
// a Med Bay of code 1 or better, and cards whose dice are not the ones the treatment rolls refused.
import { describe, expect, it } from "vitest";
import { deriveRecovery, recoveryDice, workRecovery, type RecoveryInput } from "../../../../src/rulesets/space-patrol/cards/recovery-derive";

const base: RecoveryInput = { treatment: "natural", mortalWounds: 0, failures: 0, medicine: 2, medBay: 0, careDi: 0 };
const roll = (formula: string, face: number) => ({ formula, faces: [face] });
type Payload = { day: number; treatment: RecoveryInput["treatment"]; mortalWounds: number; failures: number; medicine: string; medBay: number; careDi: number; thanaticMinutes: number; hoursSinceDeath: number; inStasis: boolean; destroyed: boolean; revivalFailures: number };
const payload = (over: Partial<Payload> = {}) => ({
  key: "pat", treatment: "natural" as RecoveryInput["treatment"], mortalWounds: 0, failures: 0, medicine: "2", medBay: 0, careDi: 0,
  thanaticMinutes: -1, hoursSinceDeath: 0, inStasis: false, destroyed: false, revivalFailures: 0, day: 0, ...over,
});

describe("natural healing (Guide 8.2)", () => {
  it("takes one Wound Marker off in 20 days and rolls nothing", () => {
    expect(recoveryDice(base)).toEqual([]);
    expect(workRecovery(base, [])).toEqual({
      result: null, halved: false, markers: { "sp-wound": -1 },
      data: { interventionFailures: 0, revivalFailures: 0, revived: false, nbcTriedDay: -1, recovery: { treatment: "natural", outcome: "healed", days: 20, hours: 0 }, dead: false },
    });
  });
  it("halves it only for a Wound whose intervention failed, under care of DI 4 or more", () => {
    expect(workRecovery({ ...base, failures: 2, careDi: 4 }, [])).toMatchObject({ halved: true, data: { interventionFailures: 1, recovery: { days: 10 } } });
    expect(workRecovery({ ...base, failures: 2, careDi: 3 }, [])).toMatchObject({ halved: false, data: { recovery: { days: 20 } } });
    expect(workRecovery({ ...base, careDi: 6 }, [])).toMatchObject({ halved: false, data: { recovery: { days: 20 } } });
  });
  it("kills a patient still carrying a Mortal Wound in 1d6 days", () => {
    const input = { ...base, mortalWounds: 1 };
    expect(recoveryDice(input)).toEqual(["1d6"]);
    expect(workRecovery(input, [5])).toMatchObject({ markers: {}, data: { dead: true, recovery: { outcome: "died", days: 5 } } });
    expect(() => workRecovery(input, [7])).toThrow(RangeError);
  });
});

describe("major intervention (Guide 8.3)", () => {
  const wound = { ...base, treatment: "woundIntervention" as const, medBay: 1 };
  it("clears a Wound on DT 8 (d20 + Medicine + Med Bay) in 1d6 hours; a failure leaves it to nature", () => {
    expect(recoveryDice(wound)).toEqual(["1d20", "1d6"]);
    expect(workRecovery(wound, [5, 4])).toMatchObject({ result: { dt: 8, total: 8, success: true }, markers: { "sp-wound": -1 }, data: { recovery: { outcome: "healed", hours: 4 } } });
    expect(workRecovery(wound, [4, 4])).toMatchObject({ markers: {}, data: { interventionFailures: 1, dead: false, recovery: { outcome: "failed", hours: 4 } } });
  });
  it("clears a Mortal Wound on DT 12; a failure is death", () => {
    const mortal = { ...wound, treatment: "mortalIntervention" as const };
    expect(workRecovery(mortal, [9, 6])).toMatchObject({ result: { dt: 12, success: true }, markers: { "sp-mortalWound": -1 } });
    expect(workRecovery(mortal, [8, 6])).toMatchObject({ markers: {}, data: { dead: true, recovery: { outcome: "died", hours: 6 } } });
  });
  it("needs a Med Bay of code 1 or better", () => {
    expect(() => workRecovery({ ...wound, medBay: 0 }, [20, 1])).toThrow(RangeError);
  });
});

describe("revival (Guide 8.4)", () => {
  const dead = { thanaticAfterMinutes: 5, hoursSinceDeath: 10, inStasis: false, destroyed: false, failures: 0 };
  const revival = { ...base, treatment: "revival" as const, medBay: 1, revival: dead };
  it("revives on DT 12 Medicine in a Med Bay, fit for duty after 1d4 days; a failure counts the attempt", () => {
    expect(recoveryDice(revival)).toEqual(["1d20", "1d4"]);
    // 9 + Medicine 2 + Med Bay 1 = 12
    expect(workRecovery(revival, [9, 3])).toMatchObject({ result: { dt: 12, success: true }, markers: {}, data: { revived: true, recovery: { outcome: "healed", days: 3 } } });
    expect(workRecovery(revival, [8, 3])).toMatchObject({ data: { revived: false, revivalFailures: 1, recovery: { outcome: "failed", days: 0 } } });
  });
  it("allows a second attempt only in stasis and a Med Bay of code 4+, and no third", () => {
    const second = { ...revival, revival: { ...dead, failures: 1 } };
    expect(() => workRecovery(second, [20, 1])).toThrow(RangeError);
    expect(() => workRecovery({ ...second, medBay: 4 }, [20, 1])).toThrow(RangeError);
    expect(workRecovery({ ...second, medBay: 4, revival: { ...dead, failures: 1, inStasis: true } }, [20, 1]).data.revived).toBe(true);
    expect(() => workRecovery({ ...second, medBay: 4, revival: { ...dead, failures: 2, inStasis: true } }, [20, 1])).toThrow(RangeError);
  });
  it("refuses a body without the acid in time, out of stasis after 48 hours, or destroyed", () => {
    expect(() => workRecovery({ ...revival, revival: { ...dead, thanaticAfterMinutes: null } }, [20, 1])).toThrow(RangeError);
    expect(() => workRecovery({ ...revival, revival: { ...dead, thanaticAfterMinutes: 11 } }, [20, 1])).toThrow(RangeError);
    expect(() => workRecovery({ ...revival, revival: { ...dead, hoursSinceDeath: 49 } }, [20, 1])).toThrow(RangeError);
    expect(() => workRecovery({ ...revival, revival: { ...dead, destroyed: true } }, [20, 1])).toThrow(RangeError);
  });
});

describe("NBC treatment and reconstruction (Guide 8.5, 8.6)", () => {
  it("treats a nuclear or chemical Wound on DT 16; a failure records the 5 days to the next try", () => {
    const nbc = { ...base, treatment: "nbcTreatment" as const, medBay: 1 };
    expect(recoveryDice(nbc)).toEqual(["1d20"]);
    expect(workRecovery({ ...nbc, day: 7 }, [13])).toMatchObject({ result: { dt: 16, total: 16, success: true }, markers: { "sp-wound": -1 }, data: { nbcTriedDay: 7, recovery: { outcome: "healed", days: 0 } } });
    expect(workRecovery(nbc, [12])).toMatchObject({ markers: {}, data: { recovery: { outcome: "failed", days: 5 } } });
    expect(() => workRecovery({ ...nbc, medBay: 0 }, [20])).toThrow(RangeError);
  });
  it("reconstructs in a DI 6+ facility on DT 16, 10 days either way, and takes no marker", () => {
    const rebuild = { ...base, treatment: "reconstruction" as const, medBay: 1, careDi: 6 };
    expect(workRecovery(rebuild, [13])).toMatchObject({ markers: {}, data: { recovery: { outcome: "healed", days: 10 } } });
    expect(workRecovery(rebuild, [12])).toMatchObject({ markers: {}, data: { recovery: { outcome: "failed", days: 10 } } });
    expect(() => workRecovery({ ...rebuild, careDi: 5 }, [20])).toThrow(RangeError);
  });
});

describe("the GM's derivation", () => {
  const input = (p: ReturnType<typeof payload>, dice: { formula: string; faces: number[] }[]) => ({ payload: p, actorUuid: "Actor.doc", targets: [{ key: "pat", actorUuid: "Actor.pat" }], dice });
  it("gives the card's result from its dice", () => {
    expect(deriveRecovery(input(payload({ treatment: "woundIntervention", medBay: 1 }), [roll("1d20", 5), roll("1d6", 2)]))).toEqual({
      pat: { markers: { "sp-wound": -1 }, data: { interventionFailures: 0, revivalFailures: 0, revived: false, nbcTriedDay: -1, recovery: { treatment: "woundIntervention", outcome: "healed", days: 0, hours: 2 }, dead: false } },
    });
    expect(deriveRecovery(input(payload(), []))?.pat?.markers).toEqual({ "sp-wound": -1 });
  });
  it("refuses missing, extra or wrong-sized dice, no treatment, and a Med Bay the rules refuse", () => {
    expect(deriveRecovery(input(payload({ treatment: "woundIntervention", medBay: 1 }), [roll("1d20", 5)]))).toBeNull();
    expect(deriveRecovery(input(payload({ treatment: "woundIntervention", medBay: 1 }), [roll("1d20", 5), roll("1d8", 2)]))).toBeNull();
    expect(deriveRecovery(input(payload(), [roll("1d6", 2)]))).toBeNull();
    expect(deriveRecovery(input(payload({ treatment: "" as never }), []))).toBeNull();
    expect(deriveRecovery(input(payload({ treatment: "woundIntervention", medBay: 0 }), [roll("1d20", 20), roll("1d6", 2)]))).toBeNull();
    expect(deriveRecovery(input(payload({ medicine: "Z" }), []))).toBeNull();
    // a revival card whose stated case the Guide refuses lands nothing
    expect(deriveRecovery(input(payload({ treatment: "revival", medBay: 1 }), [roll("1d20", 20), roll("1d4", 2)]))).toBeNull();
    expect(deriveRecovery(input(payload({ treatment: "revival", medBay: 1, thanaticMinutes: 3 }), [roll("1d20", 20), roll("1d4", 2)]))?.pat?.data).toMatchObject({ revived: true });
  });
});
