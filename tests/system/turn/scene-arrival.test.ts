// @vitest-environment happy-dom
// A scene brought in after the GM's client started (system/turn/scene-arrival.ts), after a real init
// in a StarMarines world: v13 fires createScene alone, no createToken for the tokens it carries, so
// the GM's memories note them there. A player's forged side and chain of command on such a token are
// then put back (turn/kept-fields.ts), and its first turn is counted from the rotation it was
// brought in with (turn/facing-memory.ts; VIII-B, SMR-11). A duplicated scene's tokens keep their
// ids, so both memories name a token by its uuid.
import { describe, expect, it, vi } from "vitest";
import { bootSystem } from "../../helpers/boot";
import { StandInCanvas, StandInScene, StandInTokenDocument } from "../../helpers/foundry/canvas";
import { StandInCollection } from "../../helpers/foundry/collection";
import { StandInCombat } from "../../helpers/foundry/combat";
import { seenByAll } from "../../helpers/foundry/move-as";
import { pastOwnRefusals } from "../../helpers/foundry/document";

// CONST.TOKEN_DISPOSITIONS
const FRIENDLY = 1;
const HOSTILE = -1;
const chain = (squad: string) => [
  { id: "A", level: "group", name: "Drop" },
  { id: `A${squad}`, level: "squad", name: `Squad ${squad}` },
];

async function setup() {
  const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": "starmarines" }, { loadTable: false });
  const canvas = new StandInCanvas({ size: 100, distance: 1 });
  g.canvas = canvas;
  g.game.scenes = new StandInCollection([[canvas.scene.id, canvas.scene]]);
  // the GM's client starts with only the first scene in the world
  stubs.actAs("gm");
  stubs.fire.ready();
  await new Promise((r) => setTimeout(r, 20));
  // then an adventure brings in a scene with a trooper on it, and a combat it fights in: the
  // combat's combatants come with it, so no createCombatant notes it either
  const scene = new StandInScene({ _id: "scene2", name: "Boarding" });
  const trooper = new StandInTokenDocument({ _id: "t-trooper", name: "Trooper", disposition: FRIENDLY, rotation: 60, flags: { starskirmish: { unit: chain("2") } } }, null, scene);
  scene.tokens.set(trooper.id, trooper);
  g.game.scenes.set(scene.id, scene);
  const combat = new StandInCombat({ _id: "combat2" });
  combat.addCombatant({ token: trooper, tokenId: trooper.id });
  g.game.combats.set(combat.id, combat);
  const warnings = () => stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message.split(" ")[0]);
  const facings = await import("../../../src/system/turn/facing-memory");
  return { stubs, scene, trooper, warnings, facings };
}

