// @vitest-environment happy-dom
// Markers the GM keeps in a battle (system/markers/kept-markers.ts), after a real init in each rule
// set's world, with the markers each rule set's definition keeps: a player taking a result off their
// own combatant has their client refuse it, and a hostile client that writes it anyway has it put
// back by the active GM's client, the GM told. A player adding a "removal" marker, a GM's change,
// a marker the rule set does not keep and any change outside a battle stand.
import { describe, expect, it, vi } from "vitest";
import { bootSystem } from "../../helpers/boot";
import { makeActor, type StandInActor } from "../../helpers/fake-documents";
import { StandInCombat } from "../../helpers/foundry/combat";
import { pastOwnRefusals } from "../../helpers/foundry/document";
import { RULESET_DEFINITIONS } from "../../../src/rulesets/definitions";
import type { MarkerDefinition } from "../../../src/core/markers";

const RULE_SETS = RULESET_DEFINITIONS.map((d) => d.id);
/** A rule set that keeps results and leaves its players some marker of their own. */
const KEEPING = RULE_SETS.find((r) => markerOf(r, "removal") && markerOf(r, undefined))!;

/** The rule set's first marker kept as `mode`, or not kept at all. */
function markerOf(ruleSet: string, mode: MarkerDefinition["keptInBattle"]): MarkerDefinition | undefined {
  return RULESET_DEFINITIONS.find((d) => d.id === ruleSet)!.markers.find((m) => m.keptInBattle === mode);
}

async function setup(ruleSet: string) {
  const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": ruleSet }, { loadTable: false });
  const type = RULESET_DEFINITIONS.find((d) => d.id === ruleSet)!.documentTypes.find((t) => t.documentName === "Actor")!.type;
  const combat = new StandInCombat({ _id: "combat1" });
  g.game.combats.set(combat.id, combat as never);
  g.game.combat = combat as never;
  /** A world actor the player owns, a combatant of the battle unless told otherwise. */
  const figure = (name: string, { fights = true } = {}) => {
    const actor = makeActor({ _id: `a-${name.length}-${Math.random().toString(36).slice(2, 8)}`, name, type } as never) as StandInActor;
    if (fights) combat.addCombatant({ actor } as never);
    return actor;
  };
  const store = await import("../../../src/system/markers/marker-store");
  /** Sets a marker as `user`'s client writes it (its own refusal skipped), and every client sees it, the GM's last. */
  const setAs = async (user: string, actor: StandInActor, def: MarkerDefinition, count: number) => {
    stubs.actAs(user);
    const before = actor.effects.contents.find((e) => e.statuses.has(def.id));
    await pastOwnRefusals(() => store.setMarkerCount(actor as never, def, count));
    const after = actor.effects.contents.find((e) => e.statuses.has(def.id));
    const seen = (who: string) => {
      stubs.actAs(who);
      if (!before && after) stubs.fire.created(after as never, user);
      else if (before && !after) stubs.fire.deleted(before as never, user);
      else if (after) stubs.fire.updated(after as never, { flags: { starskirmish: { count } } }, user);
    };
    seen(user);
    if (user !== "gm") seen("gm");
    await new Promise((r) => setTimeout(r, 20));
    stubs.actAs("player1");
  };
  /** The GM puts a marker on before the test begins (a write the GM's client lets through). */
  const given = async (actor: StandInActor, def: MarkerDefinition, count: number) => {
    stubs.actAs("gm");
    await store.setMarkerCount(actor as never, def, count);
    stubs.actAs("player1");
  };
  /** The GM's client starts, and notes what it sees. */
  const ready = async () => {
    stubs.actAs("gm");
    stubs.fire.ready();
    await new Promise((r) => setTimeout(r, 20));
    stubs.actAs("player1");
  };
  const count = (actor: StandInActor, def: MarkerDefinition) => store.readMarkers(actor as never)[def.id] ?? 0;
  const warnings = () => stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message);
  return { stubs, g, combat, figure, setAs, given, ready, count, warnings, store };
}

