// @vitest-environment happy-dom
// Spotting on the GM's client (Striker 7.A.1.c, 7.A.2-4) after a real init: a player's team ends a move, the
// updateToken hook runs on the active GM's client, and the GM's client gives the mover the cover of
// its ground, shows each unspotted enemy team (a hidden token, Striker 3.A.1) that is now seen by the
// visibility table across the terrain regions' heights, and posts a card; a concealed team that is
// suppressed hides, concealed by its marker or by the wood or building the board shows it in; a team
// more than 30 m into a wood is hidden, unless another team in a wood is within 30 m of it. On a
// player's client or with the setting off nothing happens; mid-move it waits for the last leg, or for
// NEXT_LEG_WAIT where the mover's client never sends one.
import { describe, expect, it, vi } from "vitest";
import { strikerBoard, trooper, type TerrainSystem } from "../../../helpers/striker-board";
import type { StandInToken } from "../../../helpers/foundry/canvas";
import type { SpottingCardContext } from "../../../../src/rulesets/striker/view/spotting-card";

const four = (...names: string[]) => names.map((n) => trooper(n));
const settle = () => new Promise((r) => setTimeout(r, 20));

async function setup() {
  const b = await strikerBoard([]);
  const blue = b.team("Actor.blue", "Blue A1", { troopers: four("Lee", "Ng", "Ito", "Cruz"), morale: { value: 7, start: 7 } });
  const red = b.team("Actor.red", "Red B2", { troopers: four("Vos", "Kahn", "Ruiz", "Sato") }, [], { default: 0, player2: 3 });
  // 100 px squares of 50 m: red 500 m along the row from blue
  const blueToken = b.place(blue, "tb", 50, 1);
  const redToken = b.place(red, "tr", 1050, -1);
  // red is unspotted: held off the table, its token hidden (Striker 3.A.1)
  redToken.document.hidden = true;
  const store = await import("../../../../src/system/markers/marker-store");
  const markersOf = (a: typeof blue) => store.readMarkers(a as never);
  /** A player's move of the token's centre to (x, y), written, then seen by the GM's client. */
  const move = async (token: StandInToken, to: { x: number; y: number }, client = "gm", mover = "player1") => {
    const changed = { x: to.x - 50, y: to.y - 50 };
    await token.document.update(changed);
    token.center = to;
    b.stubs.actAs(client);
    b.stubs.fire.updated(token.document as never, changed, mover);
    await settle();
  };
  /** A Striker terrain region over a strip of the row, x to x + width pixels. */
  const strip = (x: number, width: number, system: TerrainSystem, elevation?: { bottom: number | null; top: number | null }) => b.paint({ x, y: -200, width, height: 400 }, system, elevation);
  return { ...b, blue, red, blueToken, redToken, store, markersOf, move, strip };
}

