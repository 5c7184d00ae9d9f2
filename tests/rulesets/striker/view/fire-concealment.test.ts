// A team's concealment read off the board in the fire and morale paths' pure steps (Striker
// 7.A.1.c, 7.A.2-3, 8.A.1.b.2.b.i, 8.B.2-3, 8.C.2.b.ii): its status from its markers and whether the
// board has it inside a forest or building, or deep in a forest; the fire dialog's default and its
// note; each further team concealed (or hidden) by the wood it stands in with no marker, meeting the
// forest's armour; the record the GM's Apply derives from keeping the same status; the card and
// morale dialog saying why.
import { describe, expect, it } from "vitest";
import { FixedDice } from "../../../../src/core/seeded-dice";
import { resolveFire, STR_MARKER } from "../../../../src/rulesets/striker/rules/index";
import { concealingTerrain, defaultOptions, furtherTeamStatus, planFire, statusFromGround, statusFromMarkers, teamStatus, weaponChoices, type GroundSource, type TeamSnapshot } from "../../../../src/rulesets/striker/view/fire-plan";
import { fireDialogContext } from "../../../../src/rulesets/striker/view/fire-form";
import { burstOutcomes, dangerOutcomes, fireOutcome } from "../../../../src/rulesets/striker/view/fire-outcome";
import { fireRecord, recordedCasualties } from "../../../../src/rulesets/striker/view/fire-record";
import { fireCardContext } from "../../../../src/rulesets/striker/view/fire-card";
import { moraleDialogContext } from "../../../../src/rulesets/striker/view/morale-form";
import { workedAttack } from "../../../../gallery/samples-striker-fire";
import { grenadeBurstAttack } from "../../../../gallery/samples-striker-grenades";

const NONE = {};
const CONCEALED = { [STR_MARKER.concealed]: 1 };
const HIDDEN = { [STR_MARKER.hidden]: 1 };
const BOTH = { [STR_MARKER.concealed]: 1, [STR_MARKER.hidden]: 1 };

describe("a team's status from its markers and the board (Striker 7.A.2-3)", () => {
  it("gives every combination: the Hidden marker's word or the wood's depth, then the Concealed marker's, then the board's concealment, else the open", () => {
    const OPEN = {};
    const IN = { inConcealment: true };
    // more than 30 m into a forest (7.A.1.c): the ground conceals the team and its depth hides it
    const DEEP = { inConcealment: true, hidden: true };
    const table = [
      [NONE, OPEN, "open"],
      [NONE, IN, "concealed"],
      [NONE, DEEP, "hidden"],
      [CONCEALED, OPEN, "concealed"],
      [CONCEALED, IN, "concealed"],
      [CONCEALED, DEEP, "hidden"],
      [HIDDEN, OPEN, "hidden"],
      [HIDDEN, IN, "hidden"],
      [HIDDEN, DEEP, "hidden"],
      [BOTH, OPEN, "hidden"],
      [BOTH, IN, "hidden"],
      [BOTH, DEEP, "hidden"],
    ] as const;
    for (const [markers, ground, status] of table) expect(teamStatus(markers, ground), `${JSON.stringify(markers)} ${JSON.stringify(ground)}`).toBe(status);
  });

  it("the markers alone are the status out of concealment; a count of 0 is no marker", () => {
    for (const markers of [NONE, CONCEALED, HIDDEN, BOTH]) expect(statusFromMarkers(markers)).toBe(teamStatus(markers, {}));
    expect(teamStatus({ [STR_MARKER.hidden]: 0 }, { inConcealment: true })).toBe("concealed");
  });

  it("names the forest or building only where the board, not a marker, made the team concealed", () => {
    expect(concealingTerrain(NONE, { cover: "forest", inConcealment: true })).toBe("forest");
    expect(concealingTerrain(NONE, { cover: "building", inConcealment: true })).toBe("building");
    expect(concealingTerrain(CONCEALED, { cover: "forest", inConcealment: true })).toBeNull();
    expect(concealingTerrain(HIDDEN, { cover: "forest", inConcealment: true })).toBeNull();
    expect(concealingTerrain(NONE, { cover: null, inConcealment: false })).toBeNull();
    // an entry read without its ground says nothing of the board
    expect(concealingTerrain(NONE, { cover: "forest" })).toBeNull();
  });

  it("names the wood's depth where the board, not a Hidden marker, made the team hidden (7.A.1.c)", () => {
    const deep = { cover: "forest" as const, inConcealment: true, hidden: true };
    expect(concealingTerrain(NONE, deep)).toBe("deepForest");
    // a Concealed marker is the team's choice not to hide, but the wood's depth hides it all the same
    expect(concealingTerrain(CONCEALED, deep)).toBe("deepForest");
    expect(concealingTerrain(HIDDEN, deep)).toBeNull();
    expect(statusFromGround("deepForest")).toBe("hidden");
    expect(statusFromGround("forest")).toBe("concealed");
    expect(statusFromGround("building")).toBe("concealed");
  });

  it("a further team read without its ground goes by its markers, as before the board was read", () => {
    const { target } = workedAttack();
    const bare = { ...target, markers: {} };
    expect(furtherTeamStatus({ snapshot: bare, distanceM: 10, cover: "forest" })).toBe("open");
    expect(furtherTeamStatus({ snapshot: bare, distanceM: 10, cover: "forest", inConcealment: true })).toBe("concealed");
    expect(furtherTeamStatus({ snapshot: { ...target, markers: HIDDEN }, distanceM: 10, cover: "forest", inConcealment: true })).toBe("hidden");
    expect(furtherTeamStatus({ snapshot: bare, distanceM: 10, cover: "forest", inConcealment: true, hidden: true })).toBe("hidden");
  });
});

