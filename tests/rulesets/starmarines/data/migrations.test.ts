// StarMarines data migrations: a race and a wounding column typed by hand become the rules' choices,
// and what matches none is kept in the notes, escaped, rather than lost.
import { describe, expect, it } from "vitest";
import { STARMARINES_MIGRATIONS } from "../../../../src/rulesets/starmarines/data/migrations";
import { UNIT_SCHEMA } from "../../../../src/rulesets/starmarines/data/unit-schema";

const step = STARMARINES_MIGRATIONS[0]!;

describe("StarMarines migrations", () => {
  it("reads typed race and column names, whatever their case and spacing", () => {
    expect(step.migrateSystem({ race: "N'Kakk Robots", woundingColumn: "Star Marines", move: 2 })).toEqual({ race: "nkakkRobots", woundingColumn: "starMarine", move: 2 });
    expect(step.migrateSystem({ race: "Norx", woundingColumn: "" })).toEqual({ race: "norx", woundingColumn: "" });
  });
  it("keeps a name it cannot read in the notes, escaped, and falls back to the defaults", () => {
    const out = step.migrateSystem({ race: "<b>Gnolls</b>", woundingColumn: "Orcs", notes: "<p>old</p>" });
    expect(out).toMatchObject({ race: "starMarines", woundingColumn: "" });
    expect(out.notes).toBe("<p>old</p><p>Race: &lt;b&gt;Gnolls&lt;/b&gt;<br>Wounding column: Orcs</p>");
  });
  it("leaves data already in the new shape alone", () => {
    const current = { race: "ghouls", woundingColumn: "swarm", notes: "" };
    expect(step.migrateSystem(current)).toEqual(current);
  });
  it("describes every value the rules use as a field, blank or zero until the GM fills it (SMR-16)", () => {
    for (const key of ["move", "aim", "armour", "toughness", "morale", "leaderRange", "pointCost", "capacity"] as const) expect(UNIT_SCHEMA[key].initial).toBe(0);
    expect(UNIT_SCHEMA.attribute.initial).toBe("");
  });
});
