// @vitest-environment happy-dom
// A team's ground as the board shows it (Striker 7.A.1.c, 7.A.2, 8.B.2), on the v13 stand-ins after
// a real init: the forest or building region a team token stands inside, below its top, is its
// cover, a building before the wood around it; a hill, a roof or open ground is none. Inside, the
// ground conceals the team, but not a team with a heavy weapon; more than 30 m from its forest's
// edge, with no other team in a forest within 30 m, it hides it.
import { describe, expect, it } from "vitest";
import { fireBoard as setup } from "./fire-board";

type Board = Awaited<ReturnType<typeof setup>>;

/** The target's cover (its token's centre is at 500, 0) as the board shows it now. */
async function coverOfTarget(t: Board) {
  const { sightBoard, teamCover } = await import("../../../../src/rulesets/striker/actions/board-sight");
  return teamCover(sightBoard(t.canvas.scene as never), t.targetToken.document as never);
}

describe("a team's cover from the board (Striker 7.A.2, 8.B.2)", () => {
  it("is the forest or building region the team stands in", async () => {
    const t = await setup([]);
    t.paint({ x: 480, y: -20, width: 40, height: 40 }, { terrain: "forest" });
    expect(await coverOfTarget(t)).toBe("forest");
    const b = await setup([]);
    b.paint({ x: 480, y: -20, width: 40, height: 40 }, { terrain: "building" });
    expect(await coverOfTarget(b)).toBe("building");
  });

  it("is none in the open, on a hill, or under a region beside the team", async () => {
    const t = await setup([]);
    expect(await coverOfTarget(t)).toBeNull();
    t.paint({ x: 480, y: -20, width: 40, height: 40 }, { terrain: "hill", contour: 2 });
    t.paint({ x: 600, y: -20, width: 40, height: 40 }, { terrain: "forest" });
    expect(await coverOfTarget(t)).toBeNull();
  });

  it("is none for a team on a building's roof, and the building for one on a floor below its top", async () => {
    const t = await setup([]);
    t.paint({ x: 480, y: -20, width: 40, height: 40 }, { terrain: "building" }, { bottom: 0, top: 6 });
    t.targetToken.document.elevation = 6;
    expect(await coverOfTarget(t)).toBeNull();
    t.targetToken.document.elevation = 3;
    expect(await coverOfTarget(t)).toBe("building");
  });
});

/** The target's ground (its token's centre is at 500, 0) as the board reads it for fire and morale. */
async function groundOfTarget(t: Board) {
  const { sightBoard, teamConcealment } = await import("../../../../src/rulesets/striker/actions/board-sight");
  return teamConcealment(sightBoard(t.canvas.scene as never), t.targetToken.document as never);
}

const CONCEALED = { cover: "forest", inConcealment: true, hidden: false };
const HIDDEN = { cover: "forest", inConcealment: true, hidden: true };

describe("a team deep in a forest is hidden (Striker 7.A.1.c)", () => {
  // Scenes measure in metres: 100 px squares of 50 m, so 2 px to the metre.
  it("exactly 30 m from the wood's edge it is concealed; 31 m in, hidden", async () => {
    // "Targets in the outer 30 m of forest ... are in concealment terrain. Targets further in are
    // hidden": 30 m in is still the outer 30 m, so only more than 30 m hides the team.
    const edge = await setup([]);
    edge.woodAround(500, 60);
    expect(await groundOfTarget(edge)).toEqual(CONCEALED);
    const deep = await setup([]);
    deep.woodAround(500, 62);
    expect(await groundOfTarget(deep)).toEqual(HIDDEN);
  });

  it("measures to the nearest edge, a clearing's too: a wood of two shapes, the hole one of them", async () => {
    const t = await setup([]);
    // 100 m each way from the target, with a clearing whose edge is 20 m from it
    t.canvas.scene.addRegion({
      shapes: [{ type: "rectangle", x: 300, y: -200, width: 400, height: 400 }, { type: "rectangle", x: 540, y: -20, width: 40, height: 40, hole: true }],
      behaviors: [{ type: "strTerrain", system: { terrain: "forest" } }],
    });
    expect(await groundOfTarget(t)).toEqual(CONCEALED);
  });

  it("another team in a forest within 30 m, of either side, makes it concealed; one further off does not", async () => {
    // the firer (the other side) at 40 m, then at 30 m, inside the same wood
    const t = await setup([]);
    t.woodAround(500, 200);
    t.firerToken.center = { x: 420, y: 0 };
    expect(await groundOfTarget(t)).toEqual(HIDDEN);
    t.firerToken.center = { x: 440, y: 0 };
    expect(await groundOfTarget(t)).toEqual(CONCEALED);
    // its own friend 20 m off counts as well ("other teams in forests")
    const f = await setup([], 540);
    f.woodAround(500, 200);
    expect(await groundOfTarget(f)).toEqual(CONCEALED);
  });

  it("a counter, a team with nobody standing, or a team in a building within the wood is no other team in a forest", async () => {
    const counter = await setup([], 540);
    counter.woodAround(500, 200);
    counter.neighbour.system.counter = true;
    expect(await groundOfTarget(counter)).toEqual(HIDDEN);

    const fallen = await setup([], 540);
    fallen.woodAround(500, 200);
    for (const trooper of fallen.neighbour.system.troopers) trooper.casualty = true;
    expect(await groundOfTarget(fallen)).toEqual(HIDDEN);

    // a house 10 m across around the friend, 20 m from the target: the friend is in the building
    const housed = await setup([], 540);
    housed.woodAround(500, 200);
    housed.paint({ x: 530, y: -10, width: 20, height: 20 }, { terrain: "building" });
    expect(await groundOfTarget(housed)).toEqual(HIDDEN);
  });
});

