// A formation drop that cannot go is refused whole, with a notification that says why: another
// rule set's members, an empty formation, one that contains itself, a deleted compendium entry,
// more figures than one drop places, and a player without the right to create tokens or to
// import actors. Nothing is imported, no token is made.
import { describe, expect, it, vi } from "vitest";
import { bootSystem } from "../../helpers/boot";
import { makeActor } from "../../helpers/fake-documents";
import { StandInCanvas } from "../../helpers/foundry/canvas";
import { serverTrips } from "../../helpers/foundry/server-requests";

async function world(user = "gm") {
  const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": "striker" });
  stubs.actAs(user);
  const canvas = new StandInCanvas({ size: 100, distance: 50, units: "m" });
  canvas.dimensions.sceneRect = { x: 0, y: 0, width: 4000, height: 4000 };
  g.canvas = canvas;
  const drop = (uuid: string) => stubs.fire.canvasDrop({}, { type: "Actor", uuid, x: 2000, y: 2000 }, {});
  /** Waits for the drop's notification, then checks nothing was made. */
  const refused = async (key: string) => {
    await vi.waitFor(() => expect(stubs.notes.at(-1)).toContain(key));
    expect(canvas.scene.created).toEqual([]);
    expect(serverTrips().filter((t) => t.includes("create"))).toEqual([]);
    expect(g.game.actors.filter((a) => a.getFlag("starskirmish", "sourceUuid") !== undefined)).toEqual([]);
  };
  return { stubs, g, drop, refused };
}

const formation = (id: string, members: { uuid: string; quantity?: number }[], pack: string | null = null) =>
  makeActor({ _id: id, name: `<b>${id}</b>`, type: "formation", system: { members: members.map((m) => ({ name: m.uuid, role: "member", quantity: 1, ...m })), shape: "line", facing: "N" } }, pack);

describe("a formation drop that cannot go", () => {
  it("refuses members of another rule set", async () => {
    const { drop, refused } = await world();
    makeActor({ _id: "pat", name: "Rana", type: "spPatrolman" });
    drop(formation("mixed", [{ uuid: "Actor.pat" }]).uuid);
    await refused("STARSKIRMISH.Formation.otherRuleSet");
  });

  it("refuses an empty formation", async () => {
    const { drop, refused } = await world();
    drop(formation("empty", []).uuid);
    await refused("STARSKIRMISH.Formation.empty");
  });

  it("refuses a formation that contains itself through another", async () => {
    const { drop, refused } = await world();
    formation("outer", [{ uuid: "Actor.inner" }]);
    formation("inner", [{ uuid: "Actor.outer" }]);
    drop("Actor.outer");
    await refused("STARSKIRMISH.Formation.problem.cycle");
  });

  it("refuses a compendium formation whose member was deleted from its pack, importing nothing", async () => {
    const { drop, refused } = await world();
    makeActor({ _id: "team", name: "Fire Team", type: "strTeam" }, "starskirmish.str-teams");
    formation("squad", [{ uuid: "Compendium.starskirmish.str-teams.Actor.team" }, { uuid: "Compendium.starskirmish.str-teams.Actor.gone" }], "starskirmish.str-organisations");
    drop("Compendium.starskirmish.str-organisations.Actor.squad");
    await refused("STARSKIRMISH.Formation.problem.missing");
  });

  it("refuses a drop of a deleted compendium entry", async () => {
    const { drop, refused } = await world();
    formation("kept", [], "starskirmish.str-organisations");
    drop("Compendium.starskirmish.str-organisations.Actor.deleted");
    await refused("STARSKIRMISH.Formation.problem.missing");
  });

  it("refuses more figures than one drop places (1,000)", async () => {
    const { drop, refused } = await world();
    makeActor({ _id: "team", name: "Fire Team", type: "strTeam" });
    formation("platoon", [{ uuid: "Actor.team", quantity: 200 }]);
    formation("horde", [{ uuid: "Actor.platoon", quantity: 6 }]);
    drop("Actor.horde");
    await refused("STARSKIRMISH.Formation.problem.tooMany");
  });

  it("refuses a player who may not create tokens, and one who may but may not import actors", async () => {
    const { stubs, drop, refused } = await world("player1");
    makeActor({ _id: "team", name: "Fire Team", type: "strTeam" }, "starskirmish.str-teams");
    const squad = formation("squad", [{ uuid: "Compendium.starskirmish.str-teams.Actor.team" }]);
    drop(squad.uuid);
    await refused("STARSKIRMISH.Formation.noTokenRights");
    const player = stubs.users.get("player1")!;
    player.permissions = { TOKEN_CREATE: true };
    drop(squad.uuid);
    await refused("STARSKIRMISH.Formation.noImportRights");
    // the formation's name is shown escaped
    expect(stubs.notes.at(-1)).toContain("&lt;b&gt;squad&lt;/b&gt;");
  });

  it("lets a player with both rights place it, on the side he picks, and never offers him the combat", async () => {
    const { stubs, g, drop } = await world("player1");
    stubs.users.get("player1")!.permissions = { TOKEN_CREATE: true, ACTOR_CREATE: true };
    makeActor({ _id: "team", name: "Fire Team", type: "strTeam" }, "starskirmish.str-teams");
    const squad = formation("squad", [{ uuid: "Compendium.starskirmish.str-teams.Actor.team", quantity: 3 }]);
    stubs.dialogs.answer({ side: "hostile", combat: "group" });
    drop(squad.uuid);
    await vi.waitFor(() => expect(stubs.notes.at(-1)).toContain("STARSKIRMISH.Formation.placed"));
    expect(String((stubs.dialogs.shown[0]!.config as { content: string }).content)).not.toContain('name="combat"');
    expect(g.game.combat).toBeNull();
  });
});
