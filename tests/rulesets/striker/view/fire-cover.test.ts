// Cover read from the board in the fire path's pure steps (Striker 7.A.2, 8.B.2-3): the dialog's
// default and where it came from, each further team judged in the cover the board shows it in (its
// armour counting only while the team is hidden or concealed), the record the GM derives from, and
// the card's cover lines with the firer's cover call beside the board's where they differ, and the
// firer's status call disputed on the card's row for the target's status (7.A.1.c, 7.A.2-3).
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { resolveFire, STR_MARKER } from "../../../../src/rulesets/striker/rules/index";
import { defaultOptions, planFire, weaponChoices, type TeamSnapshot } from "../../../../src/rulesets/striker/view/fire-plan";
import { fireDialogContext } from "../../../../src/rulesets/striker/view/fire-form";
import { burstOutcomes, dangerOutcomes, fireOutcome } from "../../../../src/rulesets/striker/view/fire-outcome";
import { fireRecord, recordedCasualties } from "../../../../src/rulesets/striker/view/fire-record";
import { fireCardContext, modifierRows } from "../../../../src/rulesets/striker/view/fire-card";
import type { CoverTerrain } from "../../../../src/rulesets/striker/rules/armour";
import type { VisibilityStatus } from "../../../../src/rulesets/striker/rules/team-status";
import { workedAttack } from "../../../../gallery/samples-striker-fire";
import { grenadeBurstAttack } from "../../../../gallery/samples-striker-grenades";

// Contact 3+3 misses; the target's fragments 4+3 +4, one hit on its 2nd (d4 2); the neighbour's three
// soldiers 5+4 +3, one hit on the 1st (d3 1): fragment penetration 2 (samples-striker-grenades.ts).
const BURST_FACES = [3, 3, 4, 3, 2, 5, 4, 1];

/**
 * The grenade thrown 40 m with the neighbour 12 m from the target, standing in `cover` with
 * `markers`; the board has it in concealment wherever it stands in cover (board-sight.ts), unless
 * `ground` says otherwise ("unread": an entry without `inConcealment`, as before it was read).
 */
function burstIn(cover: CoverTerrain | null, markers: TeamSnapshot["markers"], ground: "board" | "unread" = "board") {
  const { firer, target, neighbour, options } = grenadeBurstAttack();
  const placed = { ...neighbour, markers };
  const entry = { snapshot: placed, distanceM: 12, cover, ...(ground === "board" ? { inConcealment: cover !== null } : {}) };
  const plan = planFire([firer], target, 40, options, [entry]);
  if (typeof plan === "string") throw new Error(plan);
  const result = resolveFire(plan.input, new FixedDice(BURST_FACES));
  if (!result.allowed) throw new Error("blocked");
  return { firer, target, options, plan, result, burst: burstOutcomes(result, plan, options) };
}

describe("the dialog's cover from the board", () => {
  it("defaults to the forest or building the board shows the target in, else none", () => {
    const { firer, target } = workedAttack();
    expect(defaultOptions([firer], target, "forest")?.cover).toBe("forest");
    expect(defaultOptions([firer], target, "building")?.cover).toBe("building");
    expect(defaultOptions([firer], target, null)?.cover).toBe("none");
    expect(defaultOptions([firer], target)?.cover).toBe("none");
  });

  it("says where the default came from, and nothing when the board was not read", () => {
    const { firer, target, options } = workedAttack();
    const weapons = weaponChoices([firer]);
    expect(fireDialogContext(weapons, options, 250, target.name, "forest").coverFrom).toBe("STARSKIRMISH.Striker.Fire.CoverFrom.forest");
    expect(fireDialogContext(weapons, options, 250, target.name, null).coverFrom).toBe("STARSKIRMISH.Striker.Fire.CoverFrom.none");
    expect(fireDialogContext(weapons, options, 250, target.name).coverFrom).toBe("");
  });
});