describe("the fire dialog's target status from the board", () => {
  const bareTarget = () => {
    const { firer, target } = workedAttack();
    return { firer, target: { ...target, markers: {} } };
  };

  it("a target in a forest with no marker is concealed by default; in the open it is open; a Hidden marker stands", () => {
    const { firer, target } = bareTarget();
    expect(defaultOptions([firer], target, "forest", { inConcealment: true })).toMatchObject({ targetStatus: "concealed", cover: "forest" });
    expect(defaultOptions([firer], target, null, {})).toMatchObject({ targetStatus: "open", cover: "none" });
    expect(defaultOptions([firer], target, "forest")?.targetStatus).toBe("open");
    expect(defaultOptions([firer], { ...target, markers: HIDDEN }, "forest", { inConcealment: true })?.targetStatus).toBe("hidden");
  });

  it("says the board made it concealed, naming the terrain, and nothing where a marker or the open did", () => {
    const { firer, target } = bareTarget();
    const options = defaultOptions([firer], target, "forest", { inConcealment: true })!;
    const weapons = weaponChoices([firer]);
    expect(fireDialogContext(weapons, options, 250, target.name, "forest", "forest").statusFrom).toBe("STARSKIRMISH.Striker.Fire.StatusFrom.forest");
    expect(fireDialogContext(weapons, options, 250, target.name, "building", "building").statusFrom).toBe("STARSKIRMISH.Striker.Fire.StatusFrom.building");
    expect(fireDialogContext(weapons, options, 250, target.name, "forest", null).statusFrom).toBe("");
    expect(fireDialogContext(weapons, options, 250, target.name).statusFrom).toBe("");
  });

  it("a target more than 30 m into a forest is hidden by default, and the dialog says the wood's depth did it (7.A.1.c)", () => {
    const { firer, target } = bareTarget();
    const deep = { cover: "forest" as const, inConcealment: true, hidden: true };
    const options = defaultOptions([firer], target, "forest", deep)!;
    expect(options).toMatchObject({ targetStatus: "hidden", cover: "forest" });
    const source = concealingTerrain(target.markers, deep);
    expect(fireDialogContext(weaponChoices([firer]), options, 250, target.name, "forest", source).statusFrom).toBe("STARSKIRMISH.Striker.Fire.StatusFrom.deepForest");
  });
});

// Contact 3+3 misses; the target's fragments 4+3 +4, one hit on its 2nd (d4 2); the neighbour's three
// soldiers 5+4 +3, one hit on the 1st (d3 1): fragment penetration 2 (samples-striker-grenades.ts).
const BURST_FACES = [3, 3, 4, 3, 2, 5, 4, 1];

/**
 * The grenade thrown 40 m, the unarmoured neighbour 12 m from the target in a wood with no marker;
 * `read`: whether its ground was read; `deep`: the board has it more than 30 m into the wood (7.A.1.c).
 */
function burstInWood(read: boolean, deep = false) {
  const { firer, target, neighbour, options } = grenadeBurstAttack();
  const entry = { snapshot: { ...neighbour, markers: {} }, distanceM: 12, cover: "forest" as const, ...(read ? { inConcealment: true, hidden: deep } : {}) };
  const plan = planFire([firer], target, 40, options, [entry]);
  if (typeof plan === "string") throw new Error(plan);
  const result = resolveFire(plan.input, new FixedDice(BURST_FACES));
  if (!result.allowed) throw new Error("blocked");
  return { firer, target, options, plan, result, burst: burstOutcomes(result, plan, options) };
}

