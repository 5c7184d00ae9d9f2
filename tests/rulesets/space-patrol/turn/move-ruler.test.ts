// @vitest-environment happy-dom
// The ruler while a craft is dragged (Guide 6.1, 6.7, 7.2, 7.5), after a real init: the Space Patrol!
// ruler class is the world's, and each waypoint's label says what the move this turn comes to (the
// GM's record so far plus the path) against what the craft may move, in the rules' inches at the
// scene's ground scale for a vehicle in the battle and in hexes for a ship in space combat; a path
// past the move reads as a warning. Outside a battle the label is core's.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { spaceBattle } from "../../../helpers/space-battle";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { waypointsThrough, type TokenRuler } from "../../../helpers/foundry/token-ruler";

type Label = { distance: { total: string; delta?: string }; cost: { total: string; units: string }; units: string; cssClass: string };
const counted = (key: string, form: "one" | "other", used: string, count: string) => `STARSKIRMISH.SpacePatrol.MoveRuler.${key}.${form} ${JSON.stringify({ used, count })}`;

function rulerOf(g: unknown, token: object): TokenRuler {
  const Ruler = (g as { CONFIG: { Token: { rulerClass: new (token: object) => TokenRuler } } }).CONFIG.Token.rulerClass;
  return new Ruler(token);
}

/** The crawler (tracked, speed 12) in the battle, or out of it; the table loaded, as selecting the token does. */
async function vehicleSetup({ fight = true, groundScale }: { fight?: boolean; groundScale?: number } = {}) {
  const t = await spaceBoard();
  const crawler = t.vehicle("Actor.crawler", "Crawler", { side: "players", speed: 12, vehicleType: "tracked" as never });
  crawler.ownership = { default: 0, player1: 3 };
  const token = t.place(crawler, 2, "tCrawler");
  if (groundScale !== undefined) (t.canvas.scene as unknown as { flags: object }).flags = { starskirmish: { spGroundScale: groundScale } };
  const combat = new StandInCombat({ _id: "combat1" });
  combat.addCombatant({ _id: "cCrawler", name: "Crawler", actor: crawler, token: token.document, tokenId: "tCrawler" });
  t.g.game.combat = combat as never;
  if (fight) {
    const { startSideTurns } = await import("../../../../src/rulesets/space-patrol/rules/side-turns");
    const { writeState } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-store");
    const side = { die: null, tactics: null, leadership: null, modifier: 0, total: null };
    await writeState(combat as never, startSideTurns({ surprise: "none", first: "players", players: side, enemies: side }, {}, false), { cCrawler: { inches: 3 } });
  }
  await (await import("../../../../src/rulesets/space-patrol/load-table")).SPACE_PATROL_TABLE.load();
  t.stubs.actAs("player1");
  const ruler = rulerOf(t.g, token);
  const { x, y } = token.center;
  /** The label at the last waypoint of a drag through these [east, south] square steps from where the crawler stands. */
  const label = (...steps: [number, number][]) => {
    let at = { x, y };
    const centres = [at, ...steps.map(([e, s]) => (at = { x: at.x + e * 100, y: at.y + s * 100 }))];
    return ruler.labelAt(waypointsThrough(centres).at(-1)!) as Label;
  };
  return { ...t, crawler, token, label };
}

describe("the Space Patrol! ruler (Guide 6.7, 7.2)", () => {
  it("counts a vehicle's inches this turn, the GM's record first, against its move, leg by leg", async () => {
    const t = await vehicleSetup();
    expect((t.g as unknown as { CONFIG: { Token: { rulerClass: { name: string } } } }).CONFIG.Token.rulerClass.name).toBe("SpacePatrolTokenRuler");
    // 3 inches already recorded; 4 east and 3 south: 7 more
    const within = t.label([4, 0], [0, 3]);
    expect(within.distance.total).toBe(counted("vehicle", "other", "10", "12"));
    expect(within.cost).toEqual({ total: within.distance.total, units: "" });
    expect(within.distance.delta).toBeUndefined();
    expect(within.cssClass).toContain("sp-move");
    expect(within.cssClass).not.toContain("sp-move-refused");
    const past = t.label([4, 0], [0, 6]);
    expect(past.distance.total).toBe(counted("vehicle", "other", "13", "12"));
    expect(past.cssClass).toContain("sp-move-refused");
  });

  it("reads a square as 10 of the rules' inches at 15 m to the square (6.1)", async () => {
    const t = await vehicleSetup({ groundScale: 15 });
    expect(t.label([1, 0]).distance.total).toBe(counted("vehicle", "other", "13", "12"));
  });

  it("leaves core's label outside the battle", async () => {
    const t = await vehicleSetup({ fight: false });
    const label = t.label([4, 0]);
    expect(label.distance.total).toBe("4");
    expect(label.cssClass).not.toContain("sp-move");
  });

  it("counts a ship's hexes this turn against its allowance in space combat (7.2, 7.5)", async () => {
    const t = await spaceBattle([]);
    t.cutter.ownership = { default: 0, player2: 3 };
    await (t.cutter as unknown as { update(d: object): Promise<unknown> }).update({ system: { speed: 4 } });
    await t.mark(t.cutter, "sp-spacecraft-drive", 1);
    await (await import("../../../../src/rulesets/space-patrol/load-table")).SPACE_PATROL_TABLE.load();
    const token = t.tokenOf(t.cutter);
    const ruler = rulerOf(t.g, token);
    const { x, y } = token.center;
    const along = (...columns: number[]) => {
      let at = { x, y };
      return ruler.labelAt(waypointsThrough([at, ...columns.map((c) => (at = { x: at.x + c * 100, y }))]).at(-1)!) as Label;
    };
    // speed 4 less one Drive Marker: 3 hexes; two out and one back is 3
    expect(along(2, -1).distance.total).toBe(counted("ship", "other", "3", "3"));
    const past = along(2, 2);
    expect(past.distance.total).toBe(counted("ship", "other", "4", "3"));
    expect(past.cssClass).toContain("sp-move-refused");
  });
});