describe("a further team in its own cover (Striker 8.A.1.b.5, 8.B.2-3)", () => {
  it("concealed in a forest, the burst's fragment meets armour 3 and does nothing; in the open the same fragment kills", () => {
    const forest = burstIn("forest", { [STR_MARKER.concealed]: 1 }).burst[0]!;
    expect(forest.outcome.rows[0]).toMatchObject({ name: "Abe", hits: 1, armour: 3, outcomes: ["noEffect"], casualty: false });
    expect(forest.outcome).toMatchObject({ cover: "forest", status: "concealed", casualties: [] });
    const open = burstIn(null, { [STR_MARKER.concealed]: 1 }).burst[0]!;
    expect(open.outcome.rows[0]).toMatchObject({ armour: 0, outcomes: ["casualty"], casualty: true });
  });

  it("hidden in a forest takes the forest's hidden armour 7", () => {
    const hidden = burstIn("forest", { [STR_MARKER.hidden]: 1 }).burst[0]!;
    expect(hidden.outcome.rows.map((r) => r.armour)).toEqual([7, 7, 7]);
  });

  it("a team in a forest read without its ground goes by its markers: with none it is in the open and gets none of the armour (coverStatus)", () => {
    const exposed = burstIn("forest", {}, "unread").burst[0]!;
    expect(exposed.outcome).toMatchObject({ cover: "forest", status: "open", casualties: [0] });
    expect(exposed.outcome.rows[0]!.armour).toBe(0);
  });

  it("the record keeps the team's cover, so the GM's casualties from the card's dice match the card's", () => {
    const { plan, target, options, burst } = burstIn("forest", { [STR_MARKER.concealed]: 1 });
    const record = fireRecord(plan, target, options);
    expect(record.teams.find((t) => t.key === "neighbour")).toMatchObject({ role: "burst", cover: "forest", status: "concealed" });
    expect(recordedCasualties(record, new FixedDice(BURST_FACES))).toEqual({ target: [], neighbour: [] });
    expect(burst[0]!.outcome.casualties).toEqual([]);
  });

  it("a danger-space team concealed in a building meets flak 3 with the building's 4: armour 7, and the ACR's hit does nothing", () => {
    const { firer, target, options } = workedAttack();
    const line = { firer: { x: 0, y: 0 }, target: { x: 250, y: 0 } };
    // the target's copy keeps its Concealed marker and flak jackets
    const near = { snapshot: { ...target, id: "near", actorUuid: "Actor.near" }, distanceM: 50, position: { x: 200, y: 5 }, rangeM: 200, cover: "building" as const };
    const plan = planFire([firer], target, 250, options, [near], line);
    if (typeof plan === "string") throw new Error(plan);
    // Prime 1+1 misses; the further target 6+6 +1 +2 -1 = 14, one hit on the 3rd (d4 3).
    const result = resolveFire(plan.input, new FixedDice([1, 1, 6, 6, 3]));
    if (!result.allowed) throw new Error("blocked");
    const [danger] = dangerOutcomes(result, plan, options);
    expect(danger!.outcome.rows[2]).toMatchObject({ hits: 1, armour: 7, outcomes: ["noEffect"], casualty: false });
    expect(fireRecord(plan, target, options).teams.find((t) => t.key === "near")).toMatchObject({ role: "danger", cover: "building" });
  });
});

// 2D6 6+6, the one hit on the concealed target's 2nd (d4 2) unless other faces are given
const card = (
  boardCover?: CoverTerrain | null,
  cover: "none" | CoverTerrain = "none",
  targetStatus = workedAttack().options.targetStatus,
  faces = [6, 6, 2],
  boardStatus?: VisibilityStatus,
  targetMovement = workedAttack().options.targetMovement,
) => {
  const { firer, target, options: base } = workedAttack();
  const options = { ...base, cover, targetStatus, targetMovement };
  const plan = planFire([firer], target, 250, options);
  if (typeof plan === "string") throw new Error(plan);
  const result = resolveFire(plan.input, new FixedDice(faces));
  if (!result.allowed) throw new Error("blocked");
  const outcome = fireOutcome(result, plan, target, options)!;
  return fireCardContext({
    firerNames: [firer.name], targetName: target.name, targetKey: target.id, targetUuid: target.actorUuid, weaponName: "7mm ACR", ammo: "slugs",
    rangeM: 250, troops: 4, result, outcome, moraleDue: [], ...(boardCover === undefined ? {} : { boardCover }), ...(boardStatus === undefined ? {} : { boardStatus }),
  });
};

