// @vitest-environment happy-dom
// A token's side in a battle (system/turn/side-guard.ts), after a real init in each rule set's world:
// every rule set reads whose phase it is, friend and foe and the secret markers from a token's
// disposition, so a player's change of a combatant's disposition is put back by the active GM's client
// and the GM told; outside a battle, and for the GM, a change stands.
import { describe, expect, it, vi } from "vitest";
import { bootSystem } from "../../helpers/boot";
import { StandInCanvas } from "../../helpers/foundry/canvas";
import { StandInCollection } from "../../helpers/foundry/collection";
import { StandInCombat } from "../../helpers/foundry/combat";
import { pastOwnRefusals } from "../../helpers/foundry/document";
import { seenByAll } from "../../helpers/foundry/move-as";
import { makeUser } from "../../helpers/foundry/users";

// CONST.TOKEN_DISPOSITIONS
const FRIENDLY = 1;
const HOSTILE = -1;
const SECRET = -2;

async function setup(ruleSet = "striker") {
  const { stubs, g } = await bootSystem({ "starskirmish.ruleSet": ruleSet }, { loadTable: false });
  const canvas = new StandInCanvas({ size: 100, distance: 1 });
  g.canvas = canvas;
  g.game.scenes = new StandInCollection([[canvas.scene.id, canvas.scene]]);
  const combat = new StandInCombat({ _id: "combat1" });
  g.game.combats.set(combat.id, combat);
  g.game.combat = combat;
  let placed = 0;
  /** A token of the side given, standing on the scene; a name as its owner might type it. */
  const put = (name: string, disposition: number) => canvas.place(null, { x: 50 + 100 * placed++, y: 50 }, { _id: `t-${placed}`, name, disposition }).document;
  type Token = ReturnType<typeof put>;
  const join = (token: Token) => combat.addCombatant({ token, tokenId: token.id });
  /** The GM's client starts: ready, as the GM, and the world's migrations let finish. */
  const ready = async () => {
    stubs.actAs("gm");
    stubs.fire.ready();
    await new Promise((r) => setTimeout(r, 20));
    stubs.actAs("player1");
  };
  /** `user`'s client writes the token's side past its own refusal (a hostile client's), and every client sees it (the GM's last). */
  const setSide = async (user: string, token: Token, disposition: number) => {
    stubs.actAs(user);
    await pastOwnRefusals(() => token.update({ disposition }));
    await seenByAll(stubs, token, { disposition }, user, {});
    stubs.actAs("player1");
  };
  const warnings = () => stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message);
  return { stubs, g, canvas, combat, put, join, ready, setSide, warnings };
}

const KEPT = (token: string) => `STARSKIRMISH.Turn.sideKept ${JSON.stringify({ user: "player1", name: token })}`;

