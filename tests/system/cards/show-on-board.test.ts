// The kit's Show button on a card, against the v13 canvas stand-in: it pans this user's view to
// the point and pings it there, on the scene the card speaks of; on another scene, or with no point,
// it says why and moves nothing. Any user may press it: only the view moves.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../../helpers/boot";
import { StandInCanvas, StandInScene } from "../../helpers/foundry/canvas";
import { StandInCollection } from "../../helpers/foundry/collection";

async function board() {
  const { stubs, g } = await bootSystem();
  const canvas = new StandInCanvas();
  g.canvas = canvas;
  const hold = new StandInScene({ _id: "hold2", name: "Cargo <hold>" });
  g.game.scenes = new StandInCollection([[canvas.scene.id, canvas.scene], [hold.id, hold]]);
  stubs.actAs("player1");
  const { cardButtonRunner } = await import("../../../src/system/cards/card-buttons");
  const { defineCardKind } = await import("../../../src/system/cards/card-kind");
  const { cardKindEntry, registerCardKinds, registeredCardKind } = await import("../../../src/system/cards/card-registry");
  // a kind that declares the kit's button and no handler of its own: the kit's runner serves it
  const kind = defineCardKind({ id: "testShowCard", ruleSet: "shared", template: "shared/cards/test.hbs", buttons: ["showOnBoard"] });
  if (!registeredCardKind(kind.id)) registerCardKinds([cardKindEntry(kind)]);
  const press = async (data: Record<string, string>) => {
    const run = cardButtonRunner(kind.id, "showOnBoard");
    if (!run) throw new Error("the kind has no Show button");
    await run({ message: {} as never, button: { dataset: { cardAction: "showOnBoard", ...data } } as unknown as HTMLElement, event: {} as MouseEvent });
  };
  return { stubs, canvas, press };
}

describe("the Show button", () => {
  it("pans a player's view to the point on the scene he is viewing and pings it", async () => {
    const t = await board();
    await t.press({ scene: t.canvas.scene.id, x: "200", y: "350" });
    expect(t.canvas.viewed).toEqual([{ kind: "pan", x: 200, y: 350 }, { kind: "ping", x: 200, y: 350 }]);
  });

  it("names the other scene, escaped, and moves nothing when the point is not on the one he views", async () => {
    const t = await board();
    await t.press({ scene: "hold2", x: "200", y: "350" });
    expect(t.stubs.notifications.at(-1)?.message).toBe('STARSKIRMISH.Card.Show.otherScene {"scene":"Cargo &lt;hold&gt;"}');
    await t.press({ scene: "gone3", x: "1", y: "1" });
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.Card.Show.sceneGone");
    expect(t.canvas.viewed).toEqual([]);
  });

  it("refuses a button that names no point, as a hand-written card might", async () => {
    const t = await board();
    await t.press({ scene: t.canvas.scene.id, x: "left" });
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.Card.Show.noPoint");
    expect(t.canvas.viewed).toEqual([]);
  });
});
