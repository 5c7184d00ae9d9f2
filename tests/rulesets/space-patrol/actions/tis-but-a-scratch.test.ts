// @vitest-environment happy-dom
// "'Tis But a Scratch" (Guide 4.2) on stand-ins after a real init: a character's owner spends a
// Space Hero Point (an NPC's a Plot Armor Point) from the sheet, and the GM's client clears every
// Wound, Mortal Wound, Stun, Morale, Unconscious and Prone Marker, the kept ones included in a
// battle, leaving the rest; it refuses a player who does not own the character, a character with no
// point and one with nothing to clear. The sheet's button is offered only when the spend would do something.
import { describe, expect, it } from "vitest";
import { spaceBoard, type SpaceBoard } from "../../../helpers/space-patrol-board";
import { StandInCombat } from "../../../helpers/foundry/combat";
import { requestAs } from "../../../helpers/gm-requests";
import { renderedSheet } from "../../../helpers/rendered-sheet";
import { removedBy } from "./removed-by";
import type { StandInActor } from "../../../helpers/fake-documents";
import type { ScratchCardContext } from "../../../../src/rulesets/space-patrol/view/scratch-view";

const HURT = { "sp-wound": 2, "sp-mortalWound": 1, "sp-stun": 1, "sp-morale": 1, "sp-unconscious": 1, "sp-prone": 1, "sp-suppressed": 1 };

/** Puts the actor's token into a combat of the world, as the kit reads "in a battle". */
function inCombat(t: SpaceBoard, actor: StandInActor): void {
  t.place(actor, 0);
  const combat = new StandInCombat({ _id: "combat1" });
  combat.addCombatant({ _id: `c-${actor.id}`, name: actor.name, actor, token: t.tokenOf(actor).document, tokenId: t.tokenOf(actor).document.id });
  t.g.game.combats.set(combat.id, combat);
}

async function setup(points = 2) {
  const t = await spaceBoard();
  const rana = t.patrolman("Actor.rana", "Rana <b>Okafor</b>", { vigor: 1 });
  rana.ownership = { default: 0, player1: 3 };
  await rana.update({ system: { heroPoints: { value: points, max: 2 } } } as never);
  for (const [id, n] of Object.entries(HURT)) await t.mark(rana, id, n);
  const scratch = await import("../../../../src/rulesets/space-patrol/actions/tis-but-a-scratch");
  const scratchAs = (user: string, actor: StandInActor = rana) => requestAs(user, scratch.SCRATCH_REQUEST, { actorUuid: actor.uuid });
  const points_ = () => (rana.system as { heroPoints: { value: number } }).heroPoints.value;
  return { ...t, rana, scratch, scratchAs, points: points_ };
}