describe("a wood painted as two forest regions (Striker 7.A.1.c)", () => {
  // The target (500, 0) stands in the left region, 20 m (40 px) from where the right one begins at
  // x 540; open ground is 40 m (80 px) above and below it. The firer and the friend are far off.
  const LEFT = { x: 300, y: -80, width: 240, height: 160 };

  it("hides a team 20 m from the seam but 40 m from open ground: the seam is no edge, whether the regions touch or overlap", async () => {
    const touching = await setup([]);
    touching.paint(LEFT, { terrain: "forest" });
    touching.paint({ x: 540, y: -80, width: 260, height: 160 }, { terrain: "forest" });
    expect(await groundOfTarget(touching)).toEqual(HIDDEN);
    const overlapping = await setup([]);
    overlapping.paint(LEFT, { terrain: "forest" });
    overlapping.paint({ x: 520, y: -80, width: 280, height: 160 }, { terrain: "forest" });
    expect(await groundOfTarget(overlapping)).toEqual(HIDDEN);
  });

  it("leaves a team 20 m from open ground concealed: the left region alone, or the right one 10 m off across open ground", async () => {
    const alone = await setup([]);
    alone.paint(LEFT, { terrain: "forest" });
    expect(await groundOfTarget(alone)).toEqual(CONCEALED);
    const apart = await setup([]);
    apart.paint(LEFT, { terrain: "forest" });
    apart.paint({ x: 560, y: -80, width: 240, height: 160 }, { terrain: "forest" });
    expect(await groundOfTarget(apart)).toEqual(CONCEALED);
  });

  it("counts the right region only where its trees reach the team: not one whose top is at or below it, nor one whose bottom is above it", async () => {
    // the target stands 6 m up (a floor, a pop-up) inside the left region's 12 m trees
    const RIGHT = { x: 540, y: -80, width: 260, height: 160 };
    const under = async (elevation: { bottom: number | null; top: number | null }) => {
      const t = await setup([]);
      t.paint(LEFT, { terrain: "forest" });
      t.paint(RIGHT, { terrain: "forest" }, elevation);
      t.targetToken.document.elevation = 6;
      return groundOfTarget(t);
    };
    // a wood whose trees stand above the team joins the left one: 20 m from the seam is deep
    expect(await under({ bottom: 0, top: 12 })).toEqual(HIDDEN);
    expect(await under({ bottom: null, top: null })).toEqual(HIDDEN);
    // the team is above that wood's top (at it, or over it): its side is open ground, 20 m off
    expect(await under({ bottom: 0, top: 4 })).toEqual(CONCEALED);
    expect(await under({ bottom: 0, top: 6 })).toEqual(CONCEALED);
    // that wood begins above the team
    expect(await under({ bottom: 8, top: 20 })).toEqual(CONCEALED);
  });

  it("counts the region the team stands in by the same test: a canopy region whose bottom is above the team is no wood around it", async () => {
    // a region 100 m each way from the target whose trees begin 8 m up (bottom 8, top 20): the
    // highest forest at the target's centre, but the team stands on the ground under it
    const CANOPY = { x: 300, y: -200, width: 400, height: 400 };
    const over = await setup([]);
    over.paint(LEFT, { terrain: "forest" });
    over.paint(CANOPY, { terrain: "forest" }, { bottom: 8, top: 20 });
    // its depth is that of the left region alone, 20 m from open ground, not 100 m inside the canopy
    expect(await groundOfTarget(over)).toEqual(CONCEALED);
    // with only the canopy over it, the team is in no wood at all: no cover, no concealment
    const alone = await setup([]);
    alone.paint(CANOPY, { terrain: "forest" }, { bottom: 8, top: 20 });
    expect(await groundOfTarget(alone)).toMatchObject({ cover: null, inConcealment: false, hidden: false });
    // up among those trees (10 m, a pop-up) it is inside the canopy, 100 m deep: hidden
    alone.targetToken.document.elevation = 10;
    expect(await groundOfTarget(alone)).toEqual(HIDDEN);
  });

  it("a building region beside the wood is no forest: its side is still the wood's edge", async () => {
    const t = await setup([]);
    t.paint(LEFT, { terrain: "forest" });
    t.paint({ x: 540, y: -80, width: 260, height: 160 }, { terrain: "building" });
    expect(await groundOfTarget(t)).toEqual(CONCEALED);
  });
});

