// @vitest-environment happy-dom
// A token's chain of command, kept for the GM (system/formation/drop-flags-guard.ts), after a real init:
// the GM groups a formation's combatants by it, so a player's rewrite of it is refused on their own
// client and, written anyway, put back by the active GM's client with the GM told; the GM's own
// change, and the chain a token is made with, stand. The formation and member flags the same drop
// writes are kept alike (the second describe).
import { describe, expect, it, vi } from "vitest";
import { bootSystem } from "../../helpers/boot";
import { StandInCanvas } from "../../helpers/foundry/canvas";
import { StandInCollection } from "../../helpers/foundry/collection";
import { StandInCombat } from "../../helpers/foundry/combat";
import { seenByAll } from "../../helpers/foundry/move-as";
import { pastOwnRefusals } from "../../helpers/foundry/document";

/** A chain as the formation drop writes it: the drop's group, then the squad (core/formation-identity.ts). */
const chain = (squad: string) => [
  { id: "A", level: "group", name: "Drop" },
  { id: `A${squad}`, level: "squad", name: `Squad ${squad}` },
];

async function setup(ruleSet = "striker") {
  const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": ruleSet }, { loadTable: false });
  const canvas = new StandInCanvas({ size: 100, distance: 1 });
  g.canvas = canvas;
  g.game.scenes = new StandInCollection([[canvas.scene.id, canvas.scene]]);
  let placed = 0;
  /** A token standing on the scene, dropped in the squad given; a name as its owner might type it. */
  const put = (name: string, squad: string) =>
    canvas.place(null, { x: 50 + 100 * placed++, y: 50 }, { _id: `t-${placed}`, name, flags: { starskirmish: { unit: chain(squad) } } }).document;
  type Token = ReturnType<typeof put>;
  /** The GM's client starts: ready, as the GM, and the world's migrations let finish. */
  const ready = async () => {
    stubs.actAs("gm");
    stubs.fire.ready();
    await new Promise((r) => setTimeout(r, 20));
    stubs.actAs("player1");
  };
  /** `user`'s client writes `changed` to the token past its own refusal (a hostile client's), and every client sees it (the GM's last). */
  const write = async (user: string, token: Token, changed: Record<string, unknown>) => {
    stubs.actAs(user);
    await pastOwnRefusals(() => token.update(changed));
    await seenByAll(stubs, token, changed, user, {});
    stubs.actAs("player1");
  };
  const unitOf = (token: Token) => (token.flags as { starskirmish?: { unit?: unknown } }).starskirmish?.unit;
  const warnings = () => stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message);
  return { stubs, g, canvas, put, ready, write, unitOf, warnings };
}

const KEPT = (token: string) => `STARSKIRMISH.Formation.unitKept ${JSON.stringify({ user: "player1", name: token })}`;
const REFUSED = (token: string) => `STARSKIRMISH.Formation.unitRefused ${JSON.stringify({ name: token })}`;