describe("the card's cover lines", () => {
  it("says what the board showed where the firer chose other cover for the target", () => {
    expect(card("forest", "none").cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.none", noEffect: false, disputes: ["STARSKIRMISH.Striker.Fire.BoardCover.forest"], concealedBy: "" });
    expect(card(null, "building").cover.disputes).toEqual(["STARSKIRMISH.Striker.Fire.BoardCover.none"]);
  });

  it("says nothing more where they agree, or where the board was not read", () => {
    expect(card("forest", "forest").cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.forest", noEffect: false, disputes: [], concealedBy: "" });
    expect(card(undefined, "none").cover.disputes).toEqual([]);
  });

  it("says when the target's cover added no armour, the firer having called it in the open", () => {
    // 1+1 misses: the line is the same whatever the dice
    expect(card("forest", "forest", "open", [1, 1]).cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.forest", noEffect: true, disputes: [], concealedBy: "" });
  });

  it("carries only the cover call: a status call the board disputes is not on it", () => {
    // 1+1 misses: only the calls matter
    expect(card("forest", "forest", "concealed", [1, 1], "hidden").cover.disputes).toEqual([]);
    expect(card("forest", "none", "open", [1, 1], "concealed").cover.disputes).toEqual(["STARSKIRMISH.Striker.Fire.BoardCover.forest"]);
  });

  it("gives each further team the cover it was judged in, and says when it added no armour", () => {
    const { firer, target, options, plan, result, burst } = burstIn("forest", {}, "unread");
    const outcome = fireOutcome(result, plan, target, options)!;
    const ctx = fireCardContext({
      firerNames: [firer.name], targetName: target.name, targetKey: target.id, targetUuid: target.actorUuid, weaponName: "HE Hand Grenade (TL 11)", ammo: "HE",
      rangeM: 40, troops: 1, result, outcome, moraleDue: [],
      burst: burst.map((b) => ({ key: b.victim.snapshot.id, name: b.victim.snapshot.name, outcome: b.outcome })),
    });
    expect(ctx.burstTeams[0]!.cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.forest", noEffect: true, disputes: [], concealedBy: "" });
    expect(ctx.cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.none", noEffect: false, disputes: [], concealedBy: "" });
  });
});

// 1+1 misses in every card below: only the calls matter. The worked attack's firers add troop
// quality +1 and autofire +2 (8.A.1.b.2.a), so the target's rows begin third.
describe("the card's row for the target's status (Striker 7.A.1.c, 7.A.2-3, 8.A.1.b.2.b.i)", () => {
  const BOARD_STATUS = "STARSKIRMISH.Striker.Fire.BoardStatus";
  const rows = (ctx: ReturnType<typeof card>) => ctx.modifiers.map((m) => [m.label, m.value, m.status, m.disputes]);

  it("puts what the board showed on the status's modifier row where the firer called the target concealed or hidden", () => {
    expect(rows(card("forest", "forest", "concealed", [1, 1], "hidden"))).toEqual([
      ["STARSKIRMISH.Striker.Fire.Modifier.troopQuality", "+1", "", []],
      ["STARSKIRMISH.Striker.Fire.Modifier.autofire", "+2", "", []],
      ["STARSKIRMISH.Striker.Fire.Modifier.concealed", "\u22121", "", [`${BOARD_STATUS}.hidden`]],
    ]);
    expect(rows(card(null, "none", "hidden", [1, 1], "open"))[2]).toEqual(["STARSKIRMISH.Striker.Fire.Modifier.hidden", "\u22122", "", [`${BOARD_STATUS}.open`]]);
  });

  it("where the firer called the target in the open, which has no modifier, adds a row saying so with the board's status, before the target's movement", () => {
    expect(rows(card("forest", "forest", "open", [1, 1], "concealed", "upToNoe"))).toEqual([
      ["STARSKIRMISH.Striker.Fire.Modifier.troopQuality", "+1", "", []],
      ["STARSKIRMISH.Striker.Fire.Modifier.autofire", "+2", "", []],
      ["STARSKIRMISH.Striker.Fire.targetStatus", "", "STARSKIRMISH.Striker.Fire.Status.open", [`${BOARD_STATUS}.concealed`]],
      ["STARSKIRMISH.Striker.Fire.Modifier.targetMoved", "\u22121", "", []],
    ]);
  });

  it("gives both disputes where the firer called both differently, each on its own row", () => {
    const ctx = card("forest", "none", "open", [1, 1], "concealed");
    expect(ctx.cover.disputes).toEqual(["STARSKIRMISH.Striker.Fire.BoardCover.forest"]);
    expect(ctx.modifiers.flatMap((m) => m.disputes)).toEqual([`${BOARD_STATUS}.concealed`]);
  });

  it("adds nothing where the calls agree, the board was not read, or the firer fired recon by fire (8.A.1.a.5): the rows are the DMs alone", () => {
    const dms = (ctx: ReturnType<typeof card>) => ctx.modifiers.every((m) => m.status === "" && m.disputes.length === 0);
    const agreed = card("forest", "forest", "concealed", [1, 1], "concealed");
    expect(dms(agreed)).toBe(true);
    expect(agreed.modifiers.map((m) => m.label)).toEqual(["STARSKIRMISH.Striker.Fire.Modifier.troopQuality", "STARSKIRMISH.Striker.Fire.Modifier.autofire", "STARSKIRMISH.Striker.Fire.Modifier.concealed"]);
    // called in the open with the board unread, or agreeing: no status row at all
    expect(card("forest", "forest", "open", [1, 1]).modifiers.map((m) => m.label)).toEqual(["STARSKIRMISH.Striker.Fire.Modifier.troopQuality", "STARSKIRMISH.Striker.Fire.Modifier.autofire"]);
    expect(card(null, "none", "open", [1, 1], "open").modifiers).toHaveLength(2);
    const recon = card("forest", "forest", "unspotted", [1, 1], "concealed");
    expect(dms(recon)).toBe(true);
    expect(recon.modifiers.map((m) => m.label)).toContain("STARSKIRMISH.Striker.Fire.Modifier.reconByFire");
  });

  it("finds the status's row by the rules' tag, not by its label", () => {
    // tagged under another label: the dispute lands on it, and no row is added
    const tagged = modifierRows([{ label: "STARSKIRMISH.Striker.Fire.Modifier.autofire", value: 2 }, { label: "STARSKIRMISH.Striker.Fire.Modifier.other", value: -1, kind: "targetStatus" }], 1, "concealed", "hidden");
    expect(tagged.map((r) => [r.label, r.disputes])).toEqual([
      ["STARSKIRMISH.Striker.Fire.Modifier.autofire", []],
      ["STARSKIRMISH.Striker.Fire.Modifier.other", [`${BOARD_STATUS}.hidden`]],
    ]);
    // the concealed DM's own label without the tag is not taken for the status's row: a row of its own says it
    const untagged = modifierRows([{ label: "STARSKIRMISH.Striker.Fire.Modifier.concealed", value: -1 }], 0, "concealed", "hidden");
    expect(untagged.map((r) => [r.label, r.disputes])).toEqual([
      ["STARSKIRMISH.Striker.Fire.targetStatus", [`${BOARD_STATUS}.hidden`]],
      ["STARSKIRMISH.Striker.Fire.Modifier.concealed", []],
    ]);
  });

  it("a called status with no DM row among the modifiers still gets a row of its own for the dispute", () => {
    expect(modifierRows([], 0, "concealed", "hidden")).toEqual([{ label: "STARSKIRMISH.Striker.Fire.targetStatus", value: "", status: "STARSKIRMISH.Striker.Fire.Status.concealed", disputes: [`${BOARD_STATUS}.hidden`] }]);
    expect(modifierRows([{ label: "STARSKIRMISH.Striker.Fire.Modifier.autofire", value: 2 }], 5, "open", "hidden").map((r) => r.label)).toEqual(["STARSKIRMISH.Striker.Fire.Modifier.autofire", "STARSKIRMISH.Striker.Fire.targetStatus"]);
  });
});