const KEPT = (name: string) => `STARSKIRMISH.Markers.kept ${JSON.stringify({ user: "player1", name })}`;

describe("markers the GM keeps in a battle", () => {
  for (const ruleSet of RULE_SETS) {
    // each rule set's own tests say which of its markers it keeps
    const removal = markerOf(ruleSet, "removal");
    if (!removal) continue;

    it(`puts back a result a player took off their own combatant, and tells the GM, in a ${ruleSet} world`, async () => {
      const t = await setup(ruleSet);
      const trooper = t.figure("Trooper");
      await t.given(trooper, removal, 1);
      await t.ready();
      await t.setAs("player1", trooper, removal, 0);
      await vi.waitFor(() => expect(t.count(trooper, removal)).toBe(1));
      expect(t.warnings()).toEqual([KEPT("Trooper")]);
      expect(t.stubs.hooks.errors).toEqual([]);
    });

    it(`lets a player add the result to their own combatant, and the GM take it off, in a ${ruleSet} world`, async () => {
      const t = await setup(ruleSet);
      const trooper = t.figure("Trooper");
      await t.ready();
      await t.setAs("player1", trooper, removal, 1);
      await t.setAs("gm", trooper, removal, 0);
      // the memory now holds the GM's 0: a later add and take-off by the player is judged from it
      await t.setAs("player1", trooper, removal, 1);
      await t.setAs("player1", trooper, removal, 0);
      await vi.waitFor(() => expect(t.count(trooper, removal)).toBe(1));
      expect(t.warnings()).toEqual([KEPT("Trooper")]);
    });
  }

  it("puts back a counted result lowered by one, to the count it had", async () => {
    const ruleSet = RULE_SETS.find((r) => markerOf(r, "removal") && RULESET_DEFINITIONS.find((d) => d.id === r)!.markers.some((m) => m.keptInBattle === "removal" && m.stacks));
    const def = RULESET_DEFINITIONS.find((d) => d.id === ruleSet)!.markers.find((m) => m.keptInBattle === "removal" && m.stacks)!;
    const t = await setup(ruleSet!);
    const trooper = t.figure("Trooper");
    await t.given(trooper, def, 2);
    await t.ready();
    await t.setAs("player1", trooper, def, 1);
    await vi.waitFor(() => expect(t.count(trooper, def)).toBe(2));
    expect(t.warnings()).toEqual([KEPT("Trooper")]);
  });

  it("puts back a marker kept from any change that a player added", async () => {
    const ruleSet = RULE_SETS.find((r) => markerOf(r, "any"));
    expect(ruleSet).toBeDefined();
    const def = markerOf(ruleSet!, "any")!;
    const t = await setup(ruleSet!);
    const trooper = t.figure("Trooper");
    await t.ready();
    await t.setAs("player1", trooper, def, 1);
    await vi.waitFor(() => expect(t.count(trooper, def)).toBe(0));
    expect(t.warnings()).toEqual([KEPT("Trooper")]);
  });

  it("leaves a change outside a battle, a GM's change in one, and a marker the rule set does not keep", async () => {
    const ruleSet = KEEPING;
    const removal = markerOf(ruleSet, "removal")!;
    const free = markerOf(ruleSet, undefined)!;
    const t = await setup(ruleSet);
    const scout = t.figure("Scout", { fights: false });
    const trooper = t.figure("Trooper");
    await t.given(scout, removal, 1);
    await t.given(trooper, removal, 1);
    await t.given(trooper, free, 1);
    await t.ready();
    await t.setAs("player1", scout, removal, 0);
    await t.setAs("gm", trooper, removal, 0);
    await t.setAs("player1", trooper, free, 0);
    await new Promise((r) => setTimeout(r, 20));
    expect([t.count(scout, removal), t.count(trooper, removal), t.count(trooper, free)]).toEqual([0, 0, 0]);
    expect(t.warnings()).toEqual([]);
  });

  it("names the figure in the GM's notice as the text it is, markup escaped", async () => {
    const ruleSet = KEEPING;
    const removal = markerOf(ruleSet, "removal")!;
    const t = await setup(ruleSet);
    const sly = t.figure(`<img src=x onerror="alert(1)">`);
    await t.given(sly, removal, 1);
    await t.ready();
    await t.setAs("player1", sly, removal, 0);
    await vi.waitFor(() => expect(t.count(sly, removal)).toBe(1));
    expect(t.warnings()).toEqual([KEPT("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;")]);
  });

  it("takes off a second effect of a kept marker that core's toggle made, as it puts the count back", async () => {
    const ruleSet = RULE_SETS.find((r) => markerOf(r, "any"))!;
    const def = markerOf(ruleSet, "any")!;
    const t = await setup(ruleSet);
    const trooper = t.figure("Trooper");
    await t.given(trooper, def, 1);
    await t.ready();
    // a player's client makes a second effect of the status, with an id of its own (Actor#toggleStatusEffect)
    t.stubs.actAs("player1");
    // past its own refusal (a kept marker's effect is refused to a player's client): a hostile client's
    const [extra] = await pastOwnRefusals(() => trooper.createEmbeddedDocuments("ActiveEffect", [{ name: def.id, statuses: [def.id] }]));
    t.stubs.actAs("gm");
    t.stubs.fire.created(extra as never, "player1");
    await vi.waitFor(() => expect(trooper.effects.size).toBe(1));
    expect(t.count(trooper, def)).toBe(1);
  });
});

