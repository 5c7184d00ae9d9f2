// @vitest-environment happy-dom
// Space Patrol! side turns against stand-ins after a real init: initiative rolled once with real
// Rolls into a Combat flag and a card, side turns ending and starting with start-of-turn prompts
// for the new side only, Done marks through the GM query with its ownership check, "moved this
// turn" from token movement, the fire dialog pre-set from it (SP-4 drive codes included), and
// Tactics points spent on a task card within Guide 6.3's limits.
import type { surpriseCardContext } from "../../../../src/rulesets/space-patrol/view/surprise-card";
import { answerLate } from "../../../helpers/late-answers";
import { gmRecorded } from "../../../helpers/gm-recorded";
import { describe, expect, it, vi } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { requestAs } from "../../../helpers/gm-requests";
import { StandInCombat } from "../../../helpers/foundry/combat";
import type { StandInActor } from "../../../helpers/fake-documents";
import { getProperty } from "../../../helpers/foundry/utils";
import type { SideTurnState } from "../../../../src/rulesets/space-patrol/rules/side-turns";
import type { InitiativeCardContext } from "../../../../src/rulesets/space-patrol/view/initiative-card";
import type { SideTurnView } from "../../../../src/rulesets/space-patrol/view/side-turn-view";
import type { TaskCardContext } from "../../../../src/rulesets/space-patrol/view/task-card";
import type { FireCardContext } from "../../../../src/rulesets/space-patrol/view/fire-card";
import type { MeleeCardContext } from "../../../../src/rulesets/space-patrol/view/melee-card";
import type { FireRecord } from "../../../../src/rulesets/space-patrol/cards/fire-record";

/** The fire dialog's presets, as the fire action hands them to its template. */
interface FireDialog {
  moved: boolean;
  undetected: boolean;
  targets: { index: number; moved?: boolean; twoMoves?: boolean }[];
}

/** Who owns an actor: a player's id, or "gm" for the GM alone. */
const ownedBy = (owner: string) => (owner === "gm" ? { default: 0 } : { default: 0, [owner]: 3 });

async function setup(faces: number[]) {
  const t = await spaceBoard(faces);
  const { stubs, g } = t;
  const laser = () => t.item("weapon", "laser", { code: "M", kind: "energyWeapon", attack: "energy", effective: { range: 40, penetration: 5, bonus: 0 } });
  // Guide 6.2: the patrol's best Tactics 3 and Leadership 2 make +5; Guide 6.3: its pool is 3.
  const rana = t.patrolman("Actor.rana", "Rana", { tactics: 3, leadership: 2, energyWeapons: 2, vigor: 0, communications: 1 }, [laser()]);
  const ito = t.patrolman("Actor.ito", "Ito", { tactics: 0, vigor: 0 });
  const zed = t.npc("Actor.zed", "Zed", { side: "enemies", assets: { tactics: 1, vigor: 0, energyWeapons: 1 } }, [laser()]);
  const crawler = t.vehicle("Actor.crawler", "Crawler", { side: "enemies", driveCode: 4 });
  for (const [a, owner] of [[rana, "player1"], [ito, "player2"], [zed, "gm"], [crawler, "gm"]] as const) a.ownership = ownedBy(owner);
  for (const [a, id, x] of [[rana, "tRana", 0], [ito, "tIto", 0], [zed, "tZed", 10], [crawler, "tCrawler", 10]] as const) t.place(a, x, id);
  const combat = new StandInCombat({ _id: "combat1" });
  for (const a of [rana, ito, zed, crawler]) combat.addCombatant({ _id: `c${a.name}`, name: a.name, actor: a, tokenId: t.tokenOf(a).id });
  g.game.combat = combat;
  g.game.combats.set(combat.id, combat);
  const player = stubs.users.get("player1")!;
  const gm = stubs.users.get("gm")!;
  stubs.actAs("gm");
  g.game.i18n.format = (k: string, d?: object) => `${k} ${JSON.stringify(d)}`;
  let taskAnswer: object = { dt: 12 };
  // the fire dialog is answered as a user who accepts what it shows checked
  stubs.dialogs.answerWith((kind) => {
    if (kind === "wait") return surprise;
    const fire = t.rendered.filter((r) => r.path.endsWith("dialogs/fire.hbs")).at(-1)?.context as FireDialog | undefined;
    if (!fire) return taskAnswer;
    const targets = fire.targets.flatMap((x) => [[`moved${x.index}`, x.moved], [`twoMoves${x.index}`, x.twoMoves]]);
    return { moved: fire.moved, undetected: fire.undetected, ...Object.fromEntries(targets) };
  });
  let surprise: unknown = "none";
  const state = () => getProperty(combat.flags, "starskirmish.spSideTurn") as SideTurnState | undefined;
  /** A combatant's moves this turn, as the Combat keeps them. */
  const moved = (combatantId: string) => getProperty(combat.flags, `starskirmish.spMoved.${combatantId}`);
  return {
    ...t, rana, ito, zed, crawler, combat, state, moved, player, gm,
    laserOf: (a: StandInActor) => a.items.get("laser")!,
    as: (user: { id: string }) => stubs.actAs(user.id),
    surprise: (s: unknown) => (surprise = s),
    task: (a: object) => (taskAnswer = a),
  };
}

async function stun(actor: StandInActor) {
  const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
  await adjustMarker(actor as never, markerDefinition("sp-stun")!, 1);
}