describe("'Tis But a Scratch (Guide 4.2)", () => {
  it("clears exactly the 4.2 markers on the GM's client in a battle, for one point, and says so on a card", async () => {
    const t = await setup();
    inCombat(t, t.rana);
    const by = removedBy(t, t.rana);
    expect(await t.scratchAs("player1")).toEqual({ ok: true });
    // Suppressed is no Wound, Stun or Morale Marker: it stays (Guide 6.6)
    expect(t.markers(t.rana)).toEqual({ "sp-suppressed": 1 });
    expect(by).toEqual(["gm", "gm", "gm", "gm", "gm", "gm"]);
    expect(t.points()).toBe(1);
    const card = t.card<ScratchCardContext>("cards/tis-but-a-scratch.hbs");
    expect(card).toMatchObject({ name: "Rana <b>Okafor</b>", left: 1, plotArmor: false });
    expect(card.cleared.map((c) => [c.label.split(".").at(-1), c.count])).toEqual([
      ["wound", 2], ["mortalWound", 1], ["stun", 1], ["morale", 1], ["unconscious", 1], ["prone", 1],
    ]);
    const message = t.messages.at(-1)!;
    expect(message.system.kind).toBe("spTisButAScratch");
    // the name a user typed is shown escaped
    expect(message.content).toContain("Rana &lt;b&gt;Okafor&lt;/b&gt;");
    expect(message.content).toContain("1 left this session");
  });

  it("refuses a second spend with nothing left to clear, so the point is not lost", async () => {
    const t = await setup();
    expect(await t.scratchAs("player1")).toEqual({ ok: true });
    expect(await t.scratchAs("player1")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scratch.refused.nothing" });
    expect(t.points()).toBe(1);
  });

  it("refuses a character with no point left, and a player who does not own the character", async () => {
    const t = await setup(0);
    expect(await t.scratchAs("player1")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scratch.refused.noPoints" });
    await t.rana.update({ system: { heroPoints: { value: 1 } } } as never);
    expect(await t.scratchAs("player2")).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scratch.refused.notYours" });
    expect(t.markers(t.rana)).toEqual(HURT);
    expect(t.points()).toBe(1);
  });

  it("works outside a battle the same way", async () => {
    const t = await setup();
    expect(await t.scratchAs("player1")).toEqual({ ok: true });
    expect(t.markers(t.rana)).toEqual({ "sp-suppressed": 1 });
    expect(t.points()).toBe(1);
  });

  it("spends an NPC's Plot Armor, the GM's to spend, and refuses a player", async () => {
    const t = await setup();
    const boss = t.npc("Actor.boss", "Dread Captain", { plotArmor: { value: 1, max: 1 } });
    boss.ownership = { default: 0 };
    inCombat(t, boss);
    await t.mark(boss, "sp-wound", 1);
    await t.mark(boss, "sp-stun", 1);
    expect(await t.scratchAs("player1", boss)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scratch.refused.notYours" });
    expect(await t.scratchAs("gm", boss)).toEqual({ ok: true });
    expect(t.markers(boss)).toEqual({});
    expect((boss.system as { plotArmor: { value: number } }).plotArmor.value).toBe(0);
    expect(t.card<ScratchCardContext>("cards/tis-but-a-scratch.hbs")).toMatchObject({ name: "Dread Captain", left: 0, plotArmor: true });
  });

  it("refuses a vehicle or a spacecraft: neither has points", async () => {
    const t = await setup();
    const ship = t.spacecraft("Actor.ship", "Cutter", {});
    expect(await t.scratchAs("gm", ship)).toEqual({ ok: false, reason: "STARSKIRMISH.SpacePatrol.Scratch.refused.noPoints" });
  });
});

describe("the sheet's 'Tis But a Scratch button (Guide 4.2)", () => {
  const button = (el: HTMLElement) => el.querySelector<HTMLButtonElement>('[data-action="tisButAScratch"]');
  const tooltip = (el: HTMLElement) => button(el)?.closest<HTMLElement>("[data-tooltip-text]")?.dataset.tooltipText;

  it("is offered with a point and a marker to clear; confirmed, it spends the point through the GM", async () => {
    const t = await setup();
    inCombat(t, t.rana);
    t.asUser("player1");
    const { PatrolmanSheet } = await import("../../../../src/rulesets/space-patrol/sheets/patrolman-sheet");
    const { sheet, click } = await renderedSheet(PatrolmanSheet, t.rana);
    expect(button(sheet.element)?.disabled).toBe(false);
    // the stand-in's i18n reads lang/en.json
    expect(tooltip(sheet.element)).toMatch(/^Spend a Space Hero Point .* \(4\.2\)\.$/);
    t.confirm(false);
    await click('[data-action="tisButAScratch"]');
    expect(t.points()).toBe(2);
    expect(t.markers(t.rana)).toEqual(HURT);
    t.confirm(true);
    await click('[data-action="tisButAScratch"]');
    expect(t.points()).toBe(1);
    expect(t.markers(t.rana)).toEqual({ "sp-suppressed": 1 });
    await sheet.render();
    expect(button(sheet.element)?.disabled).toBe(true);
    expect(tooltip(sheet.element)).toMatch(/^No Wound, Mortal Wound, Stun, Morale, Unconscious or Prone Marker/);
  });

  it("is disabled with no point left, and absent for an observer", async () => {
    const t = await setup(0);
    t.asUser("player1");
    const { PatrolmanSheet } = await import("../../../../src/rulesets/space-patrol/sheets/patrolman-sheet");
    const owned = await renderedSheet(PatrolmanSheet, t.rana);
    expect(button(owned.sheet.element)?.disabled).toBe(true);
    expect(tooltip(owned.sheet.element)).toMatch(/^No Space Hero Points/);
    t.asUser("player2");
    t.rana.ownership = { default: 0, player1: 3, player2: 2 };
    const observed = await renderedSheet(PatrolmanSheet, t.rana);
    expect(button(observed.sheet.element)).toBeNull();
  });

  it("is on the NPC sheet by its Plot Armor", async () => {
    const t = await setup();
    const boss = t.npc("Actor.boss", "Dread Captain", { plotArmor: { value: 1, max: 1 } });
    await t.mark(boss, "sp-morale", 1);
    t.asUser("gm");
    const { NpcSheet } = await import("../../../../src/rulesets/space-patrol/sheets/npc-sheet");
    const { sheet, click } = await renderedSheet(NpcSheet, boss);
    expect(button(sheet.element)?.disabled).toBe(false);
    await click('[data-action="tisButAScratch"]');
    expect(t.markers(boss)).toEqual({});
    expect((boss.system as { plotArmor: { value: number } }).plotArmor.value).toBe(0);
  });
});

describe("scratchButton and the card's list (Guide 4.2)", () => {
  it("needs a point and one of the markers it clears, and lists only those", async () => {
    const { scratchButton, scratchCleared } = await import("../../../../src/rulesets/space-patrol/view/scratch-view");
    expect(scratchButton(1, { "sp-prone": 1 })).toEqual({ disabled: false, tooltip: "STARSKIRMISH.SpacePatrol.Scratch.hint" });
    expect(scratchButton(0, { "sp-wound": 1 }).tooltip).toBe("STARSKIRMISH.SpacePatrol.Scratch.noPoints");
    expect(scratchButton(3, { "sp-suppressed": 1, "sp-hunkered": 1 })).toEqual({ disabled: true, tooltip: "STARSKIRMISH.SpacePatrol.Scratch.nothing" });
    expect(scratchCleared({ "sp-wound": 3, "sp-suppressed": 1 })).toEqual([{ label: "STARSKIRMISH.SpacePatrol.Marker.individual.wound", count: 3, many: true }]);
  });
});