describe("spotting when a move ends (Striker 7.A.4)", () => {
  it("the GM's client shows the enemy team the mover now sees, and posts what was spotted", async () => {
    const t = await setup();
    await t.move(t.blueToken, { x: 250, y: 0 });
    // 400 m: a stationary team in the open is seen out to 1000 m by a moving spotter
    expect(t.redToken.document.hidden).toBe(false);
    // the first card renders its template from disk
    await vi.waitFor(() => expect(t.messages).toHaveLength(1));
    expect(t.messages[0]!.whisper ?? []).toEqual([]);
    expect(t.context<SpottingCardContext>("cards/spotting.hbs")).toMatchObject({
      spotted: true,
      coverLabel: null,
      sightings: [{ targetName: "Red B2", spotterName: "Blue A1", spotterKnown: true, distanceM: 400, rangeM: 1000 }],
    });
  });

  it("a wood between them blocks the line; a hill under the watcher within a quarter of the way does not (7.A.1)", async () => {
    const t = await setup();
    t.strip(600, 200, { terrain: "forest" });
    await t.move(t.blueToken, { x: 250, y: 0 });
    expect(t.redToken.document.hidden).toBe(true);
    expect(t.messages).toEqual([]);
    // the same line over a 6 m hill (two contour lines): higher than both teams, it blocks
    const t2 = await setup();
    t2.strip(600, 200, { terrain: "hill", contour: 2 });
    await t2.move(t2.blueToken, { x: 250, y: 0 });
    expect(t2.redToken.document.hidden).toBe(true);
    // blue on a 15 m hill (five contour lines) running 125 m of the 425 m towards red: hidden by its
    // own hill; 100 m of 400 m, a quarter of the way: seen over it
    const t3 = await setup();
    t3.strip(0, 450, { terrain: "hill", contour: 5 });
    await t3.move(t3.blueToken, { x: 200, y: 0 });
    expect(t3.redToken.document.hidden).toBe(true);
    await t3.move(t3.blueToken, { x: 250, y: 0 });
    expect(t3.redToken.document.hidden).toBe(false);
  });

  it("the region's top elevation is the feature's height, and a token's elevation its team's", async () => {
    const t = await setup();
    // a building 9 m tall between them, then blue on its third floor of a tower, 20 m up
    t.strip(600, 100, { terrain: "building" }, { bottom: 0, top: 9 });
    await t.move(t.blueToken, { x: 250, y: 0 });
    expect(t.redToken.document.hidden).toBe(true);
    t.blueToken.document.elevation = 20;
    await t.move(t.blueToken, { x: 260, y: 0 });
    // 9 m is above red (0) and below blue (20), 175 m of 395 m from blue: more than a quarter
    expect(t.redToken.document.hidden).toBe(true);
    t.blueToken.document.elevation = 40;
    await t.move(t.blueToken, { x: 270, y: 0 });
    expect(t.redToken.document.hidden).toBe(true);
    // every part of the building must lie within the quarter: from 30 m up, 65 m to 115 m off of 290 m,
    // it does not; 5 m to 55 m off of 230 m, it does
    t.blueToken.document.elevation = 30;
    await t.move(t.blueToken, { x: 470, y: 0 });
    expect(t.redToken.document.hidden).toBe(true);
    await t.move(t.blueToken, { x: 590, y: 0 });
    expect(t.redToken.document.hidden).toBe(false);
  });

  it("the enemy spots the mover: a stationary team sees a moving one in the open out to 3000 m", async () => {
    const t = await setup();
    t.redToken.document.hidden = false;
    t.blueToken.document.hidden = true;
    await t.move(t.blueToken, { x: 250, y: 0 });
    expect(t.blueToken.document.hidden).toBe(false);
    expect(t.context<SpottingCardContext>("cards/spotting.hbs").sightings).toEqual([{ targetName: "Blue A1", spotterName: "Red B2", spotterKnown: true, distanceM: 400, rangeM: 3000 }]);
  });

  it("a suppressed enemy does not spot the mover, nor does a suppressed mover the GM moves spot it (Striker 8.C.4.a)", async () => {
    const t = await setup();
    t.redToken.document.hidden = false;
    t.blueToken.document.hidden = true;
    await t.store.adjustMarker(t.red as never, t.store.markerDefinition("str-suppressed")!, 1);
    await t.move(t.blueToken, { x: 250, y: 0 });
    expect(t.blueToken.document.hidden).toBe(true);
    // the other way about: red hidden again, blue suppressed and moved by the GM's hand
    const u = await setup();
    await u.store.adjustMarker(u.blue as never, u.store.markerDefinition("str-suppressed")!, 1);
    await u.move(u.blueToken, { x: 250, y: 0 }, "gm", "gm");
    expect(u.redToken.document.hidden).toBe(true);
    // once the suppression is off, the same move spots it
    await u.store.adjustMarker(u.blue as never, u.store.markerDefinition("str-suppressed")!, -1);
    await u.move(u.blueToken, { x: 260, y: 0 }, "gm", "gm");
    expect(u.redToken.document.hidden).toBe(false);
  });

  it("a spotter the enemy has not spotted is not named (it need not reveal itself)", async () => {
    const t = await setup();
    // red in the outer 25 m of a wood, concealed: seen at 100 m by a stationary spotter, but it sees out
    t.strip(1000, 300, { terrain: "forest" });
    t.blueToken.document.hidden = true;
    await t.move(t.blueToken, { x: 250, y: 0 });
    expect(t.blueToken.document.hidden).toBe(false);
    expect(t.redToken.document.hidden).toBe(true);
    expect(t.context<SpottingCardContext>("cards/spotting.hbs").sightings).toEqual([{ targetName: "Blue A1", spotterName: "", spotterKnown: false, distanceM: 400, rangeM: 3000 }]);
  });

  it("nothing on a player's client, in the middle of a move, or with the setting off", async () => {
    const t = await setup();
    await t.move(t.blueToken, { x: 250, y: 0 }, "player1");
    expect(t.redToken.document.hidden).toBe(true);
    t.blueToken.document.movement = { passed: { distance: 2 }, pending: { waypoints: [{ x: 400, y: 0 }] } };
    await t.move(t.blueToken, { x: 260, y: 0 });
    expect(t.redToken.document.hidden).toBe(true);
    t.blueToken.document.movement = null;
    await t.g.game.settings.set("starskirmish", "strSpotting", false);
    await t.move(t.blueToken, { x: 270, y: 0 });
    expect(t.redToken.document.hidden).toBe(true);
    expect(t.messages).toEqual([]);
  });

  it("spots where the team stands once no next leg comes: a client cannot keep its move pending for ever", async () => {
    const t = await setup();
    const { NEXT_LEG_WAIT } = await import("../../../../src/rulesets/striker/turn/spotting");
    const wait = NEXT_LEG_WAIT.ms;
    NEXT_LEG_WAIT.ms = 40;
    try {
      // the mover's client says more legs are to come, and none ever does
      t.blueToken.document.movement = { passed: { distance: 2 }, pending: { waypoints: [{ x: 400, y: 0 }] } };
      await t.move(t.blueToken, { x: 250, y: 0 });
      expect(t.redToken.document.hidden).toBe(true);
      await vi.waitFor(() => expect(t.redToken.document.hidden).toBe(false));
      await vi.waitFor(() => expect(t.messages).toHaveLength(1));
    } finally {
      NEXT_LEG_WAIT.ms = wait;
    }
  });

  it("spots once, as the last leg lands, when the next leg comes in time", async () => {
    const t = await setup();
    const { NEXT_LEG_WAIT } = await import("../../../../src/rulesets/striker/turn/spotting");
    const wait = NEXT_LEG_WAIT.ms;
    NEXT_LEG_WAIT.ms = 200;
    try {
      t.blueToken.document.movement = { passed: { distance: 2 }, pending: { waypoints: [{ x: 200, y: 0 }] } };
      await t.move(t.blueToken, { x: 150, y: 0 });
      t.blueToken.document.movement = { passed: { distance: 2 }, pending: { waypoints: [] } };
      await t.move(t.blueToken, { x: 250, y: 0 });
      expect(t.redToken.document.hidden).toBe(false);
      await new Promise((r) => setTimeout(r, 300));
      await vi.waitFor(() => expect(t.messages).toHaveLength(1));
      expect(t.messages).toHaveLength(1);
    } finally {
      NEXT_LEG_WAIT.ms = wait;
    }
  });

  it("a change of elevation alone spots as a stationary team: out to 1500 m where a move sees 1000 m", async () => {
    const t = await setup();
    t.redToken.center = { x: 2450, y: 0 };
    await t.move(t.blueToken, { x: 60, y: 0 });
    expect(t.redToken.document.hidden).toBe(true);
    // a pop-up or a climb: the token rises, its place on the board the same
    t.blueToken.document.elevation = 5;
    t.stubs.actAs("gm");
    t.stubs.fire.updated(t.blueToken.document as never, { elevation: 5 }, "player1");
    await vi.waitFor(() => expect(t.redToken.document.hidden).toBe(false));
  });

  it("a grav team that pops up over a wood is seen by the pop-up row, out to 500 m (Striker 6.A.2.g, 7.A.4)", async () => {
    const t = await setup();
    t.redToken.document.hidden = false;
    t.blueToken.document.hidden = true;
    t.redToken.center = { x: 850, y: 0 };
    // a wood 20 m to 90 m from blue, of the 400 m to red: at NOE (4 m) it hides blue
    t.strip(90, 140, { terrain: "forest" });
    for (const id of ["str-flightNoe", "str-popUp"]) await t.store.setMarkerCount(t.blue as never, t.store.markerDefinition(id)!, 1);
    t.stubs.actAs("gm");
    t.stubs.fire.updated(t.blueToken.document as never, { elevation: 4 }, "player1");
    await settle();
    expect(t.blueToken.document.hidden).toBe(true);
    // 60 m up, the wood is within a quarter of the way from it
    t.blueToken.document.elevation = 60;
    t.stubs.fire.updated(t.blueToken.document as never, { elevation: 60 }, "player1");
    await vi.waitFor(() => expect(t.blueToken.document.hidden).toBe(false));
    await vi.waitFor(() => expect(t.context<SpottingCardContext>("cards/spotting.hbs").sightings).toEqual([{ targetName: "Blue A1", spotterName: "Red B2", spotterKnown: true, distanceM: 400, rangeM: 500 }]));
  });

  it("a counter is neither spotted nor spots (Striker 3.A.1)", async () => {
    const t = await setup();
    await t.red.update({ system: { counter: true } });
    await t.move(t.blueToken, { x: 250, y: 0 });
    expect(t.redToken.document.hidden).toBe(true);
    expect(t.messages).toEqual([]);
  });
});

