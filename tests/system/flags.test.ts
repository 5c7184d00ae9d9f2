// The kit's typed flag accessor: reads the system's scope as stored data and builds the update
// paths Foundry expects, so no rule set writes a flag path by hand.
import { describe, expect, it } from "vitest";
import { flagPath, flagRemoval, flagUpdate, readFlag } from "../../src/system/flags";

describe("system flags", () => {
  it("reads a flag from the system's scope, and nothing from another scope or a missing one", () => {
    const actor = { flags: { starskirmish: { sourceUuid: "Compendium.x.y" }, other: { sourceUuid: "no" } } };
    expect(readFlag(actor, "Actor", "sourceUuid")).toBe("Compendium.x.y");
    expect(readFlag({ flags: {} }, "Actor", "sourceUuid")).toBeUndefined();
    expect(readFlag({ flags: { starskirmish: "garbage" } }, "Actor", "sourceUuid")).toBeUndefined();
  });

  it("builds updates that set, reach inside and remove flags", () => {
    expect(flagUpdate("Token", { formation: "Actor.f", member: 2 })).toEqual({ "flags.starskirmish.formation": "Actor.f", "flags.starskirmish.member": 2 });
    expect(flagPath("Combatant", "formation", "inner")).toBe("flags.starskirmish.formation.inner");
    expect(flagRemoval("Actor", "sourceUuid")).toEqual({ "flags.starskirmish.-=sourceUuid": null });
  });
});
