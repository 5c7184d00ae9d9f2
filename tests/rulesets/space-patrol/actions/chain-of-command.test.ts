// @vitest-environment happy-dom
// Appointing the captain and Number 2 (Guide 1.5) after a real init: the GM's button orders the
// players' patrolmen by rank, then medal points, then a real d20 between exact equals; the result is
// kept, shown on the sheets as a role, and posted; players cannot appoint, and no party is refused.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { makeActor } from "../../../helpers/fake-documents";

async function setup(faces: number[]) {
  const b = await spaceBoard(faces);
  const who = (id: string, rank: number, medals: object, owner: string) => makeActor({ _id: id, name: id, type: "spPatrolman", system: { rank, medals }, ownership: { default: 0, [owner]: 3 } } as never);
  const ada = who("Ada", 3, { flare: 0, comet: 1, star: 0 }, "player1");
  const bo = who("Bo", 3, { flare: 2, comet: 0, star: 0 }, "player2");
  const cy = who("Cy", 4, { flare: 0, comet: 0, star: 0 }, "player1");
  // an NPC-like patrolman nobody plays is not of the party
  makeActor({ _id: "Npc", name: "Npc", type: "spPatrolman", system: { rank: 6 }, ownership: { default: 0 } } as never);
  const run = await import("../../../../src/rulesets/space-patrol/actions/chain-of-command");
  return { ...b, ada, bo, cy, run };
}

describe("the chain of command (Guide 1.5)", () => {
  it("makes the highest rank captain, and breaks a tie of rank and medals with the SPL's d20", async () => {
    // Ada and Bo: rank 3, 2 medal points each; Bo rolls higher
    const t = await setup([7, 15]);
    t.stubs.actAs("gm");
    expect(await t.run.appointCommand()).toBe(true);
    expect(t.run.appointment()).toEqual({ captain: "Cy", numberTwo: "Bo" });
    expect(t.run.commandRoleOf("Cy")).toBe("STARSKIRMISH.SpacePatrol.Command.captain");
    expect(t.run.commandRoleOf("Bo")).toBe("STARSKIRMISH.SpacePatrol.Command.numberTwo");
    expect(t.run.commandRoleOf("Ada")).toBeNull();
    const card = t.messages.find((m) => m.system.kind === "spCommand")!;
    expect(card.rolls).toHaveLength(2);
    expect(card.content).toContain("<strong>Cy</strong>: Captain (Patrol Leader)");
  });

  it("lets only the GM appoint, and refuses a world with no players' patrolmen", async () => {
    const t = await setup([]);
    t.stubs.actAs("player1");
    expect(await t.run.appointCommand()).toBe(false);
    const empty = await spaceBoard([]);
    empty.stubs.actAs("gm");
    const run = await import("../../../../src/rulesets/space-patrol/actions/chain-of-command");
    expect(await run.appointCommand()).toBe(false);
    expect(empty.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.SpacePatrol.Command.noParty");
  });
});
