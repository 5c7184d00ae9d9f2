// @vitest-environment happy-dom
// The shared turn glue after a real init, with a made-up turn that rolls initiative each turn:
// the banner (real template) shows the turn and the GM's buttons, the initiative is rolled with
// real Rolls (a tie re-rolled) and posted as a card, Next stores the position on the Combat,
// markers that end come off on the GM's client, and players can move nothing.
import { describe, expect, it, vi } from "vitest";
import { join } from "node:path";
import { checkedSequence, eachPlayer, type TurnPlayer } from "../../../src/core/turn/index";
import type { TurnBinding } from "../../../src/system/turn/turn-binding";
import type { InitiativeCardView } from "../../../src/core/turn/initiative-view";
import { strikerBoard } from "../../helpers/striker-board";
import { StandInCombat } from "../../helpers/foundry/combat";
// @ts-expect-error the environment is plain JavaScript shared with the gallery script
import { createEnv } from "../../../gallery/handlebars-env.mjs";

const SEATS: readonly TurnPlayer[] = [
  { id: "player1", label: "STARSKIRMISH.Striker.Turn.player.first" },
  { id: "player2", label: "STARSKIRMISH.Striker.Turn.player.second" },
];

// Labels borrowed from the language file so the real template can render them.
const FIXTURE = checkedSequence({
  players: SEATS,
  initiativeRoll: { die: 6, reRollTies: true },
  phases: [
    { id: "command", label: "STARSKIRMISH.Striker.Phase.command" },
    ...eachPlayer(SEATS, (p) => [{ id: `${p.id}Movement`, label: `STARSKIRMISH.Striker.Phase.${p.id === "player1" ? "first" : "second"}Movement` }]),
  ],
});

const root = join(__dirname, "../../..");

async function setup(isGM: boolean, stored: Record<string, unknown> = {}) {
  const b = await strikerBoard([3, 3, 5, 2, 6, 1]);
  const { stubs, g } = b;
  // The gallery's environment in English, so the banner reads as players see it.
  const env = (await createEnv(root)) as { render(template: string, context: object): string };
  g.foundry.applications.handlebars.renderTemplate = async (path: string, context: object) => {
    const template = path.replace("systems/starskirmish/templates/", "");
    stubs.rendered.push({ path, context: context as Record<string, unknown> });
    return env.render(template, context);
  };
  // The combat tracker, redrawn when the turn changes.
  const ui = Object.assign(g.ui, { combat: { render: vi.fn() } });
  stubs.actAs(isGM ? "gm" : "player1");
  const store = await import("../../../src/system/markers/marker-store");
  const blue = b.team("Actor.blue", "Blue");
  const red = b.team("Actor.red", "Red");
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ...stored } } });
  combat.addCombatant({ actor: blue, token: b.place(blue, "tb1", 0, 1).document });
  combat.addCombatant({ actor: blue, token: b.place(blue, "tb2", 100, 1).document });
  combat.addCombatant({ actor: red, token: b.place(red, "tr", 500, -1).document });
  g.game.combat = combat;
  /** The system's flags on the Combat, as they stand now. */
  const flags = () => (combat.flags.starskirmish ?? {}) as Record<string, unknown>;
  /** Each flag the system set on the Combat, in order. */
  const sets = () => combat.updates.flatMap((u) => Object.keys((u.flags as { starskirmish?: object } | undefined)?.starskirmish ?? {}));
  const expired: string[] = [];
  const binding: TurnBinding = {
    ruleSet: "striker",
    sequence: FIXTURE,
    flag: "turnPosition",
    cssClass: "fixture",
    // Moved ends at the start of the blue side's movement phase; red's at red's.
    markerEnds: ({ disposition, markers }) => (markers["str-moved"] ? [{ marker: "str-moved", ends: { eachStartOf: { phase: disposition === 1 ? "player1Movement" : "player2Movement" } } }] : []),
    async onMarkerExpired(actor, marker) {
      expired.push(`${actor.uuid}:${marker}`);
    },
  };
  const moved = store.markerDefinition("str-moved")!;
  await store.adjustMarker(blue as never, moved, 1);
  await store.adjustMarker(red as never, moved, 1);
  const banner = await import("../../../src/system/turn/turn-banner");
  const advance = await import("../../../src/system/turn/turn-advance");
  const { activateTurns } = await import("../../../src/system/turn/activate-turns");
  const render = async () => {
    const html = document.createElement("div");
    html.innerHTML = `<ol class="combat-tracker"></ol>`;
    await banner.renderTurnBanner(html, async () => binding);
    return html;
  };
  return { ...b, ui, binding, combat, flags, sets, rolls: { rolled: b.rolled }, warnings: stubs.notes, expired, store, blue, red, render, banner, advance, activateTurns };
}

