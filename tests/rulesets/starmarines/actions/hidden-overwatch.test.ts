// @vitest-environment happy-dom
// Overwatch is a hidden marker (VIII-E): core draws a token's icons and the tracker's from the
// actor's temporary effects, and the system's Actor leaves the Overwatch one out for a user of the
// other side; its own side (owners of a token of the same disposition) and the GM see it, and other
// markers show to everyone.
import { describe, expect, it } from "vitest";
import { starMarinesBoard } from "../../../helpers/starmarines-board";

/** Player 1's marine on Overwatch; player 2 commands a unit of the same side, or of the other. */
async function setup(player2Side: 1 | -1) {
  const b = await starMarinesBoard([]);
  const marine = b.unit("Marine", { kind: "soldier" }, "player1");
  const other = b.unit("Other", { kind: "soldier" }, "player2");
  b.put(marine, 0, 0, 0, { disposition: 1 });
  b.put(other, 0, -4, 3, { disposition: player2Side });
  await marine.toggleStatusEffect("smr-overwatch", { active: true });
  await marine.toggleStatusEffect("smr-moved", { active: true });
  const shown = (actor: typeof marine) => (actor as unknown as { temporaryEffects: { statuses: Set<string> }[] }).temporaryEffects.flatMap((e) => [...e.statuses]).sort();
  return { ...b, marine, shown };
}

describe("the hidden Overwatch marker (VIII-E)", () => {
  it("shows to the unit's owner, a friend of its side and the GM", async () => {
    const t = await setup(1);
    for (const user of ["player1", "player2", "gm"]) {
      t.stubs.actAs(user);
      expect(t.shown(t.marine), user).toEqual(["smr-moved", "smr-overwatch"]);
    }
  });

  it("is left out for the other side, whose players still see the unit's other markers", async () => {
    const t = await setup(-1);
    t.stubs.actAs("player2");
    expect(t.shown(t.marine)).toEqual(["smr-moved"]);
    // the rules still read it: the marker is on the actor, only its icon is hidden
    expect(await t.markersOf(t.marine)).toMatchObject({ "smr-overwatch": 1 });
  });
});
