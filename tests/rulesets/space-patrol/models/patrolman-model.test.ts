// The patrolman's data model as Foundry builds it: old data is upgraded when the model is made
// from it (Foundry keeps the source object it hands to migrateData, not what migrateData returns),
// and values the fields refuse are reported with their path.
import { beforeEach, describe, expect, it } from "vitest";
import { bootSystem } from "../../../helpers/boot";
import { makeActor } from "../../../helpers/fake-documents";
import { DataModelValidationError } from "../../../helpers/foundry/validation";

beforeEach(async () => {
  await bootSystem();
});

describe("a patrolman made from stored data", () => {
  it("reads asset levels written as text and a bare hero point count, as the migration turns them", () => {
    const rana = makeActor({ _id: "rana", name: "Rana", type: "spPatrolman", system: { assets: { tactics: "3", stealth: "X" }, heroPoints: 2 } as never });
    expect(rana.system.assets).toEqual({ tactics: 3, stealth: -1 });
    expect(rana.system.heroPoints).toEqual({ value: 2, max: 2 });
    expect(rana.system.assetLevel("stealth")).toBe("X");
    expect(rana.toObject().system).toMatchObject({ assets: { tactics: 3, stealth: -1 }, heroPoints: { value: 2, max: 2 } });
  });

  it("fills what is missing with the field's initial value, casts numbers and trims text", () => {
    const rana = makeActor({ _id: "rana", name: "Rana", type: "spPatrolman", system: { rank: "4", branch: " gunnery " } as never });
    expect(rana.system).toMatchObject({ rank: 4, branch: "gunnery", terms: 1, heroPoints: { value: 0, max: 0 }, advancement: { points: 0, improvedThisSession: [] } });
  });

  it("refuses a branch the Guide does not have and a level that is no number, naming each field", () => {
    const make = () => makeActor({ _id: "rana", name: "Rana", type: "spPatrolman", system: { branch: "cooking", assets: { tactics: "lots" } } as never });
    expect(make).toThrow(DataModelValidationError);
    expect(make).toThrow(/branch: cooking is not a valid choice/);
    expect(make).toThrow(/assets\.tactics: must be an integer/);
  });

  it("keeps an old service log's lines word for word, as lines of text with no event (migration 5, Guide 1.1-1.3)", () => {
    const old = [{ term: 1, text: "Basic Training" }, { term: 2, text: "Promotion total 16: rank 2 <b>bold</b>" }];
    const rana = makeActor({ _id: "rana", name: "Rana", type: "spPatrolman", system: { serviceLog: old } as never });
    expect(rana.system.serviceLog).toHaveLength(2);
    expect(rana.system.serviceLog.map((l) => [l.term, l.text, l.event.kind, l.rolls])).toEqual([[1, "Basic Training", "", []], [2, "Promotion total 16: rank 2 <b>bold</b>", "", []]]);
  });

  it("holds a creation event in the service log, and refuses an unknown kind by its path", () => {
    const event = { kind: "promotion", die: 15, modifier: 1, total: 16, ranks: 1, rank: 2, extraRolls: 2 };
    const rana = makeActor({ _id: "rana", name: "Rana", type: "spPatrolman", system: { serviceLog: [{ term: 2, rolls: [15], event }] } as never });
    expect(rana.system.serviceLog[0]).toMatchObject({ term: 2, text: "", rolls: [15], event: { ...event, medal: "", asset: "" } });
    const bad = () => makeActor({ _id: "zed", name: "Zed", type: "spPatrolman", system: { serviceLog: [{ term: 2, event: { ...event, kind: "bragging" } }] } as never });
    expect(bad).toThrow(DataModelValidationError);
    expect(bad).toThrow(/serviceLog\.0\.event\.kind: bragging is not a valid choice/);
  });

  it("keeps its data when an update is refused", async () => {
    const rana = makeActor({ _id: "rana", name: "Rana", type: "spPatrolman", system: { rank: 2 } });
    await expect(rana.update({ system: { branch: "cooking" } })).rejects.toThrow(/branch/);
    expect(rana.system.branch).toBe("flight");
    expect(rana.system.rank).toBe(2);
  });
});
