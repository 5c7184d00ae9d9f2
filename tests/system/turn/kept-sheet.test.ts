// @vitest-environment happy-dom
// The sheet facts the GM keeps in a battle (system/turn/kept-sheet.ts), after a real init, shown on
// Starship Marine's figures and their gear, whose definition keeps what the GM's checks read: a
// player's own client refuses giving a fighting figure a new piece of gear or changing what a piece
// fires as; a hostile client that writes either anyway has the change undone by the active GM's
// client, the GM told. Taking gear off, a field the type does not keep, a GM's change and any
// change outside a battle stand. Every rule set's kept fields are fields of their type's data.
import { describe, expect, it, vi } from "vitest";
import { starshipMarineDeck } from "../../helpers/starship-marine-deck";
import { StandInCombat } from "../../helpers/foundry/combat";
import { pastOwnRefusals } from "../../helpers/foundry/document";
import type { StandInActor, StandInItem } from "../../helpers/fake-documents";
import { RULESET_DEFINITIONS } from "../../../src/rulesets/definitions";

async function setup() {
  const d = await starshipMarineDeck([]);
  const combat = new StandInCombat({ _id: "combat1" });
  d.g.game.combats.set(combat.id, combat as never);
  const kell = d.figure("Kell", "marineScaII", "player1") as unknown as StandInActor;
  const scout = d.figure("Scout", "marineScaII", "player1") as unknown as StandInActor;
  combat.addCombatant({ actor: kell } as never);
  const gear = { name: "Launcher", type: "ssmGear", system: { kind: "weapon", fireLine: "closeSupportApgw" } };
  // the GM gives the gear before the test begins
  d.stubs.actAs("gm");
  for (const actor of [kell, scout]) await actor.createEmbeddedDocuments("Item", [gear]);
  const launcherOf = (actor: StandInActor) => actor.items.contents.find((i) => i.name === "Launcher") as StandInItem;
  d.stubs.actAs("gm");
  d.stubs.fire.ready();
  await new Promise((r) => setTimeout(r, 20));
  /** What `user`'s client did (skipping its own refusal), seen by that client and then the GM's. */
  const seen = async (user: string, fire: () => void) => {
    for (const who of user === "gm" ? ["gm"] : [user, "gm"]) {
      d.stubs.actAs(who);
      fire();
    }
    await new Promise((r) => setTimeout(r, 20));
    d.stubs.actAs("player1");
  };
  const give = async (user: string, actor: StandInActor, data: object) => {
    d.stubs.actAs(user);
    const [item] = await pastOwnRefusals(() => actor.createEmbeddedDocuments("Item", [data]));
    await seen(user, () => d.stubs.fire.created(item as never, user));
  };
  const change = async (user: string, item: StandInItem, system: Record<string, unknown>) => {
    d.stubs.actAs(user);
    await pastOwnRefusals(() => item.update({ system }));
    await seen(user, () => d.stubs.fire.updated(item as never, { system }, user));
  };
  const remove = async (user: string, item: StandInItem) => {
    const actor = item.parent as StandInActor;
    d.stubs.actAs(user);
    await actor.deleteEmbeddedDocuments("Item", [item.id]);
    await seen(user, () => d.stubs.fire.deleted(item as never, user));
  };
  const warnings = () => d.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message);
  const names = (actor: StandInActor) => actor.items.contents.map((i) => i.name).sort();
  return { ...d, kell, scout, launcherOf, give, change, remove, warnings, names };
}

const KEPT = (name: string) => `STARSKIRMISH.Turn.sheetKept ${JSON.stringify({ user: "player1", name })}`;
const ECM = { name: "ECM pack", type: "ssmGear", system: { kind: "equipment", ecm: true } };

