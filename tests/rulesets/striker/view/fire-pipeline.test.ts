// The fire action's pure steps, from board snapshots to the card and the team's change: the
// plan (defaults from markers, weapons carried), real-dice replay, damage per trooper, what Apply
// does, and the morale and rally markers.
import { describe, expect, it } from "vitest";
import { QueuedDice } from "../../../../src/core/dice";
import { SeededDice } from "../../../../src/core/seeded-dice";
import { initialValue } from "../../../../src/core/schema";
import { TEAM_SCHEMA, TROOPER_SCHEMA } from "../../../../src/rulesets/striker/data/team-schema";
import { resolveFire, fireBlocks, resolveMorale, STR_MARKER, type DiceModifier } from "../../../../src/rulesets/striker/rules/index";
import { runWithDiceOnDemand as withRealDice, MAX_DICE_ON_DEMAND as MAX_DICE } from "../../../../src/core/dice-on-demand";
import { defaultOptions, firerCondition, planFire, statusFromMarkers } from "../../../../src/rulesets/striker/view/fire-plan";
import { readFireForm } from "../../../../src/rulesets/striker/view/fire-form";
import { fireOutcome } from "../../../../src/rulesets/striker/view/fire-outcome";
import { fireCardContext } from "../../../../src/rulesets/striker/view/fire-card";
import { parseTeamResult, teamChange } from "../../../../src/rulesets/striker/view/team-result";
import { moraleMarkerChanges } from "../../../../src/rulesets/striker/view/morale-card";
import { readMoraleForm } from "../../../../src/rulesets/striker/view/morale-form";
import { workedAttack } from "../../../../gallery/samples-striker-fire";
import { mergeMoraleDue, moraleDue, moraleReasons, type MoraleOutcome } from "../../../../src/rulesets/striker/view/morale-after-fire";

const mods = (list: readonly DiceModifier[]) => Object.fromEntries(list.map((m) => [m.label.split(".").pop(), m.value]));

describe("real dice, one at a time", () => {
  it("rolls only the dice the core asks for and gives the same result as those dice queued", async () => {
    const { plan } = workedAttack();
    const source = new SeededDice(7);
    const asked: number[] = [];
    const { result, dice } = await withRealDice((d) => resolveFire(plan.input, d), async (sides) => {
      asked.push(sides);
      return source.die(sides);
    });
    expect(asked.slice(0, 2)).toEqual([6, 6]);
    expect(resolveFire(plan.input, new QueuedDice(dice))).toEqual(result);
  });

  it("uses dice already rolled first, and stops a procedure that never ends", async () => {
    const calls: number[] = [];
    const { dice } = await withRealDice((d) => d.die(6) + d.die(6) + d.die(4), async (s) => (calls.push(s), 1), [
      { sides: 6, value: 3 },
      { sides: 6, value: 4 },
    ]);
    expect(calls).toEqual([4]);
    expect(dice.map((x) => x.value)).toEqual([3, 4, 1]);
    await expect(withRealDice((d) => { for (;;) d.die(6); }, async () => 1)).rejects.toThrow(String(MAX_DICE));
  });
});