describe("a scene brought in after the GM's client started", () => {
  it("has its tokens' kept fields noted, so a player's forged side and chain on one are put back", async () => {
    const t = await setup();
    t.stubs.fire.created(t.scene as never, "gm");
    const changed = { disposition: HOSTILE, "flags.starskirmish.unit": chain("1") };
    // past the player's own refusal, as a hostile client writes it
    t.stubs.actAs("player1");
    await pastOwnRefusals(() => t.trooper.update(changed));
    await seenByAll(t.stubs, t.trooper, changed, "player1", {});
    await vi.waitFor(() => expect(t.trooper.disposition).toBe(FRIENDLY));
    await vi.waitFor(() => expect((t.trooper.flags as { starskirmish?: { unit?: unknown } }).starskirmish?.unit).toEqual(chain("2")));
    expect(t.warnings()).toEqual(["STARSKIRMISH.Turn.sideKept", "STARSKIRMISH.Formation.unitKept"]);
    expect(t.stubs.hooks.errors).toEqual([]);
  });

  it("has its tokens' rotations noted, so a token's first turn is counted from where it stood", async () => {
    const t = await setup();
    t.stubs.fire.created(t.scene as never, "gm");
    t.trooper.rotation = 120;
    expect(t.facings.facingBefore(t.trooper as never, { rotation: 120 })).toBe(60);
  });

  it("keeps a duplicated scene's tokens apart from the originals, though they keep the same ids", async () => {
    const t = await setup();
    t.stubs.fire.created(t.scene as never, "gm");
    // the GM duplicates the scene: its copy of the trooper keeps the id, and is turned and made hostile there
    const copy = new StandInScene({ _id: "scene3", name: "Boarding (copy)" });
    const twin = new StandInTokenDocument({ _id: "t-trooper", name: "Trooper", disposition: HOSTILE, rotation: 180, flags: { starskirmish: { unit: chain("1") } } }, null, copy);
    copy.tokens.set(twin.id, twin);
    t.stubs.fire.created(copy as never, "gm");
    expect(twin.uuid).not.toBe(t.trooper.uuid);
    // a player makes the original hostile, as its twin is: still a change of the original's side, put back
    const changed = { disposition: HOSTILE };
    // past the player's own refusal, as a hostile client writes it
    t.stubs.actAs("player1");
    await pastOwnRefusals(() => t.trooper.update(changed));
    await seenByAll(t.stubs, t.trooper, changed, "player1", {});
    await vi.waitFor(() => expect(t.trooper.disposition).toBe(FRIENDLY));
    expect(t.warnings()).toEqual(["STARSKIRMISH.Turn.sideKept"]);
    // and the original's turn is counted from its own 60 degrees, not its twin's 180
    t.trooper.rotation = 120;
    expect(t.facings.facingBefore(t.trooper as never, { rotation: 120 })).toBe(60);
  });
});

describe("a scene an adventure imported again replaces, with no hook of its own", () => {
  /** The import writes the adventure's trooper over the world's, firing nothing (v13 noHook). */
  function reimport(t: Awaited<ReturnType<typeof setup>>) {
    t.trooper.disposition = HOSTILE;
    t.trooper.rotation = 200;
    (t.trooper.flags as { starskirmish: { unit: unknown } }).starskirmish.unit = chain("1");
  }

  it("has the adventure's values noted, so a player's change is put back to them, not to those from before", async () => {
    const t = await setup();
    t.stubs.fire.created(t.scene as never, "gm");
    reimport(t);
    t.stubs.fire.adventureImported({}, {}, { Scene: [t.scene] });
    const changed = { disposition: FRIENDLY, "flags.starskirmish.unit": chain("2") };
    // past the player's own refusal, as a hostile client writes it
    t.stubs.actAs("player1");
    await pastOwnRefusals(() => t.trooper.update(changed));
    await seenByAll(t.stubs, t.trooper, changed, "player1", {});
    await vi.waitFor(() => expect(t.trooper.disposition).toBe(HOSTILE));
    await vi.waitFor(() => expect((t.trooper.flags as { starskirmish?: { unit?: unknown } }).starskirmish?.unit).toEqual(chain("1")));
    expect(t.warnings()).toEqual(["STARSKIRMISH.Turn.sideKept", "STARSKIRMISH.Formation.unitKept"]);
    expect(t.stubs.hooks.errors).toEqual([]);
  });

  it("counts the token's next turn from the rotation the adventure gave it", async () => {
    const t = await setup();
    t.stubs.fire.created(t.scene as never, "gm");
    reimport(t);
    t.stubs.fire.adventureImported({}, {}, { Scene: [t.scene] });
    t.trooper.rotation = 260;
    expect(t.facings.facingBefore(t.trooper as never, { rotation: 260 })).toBe(200);
  });

  it("notes nothing on a client that is not a GM's, where the memories are not kept", async () => {
    const t = await setup();
    t.stubs.fire.created(t.scene as never, "gm");
    reimport(t);
    t.stubs.actAs("player1");
    t.stubs.fire.adventureImported({}, {}, { Scene: [t.scene] });
    t.stubs.actAs("gm");
    // the hook came to a player's client, so the memory still holds the trooper from before the import
    t.trooper.rotation = 260;
    expect(t.facings.facingBefore(t.trooper as never, { rotation: 260 })).toBe(60);
  });
});