describe("the shared turn banner", () => {
  it("shows where the turn stands above the tracker's list, with the GM's buttons", async () => {
    const t = await setup(true, { turnPosition: { turn: 2, phase: "player2Movement" } });
    const html = await t.render();
    const section = html.firstElementChild as HTMLElement;
    expect(section.classList.contains("ssk-turn")).toBe(true);
    expect(section.classList.contains("fixture")).toBe(true);
    expect(section.querySelector(".ssk-turn-where")?.textContent).toBe("Turn 2 · Second player: movement");
    expect(section.querySelector(".ssk-turn-who")?.textContent).toBe("Second player acts");
    expect(section.querySelector("[data-turn-action='next']")?.textContent).toBe("Next: Command phase");
    expect(section.querySelector("[data-turn-action='initiative']")?.textContent).toBe("Roll initiative");
    expect(section.nextElementSibling?.classList.contains("combat-tracker")).toBe(true);
    // Drawn again, it replaces itself.
    await t.banner.renderTurnBanner(html, async () => t.binding);
    expect(html.querySelectorAll(".ssk-turn")).toHaveLength(1);
  });

  it("rolls initiative with real Rolls, re-rolling the tie, stores the order and posts the card", async () => {
    const t = await setup(true);
    const html = await t.render();
    html.querySelector<HTMLElement>("[data-turn-action='initiative']")!.click();
    await vi.waitFor(() => expect(t.messages).toHaveLength(1));
    // 3 v 3 is a tie; the re-roll 5 v 2 puts the friendly side first.
    expect(t.rolls.rolled).toEqual(["2d6", "2d6"]);
    expect(t.messages[0]!.rolls).toHaveLength(2);
    expect(t.messages[0]!.system.kind).toBe("turnInitiative");
    expect(t.flags().turnInitiative).toEqual({
      turn: 1,
      order: [
        { id: "friendly", label: "STARSKIRMISH.Turn.Side.friendly" },
        { id: "hostile", label: "STARSKIRMISH.Turn.Side.hostile" },
      ],
    });
    const card = t.context<InitiativeCardView>("shared/cards/turn-initiative.hbs");
    expect(card.rounds.map((r) => r.reRoll)).toEqual([false, true]);
    expect(card.firstLabel).toBe("STARSKIRMISH.Turn.Side.friendly");
    const after = await t.render();
    expect(after.querySelector(".ssk-turn-initiative")?.textContent).toBe("Initiative: Friendly Hostile");
    expect(after.querySelector("[data-turn-action='initiative']")).toBeNull();
  });

  it("Next stores each step on the Combat, takes off markers as their end passes, and rolls the new turn's initiative", async () => {
    const t = await setup(true, { turnPosition: { turn: 1, phase: "command" }, turnInitiative: { turn: 1, order: [] } });
    const html = await t.render();
    html.querySelector<HTMLElement>("[data-turn-action='next']")!.click();
    await vi.waitFor(() => expect(t.flags().turnPosition).toEqual({ turn: 1, phase: "player1Movement" }));
    await vi.waitFor(() => expect(t.expired).toEqual(["Actor.blue:str-moved"]));
    expect(t.store.readMarkers(t.blue as never)).toEqual({});
    expect(t.store.readMarkers(t.red as never)).toEqual({ "str-moved": 1 });
    expect(await t.advance.advanceTurn(t.combat as never, t.binding)).toEqual({ turn: 1, phase: "player2Movement" });
    expect(t.store.readMarkers(t.red as never)).toEqual({});
    expect(t.rolls.rolled).toEqual([]);
    // Into turn 2: its first phase is where initiative is rolled.
    expect(await t.advance.advanceTurn(t.combat as never, t.binding)).toEqual({ turn: 2, phase: "command" });
    expect(t.rolls.rolled).toEqual(["2d6", "2d6"]);
    expect(t.flags().turnInitiative).toMatchObject({ turn: 2 });
    expect(t.sets()).toEqual(["turnPosition", "turnPosition", "turnPosition", "turnInitiative"]);
  });

  it("gives players no buttons, and moves or rolls nothing for them", async () => {
    const t = await setup(false, { turnPosition: { turn: 1, phase: "player1Movement" } });
    const html = await t.render();
    expect(html.querySelector("button")).toBeNull();
    expect(html.querySelector(".ssk-turn-where")?.textContent).toBe("Turn 1 · First player: movement");
    expect(await t.advance.advanceTurn(t.combat as never, t.binding)).toBeNull();
    const { rollTurnInitiative } = await import("../../../src/system/turn/turn-initiative");
    expect(await rollTurnInitiative(t.combat as never, t.binding, 1)).toBeNull();
    const { removeExpiredMarkers } = await import("../../../src/system/turn/marker-expiry");
    await removeExpiredMarkers(t.combat as never, t.binding, { turn: 1, phase: "command" }, { turn: 1, phase: "player1Movement" });
    expect(t.sets()).toEqual([]);
    expect(t.store.readMarkers(t.blue as never)).toEqual({ "str-moved": 1 });
  });

  it("wants two sides to roll initiative", async () => {
    const t = await setup(true);
    // Only the friendly side is in the fight.
    for (const c of [...t.combat.combatants]) if (c.actor === t.red) t.combat.combatants.delete(c.id);
    const { rollTurnInitiative } = await import("../../../src/system/turn/turn-initiative");
    expect(await rollTurnInitiative(t.combat as never, t.binding, 1)).toBeNull();
    expect(t.warnings).toEqual(["STARSKIRMISH.Turn.Initiative.needsTwo"]);
    expect(t.rolls.rolled).toEqual([]);
  });

  it("hooks the banner into the tracker and redraws it once for the changes to the position or initiative that land together", async () => {
    const t = await setup(true);
    const before = t.stubs.hooks.get("renderCombatTracker")?.length ?? 0;
    // Only this binding's redraw hook, not the one the Striker world registered at init.
    for (const fn of t.stubs.hooks.get("updateCombat") ?? []) t.stubs.hooks.off("updateCombat", fn);
    t.activateTurns(t.binding.flag, async () => t.binding);
    expect(t.stubs.hooks.get("renderCombatTracker")).toHaveLength(before + 1);
    const settled = () => new Promise((r) => setTimeout(r, 5));
    t.stubs.fire.updated(t.combat, { round: 2 }, "gm");
    await settled();
    expect(t.ui.combat.render).not.toHaveBeenCalled();
    // two changes that land together are drawn once; a later one again
    t.stubs.fire.updated(t.combat, { flags: { starskirmish: { turnPosition: { turn: 1, phase: "command" } } } }, "gm");
    t.stubs.fire.updated(t.combat, { flags: { starskirmish: { turnInitiative: { turn: 1, order: [] } } } }, "gm");
    await settled();
    expect(t.ui.combat.render).toHaveBeenCalledTimes(1);
    t.stubs.fire.updated(t.combat, { flags: { starskirmish: { turnPosition: { turn: 1, phase: "movement" } } } }, "gm");
    await settled();
    expect(t.ui.combat.render).toHaveBeenCalledTimes(2);
  });
});