describe("the worked attack: an average ACR team at a concealed team 250 m away", () => {
  it("reads the target's status from its Concealed marker and loads the carried ammunition", () => {
    const { options } = workedAttack();
    expect(options).toMatchObject({ weapon: "7mm ACR", ammo: "slugs", moved: false, targetStatus: "concealed", targetMovement: "stationary", cover: "none" });
  });

  it("fires at difficult with troop quality, autofire and the concealment DM, one hit, one casualty", () => {
    const { result, outcome, plan } = workedAttack();
    expect(plan.input.firers).toEqual([{ id: "firer", troops: 4, initiative: "average", moved: false, pickedUpWeapon: false, condition: "ready" }]);
    expect(result.profile.profile).toBe("difficult");
    const hit = result.targets[0]!;
    expect(mods(hit.modifiers)).toEqual({ troopQuality: 1, autofire: 2, concealed: -1 });
    expect(hit.total).toBe(14);
    expect(hit.outcome.cell).toBe(1);
    // Penetration 3 against flak jacket 3: half of damage 3 is 1, a casualty (Striker 8.B.1).
    expect(outcome.rows[1]).toMatchObject({ hits: 1, armour: 3, outcomes: ["halfDamageCasualty"], casualty: true });
    expect(outcome.casualties).toEqual([1]);
    expect(outcome.moraleCheck).toBe(true);
  });

  it("puts the profile, dice, hits and buttons on the card", () => {
    const { result, outcome, target } = workedAttack();
    const ctx = fireCardContext({ firerNames: ["A1"], targetName: target.name, targetKey: "t", targetUuid: "Actor.t", weaponName: "7mm ACR", ammo: "slugs", rangeM: 250, troops: 4, result, outcome, moraleDue: moraleDue({ uuid: "Actor.t", name: "T" }, outcome, []) });
    expect(ctx).toMatchObject({ profileLabel: "STARSKIRMISH.Striker.Difficulty.difficult", dice: [6, 6], total: 14, cell: "1", casualties: 1, canApply: true, moraleCheck: true });
    expect(ctx.modifiers).toContainEqual({ label: "STARSKIRMISH.Striker.Fire.Modifier.autofire", value: "+2", status: "", disputes: [] });
  });

  it("behind a building while hidden the hit meets combined armour and does nothing (Striker 8.B.2-3)", () => {
    const { firer, target, options } = workedAttack();
    const hidden = { ...options, targetStatus: "hidden" as const, cover: "building" as const };
    const plan = planFire([firer], target, 250, hidden);
    if (typeof plan === "string") throw new Error(plan);
    // 6 + 6 + 1 + 2 - 2 (hidden) = 13: one hit, on the soldier a d4 of 2 picks.
    const result = resolveFire(plan.input, new QueuedDice([{ sides: 6, value: 6 }, { sides: 6, value: 6 }, { sides: 4, value: 2 }]));
    const outcome = fireOutcome(result, plan, target, hidden)!;
    // Flak 3 (0.75 cm) with building cover 8 (2 cm) is 2.75 cm: armour 11.
    expect(outcome.rows.every((r) => r.armour === 11)).toBe(true);
    expect(outcome.casualties).toEqual([]);
  });
});

describe("who must check morale after an attack (Striker 8.C.1)", () => {
  /** An attack's outcome on a team as the morale rules read it: so many troopers hit, the first `casualties` of them down. */
  const struck = (hit: number, casualties: number, moraleCheck: boolean): MoraleOutcome => ({
    rows: [0, 1, 2, 3].map((i) => ({ index: i, name: `S${i}`, hits: i < hit ? 1 : 0, armour: 0, outcomes: [], contactHits: i < hit ? 1 : 0, casualty: i < casualties })),
    casualties: [0, 1, 2, 3].filter((i) => i < casualties),
    moraleCheck,
  });

  it("the target for casualties or an M, and friendly teams within 50 m only when there were casualties", () => {
    const near = [
      { uuid: "b", name: "B", distanceM: 50, sees: true },
      { uuid: "c", name: "C", distanceM: 51, sees: true },
      { uuid: "a", name: "A", distanceM: 20, sees: true },
      // 8.C.1 "(and can see it)": near enough, but its sight of the team is blocked
      { uuid: "d", name: "D", distanceM: 10, sees: false },
    ];
    expect(moraleDue({ uuid: "t", name: "T" }, struck(2, 2, true), near)).toEqual([
      { uuid: "t", name: "T", triggers: ["casualties", "combatResult"], hit: true },
      { uuid: "a", name: "A", triggers: ["nearbyCasualty"], hit: false },
      { uuid: "b", name: "B", triggers: ["nearbyCasualty"], hit: false },
    ]);
    expect(moraleDue({ uuid: "t", name: "T" }, struck(0, 0, true), near)).toEqual([{ uuid: "t", name: "T", triggers: ["combatResult"], hit: false }]);
    expect(moraleDue({ uuid: "t", name: "T" }, struck(0, 0, false), near)).toEqual([]);
  });

  it("gives only the reasons that apply: casualties alone, a hit without loss, or the hit table's M (8.A.1.b)", () => {
    const reasons = (o: MoraleOutcome) => moraleReasons(moraleDue({ uuid: "t", name: "T" }, o, [])[0]!);
    // a casualty is a hit: the card does not say both
    expect(reasons(struck(1, 1, true))).toEqual(["casualties"]);
    expect(reasons(struck(2, 0, true))).toEqual(["hit"]);
    expect(reasons(struck(0, 0, true))).toEqual(["mResult"]);
    expect(moraleReasons({ triggers: ["nearbyCasualty", "leaderRouted"], hit: false })).toEqual(["nearbyCasualty", "leaderRouted"]);
  });

  it("a team hit by one attack and told M by another was hit", () => {
    const merged = mergeMoraleDue([
      moraleDue({ uuid: "t", name: "T" }, struck(0, 0, true), []),
      moraleDue({ uuid: "t", name: "T" }, struck(1, 0, true), []),
    ]);
    expect(merged).toEqual([{ uuid: "t", name: "T", triggers: ["combatResult"], hit: true }]);
    expect(moraleReasons(merged[0]!)).toEqual(["hit"]);
  });

  it("the card lists each team's reasons as language keys", () => {
    const { result, outcome, target } = workedAttack();
    const ctx = fireCardContext({ firerNames: ["A1"], targetName: target.name, targetKey: "t", targetUuid: "Actor.t", weaponName: "7mm ACR", ammo: "slugs", rangeM: 250, troops: 4, result, outcome, moraleDue: moraleDue({ uuid: "Actor.t", name: "T" }, outcome, [{ uuid: "n", name: "N", distanceM: 30, sees: true }]) });
    expect(ctx.moraleTeams.map((m) => m.reasons)).toEqual([["STARSKIRMISH.Striker.Morale.Reason.casualties"], ["STARSKIRMISH.Striker.Morale.Reason.nearbyCasualty"]]);
  });
});

