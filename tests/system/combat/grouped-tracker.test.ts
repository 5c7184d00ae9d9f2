// @vitest-environment happy-dom
// The system's combat tracker over v13's (the stand-in draws core's list of li.combatant rows): a
// dropped squad's combatants folded under one group row with its name, count and what its members
// carry, each member's markers and state on its own row, the acting group marked, folding kept on
// this client without a redraw, and the acting group chosen by a GM only. Names stay text.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../../helpers/boot";
import { makeActor } from "../../helpers/fake-documents";
import { StandInCombat } from "../../helpers/foundry/combat";

async function trackerWorld() {
  const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": "space-patrol" });
  stubs.actAs("gm");
  const combat = new StandInCombat({ _id: "combat1" });
  g.game.combat = combat;
  const [group] = await combat.createEmbeddedDocuments("CombatantGroup", [{ name: `<img src=x onerror="window.__x=1">Squad A1.1` }]);
  const people = ["Ana", "Bo", "Cy"].map((name) => makeActor({ _id: name.toLowerCase(), name, type: "spNpc" }));
  const { adjustMarker, markerDefinition } = await import("../../../src/system/markers/marker-store");
  await adjustMarker(people[0] as never, markerDefinition("sp-wound")!, 2);
  await adjustMarker(people[1] as never, markerDefinition("sp-wound")!, 1);
  for (const p of people) combat.addCombatant({ _id: `c${p.name}`, name: p.name, actor: p, group: group!.id });
  const loner = makeActor({ _id: "zed", name: "Zed", type: "spNpc" });
  combat.addCombatant({ _id: "cZed", name: "Zed", actor: loner });
  combat.turn = 1;
  const { GroupedCombatTracker } = await import("../../../src/system/combat/grouped-tracker");
  const tracker = new (GroupedCombatTracker as unknown as new () => { render(): Promise<unknown>; element: HTMLElement })();
  await tracker.render();
  return { stubs, g, combat, group: group!, tracker };
}

describe("the grouped combat tracker", () => {
  it("is the tracker the system sets for the world", async () => {
    const { g } = await trackerWorld();
    const { GroupedCombatTracker } = await import("../../../src/system/combat/grouped-tracker");
    expect((g.CONFIG as { ui: { combat?: unknown } }).ui.combat).toBe(GroupedCombatTracker);
  });

  it("folds a group's members under one row with its name as text, its count and what its members carry", async () => {
    const { tracker, group } = await trackerWorld();
    const row = tracker.element.querySelector<HTMLElement>(`li.combatant-group[data-group-id="${group.id}"]`)!;
    expect(row).not.toBeNull();
    expect(row.querySelector(".ssk-group-name")!.textContent).toBe(`<img src=x onerror="window.__x=1">Squad A1.1`);
    expect(row.querySelector("img")).toBeNull();
    expect(row.querySelector(".ssk-group-count")!.textContent).toBe("3 members");
    expect(row.querySelector(".ssk-group-summary")!.textContent).toMatch(/: 2 of 3$/);
    expect([...row.querySelectorAll<HTMLElement>(".ssk-group-members > li.combatant")].map((li) => li.dataset.combatantId)).toEqual(["cAna", "cBo", "cCy"]);
    // the ungrouped combatant keeps its own row at the top level
    expect(tracker.element.querySelector("ol.combat-tracker > li.combatant[data-combatant-id='cZed']")).not.toBeNull();
  });

  it("shows each member's markers on its row, counted", async () => {
    const { tracker } = await trackerWorld();
    const state = (id: string) => tracker.element.querySelector(`li[data-combatant-id='${id}'] .ssk-combatant-state`)?.textContent ?? null;
    expect(state("cAna")).toMatch(/×2$/);
    expect(state("cBo")).not.toContain("×");
    expect(state("cCy")).toBeNull();
  });

  it("marks the group whose member acts, and folds it on this client without a redraw", async () => {
    const { tracker, group } = await trackerWorld();
    const row = () => tracker.element.querySelector<HTMLElement>(`li.combatant-group[data-group-id="${group.id}"]`)!;
    expect(row().classList.contains("active")).toBe(true);
    row().querySelector<HTMLElement>("[data-action='toggleGroup']")!.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(row().querySelector<HTMLElement>(".ssk-group-members")!.hidden).toBe(true);
    // a redraw keeps it folded
    await tracker.render();
    expect(row().querySelector<HTMLElement>(".ssk-group-members")!.hidden).toBe(true);
    row().querySelector<HTMLElement>("[data-action='toggleGroup']")!.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(row().querySelector<HTMLElement>(".ssk-group-members")!.hidden).toBe(false);
  });

  it("offers no group activation in a rule set that acts by side, and refuses it to a player", async () => {
    const { tracker, stubs, combat } = await trackerWorld();
    expect(tracker.element.querySelector("[data-action='activateGroup']")).toBeNull();
    const { GroupedCombatTracker } = await import("../../../src/system/combat/grouped-tracker");
    // a player's click on a drawn button (drawn for a GM in a rule set that acts by unit)
    const button = document.createElement("button");
    button.dataset.action = "activateGroup";
    const groupRow = tracker.element.querySelector<HTMLElement>("li.combatant-group")!;
    groupRow.querySelector(".ssk-group-header")!.append(button);
    stubs.actAs("player1");
    button.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(stubs.notes.at(-1)).toBe("STARSKIRMISH.Combat.Group.gmOnly");
    expect(combat.turn).toBe(1);
    // the GM's click makes the group's first member act
    stubs.actAs("gm");
    combat.turn = 3;
    button.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(combat.updates.at(-1)).toEqual({ turn: 0 });
    expect(GroupedCombatTracker).toBeDefined();
  });
});

describe("the grouped tracker with a rule set's turn", () => {
  it("keeps Striker's turn banner above the list, drawn by core's renderCombatTracker hook, with the group rows below", async () => {
    const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": "striker" });
    stubs.actAs("gm");
    const combat = new StandInCombat({ _id: "combat1" });
    g.game.combat = combat;
    const [group] = await combat.createEmbeddedDocuments("CombatantGroup", [{ name: "Squad A1" }]);
    for (const name of ["Red", "Blue"]) combat.addCombatant({ _id: `c${name}`, name, actor: makeActor({ _id: name.toLowerCase(), name, type: "strTeam" }), group: group!.id });
    const { GroupedCombatTracker } = await import("../../../src/system/combat/grouped-tracker");
    const tracker = new (GroupedCombatTracker as unknown as new () => { render(): Promise<unknown>; element: HTMLElement })();
    await tracker.render();
    await new Promise((r) => setTimeout(r, 0));
    const banner = tracker.element.querySelector(".ssk-turn");
    const list = tracker.element.querySelector("ol.combat-tracker");
    expect(banner).not.toBeNull();
    expect(banner!.compareDocumentPosition(list!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(list!.querySelectorAll("li.combatant-group .ssk-group-members > li.combatant")).toHaveLength(2);
  });
});