describe("a fighting figure's sheet facts, kept for the GM in a battle", () => {
  it("takes off gear a player gave a fighting figure, and tells the GM (SSM-10)", async () => {
    const t = await setup();
    await t.give("player1", t.kell, ECM);
    await vi.waitFor(() => expect(t.names(t.kell)).toEqual(["Launcher"]));
    expect(t.warnings()).toEqual([KEPT("Kell")]);
    expect(t.stubs.hooks.errors).toEqual([]);
  });

  it("puts back what a player changed of a fighting figure's gear (3.5, SSM-10)", async () => {
    const t = await setup();
    const launcher = t.launcherOf(t.kell);
    await t.change("player1", launcher, { fireLine: "scaIII", ecm: true });
    await vi.waitFor(() => expect(launcher.system).toMatchObject({ fireLine: "closeSupportApgw", ecm: false }));
    expect(t.warnings()).toEqual([KEPT("Kell")]);
  });

  it("leaves gear taken off, a field no check reads, the GM's change and any change outside a battle", async () => {
    const t = await setup();
    await t.change("player1", t.launcherOf(t.kell), { description: "<p>Scorched.</p>" });
    await t.change("gm", t.launcherOf(t.kell), { ecm: true });
    await t.give("player1", t.scout, ECM);
    await t.change("player1", t.launcherOf(t.scout), { fireLine: "scaIII" });
    await t.remove("player1", t.launcherOf(t.kell));
    await new Promise((r) => setTimeout(r, 20));
    expect(t.names(t.kell)).toEqual([]);
    expect(t.names(t.scout)).toEqual(["ECM pack", "Launcher"]);
    expect((t.launcherOf(t.scout).system as unknown as { fireLine: string }).fireLine).toBe("scaIII");
    expect(t.warnings()).toEqual([]);
  });

  it("judges a later change from the GM's own, not from before it", async () => {
    const t = await setup();
    const launcher = t.launcherOf(t.kell);
    await t.change("gm", launcher, { fireLine: "scaIII" });
    await t.change("player1", launcher, { fireLine: "none" });
    await vi.waitFor(() => expect((launcher.system as unknown as { fireLine: string }).fireLine).toBe("scaIII"));
  });
});

describe("a player's own client, before a fighting figure's sheet facts change", () => {
  it("refuses giving it gear and changing what its gear fires as, naming it; lets the rest through", async () => {
    const t = await setup();
    t.stubs.actAs("player1");
    const launcher = t.launcherOf(t.kell);
    // the creation asks preCreateItem on this client, which refuses it: nothing is made
    expect(await t.kell.createEmbeddedDocuments("Item", [ECM])).toEqual([]);
    expect(t.names(t.kell)).toEqual(["Launcher"]);
    expect(t.stubs.fire.preUpdate(launcher as never, { system: { fireLine: "scaIII" } }, "player1")).toBe(false);
    // the same value written again is no change (a form may submit every field)
    expect(t.stubs.fire.preUpdate(launcher as never, { system: { fireLine: "closeSupportApgw", description: "<p>x</p>" } }, "player1")).toBe(true);
    expect(t.stubs.fire.preUpdate(t.launcherOf(t.scout) as never, { system: { fireLine: "scaIII" } }, "player1")).toBe(true);
    expect(t.warnings()).toEqual([
      `STARSKIRMISH.Turn.itemRefused ${JSON.stringify({ item: "ECM pack", name: "Kell" })}`,
      `STARSKIRMISH.Turn.sheetRefused ${JSON.stringify({ name: "Kell" })}`,
    ]);
  });
});

describe("every rule set's kept sheet fields", () => {
  it("name fields of their type's data", () => {
    for (const def of RULESET_DEFINITIONS) {
      for (const type of def.documentTypes) {
        for (const path of type.keptInBattle ?? []) {
          let spec: unknown = type.schema;
          for (const key of path.split(".")) spec = (spec as Record<string, { fields?: unknown } | undefined>)?.[key] ?? (spec as { fields?: Record<string, unknown> })?.fields?.[key];
          expect(spec, `${type.type}: ${path}`).toBeDefined();
        }
      }
    }
  });
});