describe("a further team concealed by the wood it stands in (Striker 7.A.2, 8.A.1.b.5, 8.B.2)", () => {
  it("with no marker it meets the forest's concealed armour 3, and the fragment that kills in the open does nothing", () => {
    const [inWood] = burstInWood(true).burst;
    expect(inWood!.outcome).toMatchObject({ cover: "forest", status: "concealed", concealedBy: "forest", casualties: [] });
    expect(inWood!.outcome.rows.map((r) => r.armour)).toEqual([3, 3, 3]);
    expect(inWood!.outcome.rows[0]).toMatchObject({ hits: 1, outcomes: ["noEffect"], casualty: false });
    const [unread] = burstInWood(false).burst;
    expect(unread!.outcome).toMatchObject({ status: "open", concealedBy: null, casualties: [0] });
  });

  it("deep in the wood with no marker it is hidden (7.A.1.c): the forest's hidden armour 7, and the record keeps it", () => {
    const { plan, target, options, burst } = burstInWood(true, true);
    const [deep] = burst;
    expect(deep!.outcome).toMatchObject({ cover: "forest", status: "hidden", concealedBy: "deepForest", casualties: [] });
    expect(deep!.outcome.rows.map((r) => r.armour)).toEqual([7, 7, 7]);
    expect(fireRecord(plan, target, options).teams.find((t) => t.key === "neighbour")).toMatchObject({ role: "burst", cover: "forest", status: "hidden" });
  });

  it("the record keeps that status, so the GM's casualties from the card's dice are the card's; a record from before keeps its own", () => {
    const { plan, target, options, burst } = burstInWood(true);
    const record = fireRecord(plan, target, options);
    expect(record.teams.find((t) => t.key === "neighbour")).toMatchObject({ role: "burst", cover: "forest", status: "concealed" });
    expect(recordedCasualties(record, new FixedDice(BURST_FACES))).toEqual({ target: [], neighbour: [...burst[0]!.outcome.casualties] });
    // a card posted before the board's concealment was read kept "open": its Apply gives what its card gave
    const old = burstInWood(false);
    const oldRecord = fireRecord(old.plan, old.target, old.options);
    expect(oldRecord.teams.find((t) => t.key === "neighbour")?.status).toBe("open");
    expect(recordedCasualties(oldRecord, new FixedDice(BURST_FACES))).toEqual({ target: [], neighbour: [0] });
  });

  it("a danger-space team in a building with no marker is fired at as concealed (-1) and takes the building's 4 over its flak", () => {
    const { firer, target, options } = workedAttack();
    const line = { firer: { x: 0, y: 0 }, target: { x: 250, y: 0 } };
    const near = (read: boolean) => ({ snapshot: { ...target, id: "near", actorUuid: "Actor.near", markers: {} }, distanceM: 50, position: { x: 200, y: 5 }, rangeM: 200, cover: "building" as const, ...(read ? { inConcealment: true } : {}) });
    const unread = planFire([firer], target, 250, options, [near(false)], line);
    if (typeof unread === "string") throw new Error(unread);
    expect(unread.input.targets[1]).toMatchObject({ id: "near", status: "open" });
    const plan = planFire([firer], target, 250, options, [near(true)], line);
    if (typeof plan === "string") throw new Error(plan);
    expect(plan.input.targets[1]).toMatchObject({ id: "near", status: "concealed" });
    // Prime 1+1 misses; the further target 6+6 +1 +2 -1 = 14, one hit on the 3rd (d4 3).
    const result = resolveFire(plan.input, new FixedDice([1, 1, 6, 6, 3]));
    if (!result.allowed) throw new Error("blocked");
    expect(result.targets[1]!.modifiers).toContainEqual({ label: "STARSKIRMISH.Striker.Fire.Modifier.concealed", value: -1, kind: "targetStatus" });
    const [danger] = dangerOutcomes(result, plan, options);
    expect(danger!.outcome).toMatchObject({ status: "concealed", concealedBy: "building" });
    expect(danger!.outcome.rows[2]).toMatchObject({ hits: 1, armour: 7, outcomes: ["noEffect"] });
    expect(fireRecord(plan, target, options).teams.find((t) => t.key === "near")).toMatchObject({ role: "danger", status: "concealed", cover: "building" });
  });
});

