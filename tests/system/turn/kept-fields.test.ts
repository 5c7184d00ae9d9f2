// @vitest-environment happy-dom
// The kit's token fields only the GM changes in play (system/turn/kept-fields.ts), after a real
// init: in a StarMarines world it keeps five, the side and a formation drop's three flags (formation,
// member, chain of command; every world) and a soldier's ride (VIII-G). One player update that
// changes two of them is put back whole, with a notice for each; a field with no refusal of its own
// is not refused on the player's client; a token deleted is forgotten. A GM request sent just after
// a hostile write is judged on the value put back, not the value written.
import { afterEach, describe, expect, it, vi } from "vitest";
import { starMarinesBoard } from "../../helpers/starmarines-board";
import { StandInCombat } from "../../helpers/foundry/combat";
import { seenByAll } from "../../helpers/foundry/move-as";
import { pastOwnRefusals } from "../../helpers/foundry/document";
import { requestAs } from "../../helpers/gm-requests";

// CONST.TOKEN_DISPOSITIONS
const FRIENDLY = 1;
const HOSTILE = -1;

async function setup() {
  const b = await starMarinesBoard([]);
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { smrPosition: { turn: 1, phase: "p1Movement" } } } });
  b.g.game.combats.set(combat.id, combat as never);
  b.g.game.combat = combat as never;
  const marine = b.unit("Marine", { kind: "soldier", move: 2 });
  const tMarine = b.put(marine, 0, 0, 0, { disposition: FRIENDLY });
  combat.addCombatant({ actor: marine, token: tMarine.document, tokenId: tMarine.document.id });
  // the GM's client starts, and notes what the scene holds
  b.stubs.actAs("gm");
  b.stubs.fire.ready();
  await new Promise((r) => setTimeout(r, 20));
  b.stubs.actAs("player1");
  const kit = await import("../../../src/system/turn/kept-fields");
  const warnings = () => b.stubs.notifications.filter((n) => n.level === "warn").map((n) => n.message.split(" ")[0]);
  return { ...b, combat, tMarine, kit, warnings };
}

describe("token fields the GM keeps", () => {
  afterEach(() => vi.restoreAllMocks());

  it("puts back a player's update that changes two kept fields at once, each with its own notice", async () => {
    const t = await setup();
    const doc = t.tMarine.document;
    expect(t.kit.keptMemorySizes().tokens).toHaveLength(5);
    const changed = { disposition: HOSTILE, "flags.starskirmish.smrAboard": { vehicle: "t-APC", turn: 1 } };
    // a hostile client, past its own refusal of the side
    t.stubs.actAs("player1");
    await pastOwnRefusals(() => doc.update(changed));
    await seenByAll(t.stubs, doc, changed, "player1", {});
    await vi.waitFor(() => expect(doc.disposition).toBe(FRIENDLY));
    await vi.waitFor(() => expect((doc.flags as { starskirmish?: { smrAboard?: unknown } }).starskirmish?.smrAboard).toBeUndefined());
    expect(t.warnings()).toEqual(["STARSKIRMISH.Turn.sideKept", "STARSKIRMISH.StarMarines.Transport.forged"]);
  });

  it("refuses on the player's client only the field that has a refusal: the side, not the ride", async () => {
    const t = await setup();
    const doc = t.tMarine.document;
    t.stubs.actAs("player1");
    expect(t.stubs.fire.preUpdate(doc as never, { disposition: HOSTILE }, "player1")).toBe(false);
    expect(t.stubs.fire.preUpdate(doc as never, { "flags.starskirmish.smrDismounted": 1 }, "player1")).not.toBe(false);
    expect(t.warnings()).toEqual(["STARSKIRMISH.Turn.sideRefused"]);
  });

  it("forgets a token when it is deleted, in every field's memory", async () => {
    const t = await setup();
    const other = t.put(t.unit("Scout", { kind: "soldier", move: 2 }), 1, 0, 0, { disposition: FRIENDLY });
    t.stubs.actAs("gm");
    t.stubs.fire.created(other.document as never, "gm");
    const before = t.kit.keptMemorySizes().tokens;
    expect(before.every((n) => n >= 2)).toBe(true);
    await other.document.delete();
    t.stubs.fire.deleted(other.document as never, "gm");
    expect(t.kit.keptMemorySizes().tokens).toEqual(before.map((n) => n - 1));
  });

  it("judges a request sent just after a hostile write on the value put back, however slow the put-back", async () => {
    const t = await setup();
    const doc = t.tMarine.document;
    const { defineGmRequest } = await import("../../../src/system/gm-request/gm-request");
    const sides: number[] = [];
    const probe = defineGmRequest<Record<string, never>>({
      name: "testSideProbe",
      read: () => ({}),
      run: async () => {
        sides.push(doc.disposition);
        return { ok: true };
      },
    });
    // the GM's put-back is a round trip to the server, slower than the request that follows it
    const write = doc.update.bind(doc);
    vi.spyOn(doc, "update").mockImplementation(async (changes, options) => {
      await new Promise((r) => setTimeout(r, 40));
      return write(changes, options);
    });
    // a hostile client skips its own refusal, writes the side, and asks at once
    t.stubs.actAs("player1");
    const changed = { disposition: HOSTILE };
    await pastOwnRefusals(() => write(changed));
    t.stubs.actAs("gm");
    t.stubs.fire.updated(doc as never, changed, "player1", {});
    expect(doc.disposition).toBe(HOSTILE);
    expect(await requestAs("player1", probe, {})).toEqual({ ok: true });
    expect(sides).toEqual([FRIENDLY]);
  });
});
