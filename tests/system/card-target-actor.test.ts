// The kit's lookup of a card target's actor (src/system/cards/card-target-actor.ts), which every
// card kind's confirm reads the board from: the actor behind the key as the card's targets name it,
// and nothing for a key the card does not name, an actor that is gone, or a key that names a token
// of another actor. A card's author writes both the key and the actor: a shot checked against the
// token in sight must not land on an actor elsewhere whose sheet reads the same.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";
import { makeActor } from "../helpers/fake-documents";
import { StandInScene, StandInTokenDocument } from "../helpers/foundry/canvas";
import { StandInCollection } from "../helpers/foundry/collection";

async function world() {
  const { g } = await bootSystem({}, { loadTable: false });
  const rana = makeActor({ _id: "rana", name: "Rana", type: "spNpc", system: {} } as never);
  const boss = makeActor({ _id: "boss", name: "Boss", type: "spNpc", system: {} } as never);
  const scene = new StandInScene({ _id: "deck", name: "Deck" });
  for (const [id, actor] of [["t-rana", rana], ["t-boss", boss]] as const) scene.tokens.set(id, new StandInTokenDocument({ _id: id, name: actor.name }, actor, scene));
  g.game.scenes = new StandInCollection([[scene.id, scene]]);
  const { cardTargetActor, keyNamesActor } = await import("../../src/system/cards/card-target-actor");
  return { g, rana, boss, cardTargetActor, keyNamesActor };
}

describe("cardTargetActor", () => {
  it("finds the actor the card's target key names, and none for an unnamed key or a deleted actor", async () => {
    const { g, rana, cardTargetActor } = await world();
    const targets = [
      { key: "t-rana", actorUuid: rana.uuid },
      { key: "t-gone", actorUuid: "Actor.nobody" },
    ];
    expect(await cardTargetActor(targets, "t-rana")).toBe(rana);
    expect(await cardTargetActor(targets, "t-other")).toBeNull();
    expect(await cardTargetActor(targets, "t-gone")).toBeNull();
    expect(g.game.actors?.get("rana")).toBe(rana);
  });

  it("finds none where the key is the token of another actor than the one the card lands on", async () => {
    const { rana, boss, cardTargetActor } = await world();
    // Rana's token in sight, the result listed as landing on the boss elsewhere
    expect(await cardTargetActor([{ key: "t-rana", actorUuid: boss.uuid }], "t-rana")).toBeNull();
    // a key that is no token of any scene, nor the actor's own id
    expect(await cardTargetActor([{ key: "made-up", actorUuid: rana.uuid }], "made-up")).toBeNull();
  });

  it("takes the actor's own id as its key, for a card rolled with no token on the board", async () => {
    const { rana, boss, cardTargetActor, keyNamesActor } = await world();
    expect(await cardTargetActor([{ key: "rana", actorUuid: rana.uuid }], "rana")).toBe(rana);
    expect(keyNamesActor("rana", boss as never)).toBe(false);
    expect(keyNamesActor("", rana as never)).toBe(false);
  });
});