describe("cover from the ground (Striker 7.A.2-3)", () => {
  it("a team that ends its move in a forest is concealed; out of it, neither concealed nor hidden", async () => {
    const t = await setup();
    t.redToken.document.hidden = false;
    t.strip(200, 200, { terrain: "forest" });
    await t.move(t.blueToken, { x: 250, y: 0 });
    expect(t.markersOf(t.blue)).toMatchObject({ "str-concealed": 1 });
    expect(t.context<SpottingCardContext>("cards/spotting.hbs")).toMatchObject({ teamName: "Blue A1", coverLabel: "STARSKIRMISH.Striker.Spotting.Cover.concealed", spotted: false });
    // the player chooses to hide (Striker 6.D.2): a move within the wood keeps his choice
    const def = t.store.markerDefinition("str-hidden")!;
    await t.store.setMarkerCount(t.blue as never, t.store.markerDefinition("str-concealed")!, 0);
    await t.store.setMarkerCount(t.blue as never, def, 1);
    await t.move(t.blueToken, { x: 300, y: 0 });
    expect(t.markersOf(t.blue)).toEqual({ "str-hidden": 1 });
    await t.move(t.blueToken, { x: 450, y: 0 });
    expect(t.markersOf(t.blue)).toEqual({});
    expect(t.context<SpottingCardContext>("cards/spotting.hbs").coverLabel).toBe("STARSKIRMISH.Striker.Spotting.Cover.cleared");
  });

  it("on a scene with no wood or building painted, the Concealed and Hidden markers stay as set by hand", async () => {
    const t = await setup();
    t.redToken.document.hidden = false;
    await t.store.setMarkerCount(t.blue as never, t.store.markerDefinition("str-concealed")!, 1);
    t.strip(600, 100, { terrain: "hill", contour: 1 });
    await t.move(t.blueToken, { x: 250, y: 0 });
    expect(t.markersOf(t.blue)).toEqual({ "str-concealed": 1 });
    expect(t.messages).toEqual([]);
  });

  it("an unspotted team's new cover goes only to its owners and the GM", async () => {
    const t = await setup();
    t.blueToken.document.hidden = true;
    t.red.ownership = { default: 0, player2: 3 };
    // red far off and hidden in its own right: nobody spots anybody
    t.redToken.center = { x: 3950, y: 0 };
    t.strip(200, 200, { terrain: "building" });
    await t.move(t.blueToken, { x: 250, y: 0 });
    expect(t.markersOf(t.blue)).toMatchObject({ "str-concealed": 1 });
    expect(t.messages).toHaveLength(1);
    expect([...(t.messages[0]!.whisper ?? [])].sort()).toEqual(["gm", "player1"]);
  });

  it("a concealed team that is suppressed hides, on the GM's client", async () => {
    const t = await setup();
    const { markerDefinition, setMarkerCount } = t.store;
    await setMarkerCount(t.blue as never, markerDefinition("str-concealed")!, 1);
    t.stubs.actAs("player1");
    await setMarkerCount(t.blue as never, markerDefinition("str-suppressed")!, 1);
    const effect = t.blue.effects.find((e) => e.statuses.has("str-suppressed"))!;
    t.stubs.fire.created(effect as never, "player1");
    await settle();
    expect(t.markersOf(t.blue)).toEqual({ "str-concealed": 1, "str-suppressed": 1 });
    t.stubs.actAs("gm");
    t.stubs.fire.created(effect as never, "player1");
    await settle();
    expect(t.markersOf(t.blue)).toEqual({ "str-hidden": 1, "str-suppressed": 1 });
    expect(t.context<SpottingCardContext>("cards/spotting.hbs").coverLabel).toBe("STARSKIRMISH.Striker.Spotting.Cover.hidesSuppressed");
  });

  it("a team with no marker that the board has in a building is concealed, and hides when suppressed (7.A.2-3); one in the open does not", async () => {
    const t = await setup();
    const { markerDefinition, setMarkerCount } = t.store;
    t.strip(0, 200, { terrain: "building" });
    t.stubs.actAs("gm");
    await setMarkerCount(t.blue as never, markerDefinition("str-suppressed")!, 1);
    t.stubs.fire.created(t.blue.effects.find((e) => e.statuses.has("str-suppressed"))! as never, "gm");
    await settle();
    expect(t.markersOf(t.blue)).toEqual({ "str-hidden": 1, "str-suppressed": 1 });
    expect(t.context<SpottingCardContext>("cards/spotting.hbs").coverLabel).toBe("STARSKIRMISH.Striker.Spotting.Cover.hidesSuppressed");

    const open = await setup();
    open.stubs.actAs("gm");
    await open.store.setMarkerCount(open.blue as never, open.store.markerDefinition("str-suppressed")!, 1);
    open.stubs.fire.created(open.blue.effects.find((e) => e.statuses.has("str-suppressed"))! as never, "gm");
    await settle();
    expect(open.markersOf(open.blue)).toEqual({ "str-suppressed": 1 });
    expect(open.messages).toEqual([]);
  });
});

