// @vitest-environment happy-dom
// Who may answer a prompt for an actor, as the GM's ledger judges answers (system/gm-users.ts
// mayAnswerFor, core/card-prompts.ts), after a real init: a GM for any actor, a player for one they
// own, and nobody else; an actor this client cannot find is answered for by a GM alone. Without it
// another player's card naming the actor would stand as the first answer, and the owner's own roll
// would land nothing.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";
import { makeActor } from "../helpers/fake-documents";

describe("who may answer a prompt for an actor", () => {
  it("a GM for any, its owner for their own, no other player, and nobody but a GM for an actor not found", async () => {
    await bootSystem({ "starskirmish.ruleSet": "striker" }, { loadTable: false });
    const { mayAnswerFor } = await import("../../src/system/gm-users");
    const team = makeActor({ _id: "team", name: "Team", type: "strTeam", ownership: { default: 0, player1: 3 } } as never);
    expect(mayAnswerFor("gm", team.uuid)).toBe(true);
    expect(mayAnswerFor("player1", team.uuid)).toBe(true);
    expect(mayAnswerFor("player2", team.uuid)).toBe(false);
    expect(mayAnswerFor("player1", "Actor.gone")).toBe(false);
    expect(mayAnswerFor("gm", "Actor.gone")).toBe(true);
    expect(mayAnswerFor("nobody", team.uuid)).toBe(false);
  });
});
