// @vitest-environment happy-dom
// A rule set's table (system/ruleset-table.ts) against the stand-ins after a real init: a world
// starts without it, loads it once on first use with its templates and card kinds, retries a
// failed load, answers a hook that must answer at once only from the loaded table, and starts
// loading when a token is selected. Striker stands for every rule set that defers its table.
import { describe, expect, it, vi } from "vitest";
import { bootSystem } from "../helpers/boot";

async function strikerWorld() {
  const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": "striker" }, { loadTable: false });
  const { STRIKER_TABLE } = await import("../../src/rulesets/striker/load-table");
  const { registeredCardKind } = await import("../../src/system/cards/card-registry");
  const partials = () => Object.keys((globalThis as unknown as { Handlebars: { partials: Record<string, unknown> } }).Handlebars.partials);
  return { stubs, g, table: STRIKER_TABLE, registeredCardKind, partials };
}

describe("a rule set's table", () => {
  it("is not loaded as the world starts: no card kind of the rule set and none of its templates", async () => {
    const w = await strikerWorld();
    expect(w.table.loaded).toBeNull();
    expect(w.registeredCardKind("strFire")).toBeUndefined();
    expect(w.partials().some((p) => p.includes("/templates/striker/"))).toBe(false);
  });

  it("loads once, with its templates and card kinds, however many ask at the same time", async () => {
    const w = await strikerWorld();
    const [a, b] = await Promise.all([w.table.load(), w.table.load()]);
    expect(a).toBe(b);
    expect(w.table.loaded).toBe(a);
    expect(w.registeredCardKind("strFire")?.kind.ruleSet).toBe("striker");
    expect(w.partials()).toContain("systems/starskirmish/templates/striker/cards/fire.hbs");
    // loading again registers nothing twice (registering a kind twice throws)
    await expect(w.table.load()).resolves.toBe(a);
  });

  it("forgets a failed load, so the next use tries again", async () => {
    await bootSystem({}, { loadTable: false });
    const { LazyTable } = await import("../../src/system/ruleset-table");
    let attempts = 0;
    const table = new LazyTable("striker", async () => {
      attempts++;
      if (attempts === 1) throw new Error("offline");
      return { cardKinds: [] };
    });
    await expect(table.load()).rejects.toThrow("offline");
    expect(table.loaded).toBeNull();
    await expect(table.load()).resolves.toEqual({ cardKinds: [] });
    expect(attempts).toBe(2);
  });

  it("runs a hook's work once loaded, and within the hook itself when the table is already there", async () => {
    const w = await strikerWorld();
    const ran: string[] = [];
    w.table.whenLoaded(() => ran.push("first"));
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual(["first"]));
    w.table.whenLoaded(() => ran.push("second"));
    expect(ran).toEqual(["first", "second"]);
    // a failing work is reported, not thrown into the hook
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => w.table.whenLoaded(() => { throw new Error("broken"); })).not.toThrow();
    w.table.whenLoaded(async () => { throw new Error("broken later"); });
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
    errors.mockRestore();
  });

  it("answers a hook that must answer at once only from the loaded table: before, it refuses, says why and starts loading", async () => {
    const w = await strikerWorld();
    const { checkedOnceLoaded } = await import("../../src/system/ruleset-table");
    const check = vi.fn(() => true);
    expect(checkedOnceLoaded(w.table, check)).toBe(false);
    expect(check).not.toHaveBeenCalled();
    expect(w.stubs.notes).toEqual(["STARSKIRMISH.Error.rulesLoading"]);
    await vi.waitFor(() => expect(w.table.loaded).not.toBeNull());
    expect(checkedOnceLoaded(w.table, check)).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("starts loading when a user selects a token, not when one is released", async () => {
    const w = await strikerWorld();
    w.stubs.fire.tokenControlled({}, false);
    await new Promise((r) => setTimeout(r, 20));
    expect(w.table.loaded).toBeNull();
    w.stubs.fire.tokenControlled({}, true);
    await vi.waitFor(() => expect(w.table.loaded).not.toBeNull());
  });

  it("is loaded by the first sheet of one of the rule set's types to render, before its template is needed", async () => {
    const w = await strikerWorld();
    const { loadTableOfType } = await import("../../src/system/ruleset-table");
    await loadTableOfType("Actor", "formation");
    expect(w.table.loaded).toBeNull();
    await loadTableOfType("Item", "strWeapon");
    expect(w.table.loaded).not.toBeNull();
  });

  it("lets a card drawn before its kind registered find its button's handler when pressed", async () => {
    const w = await strikerWorld();
    const { wireCardButtons } = await import("../../src/system/cards/card-buttons");
    const { CardData } = await import("../../src/system/cards/card-model");
    const system = Object.assign(new (CardData as unknown as new () => object)(), { kind: "strFire", ruleSet: "striker", actorUuid: "", payload: { moraleDue: ["Actor.called"] }, targets: [] });
    const html = document.createElement("div");
    html.innerHTML = `<button data-card-action="strMorale" data-actor-uuid="Actor.other">Morale</button><button data-card-action="spNotSoFast">Not so fast</button>`;
    wireCardButtons({ system } as never, html);
    const [morale, foreign] = [...html.querySelectorAll("button")];
    // nothing known yet: neither is disabled before a press
    expect(morale!.hasAttribute("disabled")).toBe(false);
    expect(foreign!.hasAttribute("disabled")).toBe(false);
    foreign!.click();
    await vi.waitFor(() => expect(w.table.loaded).not.toBeNull());
    // the kind, now known, does not declare it: refused and kept disabled
    await vi.waitFor(() => expect(w.stubs.notes).toEqual(["STARSKIRMISH.Error.cardButtonUnknown"]));
    expect(foreign!.hasAttribute("disabled")).toBe(true);
    // its own button runs its kind's handler: Striker 8.C.1, a team the fire did not call on rolls no Morale
    morale!.click();
    await vi.waitFor(() => expect(w.stubs.notes).toEqual(["STARSKIRMISH.Error.cardButtonUnknown", "STARSKIRMISH.Striker.Morale.notDue"]));
    expect(morale!.hasAttribute("disabled")).toBe(false);
    // drawn again, the card disables what its kind does not declare at once
    const again = document.createElement("div");
    again.innerHTML = `<button data-card-action="strMorale">Morale</button><button data-card-action="spNotSoFast">Not so fast</button>`;
    wireCardButtons({ system } as never, again);
    expect([...again.querySelectorAll("button")].map((b) => b.hasAttribute("disabled"))).toEqual([false, true]);
  });

  it("loads the table of the rule set a card names, for a card kept from before the world changed rule set", async () => {
    const w = await strikerWorld();
    const { SPACE_PATROL_TABLE } = await import("../../src/rulesets/space-patrol/load-table");
    const { wireCardButtons } = await import("../../src/system/cards/card-buttons");
    const { CardData } = await import("../../src/system/cards/card-model");
    const system = Object.assign(new (CardData as unknown as new () => object)(), { kind: "spTask", ruleSet: "space-patrol", actorUuid: "Actor.gone", payload: {}, targets: [] });
    const html = document.createElement("div");
    html.innerHTML = `<button data-card-action="spNotSoFast">Not so fast</button>`;
    wireCardButtons({ system } as never, html);
    html.querySelector("button")!.click();
    // Guide 4.2's Not So Fast runs from Space Patrol!'s table, and refuses a task whose actor is gone;
    // the first import of that whole table can take over a second on a busy machine, so wait longer
    await vi.waitFor(() => expect(w.stubs.notes).toEqual(["STARSKIRMISH.Error.notYourActor"]), { timeout: 10_000 });
    expect(SPACE_PATROL_TABLE.loaded).not.toBeNull();
    expect(w.table.loaded).toBeNull();
  });

  it("is loaded by the GM's client when a request its table declares arrives before it is", async () => {
    const w = await strikerWorld();
    w.stubs.actAs("gm");
    const { sendGmRequest } = await import("../../src/system/gm-request/gm-request");
    // Striker 8.C.4.b's rout move is declared in the table; its data here is not of its shape
    const asked = { name: "strRoutMove", read: () => null, run: async () => ({ ok: true }) };
    expect(await sendGmRequest(asked, {})).toEqual({ ok: false, reason: "STARSKIRMISH.GmRequest.badShape" });
    expect(w.table.loaded).not.toBeNull();
    // a name no table declares stays unknown
    expect(await sendGmRequest({ ...asked, name: "noSuchRequest" }, {})).toEqual({ ok: false, reason: "STARSKIRMISH.GmRequest.unknown" });
  });
});