describe("a team deep in a forest (Striker 7.A.1.c)", () => {
  // a wood from 700 to 1400 px, 100 m each side of the row (100 px = 50 m)
  const wood = (t: Awaited<ReturnType<typeof setup>>) => t.strip(700, 700, { terrain: "forest" });

  it("more than 30 m in, it is not spotted by an enemy 45 m off with a clear line; within 30 m of it, it is", async () => {
    const t = await setup();
    wood(t);
    // red 75 m into the wood; blue ends its move 30 m in (concealed, so it spots), 45 m from red:
    // the line runs through the outer 30 m of each one's wood, which does not block it
    t.redToken.center = { x: 850, y: 0 };
    await t.move(t.blueToken, { x: 760, y: 0 });
    expect(t.redToken.document.hidden).toBe(true);
    // blue closes to 25 m: red is "within 30 m of other teams in forests", concealed, and seen
    await t.move(t.blueToken, { x: 800, y: 0 });
    expect(t.redToken.document.hidden).toBe(false);
  });

  it("the same two teams 45 m apart are seen where the wood is too shallow to hide the target", async () => {
    const t = await setup();
    // the wood ends 15 m beyond red: red is in its outer 30 m
    t.strip(700, 180, { terrain: "forest" });
    t.redToken.center = { x: 850, y: 0 };
    await t.move(t.blueToken, { x: 760, y: 0 });
    expect(t.redToken.document.hidden).toBe(false);
  });

  it("a team whose move ends deep in a wood is marked Concealed, and the card says the wood hides it", async () => {
    const t = await setup();
    t.redToken.document.hidden = false;
    t.strip(-400, 1000, { terrain: "forest" });
    await t.move(t.blueToken, { x: 100, y: 0 });
    expect(t.markersOf(t.blue)).toEqual({ "str-concealed": 1 });
    expect(t.context<SpottingCardContext>("cards/spotting.hbs").coverLabel).toBe("STARSKIRMISH.Striker.Spotting.Cover.deepForest");
  });

  it("a team with no marker deep in a wood takes the Hidden marker when suppressed, as the morale card gives it (7.A.3)", async () => {
    const t = await setup();
    t.strip(-400, 1000, { terrain: "forest" });
    t.stubs.actAs("gm");
    await t.store.setMarkerCount(t.blue as never, t.store.markerDefinition("str-suppressed")!, 1);
    t.stubs.fire.created(t.blue.effects.find((e) => e.statuses.has("str-suppressed"))! as never, "gm");
    await settle();
    expect(t.markersOf(t.blue)).toEqual({ "str-hidden": 1, "str-suppressed": 1 });
  });
});
