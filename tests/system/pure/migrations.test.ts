// Data migrations keep every field they do not understand.
import { describe, expect, it } from "vitest";
import { CURRENT_DATA_VERSION, migrateSystemData } from "../../../src/rulesets/migrations";

describe("migration 1: patrolman asset levels and hero points", () => {
  const old = {
    branch: "gunnery",
    assets: { tactics: "3", stealth: "X", vigor: " x ", will: 2, recon: "" },
    heroPoints: 4,
    homeworld: "Ganymede",
  };

  it("turns text levels into numbers and a bare hero point count into value and max", () => {
    expect(migrateSystemData("Actor", "spPatrolman", old, 0)).toEqual({
      branch: "gunnery",
      assets: { tactics: 3, stealth: -1, vigor: -1, will: 2, recon: -1 },
      heroPoints: { value: 4, max: 4 },
      homeworld: "Ganymede",
    });
  });
  it("leaves data already at the current version alone", () => {
    expect(migrateSystemData("Actor", "spPatrolman", old, CURRENT_DATA_VERSION)).toBe(old);
  });
  it("leaves other types alone", () => {
    expect(migrateSystemData("Actor", "strTeam", old, 0)).toBe(old);
  });
  it("is idempotent", () => {
    const once = migrateSystemData("Actor", "spPatrolman", old, 0);
    expect(migrateSystemData("Actor", "spPatrolman", once, 0)).toEqual(once);
  });
  it("keeps a level it cannot read, for the data model to report", () => {
    expect(migrateSystemData("Actor", "spPatrolman", { assets: { tactics: "lots" } }, 0)).toEqual({ assets: { tactics: "lots" } });
  });
});