describe("a combatant's side, kept for the GM in a battle", () => {
  for (const ruleSet of ["space-patrol", "starship-marine", "starmarines", "striker"]) {
    it(`puts back a player's turning their combatant to the other side, and tells the GM, in a ${ruleSet} world`, async () => {
      const t = await setup(ruleSet);
      const trooper = t.put("Trooper", FRIENDLY);
      t.join(trooper);
      await t.ready();
      await t.setSide("player1", trooper, HOSTILE);
      await vi.waitFor(() => expect(trooper.disposition).toBe(FRIENDLY));
      expect(t.warnings()).toEqual([KEPT("Trooper")]);
      expect(t.stubs.hooks.errors).toEqual([]);
    });
  }

  it("names the token in the GM's notice as the text it is, markup escaped", async () => {
    const t = await setup();
    const sly = t.put(`<img src=x onerror="alert(1)">`, FRIENDLY);
    t.join(sly);
    await t.ready();
    await t.setSide("player1", sly, SECRET);
    await vi.waitFor(() => expect(sly.disposition).toBe(FRIENDLY));
    expect(t.warnings()).toEqual([KEPT("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;")]);
  });

  it("leaves a player's change of a token in no battle alone, and remembers it", async () => {
    const t = await setup();
    const scout = t.put("Scout", FRIENDLY);
    await t.ready();
    await t.setSide("player1", scout, HOSTILE);
    await new Promise((r) => setTimeout(r, 20));
    expect(scout.disposition).toBe(HOSTILE);
    expect(scout.updates).toEqual([{ disposition: HOSTILE }]);
    expect(t.warnings()).toEqual([]);
    // the scout joins the battle on the side its player chose: a later flip goes back to that side
    t.join(scout);
    await t.setSide("player1", scout, FRIENDLY);
    await vi.waitFor(() => expect(scout.disposition).toBe(HOSTILE));
    expect(t.warnings()).toEqual([KEPT("Scout")]);
  });

  it("leaves the GM's change of a combatant's side alone, and puts a player's later change back to it", async () => {
    const t = await setup();
    const turncoat = t.put("Turncoat", FRIENDLY);
    t.join(turncoat);
    await t.ready();
    await t.setSide("gm", turncoat, HOSTILE);
    await new Promise((r) => setTimeout(r, 20));
    expect(turncoat.disposition).toBe(HOSTILE);
    expect(t.warnings()).toEqual([]);
    await t.setSide("player1", turncoat, FRIENDLY);
    await vi.waitFor(() => expect(turncoat.disposition).toBe(HOSTILE));
    expect(t.warnings()).toEqual([KEPT("Turncoat")]);
  });

  it("writes nothing on a GM's client that is not the active GM's, which keeps the side for when it is", async () => {
    const t = await setup();
    t.stubs.users.set("gm2", makeUser("gm2", true));
    const trooper = t.put("Trooper", FRIENDLY);
    t.join(trooper);
    await t.ready();
    // the player's change, seen by the second GM's client only: "gm" is the active GM
    t.stubs.actAs("player1");
    await pastOwnRefusals(() => trooper.update({ disposition: HOSTILE }));
    t.stubs.actAs("gm2");
    t.stubs.fire.updated(trooper, { disposition: HOSTILE }, "player1");
    await new Promise((r) => setTimeout(r, 20));
    expect(trooper.disposition).toBe(HOSTILE);
    expect(trooper.updates).toEqual([{ disposition: HOSTILE }]);
    expect(t.warnings()).toEqual([]);
    // the first GM leaves: the second is the active GM now, and a second flip goes back to the side it kept
    t.stubs.users.get("gm")!.active = false;
    t.stubs.actAs("player1");
    await pastOwnRefusals(() => trooper.update({ disposition: SECRET }));
    t.stubs.actAs("gm2");
    t.stubs.fire.updated(trooper, { disposition: SECRET }, "player1");
    await vi.waitFor(() => expect(trooper.disposition).toBe(FRIENDLY));
    expect(t.warnings()).toEqual([KEPT("Trooper")]);
  });

  it("puts back the side noted at ready, at a token's making, or as the combatant joins", async () => {
    const t = await setup();
    // on the scene as the GM's client starts
    const first = t.put("First", HOSTILE);
    t.join(first);
    await t.ready();
    // the GM's client sees a token made later, and a combatant join
    t.stubs.actAs("gm");
    const second = t.put("Second", HOSTILE);
    t.stubs.fire.created(second, "gm");
    t.join(second);
    // on a scene brought in after ready (no createToken), noted as it joins the battle
    const third = t.put("Third", HOSTILE);
    t.stubs.fire.created(t.join(third), "gm");
    for (const token of [first, second, third]) await t.setSide("player1", token, FRIENDLY);
    await vi.waitFor(() => expect([first, second, third].map((tk) => tk.disposition)).toEqual([HOSTILE, HOSTILE, HOSTILE]));
    expect(t.warnings()).toEqual([KEPT("First"), KEPT("Second"), KEPT("Third")]);
  });

  it("lets a change stand when the GM's client never saw the side it had", async () => {
    const t = await setup();
    // placed after ready, and no moment came to note it
    await t.ready();
    const unseen = t.put("Unseen", HOSTILE);
    t.join(unseen);
    await t.setSide("player1", unseen, FRIENDLY);
    await new Promise((r) => setTimeout(r, 20));
    expect(unseen.disposition).toBe(FRIENDLY);
    expect(t.warnings()).toEqual([]);
  });

  it("refuses a player's change of a combatant's side on their own client before it is written, and lets the GM's and an idle token's pass", async () => {
    const t = await setup();
    const trooper = t.put(`<b>Trooper</b>`, FRIENDLY);
    const bystander = t.put("Bystander", FRIENDLY);
    t.join(trooper);
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preUpdate(trooper as never, { disposition: HOSTILE }, "player1")).toBe(false);
    expect(t.warnings()).toEqual([`STARSKIRMISH.Turn.sideRefused ${JSON.stringify({ name: "&lt;b&gt;Trooper&lt;/b&gt;" })}`]);
    // the same side again, a token in no battle, and the GM's own change: no refusal
    expect(t.stubs.fire.preUpdate(trooper as never, { disposition: FRIENDLY }, "player1")).not.toBe(false);
    expect(t.stubs.fire.preUpdate(bystander as never, { disposition: HOSTILE }, "player1")).not.toBe(false);
    t.stubs.actAs("gm");
    expect(t.stubs.fire.preUpdate(trooper as never, { disposition: HOSTILE }, "gm")).not.toBe(false);
    expect(t.warnings()).toHaveLength(1);
  });
});