describe("the plan from the board", () => {
  it("takes defaults from Moved and Hidden markers, and firer conditions from theirs", () => {
    const { firer, target } = workedAttack();
    const moved = { ...firer, markers: { [STR_MARKER.moved]: 1 } };
    const hiddenTarget = { ...target, markers: { [STR_MARKER.hidden]: 1, [STR_MARKER.moved]: 1 } };
    expect(defaultOptions([moved], hiddenTarget)).toMatchObject({ moved: true, targetStatus: "hidden", targetMovement: "upToNoe" });
    expect(statusFromMarkers({})).toBe("open");
    expect(firerCondition({ [STR_MARKER.suppressed]: 1 })).toBe("suppressed");
    expect(firerCondition({ [STR_MARKER.routed]: 1, [STR_MARKER.suppressed]: 1 })).toBe("routed");
    expect(firerCondition({ [STR_MARKER.settingUp]: 2 })).toBe("settingUp");
    const suppressed = { ...firer, markers: { [STR_MARKER.suppressed]: 1 } };
    const plan = planFire([suppressed], target, 250, defaultOptions([suppressed], target)!);
    if (typeof plan === "string") throw new Error(plan);
    expect(fireBlocks(plan.input)).toEqual([{ teamId: "firer", reason: "suppressed" }]);
  });

  it("counts only standing troopers with the weapon, and says what is missing", () => {
    const { firer, target, options } = workedAttack();
    const down = { ...firer, system: { ...firer.system, troopers: firer.system.troopers.map((t, i) => ({ ...t, casualty: i > 0 })) } };
    const plan = planFire([down], target, 250, options);
    if (typeof plan === "string") throw new Error(plan);
    expect(plan.input.firers[0]!.troops).toBe(1);
    expect(planFire([firer], target, 250, { ...options, weapon: "Sling" })).toBe("noWeapon");
    expect(planFire([firer], target, 250, { ...options, ammo: "HEAP" })).toBe("noAmmo");
    const unarmed = { ...firer, items: [] };
    expect(defaultOptions([unarmed], target)).toBeNull();
    const gone = { ...target, system: { ...target.system, troopers: target.system.troopers.map((t) => ({ ...t, casualty: true })) } };
    expect(planFire([firer], gone, 250, options)).toBe("targetHasNoTroopers");
  });

  it("reads the dialog's answers, keeping defaults for anything not on offer", () => {
    const { firer, options } = workedAttack();
    const weapons = [{ name: "7mm ACR", weapon: firer.items[0]!.kind === "weapon" ? firer.items[0]!.weapon : (undefined as never), ammo: ["slugs", "DS"], troops: 4 }];
    expect(readFireForm({ weapon: "7mm ACR", ammo: "DS", moved: true, targetStatus: "hidden", targetMovement: "faster", cover: "forest" }, options, weapons)).toMatchObject({
      ammo: "DS",
      moved: true,
      targetStatus: "hidden",
      targetMovement: "faster",
      cover: "forest",
    });
    expect(readFireForm({ weapon: "<script>", ammo: "nuke", targetStatus: "x", cover: 3 }, options, weapons)).toEqual(options);
  });
});