describe("a building in a wood (Striker 6.B.4, 7.A.1.d, 8.B.2-3)", () => {
  it("a team inside the building is in the building, not the wood around it, whichever is higher", async () => {
    // a one-floor house (3 m) in a 12 m wood, the target inside it, 100 m from the wood's edge
    const t = await setup([]);
    t.woodAround(500, 200);
    t.paint({ x: 480, y: -20, width: 40, height: 40 }, { terrain: "building" });
    expect(await groundOfTarget(t)).toEqual({ cover: "building", inConcealment: true, hidden: false });
    // outside the house, in the same wood: the forest, and deep enough to hide it
    t.targetToken.center = { x: 560, y: 0 };
    expect(await groundOfTarget(t)).toEqual(HIDDEN);
  });

  it("a team on the building's roof is not in it, but still among the trees that stand higher", async () => {
    const t = await setup([]);
    t.woodAround(500, 40);
    t.paint({ x: 480, y: -20, width: 40, height: 40 }, { terrain: "building" }, { bottom: 0, top: 6 });
    t.targetToken.document.elevation = 6;
    expect(await groundOfTarget(t)).toEqual(CONCEALED);
    t.targetToken.document.elevation = 3;
    expect((await groundOfTarget(t)).cover).toBe("building");
  });
});

describe("a team with a heavy weapon is not concealed by its ground (Striker 7.A.2)", () => {
  /** The target's four troopers crewing two of a crew-served weapon from the table, by its id. */
  async function crewing(t: Board, tableId: string) {
    const { weaponItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
    const { CREW_SERVED_WEAPONS } = await import("../../../../src/rulesets/striker/rules/index");
    const gun = weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === tableId)!);
    const [item] = await t.target.createEmbeddedDocuments("Item", [{ name: tableId, type: "strWeapon", system: gun }]);
    const id = item!.id ?? "";
    await t.target.update({ system: { troopers: t.target.system.troopers.map((tr, i) => ({ ...tr, weaponItem: i < 2 ? id : "", weapon: i < 2 ? tableId : "" })) } });
  }

  it("a heavy crew-served weapon (note 6) in a wood has the forest's cover, but is neither concealed nor hidden", async () => {
    const t = await setup([]);
    t.woodAround(500, 20);
    await crewing(t, "gatling13mm");
    expect(await groundOfTarget(t)).toEqual({ cover: "forest", inConcealment: false, hidden: false });
    const deep = await setup([]);
    deep.woodAround(500, 200);
    await crewing(deep, "gatling13mm");
    expect(await groundOfTarget(deep)).toEqual({ cover: "forest", inConcealment: false, hidden: false });
  });

  it("a light crew-served weapon is concealed as personnel are; a heavy one whose crew have fallen no longer counts", async () => {
    const light = await setup([]);
    light.woodAround(500, 20);
    await crewing(light, "heavyMg13mm6");
    expect(await groundOfTarget(light)).toEqual(CONCEALED);
    const fallen = await setup([]);
    fallen.woodAround(500, 20);
    await crewing(fallen, "gatling13mm");
    await fallen.target.update({ system: { troopers: fallen.target.system.troopers.map((tr, i) => ({ ...tr, casualty: i < 2 })) } });
    expect(await groundOfTarget(fallen)).toEqual(CONCEALED);
  });
});