describe("a token's chain of command, kept for the GM", () => {
  for (const ruleSet of ["space-patrol", "starship-marine", "starmarines", "striker"]) {
    it(`puts back a player's moving their token into another squad, and tells the GM, in a ${ruleSet} world`, async () => {
      const t = await setup(ruleSet);
      const trooper = t.put("Trooper", "2");
      await t.ready();
      await t.write("player1", trooper, { "flags.starskirmish.unit": chain("1") });
      await vi.waitFor(() => expect(t.unitOf(trooper)).toEqual(chain("2")));
      expect(t.warnings()).toEqual([KEPT("Trooper")]);
      expect(t.stubs.hooks.errors).toEqual([]);
    });
  }

  it("puts back a chain a player removed, or replaced with the whole of the system's flags, and escapes the name", async () => {
    const t = await setup();
    const sly = t.put(`<img src=x onerror="alert(1)">`, "2");
    await t.ready();
    await t.write("player1", sly, { "flags.starskirmish.-=unit": null });
    await vi.waitFor(() => expect(t.unitOf(sly)).toEqual(chain("2")));
    await t.write("player1", sly, { "flags.==starskirmish": { unit: chain("3") } });
    await vi.waitFor(() => expect(t.unitOf(sly)).toEqual(chain("2")));
    const name = "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;";
    expect(t.warnings()).toEqual([KEPT(name), KEPT(name)]);
  });

  it("groups the token with its own squad when the GM adds the drop to the combat after a forged chain was put back", async () => {
    const t = await setup();
    const combat = new StandInCombat({ _id: "combat1" });
    t.g.game.combats.set(combat.id, combat);
    t.g.game.combat = combat;
    const first = t.put("First", "1");
    const second = t.put("Second", "2");
    await t.ready();
    await t.write("player1", second, { "flags.starskirmish.unit": chain("1") });
    await vi.waitFor(() => expect(t.unitOf(second)).toEqual(chain("2")));
    t.stubs.actAs("gm");
    const { addTokensToCombat } = await import("../../../src/system/formation/combat-groups");
    await addTokensToCombat([first, second] as never, "squad", { uuid: "Actor.drop", name: "Drop" });
    const groupName = (token: typeof first) => combat.groups.get(String(combat.combatants.find((c) => c.tokenId === token.id)?.group))?.name;
    expect([groupName(first), groupName(second)]).toEqual(["Squad 1 A1", "Squad 2 A2"]);
  });

  it("leaves the GM's change of a chain alone, and puts a player's later change back to it", async () => {
    const t = await setup();
    const transfer = t.put("Transfer", "2");
    await t.ready();
    await t.write("gm", transfer, { "flags.starskirmish.unit": chain("1") });
    await new Promise((r) => setTimeout(r, 20));
    expect(t.unitOf(transfer)).toEqual(chain("1"));
    expect(t.warnings()).toEqual([]);
    await t.write("player1", transfer, { "flags.starskirmish.unit": chain("2") });
    await vi.waitFor(() => expect(t.unitOf(transfer)).toEqual(chain("1")));
    expect(t.warnings()).toEqual([KEPT("Transfer")]);
  });

  it("lets a token made by a player's drop keep the chain it was made with, and keeps that chain from then on", async () => {
    const t = await setup();
    await t.ready();
    // the player's formation drop makes the token; the GM's client sees it made
    const dropped = t.put("Dropped", "3");
    t.stubs.actAs("gm");
    t.stubs.fire.created(dropped, "player1");
    await new Promise((r) => setTimeout(r, 20));
    expect(t.unitOf(dropped)).toEqual(chain("3"));
    expect(dropped.updates).toEqual([]);
    expect(t.warnings()).toEqual([]);
    await t.write("player1", dropped, { "flags.starskirmish.unit": chain("1") });
    await vi.waitFor(() => expect(t.unitOf(dropped)).toEqual(chain("3")));
    expect(t.warnings()).toEqual([KEPT("Dropped")]);
  });

  it("refuses a player's change of the chain on their own client before it is written, in each way it can be written, and nothing else", async () => {
    const t = await setup();
    const trooper = t.put(`<b>Trooper</b>`, "2");
    t.stubs.actAs("player1");
    const refused = [
      { "flags.starskirmish.unit": chain("1") },
      { flags: { starskirmish: { unit: chain("1") } } },
      { flags: { starskirmish: { "==unit": chain("1") } } },
      { flags: { starskirmish: { "-=unit": null } } },
      { flags: { "-=starskirmish": null } },
      { flags: { "==starskirmish": { upright: 0 } } },
    ];
    for (const changed of refused) expect(t.stubs.fire.preUpdate(trooper as never, changed, "player1")).toBe(false);
    // what leaves the chain as it is passes: the same chain again, other fields, a hand-placed
    // token's absent chain removed; and so does the GM's own change
    const loner = t.canvas.place(null, { x: 950, y: 50 }, { _id: "t-loner", name: "Loner" }).document;
    expect(t.stubs.fire.preUpdate(trooper as never, { "flags.starskirmish.unit": chain("2") }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(trooper as never, { "flags.starskirmish.upright": 90, name: "Renamed" }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(loner as never, { flags: { starskirmish: { "-=unit": null } } }, "player1")).not.toBe(false);
    t.stubs.actAs("gm");
    expect(t.stubs.fire.preUpdate(trooper as never, { "flags.starskirmish.unit": chain("1") }, "gm")).not.toBe(false);
    expect(t.warnings()).toEqual(refused.map(() => REFUSED("&lt;b&gt;Trooper&lt;/b&gt;")));
  });
});

// The formation a token was placed with and the member it stands for (the same module): the GM's
// formation sheet selects, recalls and adds to combat the tokens whose `formation` names it, and
// counts each member's figures by `member`; neither is written in an update, so a player's rewrite
// of either is refused on their own client and, written anyway, put back.
describe("a token's formation and member, kept for the GM", () => {
  const ALPHA = "Actor.alpha";
  const BRAVO = "Actor.bravo";
  async function dropSetup() {
    const t = await setup();
    let placed = 0;
    /** A token as a formation drop makes it (place-formation.ts figureToken), or a hand-placed one with no formation. */
    const drop = (name: string, formation?: { uuid: string; member: number }) =>
      t.canvas.place(null, { x: 50 + 100 * placed++, y: 250 }, {
        _id: `d-${placed}`,
        name,
        flags: formation ? { starskirmish: { formation: formation.uuid, member: formation.member, unit: chain("1") } } : {},
      }).document;
    const flagsOf = (token: ReturnType<typeof drop>) => (token.flags as { starskirmish?: { formation?: unknown; member?: unknown } }).starskirmish ?? {};
    const tokens = await import("../../../src/system/formation/formation-tokens");
    return { ...t, drop, flagsOf, tokens };
  }
  const kept = (key: string, token: string) => `STARSKIRMISH.Formation.${key}Kept ${JSON.stringify({ user: "player1", name: token })}`;

  it("puts back a player's moving their token out of its formation, so the GM's select and recall still find it", async () => {
    const t = await dropSetup();
    const first = t.drop("First", { uuid: ALPHA, member: 0 });
    const second = t.drop("Second", { uuid: ALPHA, member: 1 });
    await t.ready();
    await t.write("player1", second, { "flags.starskirmish.formation": BRAVO });
    await vi.waitFor(() => expect(t.flagsOf(second).formation).toBe(ALPHA));
    await t.write("player1", first, { "flags.starskirmish.-=formation": null });
    await vi.waitFor(() => expect(t.flagsOf(first).formation).toBe(ALPHA));
    expect(t.warnings()).toEqual([kept("formation", "Second"), kept("formation", "First")]);
    t.stubs.actAs("gm");
    expect(t.tokens.selectFormation(ALPHA)).toBe(2);
    expect(t.canvas.tokens.controlled.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(t.tokens.selectFormation(BRAVO)).toBe(0);
    expect(await t.tokens.recallFormation(ALPHA)).toBe(2);
    expect([...t.canvas.scene.tokens.keys()].filter((id) => id.startsWith("d-"))).toEqual([]);
  });

  it("puts back a player's slipping a hand-placed token into a formation, so the GM's recall leaves it", async () => {
    const t = await dropSetup();
    const member = t.drop("Member", { uuid: ALPHA, member: 0 });
    const loner = t.drop(`<i>Loner</i>`);
    await t.ready();
    await t.write("player1", loner, { flags: { starskirmish: { formation: ALPHA, member: 0 } } });
    await vi.waitFor(() => expect(t.flagsOf(loner)).toEqual({}));
    expect(t.warnings()).toEqual([kept("formation", "&lt;i&gt;Loner&lt;/i&gt;"), kept("member", "&lt;i&gt;Loner&lt;/i&gt;")]);
    t.stubs.actAs("gm");
    expect(t.tokens.formationTokens(ALPHA).map((d) => d.id)).toEqual([member.id]);
    expect(await t.tokens.recallFormation(ALPHA)).toBe(1);
    expect(t.canvas.scene.tokens.has(loner.id)).toBe(true);
  });

  it("puts back a player's changing the member their token stands for, and leaves the GM's own change", async () => {
    const t = await dropSetup();
    const trooper = t.drop("Trooper", { uuid: ALPHA, member: 1 });
    await t.ready();
    await t.write("player1", trooper, { "flags.starskirmish.member": 0 });
    await vi.waitFor(() => expect(t.flagsOf(trooper).member).toBe(1));
    await t.write("player1", trooper, { "flags.==starskirmish": { unit: chain("1") } });
    await vi.waitFor(() => expect(t.flagsOf(trooper)).toMatchObject({ formation: ALPHA, member: 1 }));
    expect(t.warnings()).toEqual([kept("member", "Trooper"), kept("formation", "Trooper"), kept("member", "Trooper")]);
    await t.write("gm", trooper, { "flags.starskirmish.member": 2 });
    await new Promise((r) => setTimeout(r, 20));
    expect(t.flagsOf(trooper).member).toBe(2);
    expect(t.warnings()).toHaveLength(3);
  });

  it("refuses a player's change of the formation or the member on their own client, and lets the same values through", async () => {
    const t = await dropSetup();
    const trooper = t.drop("Trooper", { uuid: ALPHA, member: 1 });
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preUpdate(trooper as never, { "flags.starskirmish.formation": BRAVO }, "player1")).toBe(false);
    expect(t.stubs.fire.preUpdate(trooper as never, { flags: { starskirmish: { "-=member": null } } }, "player1")).toBe(false);
    expect(t.stubs.fire.preUpdate(trooper as never, { flags: { starskirmish: { formation: ALPHA, member: 1 } } }, "player1")).not.toBe(false);
    t.stubs.actAs("gm");
    expect(t.stubs.fire.preUpdate(trooper as never, { "flags.starskirmish.member": 0 }, "gm")).not.toBe(false);
    expect(t.warnings()).toEqual([
      `STARSKIRMISH.Formation.formationRefused ${JSON.stringify({ name: "Trooper" })}`,
      `STARSKIRMISH.Formation.memberRefused ${JSON.stringify({ name: "Trooper" })}`,
    ]);
  });
});
