// @vitest-environment happy-dom
// The Striker team sheet as v13 renders it, after a real init: its PARTS drawn with real Handlebars
// from _prepareContext and _preparePartContext, its buttons' data-action clicks calling the sheet's
// actions with the sheet as `this` and (event, target), and a drop on a trooper row embedding a
// compendium weapon for that trooper; a wrong drop is refused with a notification and changes nothing.
// A team routed off the battlefield (Striker 8.C.4.b) is offered no Fire, Morale check, Rally, Rally
// teams nor Command check (5.A), shows no leader, and is told why; nor is a counter (Striker 3.A.1),
// whose hint line says why.
import { describe, expect, it, vi } from "vitest";
import { strikerBoard, trooper, type Team } from "../../../helpers/striker-board";
import { makeItem } from "../../../helpers/fake-documents";
import { dispatchDrop } from "../../../helpers/drop-event";
import { editControl } from "../../../helpers/form-edit";
import type { ApplicationV2 } from "../../../helpers/foundry/application";

interface RenderedSheet extends ApplicationV2 {
  readonly actor: Team;
}

async function setup() {
  const b = await strikerBoard();
  const { StrikerTeamSheet } = await import("../../../../src/rulesets/striker/sheets/team-sheet");
  const { weaponItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
  const { SLUG_THROWERS } = await import("../../../../src/rulesets/striker/rules/index");
  const acr = weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr7mm")!);
  makeItem({ _id: "acr", name: "7mm ACR", type: "strWeapon", system: acr }, "starskirmish.str-weapons");
  makeItem({ _id: "laser", name: "Laser Pistol", type: "spWeapon" });
  const team = b.team("Actor.team", "Blue A1", { troopers: [trooper("Lee", { role: "leader" }), trooper("Ng")], teamId: "A1" }, [
    { _id: "ownGun", name: "Old Rifle", type: "strWeapon", system: acr },
  ]);
  b.place(team, "tA1", 0, 1);
  const sheet = new StrikerTeamSheet({ document: team } as never) as unknown as RenderedSheet;
  await sheet.render(true);
  return { ...b, team, sheet };
}

/** Drops drag data on a trooper row, as the browser does (readable only while dispatched). */
function dropOn(sheet: RenderedSheet, index: number, data: object): void {
  const row = sheet.element.querySelector(`[data-trooper-index="${index}"]`) ?? sheet.element.querySelector("[data-trooper-index]");
  dispatchDrop(row!, data);
}

/** Clicks a [data-action] element as a user does; the application dispatches it. */
async function click(sheet: RenderedSheet, selector: string): Promise<void> {
  const button = sheet.element.querySelector<HTMLElement>(selector);
  if (!button) throw new Error(`No ${selector} on the sheet`);
  button.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
  // Foundry does not wait for an action; the test waits for the one it started.
  await Promise.all(sheet.actionCalls);
}

describe("the Striker team sheet, rendered as v13 renders it", () => {
  it("draws its part from the prepared context with real Handlebars: the troopers, the team's items and its actions", async () => {
    const t = await setup();
    const part = t.sheet.element.querySelector<HTMLElement>('[data-application-part="sheet"]')!;
    expect(part.classList.contains("str-team")).toBe(true);
    expect(part.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe("Blue A1");
    expect(part.querySelectorAll("[data-trooper-index]")).toHaveLength(2);
    expect(part.querySelector("[data-effectives]")!.textContent).toBe("2");
    expect([...part.querySelectorAll<HTMLElement>("[data-action]")].map((b) => b.dataset.action)).toEqual(
      expect.arrayContaining(["fire", "morale", "rally", "command", "editItem", "deleteItem"]),
    );
    // The shared context carries each part's id, as _preparePartContext sets it.
    const context = t.rendered.find((r) => r.path.endsWith("striker/sheets/team.hbs"))!.context;
    expect(context.partId).toBe(`${t.sheet.id}-sheet`);
    expect(t.stubs.hooks.errors).toEqual([]);
  });

  it("opens on the troopers tab, with the markers there, and the tab bar switches to communication, gear and notes", async () => {
    const t = await setup();
    const active = () => [...t.sheet.element.querySelectorAll<HTMLElement>('.tab[data-group="primary"].active')].map((e) => e.dataset.tab);
    expect(active()).toEqual(["troopers"]);
    expect(t.sheet.element.querySelector('[data-tab="troopers"] [data-trooper-index]')).not.toBeNull();
    expect(t.sheet.element.querySelector('[data-tab="troopers"] .ssk-markers')).not.toBeNull();
    expect(t.sheet.element.querySelector('[data-tab="comms"] .str-comms-list')).not.toBeNull();
    expect(t.sheet.element.querySelector('[data-tab="gear"] .str-gear-list')).not.toBeNull();
    const labels = [...t.sheet.element.querySelectorAll<HTMLElement>(".tabs > [data-tab]")].map((a) => a.textContent);
    expect(labels).toEqual(["Troopers", "Communication", "Gear", "Notes"]);
    await click(t.sheet, '.tabs > [data-tab="comms"]');
    expect(active()).toEqual(["comms"]);
    await click(t.sheet, '.tabs > [data-tab="notes"]');
    expect(active()).toEqual(["notes"]);
  });

  it("runs an action from its button with the sheet as `this`: Command posts the team's command check", async () => {
    const t = await setup();
    await click(t.sheet, '[data-action="command"]');
    expect(t.notes).toEqual([]);
    expect(t.messages.map((m) => m.system.kind)).toEqual(["strCommand"]);
    expect(t.context("striker/cards/command.hbs")).toMatchObject({ teamName: "Blue A1", unled: true });
  });

  it("hands the action the element that was clicked: Delete removes the item of its row", async () => {
    const t = await setup();
    await click(t.sheet, '[data-item-id="ownGun"] [data-action="deleteItem"]');
    expect(t.team.deleted).toEqual(["Item.ownGun"]);
    expect(t.team.items.has("ownGun")).toBe(false);
  });

  it("offers a leader team that routed off the battlefield no Fire, Morale check, Rally, Rally teams nor Command check, and says why (Striker 5.A, 8.C.4.b)", async () => {
    const t = await setup();
    await t.team.update({ system: { leader: "nco" } });
    await t.sheet.render(true);
    const actions = () => [...t.sheet.element.querySelectorAll<HTMLElement>(".str-actions [data-action]")].map((b) => b.dataset.action);
    expect(actions()).toEqual(expect.arrayContaining(["fire", "morale", "rally", "rallyTeams", "command"]));
    expect(t.sheet.element.querySelector(".str-routed-off")).toBeNull();
    expect(t.sheet.element.querySelector(".str-led")).not.toBeNull();
    // outside a combat, the rout off's mark on its token, hidden as the rout off left it (turn/routed-off.ts)
    t.stubs.actAs("gm");
    await t.canvas.tokens.get("tA1")!.document.update({ hidden: true, flags: { starskirmish: { strRoutedOff: true } } });
    t.stubs.actAs("player1");
    await t.sheet.render(true);
    // out of play: it neither fires, checks morale, rallies or is rallied, nor is led or left unled (5.A)
    for (const gone of ["fire", "morale", "rally", "rallyTeams", "command"]) expect(actions()).not.toContain(gone);
    expect(t.sheet.element.querySelector(".str-led")).toBeNull();
    expect(t.sheet.element.querySelector(".str-routed-off")!.textContent).toBe(
      "Routed off the battlefield: out of play, so it neither fires, checks morale, rallies nor makes a command check, and leads, rallies and talks to no other team (5.A, 5.B, 8.C.4.b).",
    );
  });

  it("offers a counter made from a leader team's sheet no Fire, Morale check, Rally, Rally teams nor Command check, nor a led line, and its hint says why (Striker 3.A.1)", async () => {
    const t = await setup();
    await t.team.update({ system: { leader: "nco" } });
    await t.sheet.render(true);
    const actions = () => [...t.sheet.element.querySelectorAll<HTMLElement>(".str-actions [data-action]")].map((b) => b.dataset.action);
    expect(actions()).toEqual(expect.arrayContaining(["fire", "morale", "rally", "rallyTeams", "command"]));
    expect(t.sheet.element.querySelector(".str-led")).not.toBeNull();
    expect(t.sheet.element.querySelector(".str-counter-note")).toBeNull();
    await t.team.update({ system: { counter: true } });
    await t.sheet.render(true);
    for (const gone of ["fire", "morale", "rally", "rallyTeams", "command"]) expect(actions()).not.toContain(gone);
    // a counter is no team: it is led by no one, nor said to be off the board
    expect(t.sheet.element.querySelector(".str-led")).toBeNull();
    expect(t.sheet.element.querySelector(".str-routed-off")).toBeNull();
    expect(t.sheet.element.querySelector(".str-counter-note")!.textContent).toBe(
      "A counter marks where an unspotted team may be (3.A.1). It is no team, so it neither fires, checks morale, rallies nor makes a command check. Its owner writes which team it stands for, or leaves it blank for a dummy; only the GM reveals it.",
    );
    // the GM still has its Reveal
    t.stubs.actAs("gm");
    await t.sheet.render(true);
    expect(actions()).toEqual(["revealCounter"]);
  });
});

describe("dropping on a trooper row of the team sheet", () => {
  it("embeds a compendium weapon and gives it to that trooper, loaded", async () => {
    const t = await setup();
    dropOn(t.sheet, 1, { type: "Item", uuid: "Compendium.starskirmish.str-weapons.Item.acr" });
    await vi.waitFor(() => expect(t.team.updates).toHaveLength(1));
    expect(t.notes).toEqual([]);
    const embedded = t.team.items.find((i) => i.name === "7mm ACR")!;
    expect(embedded.id).not.toBe("acr");
    expect(t.team.system.troopers[1]).toMatchObject({ name: "Ng", weapon: "7mm ACR", weaponItem: embedded.id, ammunition: "slugs" });
    expect(t.team.system.troopers[0]).toMatchObject({ name: "Lee", weaponItem: "" });
  });

  it("arms both of two troopers given weapons before the first change came back", async () => {
    const t = await setup();
    dropOn(t.sheet, 0, { type: "Item", uuid: "Compendium.starskirmish.str-weapons.Item.acr" });
    dropOn(t.sheet, 1, { type: "Item", uuid: "Compendium.starskirmish.str-weapons.Item.acr" });
    await vi.waitFor(() => expect(t.team.updates).toHaveLength(2));
    const embedded = t.team.items.filter((i) => i.name === "7mm ACR").map((i) => i.id);
    expect(embedded).toHaveLength(2);
    expect(t.team.system.troopers.map((tr) => tr.weaponItem).sort()).toEqual([...embedded].sort());
  });

  it("refuses a drop that is not an item, an item of another rule set, and a row with no trooper", async () => {
    const t = await setup();
    dropOn(t.sheet, 0, { type: "Actor", uuid: "Actor.x" });
    await vi.waitFor(() => expect(t.notes).toHaveLength(1));
    dropOn(t.sheet, 0, { type: "Item", uuid: "Item.laser" });
    await vi.waitFor(() => expect(t.notes).toHaveLength(2));
    dropOn(t.sheet, 0, { type: "Item", uuid: "Item.missing" });
    await vi.waitFor(() => expect(t.notes).toHaveLength(3));
    // A row beyond the team's troopers: the sheet is asked for trooper 5.
    const row = t.sheet.element.querySelector<HTMLElement>('[data-trooper-index="1"]')!;
    row.dataset.trooperIndex = "5";
    dropOn(t.sheet, 5, { type: "Item", uuid: "Compendium.starskirmish.str-weapons.Item.acr" });
    await vi.waitFor(() => expect(t.notes).toHaveLength(4));
    expect(t.notes).toEqual([
      "STARSKIRMISH.Striker.Team.Drop.notAnItem",
      "STARSKIRMISH.Striker.Team.Drop.notStrikerGear",
      "STARSKIRMISH.Striker.Team.Drop.notAnItem",
      "STARSKIRMISH.Striker.Team.Drop.noTrooper",
    ]);
    expect(t.team.items.map((i) => i.id)).toEqual(["ownGun"]);
    expect(t.team.updates).toEqual([]);
  });
});

describe("editing a trooper row of the team sheet", () => {
  it("keeps a casualty marked after the sheet was drawn when another trooper's name is changed", async () => {
    const t = await setup();
    const troopers = t.team.system.troopers.map((tr, i) => ({ ...tr, casualty: i === 1 }));
    await t.team.update({ system: { troopers } });
    // the sheet still shows Ng standing: it was not drawn again
    expect(t.sheet.element.querySelector<HTMLInputElement>('[name="system.troopers.1.casualty"]')!.checked).toBe(false);
    editControl(t.sheet.element, "system.troopers.0.name", "Lee Ann");
    await Promise.all(t.sheet.submitCalls);
    expect(t.team.system.troopers.map((tr) => [tr.name, tr.casualty])).toEqual([
      ["Lee Ann", false],
      ["Ng", true],
    ]);
  });

  it("keeps both a weapon dropped on one row and a name typed in another before either change came back", async () => {
    const t = await setup();
    dropOn(t.sheet, 1, { type: "Item", uuid: "Compendium.starskirmish.str-weapons.Item.acr" });
    editControl(t.sheet.element, "system.troopers.0.name", "Lee Ann");
    await vi.waitFor(() => expect(t.team.updates).toHaveLength(2));
    await Promise.all(t.sheet.submitCalls);
    const embedded = t.team.items.find((i) => i.name === "7mm ACR")!;
    expect(t.team.system.troopers[0]).toMatchObject({ name: "Lee Ann", weaponItem: "" });
    expect(t.team.system.troopers[1]).toMatchObject({ name: "Ng", weaponItem: embedded.id });
  });
});

describe("single-use weapons used up (grenade notes)", () => {
  it("lists on the gear tab what the team kept of each, escaped, skipping an entry that is no single-use weapon", async () => {
    const t = await setup();
    const { handGrenadeItems } = await import("../../../../src/rulesets/striker/data/grenade-items");
    const { flagUpdate } = await import("../../../../src/system/flags");
    const grenade = handGrenadeItems().find((x) => x.tableId === "handGrenadeHE11")!.system;
    await t.team.update(flagUpdate("Actor", {
      strSpent: [
        { name: "<b>Blast</b> charge", weapon: grenade as never },
        // a rifle is not used up as it fires, and a malformed entry is no weapon: neither is shown
        { name: "Old Rifle", weapon: { ...grenade, singleUse: false } as never },
        { name: "Junk", weapon: "not a weapon" as never },
      ],
    }));
    await t.sheet.render(true);
    const spent = t.sheet.element.querySelector(".str-spent")!;
    expect(spent.textContent).toBe("Used up, and kept so their fire cards can still be applied: <b>Blast</b> charge.");
    expect(spent.querySelector("b")).toBeNull();
  });

  it("keeps the latest first, at most SPENT_KEPT", async () => {
    const t = await setup();
    const { spentUpdate, spentWeapons, SPENT_KEPT } = await import("../../../../src/rulesets/striker/actions/spent-weapons");
    const { handGrenadeItems } = await import("../../../../src/rulesets/striker/data/grenade-items");
    const grenade = handGrenadeItems().find((x) => x.tableId === "handGrenadeHE11")!.system;
    for (let i = 1; i <= SPENT_KEPT + 2; i++) {
      const item = makeItem({ _id: `g${i}`, name: `Grenade ${i}`, type: "strWeapon", system: grenade });
      await t.team.update(spentUpdate(t.team as never, [item as never]));
    }
    const read = spentWeapons(t.team as never);
    const names = read.map((w) => w.name);
    expect(names).toHaveLength(SPENT_KEPT);
    expect(names[0]).toBe(`Grenade ${SPENT_KEPT + 2}`);
    // read once per kept list: drawn again without a change, the sheet reads no model anew
    expect(spentWeapons(t.team as never)).toBe(read);
    // an update writes a new list, read afresh
    await t.team.update(spentUpdate(t.team as never, [makeItem({ _id: "gLast", name: "Grenade last", type: "strWeapon", system: grenade }) as never]));
    const after = spentWeapons(t.team as never);
    expect(after).not.toBe(read);
    expect(after[0]!.name).toBe("Grenade last");
  });
});
