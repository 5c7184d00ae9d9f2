// @vitest-environment happy-dom
// A wrecked vehicle on the board (Guide 6.15: it "can perform no functions during the battle";
// ground vehicles stop, watercraft sink, aircraft plummet) after a real init: a player's drag of it
// while its token fights in the battle is refused on their client with the reason; the GM's moves
// pass; a whole vehicle, a wreck outside the battle, or one whose token is no combatant moves freely;
// and the GM's client warns of a player's move of a wreck that skipped the check. A vehicle's move per
// turn (6.7, 6.15: speed less its markers and its turn's share, in squares at the scene's ground scale,
// 6.1) is checked the same way, the turn read from the GM's record on the Combat, which the active GM's
// client keeps from every change of the token's rotation (the smaller angle from the facing it last saw).
import { describe, expect, it, vi } from "vitest";
import { getProperty } from "../../../helpers/foundry/utils";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { dragLegs } from "../../../helpers/foundry/token-movement";
import { pastOwnRefusals } from "../../../helpers/foundry/document";

const WRECKED = "sp-vehicle-wrecked";

async function setup(opts: { vehicleType?: string; fight?: boolean; combatant?: boolean; facingsSeen?: boolean } = {}) {
  const t = await spaceBoard();
  const crawler = t.vehicle("Actor.crawler", "Crawler <b>7</b>", { side: "players", speed: 12, vehicleType: (opts.vehicleType ?? "tracked") as never });
  crawler.ownership = { default: 0, player1: 3 };
  const token = t.place(crawler, 2, "tCrawler");
  const combat = new StandInCombat({ _id: "combat1" });
  if (opts.combatant !== false) combat.addCombatant({ _id: "cCrawler", name: "Crawler", actor: crawler, token: token.document, tokenId: "tCrawler" });
  t.g.game.combat = combat as never;
  if (opts.fight !== false) {
    const { startSideTurns } = await import("../../../../src/rulesets/space-patrol/rules/side-turns");
    const { writeState } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-store");
    const side = { die: null, tactics: null, leadership: null, modifier: 0, total: null };
    await writeState(combat as never, startSideTurns({ surprise: "none", first: "players", players: side, enemies: side }, {}, false));
    // every client sees the GM's write of the side turns: the GM's notes the combatants' facings
    t.stubs.actAs("gm");
    if (opts.facingsSeen !== false) t.stubs.fire.updated(combat as never, { flags: {} }, "gm");
  }
  /** The user's client drags the crawler `squares` along the row: preUpdateToken decides; the GM's client sees updateToken. */
  const moveAs = async (user: string, squares: number, check = true) => {
    t.stubs.actAs(user);
    const userId = t.g.game.user!.id;
    // the update asks preUpdateToken on the user's client; without `check`, a hostile client's, past it
    const write = () => token.document.update({ x: token.document.x + squares * 100 });
    const written = await (check ? write() : pastOwnRefusals(write));
    t.stubs.actAs("gm");
    if (!written) return false;
    t.stubs.fire.updated(token.document as never, token.document.updates.at(-1)!, userId);
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

/**
 * The crawler (tracked, speed 12, player1's, with a driver) in the battle. `moveAs` drags it along the
 * row; when the move is written, the GM's client sees updateToken with v13's measured path (in the
 * scene's grid distance, 1.5 a square here) and records the rules' inches.
 */
async function allowanceSetup(opts: { vehicleType?: string; speed?: number; groundScale?: unknown; facingsSeen?: boolean } = {}) {
  const t = await setup({ vehicleType: opts.vehicleType, facingsSeen: opts.facingsSeen });
  const driver = t.npc("Actor.driver", "Driver");
  driver.ownership = { default: 0, player1: 3 };
  await (t.crawler as unknown as { update(d: object): Promise<unknown> }).update({ system: { speed: opts.speed ?? 12, crew: [{ role: "driver", actorUuid: driver.uuid, actorName: "Driver" }] } });
  if (opts.groundScale !== undefined) (t.canvas.scene as unknown as { flags: object }).flags = { starskirmish: { spGroundScale: opts.groundScale } };
  const combat = t.g.game.combat as unknown as { flags: object };
  const recorded = () => getProperty(combat.flags, "starskirmish.spMoved.cCrawler.inches") as number | undefined;
  const recordedTurn = () => getProperty(combat.flags, "starskirmish.spMoved.cCrawler.turned") as number | undefined;
  const doc = t.token.document as unknown as { updates: Record<string, unknown>[]; rotation: number; flags: object };
  /** The active GM's client sees the token's changes of rotation (updateToken), as `user` made them, and records them. */
  const gmSees = async (changes: Record<string, unknown>[], user = "player1") => {
    const before = recordedTurn() ?? 0;
    for (const changed of changes) t.stubs.fire.updated(t.token.document as never, changed, user);
    if (changes.length > 0) await vi.waitFor(() => expect(recordedTurn() ?? 0).toBeGreaterThan(before));
  };
  /** The user turns the token by hand to `rotation`; the GM's client sees it unless told not. */
  const rotateAs = async (user: string, rotation: number) => {
    t.stubs.actAs(user);
    await (t.token.document as unknown as { update(d: object): Promise<unknown> }).update({ rotation });
    t.stubs.actAs("gm");
    await gmSees([{ rotation }], user);
  };
  const moveAs = async (user: string, squares: number, check = true) => {
    t.stubs.actAs(user);
    const userId = t.g.game.user!.id;
    const before = recorded() ?? 0;
    // the update asks preUpdateToken on the user's client; without `check`, a hostile client's, past it
    const write = () => t.token.document.update({ x: t.token.document.x + squares * 100 });
    const written = await (check ? write() : pastOwnRefusals(write));
    t.stubs.actAs("gm");
    if (!written) return false;
    t.token.document.movement = { passed: { distance: Math.abs(squares) * 1.5 } };
    t.stubs.fire.updated(t.token.document as never, t.token.document.updates.at(-1)!, userId);
    await vi.waitFor(() => expect(recorded() ?? 0).toBeGreaterThan(before));
    return true;
  };
  /**
   * The user drags the crawler through waypoints, each `[east, south]` squares on from the last, as
   * v13 writes a drag: one update per waypoint, each checked on the user's client with the
   * operation's plan. Returns how many legs were written; the first refused leg ends the drag.
   */
  const dragAs = async (user: string, steps: readonly (readonly [number, number])[]) => {
    const corners: { x: number; y: number }[] = [];
    let at = { x: t.token.document.x, y: t.token.document.y };
    for (const [east, south] of steps) corners.push((at = { x: at.x + east * 100, y: at.y + south * 100 }));
    let written = 0;
    for (const leg of dragLegs(t.token.document.id, corners)) {
      t.stubs.actAs(user);
      const userId = t.g.game.user!.id;
      const before = recorded() ?? 0;
      // the leg's update asks preUpdateToken on the user's client, with the operation's plan
      const allowed = await t.token.document.update({ ...leg.changed }, leg.options);
      t.stubs.actAs("gm");
      if (!allowed) break;
      t.stubs.fire.updated(t.token.document as never, t.token.document.updates.at(-1)!, userId);
      await vi.waitFor(() => expect(recorded() ?? 0).toBeGreaterThan(before));
      written++;
    }
    return written;
  };
  /** The driver's Turn button on player1's client; the rotations it wrote reach the GM's client unless `seen` is false. */
  const turn = async (degrees: number, { direction = "right", seen = true } = {}) => {
    const from = doc.updates.length;
    t.stubs.actAs("player1");
    t.answer({ degrees: String(degrees), direction });
    const ok = await (await import("../../../../src/rulesets/space-patrol/actions/vehicle-turn")).turnVehicle(t.crawler as never);
    t.stubs.actAs("gm");
    const rotations = doc.updates.slice(from);
    if (seen) await gmSees(rotations);
    return { ok, rotations };
  };
  return { ...t, driver, moveAs, dragAs, turn, recorded, recordedTurn, doc, gmSees, rotateAs };
}

describe("a vehicle's move per turn on the board (Guide 6.1, 6.7, 6.15)", () => {
  it("lets a player drive up to the speed, refuses the move past it with used and allowed inches, and counts from the GM's record", async () => {
    const t = await allowanceSetup();
    expect(await t.moveAs("player1", 8)).toBe(true);
    expect(t.recorded()).toBe(8);
    const x = t.token.document.x;
    expect(await t.moveAs("player1", 5)).toBe(false);
    expect(t.token.document.x).toBe(x);
    expect(t.lastNote()).toBe("STARSKIRMISH.SpacePatrol.VehicleMove.refused.pastAllowance.other");
    expect(t.lastData()).toMatchObject({ vehicle: "Crawler &lt;b&gt;7&lt;/b&gt;", used: "13", allowance: "12", count: "12" });
    expect(await t.moveAs("player1", 4)).toBe(true);
    expect(t.recorded()).toBe(12);
  });

  it("takes 10% off for each Damage and Failure Cascade Marker (6.15)", async () => {
    const t = await allowanceSetup({ speed: 20 });
    await t.mark(t.crawler, "sp-vehicle-damage", 1);
    await t.mark(t.crawler, "sp-vehicle-failureCascade", 1);
    expect(await t.moveAs("player1", 17)).toBe(false);
    expect(t.lastData()).toMatchObject({ used: "17", allowance: "16" });
    expect(await t.moveAs("player1", 16)).toBe(true);
  });

  it("takes off the share of the move the driver's turn cost this side turn (6.7)", async () => {
    for (const [vehicleType, degrees, left] of [
      ["tracked", 90, 6],
      ["watercraft", 90, 6],
      ["wheeled", 90, 9],
      ["flying", 180, 9],
      ["flying", 270, 6],
    ] as const) {
      const t = await allowanceSetup({ vehicleType });
      expect((await t.turn(degrees)).ok).toBe(true);
      // the GM's record holds the whole turn, a turn past half a circle included
      expect(t.recordedTurn()).toBe(degrees);
      expect(await t.moveAs("player1", left + 1)).toBe(false);
      expect(t.lastData()).toMatchObject({ allowance: String(left) });
      expect(await t.moveAs("player1", left)).toBe(true);
    }
  });

  it("forgets the turn once its side's next turn begins", async () => {
    const t = await allowanceSetup();
    expect((await t.turn(90)).ok).toBe(true);
    expect(await t.moveAs("player1", 7)).toBe(false);
    const { endSideTurn } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-flow");
    const combat = t.g.game.combat as never;
    // the enemies' turn, then the players' again: the crawler's record clears as its side starts
    await endSideTurn(combat);
    await endSideTurn(combat);
    expect(t.recordedTurn()).toBeUndefined();
    expect(await t.moveAs("player1", 12)).toBe(true);
  });

  it("keeps the turn where the player cannot write: clearing the token's flags gives no move back", async () => {
    const t = await allowanceSetup();
    expect((await t.turn(90)).ok).toBe(true);
    expect(t.recordedTurn()).toBe(90);
    // a hostile player strips everything the token carries
    t.doc.flags = {};
    expect(await t.moveAs("player1", 7)).toBe(false);
    expect(t.lastData()).toMatchObject({ allowance: "6" });
    expect(await t.moveAs("player1", 6)).toBe(true);
  });

  it("counts a turn by hand as the smaller angle between the facings, from the GM's record (6.7)", async () => {
    const t = await allowanceSetup();
    // from facing 0 to 270 is a quarter turn the other way: half a tracked vehicle's move
    await t.rotateAs("player1", 270);
    expect(t.recordedTurn()).toBe(90);
    expect(await t.moveAs("player1", 7)).toBe(false);
    expect(await t.moveAs("player1", 6)).toBe(true);
    expect(t.recordedTurn()).toBe(90);
    // a second turn adds to the first: two steps of up to 90 degrees take the whole move
    await t.rotateAs("player1", 300);
    expect(t.recordedTurn()).toBe(120);
    expect(await t.moveAs("player1", 1)).toBe(false);
    expect(t.lastData()).toMatchObject({ allowance: "0" });
  });

  it("counts a turn the GM makes by hand too, and none off the battle", async () => {
    const t = await allowanceSetup();
    await t.rotateAs("gm", 90);
    expect(t.recordedTurn()).toBe(90);
    const off = await setup({ fight: false });
    off.stubs.fire.updated(off.token.document as never, { rotation: 90 }, "player1");
    await new Promise((r) => setTimeout(r, 0));
    expect(getProperty((off.g.game.combat as unknown as { flags: object }).flags, "starskirmish.spMoved")).toBeUndefined();
  });

  it("measures a turn from the facing the GM's client last saw, noted when a combatant joins or at ready; an unseen one counts nothing", async () => {
    const t = await allowanceSetup({ facingsSeen: false });
    // this GM's client never saw the crawler's facing: its first change of rotation is only noted
    t.stubs.fire.updated(t.token.document as never, { rotation: 90 }, "player1");
    await new Promise((r) => setTimeout(r, 0));
    expect(t.recordedTurn()).toBeUndefined();
    await t.rotateAs("player1", 180);
    expect(t.recordedTurn()).toBe(90);
    const joined = await allowanceSetup({ facingsSeen: false });
    const combat = joined.g.game.combat as unknown as { combatants: { get(id: string): object } };
    joined.stubs.fire.created(combat.combatants.get("cCrawler") as never, "gm");
    await joined.rotateAs("player1", 90);
    expect(joined.recordedTurn()).toBe(90);
    // a GM's client that starts (or reloads) in the middle of the battle notes the facings at ready
    const reloaded = await allowanceSetup({ facingsSeen: false });
    reloaded.stubs.fire.ready();
    await reloaded.rotateAs("player1", 180);
    expect(reloaded.recordedTurn()).toBe(180);
  });

  it("reads a record stored before turns were kept as no turn, and a turn that is no count of degrees as none", async () => {
    const t = await allowanceSetup();
    const { readMoved } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-store");
    const combat = t.g.game.combat as unknown as { update(d: object): Promise<unknown> };
    await combat.update({ "flags.starskirmish.spMoved.cCrawler": { inches: 3 } });
    expect(readMoved(combat as never, "cCrawler")).toEqual({ inches: 3 });
    expect(await t.moveAs("player1", 9)).toBe(true);
    for (const turned of ["90", -90, Number.NaN, null]) {
      await combat.update({ "flags.starskirmish.spMoved.cCrawler": { inches: 0, turned } });
      expect(readMoved(combat as never, "cCrawler")).not.toHaveProperty("turned");
    }
    await combat.update({ "flags.starskirmish.spMoved.cCrawler": { inches: 0, turned: 90 } });
    expect(readMoved(combat as never, "cCrawler")).toMatchObject({ inches: 0, turned: 90 });
  });

  it("warns the GM of a drag made before the turn's record reached the player's client", async () => {
    const t = await allowanceSetup();
    const { ok, rotations } = await t.turn(90, { seen: false });
    expect(ok).toBe(true);
    // the player's client does not have the record yet: its check lets 10 inches through
    t.stubs.actAs("player1");
    const changed = { x: t.token.document.x + 1000 };
    expect(await t.token.document.update(changed)).toBe(t.token.document);
    t.stubs.actAs("gm");
    t.token.document.movement = { passed: { distance: 15 } };
    // the GM's client sees the rotation first, then the move, before it has written either
    const before = t.stubs.notifications.length;
    for (const r of rotations) t.stubs.fire.updated(t.token.document as never, r, "player1");
    t.stubs.fire.updated(t.token.document as never, changed, "player1");
    expect(t.stubs.notifications.slice(before).map((n) => n.message.split(" ")[0])).toEqual(["STARSKIRMISH.SpacePatrol.VehicleMove.audit.pastAllowance.other"]);
    expect(t.lastData()).toMatchObject({ user: "player1", count: "10", allowance: "6" });
    await vi.waitFor(() => expect(t.recorded()).toBe(10));
    expect(t.recordedTurn()).toBe(90);
  });

  it("counts a square as 10 or 100 inches at 15 m or 150 m to the square (6.1)", async () => {
    const fifteen = await allowanceSetup({ speed: 30, groundScale: 15 });
    expect(await fifteen.moveAs("player1", 2)).toBe(true);
    expect(fifteen.recorded()).toBe(20);
    expect(await fifteen.moveAs("player1", 2)).toBe(false);
    expect(fifteen.lastData()).toMatchObject({ used: "40", allowance: "30" });
    expect(await fifteen.moveAs("player1", 1)).toBe(true);
    const hundredFifty = await allowanceSetup({ speed: 250, groundScale: 150 });
    expect(await hundredFifty.moveAs("player1", 3)).toBe(false);
    expect(hundredFifty.lastData()).toMatchObject({ used: "300", allowance: "250" });
    expect(await hundredFifty.moveAs("player1", 2)).toBe(true);
    expect(hundredFifty.recorded()).toBe(200);
  });

  it("lets the GM move it past its speed, and tells them by how much", async () => {
    const t = await allowanceSetup();
    const before = t.stubs.notifications.length;
    expect(await t.moveAs("gm", 10)).toBe(true);
    expect(t.stubs.notifications.length).toBe(before);
    expect(await t.moveAs("gm", 10)).toBe(true);
    expect(t.recorded()).toBe(20);
    expect(t.stubs.notifications.slice(before).map((n) => [n.level, n.message.split(" ")[0]])).toEqual([["info", "STARSKIRMISH.SpacePatrol.VehicleMove.gmPast.other"]]);
    expect(t.lastData()).toMatchObject({ vehicle: "Crawler &lt;b&gt;7&lt;/b&gt;", count: "20", allowance: "12" });
  });

  it("judges a drag through waypoints by its whole path, before the vehicle sets off", async () => {
    const t = await allowanceSetup();
    const x = t.token.document.x;
    // 6 inches east, then 7 south: the first leg alone is within the 12, the path is not
    expect(await t.dragAs("player1", [[6, 0], [0, 7]])).toBe(0);
    expect(t.token.document.x).toBe(x);
    expect(t.lastNote()).toBe("STARSKIRMISH.SpacePatrol.VehicleMove.refused.pastAllowance.other");
    expect(t.lastData()).toMatchObject({ used: "13", allowance: "12" });
    // 6 east, then 6 south: each leg is written, and the GM's record adds them up
    expect(await t.dragAs("player1", [[6, 0], [0, 6]])).toBe(2);
    expect(t.recorded()).toBe(12);
    expect(await t.dragAs("player1", [[1, 0]])).toBe(0);
  });

  it("warns the GM of a player's move past the speed that skipped the check", async () => {
    const t = await allowanceSetup();
    expect(await t.moveAs("player1", 10)).toBe(true);
    const before = t.stubs.notifications.length;
    expect(await t.moveAs("player1", 5, false)).toBe(true);
    expect(t.stubs.notifications.slice(before).map((n) => n.message.split(" ")[0])).toEqual(["STARSKIRMISH.SpacePatrol.VehicleMove.audit.pastAllowance.other"]);
    expect(t.lastData()).toMatchObject({ user: "player1", count: "15", allowance: "12" });
  });

  it("shows on the sheet the inches moved this turn of the move left after turning, from the GM's record", async () => {
    /** The line in the rendered sheet of the board's crawler, or null. */
    const lineOf = async (board: { crawler: unknown }) => {
      const { VehicleSheet } = await import("../../../../src/rulesets/space-patrol/sheets/vehicle-sheet");
      const sheet = new VehicleSheet({ document: board.crawler } as never) as unknown as { render(force: boolean): Promise<unknown>; element: HTMLElement };
      await sheet.render(true);
      // the Movement section is there either way
      expect(sheet.element.querySelector(".sp-speed-now")).not.toBeNull();
      return sheet.element.querySelector(".sp-move-this-turn")?.textContent?.trim() ?? null;
    };
    const t = await allowanceSetup();
    const line = () => lineOf(t);
    expect(await line()).toBe("Moved 0 of 12 inches this turn");
    expect(await t.moveAs("player1", 4)).toBe(true);
    expect((await t.turn(90)).ok).toBe(true);
    expect(await line()).toBe("Moved 4 of 6 inches this turn");
    // a wreck's line already says it moves no more; outside the battle there is no turn to count
    await t.mark(t.crawler, WRECKED, 1);
    expect(await line()).toBeNull();
    expect(await lineOf(await setup({ fight: false }))).toBeNull();
  });

  it("redraws an open vehicle sheet when the GM's record of its move changes", async () => {
    const t = await allowanceSetup();
    const { VehicleSheet } = await import("../../../../src/rulesets/space-patrol/sheets/vehicle-sheet");
    const sheet = new VehicleSheet({ document: t.crawler } as never) as unknown as { render(force?: boolean): Promise<unknown>; element: HTMLElement };
    await sheet.render(true);
    // the sheet open on the actor, as Actor#sheet holds it in Foundry
    Object.defineProperty(t.crawler, "sheet", { value: sheet });
    const line = () => sheet.element.querySelector(".sp-move-this-turn")?.textContent?.trim();
    expect(line()).toBe("Moved 0 of 12 inches this turn");
    expect(await t.moveAs("player1", 5)).toBe(true);
    // the GM's write of the record reaches this client (the stand-in Combat fires no hook of its own)
    t.stubs.fire.updated(t.g.game.combat as never, { flags: { starskirmish: { spMoved: { cCrawler: { inches: 5 } } } } }, "gm");
    await vi.waitFor(() => expect(line()).toBe("Moved 5 of 12 inches this turn"));
    // a change of the side turns alone leaves the sheet as it is
    const renders = (sheet as unknown as { renderCount: number }).renderCount;
    t.stubs.fire.updated(t.g.game.combat as never, { flags: { starskirmish: { spSideTurn: {} } } }, "gm");
    await new Promise((r) => setTimeout(r, 20));
    expect((sheet as unknown as { renderCount: number }).renderCount).toBe(renders);
  });

  it("checks nothing outside the battle", async () => {
    const t = await setup({ fight: false });
    const before = t.stubs.notifications.length;
    expect(await t.moveAs("player1", 40)).toBe(true);
    expect(t.stubs.notifications.length).toBe(before);
  });
});
