// Step h's doors (Starship Marine 3.8): walls have no names, so the tracker's list and the roll card
// number the doors alike, from one view function, each with the point its Show button pans to.
import { describe, expect, it } from "vitest";
import { doorRollCardContext, doorStepList, numberedDoor } from "../../../../src/rulesets/starship-marine/view/door-card";

const doors = [
  { at: { sceneId: "s1", x: 100, y: 200 }, by: ["Kade", "Vos"], points: 3 },
  { at: null, by: ["Ruiz"], points: 1 },
];

describe("the doors of step h, numbered", () => {
  it("the tracker's list numbers them in order, with who fired and the point to show", () => {
    expect(doorStepList(doors)).toEqual([
      { number: 1, at: { scene: "s1", x: 100, y: 200 }, by: "Kade, Vos", points: 3 },
      { number: 2, at: null, by: "Ruiz", points: 1 },
    ]);
  });

  it("the roll card gives each the same number, then its die and result", () => {
    const card = doorRollCardContext(2, doors.map((d, i) => ({ ...d, die: i === 0 ? 8 : 0, destroyed: i === 1 })));
    expect(card.doors.map((d) => [d.number, d.by, d.points, d.die, d.resultLabel])).toEqual([
      [1, "Kade, Vos", 3, 8, "STARSKIRMISH.StarshipMarine.Door.holds"],
      [2, "Ruiz", 1, 0, "STARSKIRMISH.StarshipMarine.Door.destroyed"],
    ]);
    expect(card.doors.map(({ number, at, by, points }) => ({ number, at, by, points }))).toEqual(doorStepList(doors));
  });

  it("both are built from numberedDoor: the list is exactly it, the card is it plus the roll", () => {
    expect(doorStepList(doors)).toEqual(doors.map((d, i) => numberedDoor(d, i)));
    const rows = doors.map((d) => ({ ...d, die: 5, destroyed: false }));
    expect(doorRollCardContext(1, rows).doors).toEqual(
      rows.map((r, i) => ({ ...numberedDoor(r, i), die: 5, destroyed: false, resultLabel: "STARSKIRMISH.StarshipMarine.Door.holds" })),
    );
  });
});
