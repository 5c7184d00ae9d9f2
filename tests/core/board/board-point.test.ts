// The point a card's Show button keeps in its data-* attributes: written whole, read back, and a
// hand-written card's half point refused.
import { describe, expect, it } from "vitest";
import { boardPointData, boardPointOf } from "../../../src/core/board/board-point";

describe("a board point on a card button", () => {
  it("is written as whole pixels and read back as the same point", () => {
    const data = boardPointData({ sceneId: "deck1", x: 200.4, y: 199.6 });
    expect(data).toEqual({ scene: "deck1", x: 200, y: 200 });
    expect(boardPointOf({ scene: data.scene, x: String(data.x), y: String(data.y) })).toEqual({ sceneId: "deck1", x: 200, y: 200 });
  });

  it("is no point without a scene, or with a coordinate missing, blank or not a number", () => {
    expect(boardPointOf({ x: "1", y: "2" })).toBeNull();
    expect(boardPointOf({ scene: "deck1", x: "1" })).toBeNull();
    expect(boardPointOf({ scene: "deck1", x: " ", y: "2" })).toBeNull();
    expect(boardPointOf({ scene: "deck1", x: "1", y: "north" })).toBeNull();
    expect(boardPointOf({ scene: "deck1", x: "Infinity", y: "2" })).toBeNull();
  });
});