describe("a player's own client, before a kept marker changes in a battle", () => {
  const ruleSet = KEEPING;

  it("refuses taking a result off, and lowering its count, naming the marker", async () => {
    const removal = markerOf(ruleSet, "removal")!;
    const t = await setup(ruleSet);
    const trooper = t.figure("Trooper");
    await t.given(trooper, removal, 1);
    const effect = trooper.effects.contents.find((e) => e.statuses.has(removal.id))!;
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preDelete(effect as never, "player1")).toBe(false);
    expect(t.stubs.fire.preUpdate(effect as never, { statuses: [] }, "player1")).toBe(false);
    expect(t.warnings()).toEqual(Array(2).fill(`STARSKIRMISH.Markers.keptRefused ${JSON.stringify({ marker: removal.label, name: "Trooper" })}`));
  });

  it("lets the player add a result, and lets everything through for the GM and outside a battle", async () => {
    const removal = markerOf(ruleSet, "removal")!;
    const t = await setup(ruleSet);
    const trooper = t.figure("Trooper");
    const scout = t.figure("Scout", { fights: false });
    await t.given(trooper, removal, 1);
    await t.given(scout, removal, 1);
    const onTrooper = trooper.effects.contents.find((e) => e.statuses.has(removal.id))!;
    const onScout = scout.effects.contents.find((e) => e.statuses.has(removal.id))!;
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preCreate(onTrooper as never, {}, "player1")).toBe(true);
    expect(t.stubs.fire.preDelete(onScout as never, "player1")).toBe(true);
    t.stubs.actAs("gm");
    expect(t.stubs.fire.preDelete(onTrooper as never, "gm")).toBe(true);
    expect(t.warnings()).toEqual([]);
  });

  it("refuses a player's adding a marker kept from any change", async () => {
    const anyRuleSet = RULE_SETS.find((r) => markerOf(r, "any"))!;
    const def = markerOf(anyRuleSet, "any")!;
    const t = await setup(anyRuleSet);
    const trooper = t.figure("Trooper");
    await t.given(trooper, def, 1);
    const effect = trooper.effects.contents.find((e) => e.statuses.has(def.id))!;
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preCreate(effect as never, {}, "player1")).toBe(false);
  });
});
