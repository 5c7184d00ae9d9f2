// The attack dialog's cover (IX-C, X): the board's cover comes chosen and named with its terrain,
// only that cover or more is offered, and an answer naming less, or nothing, reads as the board's.
import { describe, expect, it } from "vitest";
import { attackDialogContext, coverChosen } from "../../../../src/rulesets/starmarines/view/attack-dialog";

describe("attackDialogContext", () => {
  it("offers the board's cover and more, chosen as the board gives it, with the terrain's name", () => {
    expect(attackDialogContext({ cover: "light", terrain: "depression" })).toEqual({
      covers: [
        { value: "light", label: "STARSKIRMISH.StarMarines.Attack.Cover.light" },
        { value: "thick", label: "STARSKIRMISH.StarMarines.Attack.Cover.thick" },
      ],
      selected: "light",
      board: { key: "STARSKIRMISH.StarMarines.Attack.boardCover.light", terrain: "STARSKIRMISH.StarMarines.Terrain.depression" },
    });
  });

  it("offers all three in the open and only thick in a town", () => {
    expect(attackDialogContext({ cover: "none", terrain: "grassland" }).covers.map((c) => c.value)).toEqual(["none", "light", "thick"]);
    expect(attackDialogContext({ cover: "thick", terrain: "town" }).covers.map((c) => c.value)).toEqual(["thick"]);
  });
});

describe("coverChosen", () => {
  it("keeps a choice of the board's cover or more", () => {
    expect(coverChosen("light", "light")).toBe("light");
    expect(coverChosen("thick", "none")).toBe("thick");
  });

  it("reads less than the board, an unknown value or none at all as the board's cover", () => {
    expect(coverChosen("none", "thick")).toBe("thick");
    expect(coverChosen("light", "thick")).toBe("thick");
    expect(coverChosen("heavy", "light")).toBe("light");
    expect(coverChosen(undefined, "none")).toBe("none");
  });
});
