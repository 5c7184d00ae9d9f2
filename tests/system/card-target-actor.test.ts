// The kit's lookup of a card target's actor (src/system/cards/card-target-actor.ts), which every
// card kind's confirm reads the board from: the actor behind the key as the card's targets name it,
// and nothing for a key the card does not name or an actor that is gone.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";
import { makeActor } from "../helpers/fake-documents";

describe("cardTargetActor", () => {
  it("finds the actor the card's target key names, and none for an unnamed key or a deleted actor", async () => {
    const { g } = await bootSystem({}, { loadTable: false });
    const rana = makeActor({ _id: "rana", name: "Rana", type: "spNpc", system: {} } as never);
    const { cardTargetActor } = await import("../../src/system/cards/card-target-actor");
    const targets = [
      { key: "t-rana", actorUuid: rana.uuid },
      { key: "t-gone", actorUuid: "Actor.nobody" },
    ];
    expect(await cardTargetActor(targets, "t-rana")).toBe(rana);
    expect(await cardTargetActor(targets, "t-other")).toBeNull();
    expect(await cardTargetActor(targets, "t-gone")).toBeNull();
    expect(g.game.actors?.get("rana")).toBe(rana);
  });
});
