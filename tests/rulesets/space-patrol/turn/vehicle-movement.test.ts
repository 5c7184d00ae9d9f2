// @vitest-environment happy-dom
// A wrecked vehicle on the board (Guide 6.15: it "can perform no functions during the battle";
// ground vehicles stop, watercraft sink, aircraft plummet) after a real init: a player's drag of it
// while its token fights in the battle is refused on their client with the reason; the GM's moves
// pass; a whole vehicle, a wreck outside the battle, or one whose token is no combatant moves freely;
// and the GM's client warns of a player's move of a wreck that skipped the check.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { StandInCombat } from "../../../helpers/foundry/combat";

const WRECKED = "sp-vehicle-wrecked";

async function setup(opts: { vehicleType?: string; fight?: boolean; combatant?: boolean } = {}) {
  const t = await spaceBoard();
  const crawler = t.vehicle("Actor.crawler", "Crawler <b>7</b>", { side: "players", speed: 12, vehicleType: (opts.vehicleType ?? "tracked") as never });
  crawler.ownership = { default: 0, player1: 3 };
  const token = t.place(crawler, 2, "tCrawler");
  const combat = new StandInCombat({ _id: "combat1" });
  if (opts.combatant !== false) combat.addCombatant({ _id: "cCrawler", name: "Crawler", actor: crawler, tokenId: "tCrawler" });
  t.g.game.combat = combat as never;
  if (opts.fight !== false) {
    const { startSideTurns } = await import("../../../../src/rulesets/space-patrol/rules/side-turns");
    const { writeState } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-store");
    const side = { die: null, tactics: null, leadership: null, modifier: 0, total: null };
    await writeState(combat as never, startSideTurns({ surprise: "none", first: "players", players: side, enemies: side }, {}, false));
  }
  /** The user's client drags the crawler `squares` along the row: preUpdateToken decides; the GM's client sees updateToken. */
  const moveAs = async (user: string, squares: number, check = true) => {
    t.stubs.actAs(user);
    const changed: Record<string, unknown> = { x: token.document.x + squares * 100 };
    const userId = t.g.game.user!.id;
    const allowed = check ? t.stubs.fire.preUpdate(token.document as never, changed, userId) : true;
    t.stubs.actAs("gm");
    if (allowed === false) return false;
    await token.document.update(changed);
    t.stubs.fire.updated(token.document as never, changed, userId);
    return true;
  };
  const lastNote = () => t.stubs.notifications.at(-1)?.message.split(" ")[0];
  const lastData = () => JSON.parse(t.stubs.notifications.at(-1)?.message.split(" ").slice(1).join(" ") || "{}") as Record<string, string>;
  return { ...t, crawler, token, moveAs, lastNote, lastData };
}

describe("a wrecked vehicle on the board (Guide 6.15)", () => {
  it("refuses a player's drag of a wreck during the battle, and says why", async () => {
    const t = await setup();
    expect(await t.moveAs("player1", 2)).toBe(true);
    await t.mark(t.crawler, WRECKED, 1);
    const x = t.token.document.x;
    expect(await t.moveAs("player1", 1)).toBe(false);
    expect(t.token.document.x).toBe(x);
    expect(t.stubs.notifications.at(-1)?.level).toBe("warn");
    expect(t.lastNote()).toBe("STARSKIRMISH.SpacePatrol.VehicleMove.refused.stops");
    // the name a user typed is shown as text
    expect(t.lastData()).toEqual({ vehicle: "Crawler &lt;b&gt;7&lt;/b&gt;" });
  });

  it("says how each kind of wreck stopped: a watercraft sinks, an aircraft plummets", async () => {
    for (const [vehicleType, fate] of [["watercraft", "sinks"], ["flying", "plummets"], ["wheeled", "stops"]]) {
      const t = await setup({ vehicleType });
      await t.mark(t.crawler, WRECKED, 1);
      expect(await t.moveAs("player1", 1)).toBe(false);
      expect(t.lastNote()).toBe(`STARSKIRMISH.SpacePatrol.VehicleMove.refused.${fate}`);
    }
  });

  it("lets the GM place a wreck without a word", async () => {
    const t = await setup();
    await t.mark(t.crawler, WRECKED, 1);
    const before = t.stubs.notifications.length;
    expect(await t.moveAs("gm", 3)).toBe(true);
    expect(t.stubs.notifications.length).toBe(before);
  });

  it("leaves a wreck alone outside the battle: no side turns, or its token no combatant", async () => {
    for (const opts of [{ fight: false }, { combatant: false }]) {
      const t = await setup(opts);
      await t.mark(t.crawler, WRECKED, 1);
      const before = t.stubs.notifications.length;
      expect(await t.moveAs("player1", 1)).toBe(true);
      expect(t.stubs.notifications.length).toBe(before);
    }
  });

  it("warns the GM of a player's move of a wreck that skipped the check", async () => {
    const t = await setup();
    await t.mark(t.crawler, WRECKED, 1);
    const before = t.stubs.notifications.length;
    expect(await t.moveAs("player1", 1, false)).toBe(true);
    expect(t.stubs.notifications.slice(before).map((n) => n.message.split(" ")[0])).toEqual(["STARSKIRMISH.SpacePatrol.VehicleMove.audit.wrecked"]);
    expect(t.lastData()).toMatchObject({ user: "player1" });
  });
});