async function rolled(faces: number[]) {
  const t = await setup(faces);
  const { rollSideInitiative } = await import("../../../../src/rulesets/space-patrol/turn/side-initiative");
  await rollSideInitiative(t.combat as never);
  return t;
}

describe("initiative once per combat (Guide 6.2, SP-12)", () => {
  it("rolls a real d12 per side, stores the state on the Combat and posts the card; a tie goes to the players", async () => {
    // players 5 + 5 = 10, enemies 9 + 1 = 10: a tie
    const t = await rolled([5, 9]);
    expect(t.notes).toEqual([]);
    const card = t.messages[0]!;
    expect(card.system.kind).toBe("spInitiative");
    expect(card.rolls.map((r) => [r.formula, r.total])).toEqual([["1d12", 5], ["1d12", 9]]);
    const context = t.card<InitiativeCardContext>("cards/initiative.hbs");
    expect(context.rows.map((r) => [r.side, r.die, r.modifier, r.total, r.first])).toEqual([["players", 5, 5, 10, true], ["enemies", 9, 1, 10, false]]);
    expect(context.rows[0]).toMatchObject({ tacticsBy: "Rana", leadershipBy: "Rana" });
    expect(context.reason).toEqual({ key: "STARSKIRMISH.SpacePatrol.SideTurn.reason.tie", high: 10, low: 10 });
    expect(t.state()).toMatchObject({ acting: "players", round: 1, order: ["players", "enemies"], pools: { players: 3, enemies: 1, neutral: 0 } });
  });

  it("is refused a second time, and for a player", async () => {
    const t = await rolled([5, 9]);
    const { rollSideInitiative } = await import("../../../../src/rulesets/space-patrol/turn/side-initiative");
    await rollSideInitiative(t.combat as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.SideTurn.alreadyRolled"]);
    await t.combat.update({ "flags.starskirmish.-=spSideTurn": null });
    t.as(t.player);
    await rollSideInitiative(t.combat as never);
    expect(t.messages.filter((m) => m.system.kind === "spInitiative")).toHaveLength(1);
    expect(t.state()).toBeUndefined();
  });

  it("rolls a sneak for the GM: the patrol's lowest Stealth against the enemy's best Recon, and the unseen side acts first (6.2)", async () => {
    // Stealth: Rana 2, Ito 1, so 1: 12 + 1 = 13 against DT 12; Zed's Recon 1: 5 + 1 = 6, not seen
    const t = await setup([12, 5]);
    await t.rana.update({ system: { assets: { stealth: 2 } } });
    await t.ito.update({ system: { assets: { stealth: 1 } } });
    await t.zed.update({ system: { assets: { recon: 1 } } });
    t.surprise("playersSneak");
    const { rollSideInitiative } = await import("../../../../src/rulesets/space-patrol/turn/side-initiative");
    await rollSideInitiative(t.combat as never);
    const card = t.card<ReturnType<typeof surpriseCardContext>>("cards/surprise.hbs");
    expect([card.stealth.asset.level, card.stealth.total, card.stealth.success]).toEqual(["1", 13, true]);
    expect([card.recon.asset.level, card.recon.total, card.recon.success]).toEqual(["1", 6, false]);
    // the players hid: the outcome names their side (6.2)
    expect(card.outcome).toBe("STARSKIRMISH.SpacePatrol.SideTurn.sneak.surprised.players");
    expect(t.state()).toMatchObject({ acting: "players", surprise: "enemiesSurprised" });
  });

  it("rolls initiative as usual when the watchers see the sneak coming (6.2)", async () => {
    // Stealth X (one disadvantage): 15 against DT 16 fails; then the d12s 5 and 9
    const t = await setup([15, 14, 5, 9]);
    t.surprise("enemiesSneak");
    const { rollSideInitiative } = await import("../../../../src/rulesets/space-patrol/turn/side-initiative");
    await rollSideInitiative(t.combat as never);
    expect(t.card<{ outcome: string }>("cards/surprise.hbs").outcome).toBe("STARSKIRMISH.SpacePatrol.SideTurn.sneak.noSurprise");
    expect(t.state()).toMatchObject({ surprise: "none", acting: "players" });
  });

  it("rolls nothing under surprise: the hidden side acts first and fires undetected in its first turn", async () => {
    const t = await setup([]);
    t.surprise("playersSurprised");
    const { rollSideInitiative } = await import("../../../../src/rulesets/space-patrol/turn/side-initiative");
    await rollSideInitiative(t.combat as never);
    expect(t.messages[0]!.rolls).toEqual([]);
    expect(t.state()).toMatchObject({ acting: "enemies", surprise: "playersSurprised" });
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    const { endSideTurn } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-flow");
    const undetected = async () => {
      t.target(t.rana);
      await fireWeapon(t.zed as never, t.laserOf(t.zed) as never);
      return t.card<FireDialog>("dialogs/fire.hbs").undetected;
    };
    expect(await undetected()).toBe(true);
    await endSideTurn(t.combat as never);
    await endSideTurn(t.combat as never);
    expect(t.state()).toMatchObject({ acting: "enemies", round: 2 });
    expect(await undetected()).toBe(false);
  });
});

describe("side turns (Guide 6.2, 6.4; SP-11)", () => {
  it("prompt the start-of-turn checks of the side whose turn starts, and only of that side", async () => {
    const t = await setup([5, 9]);
    await stun(t.rana);
    await stun(t.zed);
    const { rollSideInitiative } = await import("../../../../src/rulesets/space-patrol/turn/side-initiative");
    await rollSideInitiative(t.combat as never);
    const prompts = () => t.messages.filter((m) => m.system.kind === "spStartOfTurn").map((m) => m.system.actorUuid);
    expect(prompts()).toEqual(["Actor.rana"]);
    const { endSideTurn } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-flow");
    await endSideTurn(t.combat as never);
    expect(t.state()).toMatchObject({ acting: "enemies", round: 1 });
    expect(prompts()).toEqual(["Actor.rana", "Actor.zed"]);
    await endSideTurn(t.combat as never);
    expect(t.state()).toMatchObject({ acting: "players", round: 2, pools: { players: 3 } });
    expect(prompts()).toEqual(["Actor.rana", "Actor.zed", "Actor.rana"]);
  });

  it("are no longer prompted per combatant turn", async () => {
    const t = await setup([]);
    await stun(t.rana);
    t.combat.turn = 0;
    t.stubs.fire.combatTurnChanged(t.combat, {}, { round: 1, turn: 0, combatantId: "cRana" });
    await new Promise((r) => setTimeout(r, 0));
    expect(t.messages.filter((m) => m.system.kind === "spStartOfTurn")).toEqual([]);
    expect(t.stubs.hooks.get("renderCombatTracker")).toHaveLength(1);
  });

  it("a player marks his own combatant done through the GM, and cannot mark another's", async () => {
    const t = await rolled([5, 9]);
    const { requestSideTurn } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-query");
    t.as(t.player);
    expect(await requestSideTurn({ action: "done", combatId: "combat1", combatantId: "cIto", done: true })).toBe(false);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.SideTurn.notYourCombatant"]);
    expect(t.state()?.done).toEqual([]);
    expect(await requestSideTurn({ action: "done", combatId: "combat1", combatantId: "cRana", done: true })).toBe(true);
    expect(t.state()?.done).toEqual(["cRana"]);
    // the GM may mark anyone of the acting side, but nobody of the side that waits
    t.as(t.gm);
    expect(await requestSideTurn({ action: "done", combatId: "combat1", combatantId: "cZed", done: true })).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.SideTurn.notActing");
    // a request missing its combatant is refused on its shape, whoever sends it
    const { SIDE_TURN_REQUEST } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-query");
    const malformed = { action: "done", combatId: "combat1" } as unknown as Parameters<typeof requestSideTurn>[0];
    expect(await requestAs("player1", SIDE_TURN_REQUEST, malformed)).toEqual({ ok: false, reason: "STARSKIRMISH.GmRequest.badShape" });
    expect(t.state()?.done).toEqual(["cRana"]);
  });

  it("highlight the acting side's rows in the tracker with a Done toggle for their owners only", async () => {
    const t = await rolled([5, 9]);
    t.as(t.player);
    const { renderSideTurnBanner } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-banner");
    const html = document.createElement("div");
    html.innerHTML = `<ol class="combat-tracker">${["cRana", "cIto", "cZed"].map((id) => `<li class="combatant" data-combatant-id="${id}"><div class="combatant-controls"></div></li>`).join("")}</ol>`;
    await renderSideTurnBanner(html);
    const row = (id: string) => html.querySelector(`li.combatant[data-combatant-id="${id}"]`)!;
    expect(row("cRana").classList.contains("sp-side-acting")).toBe(true);
    expect(row("cZed").classList.contains("sp-side-acting")).toBe(false);
    expect(row("cRana").querySelector("[data-sp-done]")).not.toBeNull();
    expect(row("cIto").querySelector("[data-sp-done]")).toBeNull();
    const view = t.card<SideTurnView>("parts/side-turn.hbs");
    expect(view).toMatchObject({ rolled: true, gm: false, round: 1, actingLabel: "STARSKIRMISH.Field.Choice.players" });
    expect(view.acting.map((a) => a.name)).toEqual(["Rana", "Ito"]);
    (row("cRana").querySelector("[data-sp-done]") as HTMLElement).click();
    await vi.waitFor(() => expect(t.state()?.done).toEqual(["cRana"]));
  });

  it("let the GM take a point from a side's pool for a roll whose card takes none, never below 0", async () => {
    const t = await rolled([5, 9]);
    const { takePoolPoint } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-flow");
    t.as(t.player);
    await takePoolPoint(t.combat as never, "enemies");
    expect(t.state()?.pools.enemies).toBe(1);
    t.as(t.gm);
    await takePoolPoint(t.combat as never, "enemies");
    expect(t.state()?.pools.enemies).toBe(0);
    await takePoolPoint(t.combat as never, "enemies");
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Tactics.noPool"]);
    expect(t.state()?.pools).toEqual({ players: 3, enemies: 0, neutral: 0 });
  });

  it("keeps a pool point taken as the GM ends the side turn, and ends the turn once for two clicks at once", async () => {
    const t = await rolled([5, 9]);
    const flow = await import("../../../../src/rulesets/space-patrol/turn/side-turn-flow");
    t.as(t.gm);
    answerLate(t.combat);
    expect(t.state()).toMatchObject({ acting: "players", round: 1, pools: { enemies: 1 } });
    await Promise.all([flow.endSideTurn(t.combat as never), flow.takePoolPoint(t.combat as never, "enemies")]);
    expect(t.state()).toMatchObject({ acting: "enemies", round: 1, pools: { enemies: 0 } });
    await Promise.all([flow.endSideTurn(t.combat as never), flow.endSideTurn(t.combat as never)]);
    expect(t.state()).toMatchObject({ acting: "players", round: 2 });
  });

  it("keeps a Done mark being written as the GM takes a pool point: the GM's click waits its turn behind the request", async () => {
    const t = await rolled([5, 9]);
    const { takePoolPoint } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-flow");
    const { requestSideTurn } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-query");
    t.as(t.gm);
    // the combat changes on this client only when the server answers, as in v13
    answerLate(t.combat);
    await Promise.all([requestSideTurn({ action: "done", combatId: "combat1", combatantId: "cRana", done: true }), takePoolPoint(t.combat as never, "enemies")]);
    expect(t.state()?.done).toEqual(["cRana"]);
    expect(t.state()?.pools.enemies).toBe(0);
  });
});

type SideTurns = Awaited<ReturnType<typeof setup>>;

/** A move of `metres` by the actor's token, and updateToken fired as v13 fires it: (document, changed, options, userId). */
const move = (t: SideTurns, actor: StandInActor, metres: number) => {
  const token = t.tokenOf(actor);
  token.document.movement = { passed: { distance: metres } };
  t.stubs.fire.updated(token.document, { x: 100 }, t.g.game.user!.id);
};

describe("moved this turn (Guide 6.5, 6.6)", () => {
  it("is recorded in inches on the GM's client, summed, with a vehicle's drive code, and cleared when its side's turn starts", async () => {
    const t = await rolled([5, 9]);
    move(t, t.rana, 4.5);
    await vi.waitFor(() => expect(t.moved("cRana")).toEqual({ inches: 3 }));
    move(t, t.rana, 3);
    await vi.waitFor(() => expect(t.moved("cRana")).toEqual({ inches: 5 }));
    move(t, t.crawler, 15);
    await vi.waitFor(() => expect(t.moved("cCrawler")).toEqual({ inches: 10, driveCode: 4 }));
    const { endSideTurn } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-flow");
    await endSideTurn(t.combat as never);
    // the enemies' turn starts: their records clear, the players' moves still count against shots at them
    expect(getProperty(t.combat.flags, "starskirmish.spMoved")).toMatchObject({ cRana: { inches: 5 }, cCrawler: null });
  });

  it("counts inches alike on a scene measured in inches, the grid new scenes get (Guide 6.1)", async () => {
    const t = await rolled([5, 9]);
    Object.assign(t.canvas.grid, { distance: 1, units: "in" });
    move(t, t.rana, 3);
    await vi.waitFor(() => expect(t.moved("cRana")).toEqual({ inches: 3 }));
  });

  it("writes the moves of tokens moved together in one Combat update, each summed on its own", async () => {
    const t = await rolled([5, 9]);
    const writes = t.combat.updates.length;
    // the GM drags three selected tokens at once: v13 fires updateToken for each, in one go
    move(t, t.rana, 4.5);
    move(t, t.ito, 3);
    move(t, t.crawler, 15);
    await vi.waitFor(() => expect(t.moved("cCrawler")).toEqual({ inches: 10, driveCode: 4 }));
    expect(t.combat.updates.length).toBe(writes + 1);
    expect([t.moved("cRana"), t.moved("cIto")]).toEqual([{ inches: 3 }, { inches: 2 }]);
    // a second move of one of them, later, adds to its record in a write of its own
    move(t, t.rana, 3);
    await vi.waitFor(() => expect(t.moved("cRana")).toEqual({ inches: 5 }));
    expect(t.combat.updates.length).toBe(writes + 2);
  });

  it("is not written by a player's client, nor for a rotation", async () => {
    const t = await rolled([5, 9]);
    const writes = t.combat.updates.length;
    t.as(t.player);
    move(t, t.rana, 3);
    t.as(t.gm);
    t.stubs.fire.updated(t.tokenOf(t.rana).document, { rotation: 90 }, "gm");
    await new Promise((r) => setTimeout(r, 0));
    expect(t.combat.updates.length).toBe(writes);
  });
});

describe("markers bound to the turn (Guide 6.4, 6.6)", () => {
  const mark = async (actor: StandInActor, id: string) => {
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(actor as never, markerDefinition(id)!, 1);
  };
  const has = async (actor: StandInActor) => {
    const { readMarkers } = await import("../../../../src/system/markers/marker-store");
    const counts = readMarkers(actor as never);
    return Object.keys(counts).filter((k) => (counts[k] ?? 0) > 0).sort();
  };

  it("over-watch and hunkering come off as their side acts again, not before", async () => {
    const t = await setup([5, 9]);
    await mark(t.rana, "sp-overwatch");
    await mark(t.rana, "sp-hunkered");
    await mark(t.zed, "sp-overwatch");
    const { rollSideInitiative } = await import("../../../../src/rulesets/space-patrol/turn/side-initiative");
    await rollSideInitiative(t.combat as never);
    expect(await has(t.rana)).toEqual([]);
    expect(await has(t.zed)).toEqual(["sp-overwatch"]);
    const { endSideTurn } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-flow");
    await endSideTurn(t.combat as never);
    expect(await has(t.zed)).toEqual([]);
  });

  it("aim taken in a turn lasts through the next one and is gone at its end", async () => {
    const t = await rolled([5, 9]);
    const { endSideTurn } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-flow");
    await mark(t.rana, "sp-steadyAim");
    await endSideTurn(t.combat as never); // the players' turn ends: the aim is for their next
    expect(await has(t.rana)).toEqual(["sp-steadyAim"]);
    await endSideTurn(t.combat as never); // the enemies' turn ends; the players' second turn begins
    expect(await has(t.rana)).toEqual(["sp-steadyAim"]);
    await endSideTurn(t.combat as never); // not used by the end of that turn
    expect(await has(t.rana)).toEqual([]);
  });

  it("a move spoils the aim", async () => {
    const t = await rolled([5, 9]);
    await mark(t.rana, "sp-steadyAim");
    await mark(t.rana, "sp-wound");
    move(t, t.rana, 3);
    await vi.waitFor(async () => expect(await has(t.rana)).toEqual(["sp-wound"]));
  });
});

describe("fire reads the side turns (Guide 6.6, SP-4)", () => {
  it("pre-sets the shooter's move and a moving target vehicle's drive code disadvantages", async () => {
    // d20 19 + Energy Weapons 2 = 21. Advantages: vehicle 1. Disadvantages: shooter moved 1, a moving
    // vehicle with drive code 4 against a shooter on foot (-1): faster 1 and 3+ faster 1 = 3. Net 2: DT 20.
    const t = await rolled([5, 9, 19, 1, 1, 1]);
    await t.combat.update({ "flags.starskirmish.spMoved.cRana": { inches: 4 }, "flags.starskirmish.spMoved.cCrawler": { inches: 10, driveCode: 4 } });
    t.target(t.crawler);
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(t.rana as never, t.laserOf(t.rana) as never);
    expect(t.notes).toEqual([]);
    const dialog = t.card<FireDialog>("dialogs/fire.hbs");
    expect(dialog).toMatchObject({ moved: true, undetected: false });
    expect(dialog.targets[0]!.moved).toBe(true);
    const hit = t.card<FireCardContext>("cards/fire.hbs").targets[0];
    expect(hit).toMatchObject({ advantages: 1, disadvantages: 3, dt: 20 });
  });

  it("leaves them unchecked when nothing moved", async () => {
    const t = await rolled([5, 9, 19, 1, 1, 1]);
    t.target(t.zed);
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(t.rana as never, t.laserOf(t.rana) as never);
    const dialog = t.card<FireDialog>("dialogs/fire.hbs");
    expect([dialog.moved, dialog.targets[0]!.moved]).toEqual([false, false]);
    // the target did not move and is in the open: one advantage, DT 8
    expect(t.card<FireCardContext>("cards/fire.hbs").targets[0]).toMatchObject({ advantages: 1, disadvantages: 0, dt: 8 });
  });
});

describe("two moves (Guide 6.6)", () => {
  it("are pre-set for a person who moved farther than one move allows, and cost the shooter a disadvantage", async () => {
    // Zed: 8" plus Athletics X (0) is one move; 12" is two. The target moved: no "still in the open" advantage.
    const t = await rolled([5, 9, 19, 1, 1, 1, 19, 1, 1, 1]);
    await t.combat.update({ "flags.starskirmish.spMoved.cZed": { inches: 12 } });
    t.target(t.zed);
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(t.rana as never, t.laserOf(t.rana) as never);
    const dialog = () => t.card<FireDialog>("dialogs/fire.hbs");
    expect(dialog().targets[0]).toMatchObject({ moved: true, twoMoves: true });
    const card = () => t.card<FireCardContext>("cards/fire.hbs").targets[0];
    expect(card()).toMatchObject({ advantages: 0, disadvantages: 1, dt: 16 });
    await t.combat.update({ "flags.starskirmish.spMoved.cZed": { inches: 8 } });
    await fireWeapon(t.rana as never, t.laserOf(t.rana) as never);
    expect(dialog().targets[0]).toMatchObject({ moved: true, twoMoves: false });
    expect(card()).toMatchObject({ advantages: 0, disadvantages: 0, dt: 12 });
  });
});

describe("Tactics points on a task card (Guide 6.3)", () => {
  async function taskCard(faces: number[], asset = "energyWeapons") {
    const t = await rolled(faces);
    const { rollAssetTask } = await import("../../../../src/rulesets/space-patrol/actions/asset-task");
    t.as(t.player);
    await rollAssetTask(t.rana as never, asset);
    const message = t.messages.find((m) => m.system.kind === "spTask")!;
    // the GM's client judges a spend from its ledger entry for the card, written once it saw the card
    await gmRecorded(message.id);
    const card = () => t.card<TaskCardContext>("cards/task-roll.hbs");
    const { requestSideTurn } = await import("../../../../src/rulesets/space-patrol/turn/side-turn-query");
    const spend = (side: string, points: number) => requestSideTurn({ action: "tactics", messageId: message.id, side: side as never, points });
    return { ...t, message, card, spend };
  }

  it("turns a miss into a success and takes the point from the side's pool", async () => {
    // d20 9 + Energy Weapons 2 = 11 against DT 12
    const t = await taskCard([5, 9, 9]);
    expect(t.card().result).toMatchObject({ total: 11, success: false });
    expect(t.card().tactics!.sides.map((s) => [s.side, s.canSpend, s.gmOnly])).toEqual([["players", true, false], ["enemies", true, true]]);
    expect(await t.spend("players", 1)).toBe(true);
    expect(t.card().result).toMatchObject({ total: 12, success: true, specialSuccesses: 0 });
    expect(t.card().tactics!.netLabel).toBe("+1");
    expect(t.message.system.payload.tactics).toEqual([{ side: "players", points: 1 }]);
    expect(t.state()?.pools.players).toBe(2);
  });

  it("refuses a fourth point from one side on one roll, and a point the pool does not have", async () => {
    const t = await taskCard([5, 9, 9]);
    await t.combat.update({ "flags.starskirmish.spSideTurn.pools.players": 5 });
    for (let i = 0; i < 3; i++) expect(await t.spend("players", 1)).toBe(true);
    expect(t.card().tactics!.sides[0]!.canSpend).toBe(false);
    expect(await t.spend("players", -1)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.Tactics.limit");
    expect(t.state()?.pools.players).toBe(2);
    // the enemies' pool is Zed's Tactics 1, spent by the GM only
    expect(await t.spend("enemies", -1)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.Tactics.notAllowed");
    t.as(t.gm);
    expect(await t.spend("enemies", -1)).toBe(true);
    expect(await t.spend("enemies", -1)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.Tactics.noPool");
    expect(t.card().result).toMatchObject({ total: 13, success: true });
    expect(t.state()?.pools.enemies).toBe(0);
  });

  it("keeps the limit where the author cannot reach it: clearing the card's spends or making it a combat task changes nothing", async () => {
    const t = await taskCard([5, 9, 9]);
    await t.combat.update({ "flags.starskirmish.spSideTurn.pools.players": 5 });
    for (let i = 0; i < 3; i++) expect(await t.spend("players", 1)).toBe(true);
    // the author owns his message and rewrites its payload
    await t.message.update({ "system.payload.tactics": [] });
    expect(t.message.system.payload.tactics).toEqual([]);
    expect(await t.spend("players", 1)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.Tactics.limit");
    expect(t.state()?.pools.players).toBe(2);
  });

  it("refuses a spend on a non-combat task even after its author marks it as one", async () => {
    const t = await taskCard([5, 9, 9], "communications");
    await t.message.update({ "system.payload.tacticsSides": ["players", "enemies"] });
    expect(t.message.system.payload.tacticsSides).toEqual(["players", "enemies"]);
    expect(await t.spend("players", 1)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.Tactics.notCombatTask");
  });

  it("offers nothing for a task that is not a combat task, and refuses a spend on it", async () => {
    const t = await taskCard([5, 9, 9], "communications");
    expect(t.card().tactics).toBeNull();
    expect(await t.spend("players", 1)).toBe(false);
    expect(t.notes.at(-1)).toBe("STARSKIRMISH.SpacePatrol.Tactics.notCombatTask");
  });

  it("offers nothing before initiative is rolled", async () => {
    const t = await setup([9]);
    const { rollAssetTask } = await import("../../../../src/rulesets/space-patrol/actions/asset-task");
    await rollAssetTask(t.rana as never, "energyWeapons");
    expect(t.card<TaskCardContext>("cards/task-roll.hbs").tactics).toBeNull();
  });
});

describe("Tactics points on a fire card (Guide 6.3)", () => {
  async function fired(faces: number[]) {
    const t = await rolled(faces);
    t.target(t.zed);
    const { fireWeapon } = await import("../../../../src/rulesets/space-patrol/actions/fire");
    await fireWeapon(t.rana as never, t.laserOf(t.rana) as never);
    expect(t.notes).toEqual([]);
    const message = t.messages.find((m) => m.system.kind === "spFire")!;
    const card = () => t.card<FireCardContext>("cards/fire.hbs").targets[0]!;
    const { FIRE_TACTICS_REQUEST } = await import("../../../../src/rulesets/space-patrol/turn/fire-tactics");
    const spend = (user: string, side: "players" | "enemies", points: 1 | -1) => requestAs(user, FIRE_TACTICS_REQUEST, { messageId: message.id, row: 0, side, points });
    return { ...t, message, card, spend };
  }

  it("turns a miss into a hit with new damage dice, takes it back, and gives it again on the same dice; Apply lands the revised result", async () => {
    // Zed stands still in the open: one advantage, DT 8 (SP-5); d20 5 + Energy Weapons 2 = 7, a miss,
    // no damage rolled; then the hit's 3d10
    const t = await fired([5, 9, 5, 6, 6, 6]);
    expect(t.card()).toMatchObject({ hits: 0, dt: 8 });
    expect(t.card().shots[0]!.tactics?.sides.map((s) => s.side)).toEqual(["players", "enemies"]);
    expect(t.facesLeft()).toBe(3);
    expect(t.message.system.targets).toEqual([]);
    // any player of the side may spend its points (6.3); the enemies' are the GM's alone
    expect(await t.spend("player1", "enemies", -1)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.notAllowed" });
    const first = await t.spend("player1", "players", 1);
    expect(first).toEqual({ ok: true });
    expect(t.card()).toMatchObject({ hits: 1 });
    // the point spent is a term of the written roll (6.3)
    expect(t.card().shots[0]).toMatchObject({ d20: 5, total: 8 });
    expect(t.card().shots[0]!.roll.terms.at(-1)).toEqual({ sign: "+", key: "STARSKIRMISH.SpacePatrol.TaskSum.tactics", value: 1 });
    expect(t.card().damage.map((d) => d.dice)).toEqual(["6 + 6 + 6"]);
    expect(t.facesLeft()).toBe(0);
    expect(t.message.system.targets.map((x: { key: string }) => x.key)).toEqual(["tZed"]);
    expect(t.state()?.pools.players).toBe(2);
    // the GM's point for the enemies takes it back; the players' second point gives it again, on the same dice
    expect((await t.spend("gm", "enemies", -1)).ok).toBe(true);
    expect(t.card().hits).toBe(0);
    expect(t.message.system.targets).toEqual([]);
    expect((await t.spend("player1", "players", 1)).ok).toBe(true);
    expect(t.card().damage.map((d) => d.dice)).toEqual(["6 + 6 + 6"]);
    const markers = t.card().markers;
    const { applyAs } = await import("../../../helpers/gm-requests");
    expect(await applyAs("player1", t.message.id, "tZed")).toEqual({ ok: true });
    expect(Object.fromEntries(Object.entries(t.markers(t.zed)).filter(([, n]) => n > 0))).toEqual(Object.fromEntries(Object.entries(markers).filter(([, n]) => n > 0)));
    // once a target has its result, the fire stands
    expect(await t.spend("player1", "players", 1)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.appliedAttack" });
  });

  it("lands nothing from spends and damage dice a player wrote into his own fire card", async () => {
    const t = await fired([5, 9, 5]);
    const payload = { ...t.message.system.payload, tactics: [{ row: 0, side: "players", points: 1 }], slots: { damage0: [10, 10, 10] } };
    t.as(t.player);
    const { postCard } = await import("../../../../src/system/cards/post-card");
    const { FIRE_CARD } = await import("../../../../src/rulesets/space-patrol/cards/attacks");
    await postCard(FIRE_CARD, {
      actor: t.rana as never,
      rolls: t.message.rolls as never,
      context: { ...t.rendered.filter((r) => r.path.endsWith("cards/fire.hbs")).at(-1)!.context },
      // the recorded fire with the forged spend and dice: the card's own payload type
      payload: payload as unknown as FireRecord,
      targets: [{ key: "tZed", actorUuid: t.zed.uuid, name: "Zed", markers: { "sp-wound": 1 }, data: { dead: false, index: 0, crewDamage: 0 } }],
    });
    const forged = t.messages.filter((m) => m.system.kind === "spFire").at(-1)!;
    expect(forged.id).not.toBe(t.message.id);
    const { applyAs } = await import("../../../helpers/gm-requests");
    expect(await applyAs("player1", forged.id, "tZed")).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notDerivable" });
    const { FIRE_TACTICS_REQUEST } = await import("../../../../src/rulesets/space-patrol/turn/fire-tactics");
    expect(await requestAs("player1", FIRE_TACTICS_REQUEST, { messageId: forged.id, row: 0, side: "players", points: 1 })).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.badCard" });
    expect(t.markers(t.zed)["sp-wound"] ?? 0).toBe(0);
  });

  it("rolls a failed attack roll again with an additional advantage for a Space Hero Point, once (Guide 4.2)", async () => {
    // d20 5 + 2 = 7 against DT 8 misses; the second d20 of 15 with one more advantage hits
    const t = await fired([5, 9, 5, 15, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
    expect(t.card().shots[0]).toMatchObject({ success: false, canReroll: false });
    await (t.rana as unknown as { update(d: object): Promise<unknown> }).update({ system: { heroPoints: { value: 1, max: 2 } } });
    const { FIRE_NOT_SO_FAST_REQUEST } = await import("../../../../src/rulesets/space-patrol/turn/fire-not-so-fast");
    // Ito's player does not play Rana
    expect(await requestAs("player2", FIRE_NOT_SO_FAST_REQUEST, { messageId: t.message.id, row: 0 })).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notYourActor" });
    expect(await requestAs("player1", FIRE_NOT_SO_FAST_REQUEST, { messageId: t.message.id, row: 0 })).toEqual({ ok: true });
    const shot = t.card().shots[0]!;
    expect(shot).toMatchObject({ d20: 15, success: true, rerolled: true, canReroll: false });
    expect(t.card().advantages).toBe(1);
    expect((t.rana.system as { heroPoints: { value: number } }).heroPoints.value).toBe(0);
    expect(t.message.system.targets.map((x: { key: string }) => x.key)).toEqual(["tZed"]);
    expect(await requestAs("player1", FIRE_NOT_SO_FAST_REQUEST, { messageId: t.message.id, row: 0 })).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Roll.noReroll" });
    const markers = t.card().markers;
    const { applyAs } = await import("../../../helpers/gm-requests");
    expect(await applyAs("player1", t.message.id, "tZed")).toEqual({ ok: true });
    expect(Object.fromEntries(Object.entries(t.markers(t.zed)).filter(([, n]) => n > 0))).toEqual(Object.fromEntries(Object.entries(markers).filter(([, n]) => n > 0)));
  });

  it("refuses a point once the turn the fire was made in is over", async () => {
    const t = await fired([5, 9, 5, 6, 6, 6]);
    await t.combat.update({ "flags.starskirmish.spSideTurn.acting": "enemies" });
    expect(await t.spend("gm", "players", 1)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.turnOver" });
  });
});

describe("Tactics points on a melee card (Guide 6.3)", () => {
  async function struck(faces: number[]) {
    const t = await rolled(faces);
    const knife = t.item("weapon", "knife", { code: "S", kind: "blade", attack: "melee", reach: 1, maxHits: 2, effective: { range: 1, penetration: 3, bonus: 0 } });
    t.give(t.rana, knife);
    await (t.rana as unknown as { update(d: object): Promise<unknown> }).update({ system: { assets: { blades: 2 } } });
    t.place(t.zed, 1, "tZed");
    t.target(t.zed);
    t.task({ choice: "knife", targetReach: 0, targetFighting: "0", attackers: 1 });
    const { meleeAttack } = await import("../../../../src/rulesets/space-patrol/actions/melee");
    await meleeAttack(t.rana as never);
    expect(t.notes).toEqual([]);
    const message = t.messages.find((m) => m.system.kind === "spMelee")!;
    const card = () => t.rendered.filter((r) => r.path.endsWith("cards/melee.hbs")).at(-1)!.context as unknown as MeleeCardContext;
    const { MELEE_TACTICS_REQUEST } = await import("../../../../src/rulesets/space-patrol/turn/melee-tactics");
    const spend = (user: string, side: "players" | "enemies", points: 1 | -1) => requestAs(user, MELEE_TACTICS_REQUEST, { messageId: message.id, row: 0, side, points });
    return { ...t, message, card, spend };
  }

  it("turns a missed strike into a hit with new damage dice, takes it back and gives it again on the same dice; Apply lands it", async () => {
    // the knife's reach: one advantage, DT 8 (SP-5); d20 5 + Blades 2 = 7, a miss; then the hit's 3d10
    const t = await struck([5, 9, 5, 6, 6, 6]);
    expect([t.card().roll?.dt, t.card().roll?.total, t.card().hits]).toEqual([8, 7, 0]);
    expect(t.card().tactics?.sides.map((s) => s.side)).toEqual(["players", "enemies"]);
    expect(t.facesLeft()).toBe(3);
    expect((await t.spend("player1", "players", 1)).ok).toBe(true);
    expect([t.card().roll?.total, t.card().hits, t.card().roll?.terms.at(-1)]).toEqual([8, 1, { sign: "+", key: "STARSKIRMISH.SpacePatrol.TaskSum.tactics", value: 1 }]);
    expect(t.card().damage.map((d) => d.dice)).toEqual(["6 + 6 + 6"]);
    expect(t.facesLeft()).toBe(0);
    expect(t.message.system.targets.map((x: { key: string }) => x.key)).toEqual(["tZed"]);
    expect((await t.spend("gm", "enemies", -1)).ok).toBe(true);
    expect(t.card().hits).toBe(0);
    expect(t.message.system.targets).toEqual([]);
    expect((await t.spend("player1", "players", 1)).ok).toBe(true);
    expect(t.card().damage.map((d) => d.dice)).toEqual(["6 + 6 + 6"]);
    const markers = t.card().markers;
    const { applyAs } = await import("../../../helpers/gm-requests");
    expect(await applyAs("player1", t.message.id, "tZed")).toEqual({ ok: true });
    expect(Object.fromEntries(Object.entries(t.markers(t.zed)).filter(([, n]) => n > 0))).toEqual(Object.fromEntries(Object.entries(markers).filter(([, n]) => n > 0)));
    expect(await t.spend("player1", "players", 1)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Tactics.appliedAttack" });
  });

  it("rolls a failed strike again with an additional advantage for a Space Hero Point, once (Guide 4.2)", async () => {
    // d20 5 + 2 = 7 against DT 8 misses; the second d20 of 12 with one more advantage hits
    const t = await struck([5, 9, 5, 12, 6, 6, 6, 6, 6, 6]);
    expect(t.card()).toMatchObject({ hits: 0, canReroll: false });
    const advantages = t.card().roll?.advantages ?? 0;
    await (t.rana as unknown as { update(d: object): Promise<unknown> }).update({ system: { heroPoints: { value: 1, max: 2 } } });
    const { MELEE_NOT_SO_FAST_REQUEST } = await import("../../../../src/rulesets/space-patrol/turn/melee-not-so-fast");
    expect(await requestAs("player2", MELEE_NOT_SO_FAST_REQUEST, { messageId: t.message.id })).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notYourActor" });
    expect(await requestAs("player1", MELEE_NOT_SO_FAST_REQUEST, { messageId: t.message.id })).toEqual({ ok: true });
    expect(t.card()).toMatchObject({ rerolled: true, canReroll: false });
    expect(t.card().roll).toMatchObject({ d20: 12, success: true, advantages: advantages + 1 });
    expect(t.card().hits).toBeGreaterThan(0);
    expect((t.rana.system as { heroPoints: { value: number } }).heroPoints.value).toBe(0);
    expect(await requestAs("player1", MELEE_NOT_SO_FAST_REQUEST, { messageId: t.message.id })).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Roll.noReroll" });
    const markers = t.card().markers;
    const { applyAs } = await import("../../../helpers/gm-requests");
    expect(await applyAs("player1", t.message.id, "tZed")).toEqual({ ok: true });
    expect(Object.fromEntries(Object.entries(t.markers(t.zed)).filter(([, n]) => n > 0))).toEqual(Object.fromEntries(Object.entries(markers).filter(([, n]) => n > 0)));
  });
});