describe("applying a card to a team", () => {
  const team = () => ({
    ...initialValue(TEAM_SCHEMA),
    leader: "nco",
    initiative: "average",
    morale: { value: 7, start: 7 },
    troopers: ["Sgt", "B", "C", "D"].map((name, i) => ({ ...initialValue(TROOPER_SCHEMA.fields), name, role: i === 0 ? "leader" : "rifleman" })),
  });

  it("reads only well-formed data", () => {
    expect(parseTeamResult({ kind: "casualties", casualties: [1, 2] })).toEqual({ kind: "casualties", casualties: [1, 2] });
    expect(parseTeamResult({ kind: "casualties", casualties: [9] })).toBeNull();
    expect(parseTeamResult({ kind: "casualties", casualties: [0, 1, 2, 3, 0] })).toBeNull();
    expect(parseTeamResult({ kind: "casualties", casualties: "1" })).toBeNull();
    expect(parseTeamResult({ kind: "morale", result: "routed" })).toEqual({ kind: "morale", result: "routed" });
    expect(parseTeamResult({ kind: "morale", result: "vanished" })).toBeNull();
    expect(parseTeamResult({})).toBeNull();
  });

  it("marks casualties and takes a point of morale each (Striker 8.B.6)", () => {
    const change = teamChange(team(), { kind: "casualties", casualties: [1, 3] }, false)!;
    expect(change.system.troopers.map((t) => t.casualty)).toEqual([false, true, false, true]);
    expect(change.system.morale.value).toBe(5);
    expect(change.system.initiative).toBe("average");
    expect(change.leaderLost).toBe(false);
  });

  it("a fallen leader drops initiative a level and is marked, once", () => {
    const change = teamChange(team(), { kind: "casualties", casualties: [0] }, false)!;
    expect(change).toMatchObject({ leaderLost: true, system: { initiative: "low", morale: { value: 6 } } });
    expect(teamChange(team(), { kind: "casualties", casualties: [0] }, true)).toMatchObject({ leaderLost: false, system: { initiative: "average" } });
  });

  it("does nothing twice: troopers already down are not hit again", () => {
    const once = teamChange(team(), { kind: "casualties", casualties: [2] }, false)!;
    const after = { ...team(), ...once.system };
    expect(teamChange(after, { kind: "casualties", casualties: [2] }, false)).toBeNull();
  });

  it("a rout costs a point of morale (Striker 8.C.2.d); other results change only markers", () => {
    expect(teamChange(team(), { kind: "morale", result: "routed" }, false)?.system.morale.value).toBe(6);
    expect(teamChange(team(), { kind: "morale", result: "suppressed" }, false)).toBeNull();
  });
});