describe("the card says where a concealment came from", () => {
  it("a further team concealed by its wood has the note on its cover line", () => {
    const { firer, target, options, plan, result, burst } = burstInWood(true);
    const ctx = fireCardContext({
      firerNames: [firer.name], targetName: target.name, targetKey: target.id, targetUuid: target.actorUuid, weaponName: "HE Hand Grenade (TL 11)", ammo: "HE",
      rangeM: 40, troops: 1, result, outcome: fireOutcome(result, plan, target, options)!, moraleDue: [],
      burst: burst.map((b) => ({ key: b.victim.snapshot.id, name: b.victim.snapshot.name, outcome: b.outcome })),
    });
    expect(ctx.burstTeams[0]!.cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.forest", noEffect: false, disputes: [], concealedBy: "STARSKIRMISH.Striker.Fire.ConcealedBy.forest" });
    expect(ctx.cover.concealedBy).toBe("");
  });

  it("a further team hidden by the wood's depth has that note instead (7.A.1.c)", () => {
    const { firer, target, options, plan, result, burst } = burstInWood(true, true);
    const ctx = fireCardContext({
      firerNames: [firer.name], targetName: target.name, targetKey: target.id, targetUuid: target.actorUuid, weaponName: "HE Hand Grenade (TL 11)", ammo: "HE",
      rangeM: 40, troops: 1, result, outcome: fireOutcome(result, plan, target, options)!, moraleDue: [],
      burst: burst.map((b) => ({ key: b.victim.snapshot.id, name: b.victim.snapshot.name, outcome: b.outcome })),
    });
    expect(ctx.burstTeams[0]!.cover.concealedBy).toBe("STARSKIRMISH.Striker.Fire.ConcealedBy.deepForest");
  });

  /** The ACR at a target in a forest with no marker, fired at in `status`; 1+1 misses, so the dice do not matter. */
  const primeCard = (status: "concealed" | "open" | "hidden", concealedBy: GroundSource | null) => {
    const { firer, target: marked, options: base } = workedAttack();
    const target: TeamSnapshot = { ...marked, markers: {} };
    const options = { ...base, cover: "forest" as const, targetStatus: status };
    const plan = planFire([firer], target, 250, options);
    if (typeof plan === "string") throw new Error(plan);
    const result = resolveFire(plan.input, new FixedDice([1, 1]));
    if (!result.allowed) throw new Error("blocked");
    const outcome = fireOutcome(result, plan, target, options, concealedBy)!;
    return fireCardContext({ firerNames: [firer.name], targetName: target.name, targetKey: target.id, targetUuid: target.actorUuid, weaponName: "7mm ACR", ammo: "slugs", rangeM: 250, troops: 4, result, outcome, moraleDue: [], boardCover: "forest" });
  };

  it("the target kept concealed as the board made it has the note; called open by the firer, it has none and its cover adds no armour", () => {
    expect(primeCard("concealed", "forest").cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.forest", noEffect: false, disputes: [], concealedBy: "STARSKIRMISH.Striker.Fire.ConcealedBy.forest" });
    expect(primeCard("open", "forest").cover).toEqual({ label: "STARSKIRMISH.Striker.Fire.Cover.forest", noEffect: true, disputes: [], concealedBy: "" });
    expect(primeCard("concealed", null).cover.concealedBy).toBe("");
  });

  it("the target kept hidden as the wood's depth made it has that note; called concealed by the firer, none (7.A.1.c)", () => {
    expect(primeCard("hidden", "deepForest").cover.concealedBy).toBe("STARSKIRMISH.Striker.Fire.ConcealedBy.deepForest");
    expect(primeCard("concealed", "deepForest").cover.concealedBy).toBe("");
  });
});

describe("the morale dialog's note (Striker 7.A.1.c, 7.A.2, 8.C.2.b.ii)", () => {
  const context = (status: "open" | "concealed" | "hidden", concealedBy?: GroundSource | null) =>
    moraleDialogContext({ teamName: "Blue A1", mode: "check", morale: 5, status, leaders: [], ...(concealedBy === undefined ? {} : { concealedBy }) });

  it("says the board made the team concealed, and nothing otherwise", () => {
    expect(context("concealed", "forest").statusFrom).toBe("STARSKIRMISH.Striker.Morale.StatusFrom.forest");
    expect(context("concealed", "building").statusFrom).toBe("STARSKIRMISH.Striker.Morale.StatusFrom.building");
    expect(context("concealed", null).statusFrom).toBe("");
    expect(context("concealed").statusFrom).toBe("");
    expect(context("hidden", "forest").statusFrom).toBe("");
  });

  it("says the wood's depth made the team hidden while the dialog offers hidden (7.A.1.c)", () => {
    expect(context("hidden", "deepForest").statusFrom).toBe("STARSKIRMISH.Striker.Morale.StatusFrom.deepForest");
    expect(context("concealed", "deepForest").statusFrom).toBe("");
  });
});