describe("morale and rally markers (Striker 8.C.4-5)", () => {
  const S = STR_MARKER;
  it("suppressed puts Suppressed on, and a concealed team hides", () => {
    expect(moraleMarkerChanges({}, "suppressed", "check")).toEqual({ [S.suppressed]: 1 });
    expect(moraleMarkerChanges({ [S.concealed]: 1 }, "suppressed", "check")).toEqual({ [S.suppressed]: 1, [S.concealed]: -1, [S.hidden]: 1 });
    expect(moraleMarkerChanges({ [S.suppressed]: 1 }, "suppressed", "check")).toEqual({});
  });
  it("a team with no marker that the board conceals hides when suppressed (7.A.2-3); in the open, hidden already, or not suppressed it does not", () => {
    expect(moraleMarkerChanges({}, "suppressed", "check", true)).toEqual({ [S.suppressed]: 1, [S.hidden]: 1 });
    expect(moraleMarkerChanges({}, "suppressed", "check", false)).toEqual({ [S.suppressed]: 1 });
    expect(moraleMarkerChanges({ [S.concealed]: 1 }, "suppressed", "check", true)).toEqual({ [S.suppressed]: 1, [S.concealed]: -1, [S.hidden]: 1 });
    expect(moraleMarkerChanges({ [S.hidden]: 1 }, "suppressed", "check", true)).toEqual({ [S.suppressed]: 1 });
    expect(moraleMarkerChanges({}, "routed", "check", true)).toEqual({ [S.routed]: 1 });
    expect(moraleMarkerChanges({}, "passed", "check", true)).toEqual({});
    expect(moraleMarkerChanges({ [S.routed]: 1 }, "passed", "rally", true)).toEqual({ [S.routed]: -1 });
  });
  it("routed replaces Suppressed; a routed team stays routed; a pass changes nothing", () => {
    expect(moraleMarkerChanges({ [S.suppressed]: 1 }, "routed", "check")).toEqual({ [S.routed]: 1, [S.suppressed]: -1 });
    expect(moraleMarkerChanges({}, "routed", "check")).toEqual({ [S.routed]: 1 });
    expect(moraleMarkerChanges({ [S.routed]: 1 }, "suppressed", "check")).toEqual({});
    expect(moraleMarkerChanges({}, "passed", "check")).toEqual({});
  });
  it("a passed rally takes Routed off; a failed one does nothing", () => {
    expect(moraleMarkerChanges({ [S.routed]: 1 }, "passed", "rally")).toEqual({ [S.routed]: -1 });
    expect(moraleMarkerChanges({ [S.routed]: 1 }, "routed", "rally")).toEqual({});
  });
  it("the dialog's leaders: only those within 100 m, unticked ones not visible (ruling STR-6)", () => {
    const leaders = [
      { name: "NCO", kind: "nco" as const, distanceM: 60, normallyLeads: true, failedDefault: false },
      { name: "Lt", kind: "officer" as const, distanceM: 90, normallyLeads: true, failedDefault: true },
      { name: "Far", kind: "officer" as const, distanceM: 300, normallyLeads: true, failedDefault: false },
    ];
    const input = readMoraleForm({ "visible-0": false, nearbyCasualties: 2, status: "hidden" }, 5, "open", leaders);
    expect(input.leaders.map((l) => [l.visible, l.failedOwnCheck])).toEqual([[false, false], [true, true]]);
    expect(input).toMatchObject({ morale: 5, status: "hidden", nearbyCasualties: 2 });
    // 5 + 3 (hidden) - 2 (officer failed) - 2 (casualties) + 2D6 of 3+3 = 10: suppressed.
    const check = resolveMorale(input, new QueuedDice([{ sides: 6, value: 3 }, { sides: 6, value: 3 }]));
    expect(check).toMatchObject({ total: 10, result: "suppressed" });
  });
});

describe("the hit table cell in words (Striker 8.A.1.b.3)", () => {
  it("names hits, a morale check only, and no effect", async () => {
    const { cellText } = await import("../../../../src/rulesets/striker/view/roll-sum");
    expect(cellText(2)).toEqual({ cell: "2", cellKey: "STARSKIRMISH.Striker.Fire.cell.hits", cellCount: 2, counted: true });
    expect(cellText("M")).toMatchObject({ cellKey: "STARSKIRMISH.Striker.Fire.cell.morale", cellCount: 0, counted: false });
    expect(cellText("-")).toMatchObject({ cellKey: "STARSKIRMISH.Striker.Fire.cell.none" });
  });
});

describe("the fire card's weapon line", () => {
  it("names the round only where the weapon's name does not already (HE Hand Grenade, not HE Hand Grenade (HE))", async () => {
    const { namesAmmo } = await import("../../../../src/rulesets/striker/view/fire-card");
    expect(namesAmmo("HE Hand Grenade (TL 11)", "HE")).toBe(true);
    expect(namesAmmo("HEAP Hand Grenade (TL 11)", "HE")).toBe(false);
    expect(namesAmmo("HEAP Hand Grenade (TL 11)", "HEAP")).toBe(true);
    expect(namesAmmo("Flechette rifle grenade", "flechette")).toBe(true);
    expect(namesAmmo("Gauss Rifle (TL 13)", "standard")).toBe(false);
    expect(namesAmmo("Shotgun", "DS")).toBe(false);
  });
});
