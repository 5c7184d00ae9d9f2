// @vitest-environment happy-dom
// Creating a patrolman at the table (Guide 1.1-1.3) after a real init, with queued dice: the wizard
// drives the pure lifepath, every roll a real Roll on a compact card, the state on the actor after
// each step. A full run through 5 terms lands exactly what the pure rules' own run of the same dice
// and choices makes; a forced continuation serves a 7th term; a step without dice can be taken
// back, a rolled one not; closing and reopening resumes; cancelling leaves the actor as it was; and
// a branch another player holds, or a cross-training in one's own branch, is refused with the rule;
// a stored lifepath that cannot be read is never overwritten, and only the GM discards it, on a confirm.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import { makeActor } from "../../../helpers/fake-documents";
import { applyStep, newCreation, nextStep, type CreationState } from "../../../../src/rulesets/space-patrol/rules/creation";
import { patrolmanFromCreation } from "../../../../src/rulesets/space-patrol/data/creation-result";
import type { BranchId } from "../../../../src/rulesets/space-patrol/rules/creation-tables";

type Decision = { roll: true; table?: string } | { roll: false; choice: string | string[] };

/** The die a step rolls in these runs: chosen from the step and term so each run is reproducible. */
type Dice = (sides: number, state: CreationState, index: number) => number;

/** The rules' own run: the dice it rolled, the decisions it made, and where it ended. */
function pureRun(dice: Dice, lastTerm: number, branch: BranchId = "gunnery"): { faces: number[]; decisions: Decision[]; final: CreationState } {
  let s = newCreation();
  const faces: number[] = [];
  const decisions: Decision[] = [];
  for (let guard = 0; s.step !== "done" && guard < 500; guard += 1) {
    const p = nextStep(s);
    if (p.roll) {
      const face = dice(p.roll.sides, s, faces.length);
      const table = p.chooseCount > 0 ? p.choices[faces.length % p.choices.length] : undefined;
      faces.push(face);
      decisions.push(table === undefined ? { roll: true } : { roll: true, table });
      s = applyStep(s, [face], table);
      continue;
    }
    const choice = s.step === "bonusAssets" ? p.choices.slice(0, p.chooseCount) : s.step === "chooseContinue" ? (s.term < lastTerm ? "continue" : "stop") : s.step === "chooseBranch" ? branch : p.choices[0]!;
    decisions.push({ roll: false, choice });
    s = applyStep(s, [], choice);
  }
  return { faces, decisions, final: s };
}

const steady: Dice = (sides, _s, i) => (sides === 8 ? (i * 5) % 8 + 1 : 10 + (i % 5));

async function setup(faces: number[]) {
  const b = await spaceBoard(faces);
  const hero = makeActor({ _id: "Hero", name: "Hero", type: "spPatrolman", ownership: { default: 0, player1: 3 } } as never);
  b.stubs.actAs("player1");
  const run = await import("../../../../src/rulesets/space-patrol/actions/creation-run");
  const { storedCreation } = run;
  const play = async (decisions: readonly Decision[]) => {
    for (const d of decisions) {
      const ok = d.roll ? await run.rollCreationStep(hero as never, d.table) : await run.chooseCreationStep(hero as never, d.choice);
      if (!ok) throw new Error(`refused: ${JSON.stringify(d)} ${b.stubs.notes.at(-1)}`);
    }
  };
  return { ...b, hero, run, play, stored: () => storedCreation(hero as never) };
}

describe("the creation wizard's lifepath (Guide 1.1-1.3)", () => {
  it("creates a patrolman through 5 terms exactly as the pure rules' own run of the same dice", async () => {
    const pure = pureRun(steady, 5);
    expect(pure.final.termsCompleted).toBe(5);
    const t = await setup(pure.faces);
    await t.run.beginCreation(t.hero as never);
    await t.play(pure.decisions);
    expect(t.stored()).toBeNull();
    const expected = patrolmanFromCreation(pure.final);
    const system = t.hero.system as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) expect(system[key], key).toEqual(value);
    // every roll a real Roll on its own compact card, the table seeing the lifepath happen
    const cards = t.messages.filter((m) => m.system.kind === "spCreation");
    expect(cards).toHaveLength(pure.faces.length);
    expect(t.rolled).toHaveLength(pure.faces.length);
    expect(cards[0]!.content).toContain("Hero, term 1");
    // a promotion roll names the Leadership it adds (1.2), never a bare "+ 1"
    expect(cards.some((c) => /1d20 \+ Leadership (\d+): die \d+ \+ \1 &#x3D; \d+/.test(c.content))).toBe(true);
    // each card's line is the step's event said through the language file (the stand-in gives keys back)
    expect(cards[0]!.content).toContain("STARSKIRMISH.SpacePatrol.Creation.Event.assetRolled");
    expect(cards.some((c) => c.content.includes("STARSKIRMISH.SpacePatrol.Creation.Event.promotion"))).toBe(true);
    expect(cards.map((c) => c.content).join("")).not.toMatch(/Promotion total|Joined the/);
  });

  it("resumes a lifepath saved before events, its English notes kept to the end as text lines", async () => {
    const t = await setup([2]);
    const now = applyStep(newCreation(), [], "flight");
    const notes = ["Basic Training", "Joined the flight branch; gained spacePilot"];
    const old = { ...now, log: now.log.map(({ event: _event, ...rest }, i) => ({ ...rest, note: notes[i] })) };
    const { flagUpdate } = await import("../../../../src/system/flags");
    await (t.hero as unknown as { update(u: object): Promise<unknown> }).update(flagUpdate("Actor", { spCreation: { state: old as never, undo: null } }));
    expect(t.stored()?.state.log.map((e) => e.event)).toEqual([{ kind: "note", text: notes[0] }, { kind: "note", text: notes[1] }]);
    await t.run.rollCreationStep(t.hero as never);
    expect(t.stored()?.state.log.at(-1)?.event).toEqual({ kind: "assetRolled", table: "flight", die: 2, asset: "spacePilot", level: 2 });
    // finish from here by hand: the old lines go to the patrolman as text, the new ones as events
    const state = t.stored()!.state;
    const done = patrolmanFromCreation({ ...state, step: "done" }, (k) => k, (k) => k).serviceLog;
    expect(done.map((l) => l.text)).toEqual(["Basic Training", "Joined the STARSKIRMISH.SpacePatrol.Branch.flight branch; gained STARSKIRMISH.SpacePatrol.Asset.spacePilot", ""]);
    expect(done[2]!.event.kind).toBe("assetRolled");
  });

  it("serves a 7th term when the continuation roll compels it past the 5th (1.2)", async () => {
    // from term 5 on, the continuation d20 shows 20: a compelled term, twice
    const forced: Dice = (sides, s, i) => (s.step === "continuation" && s.term >= 5 && s.term < 7 ? 20 : steady(sides, s, i));
    const pure = pureRun(forced, 5, "flight");
    expect(pure.final.termsCompleted).toBe(7);
    const t = await setup(pure.faces);
    await t.run.beginCreation(t.hero as never);
    await t.play(pure.decisions);
    expect((t.hero.system as unknown as { terms: number }).terms).toBe(pure.final.termsCompleted);
    // the roll that ends the 7th term ends service by the Guide's rule: its card says so, and the
    // End of Generation row (1.2, 1.3); the patrolman's log keeps both as lines of their own
    const last = t.messages.filter((m) => m.system.kind === "spCreation").at(-1)!.content;
    expect(last).toContain("STARSKIRMISH.SpacePatrol.Creation.Event.serviceEnded.lastTerm");
    expect(last).toContain("STARSKIRMISH.SpacePatrol.Creation.Event.endOfGeneration");
    const kinds = (t.hero.system as unknown as { serviceLog: { event: { kind: string } }[] }).serviceLog.map((l) => l.event.kind);
    expect(kinds.slice(-2)).toEqual(["serviceEnded", "endOfGeneration"]);
  });
});

describe("the creation wizard's safeguards", () => {
  it("takes back a step without dice, never a rolled one", async () => {
    const t = await setup([3]);
    await t.run.beginCreation(t.hero as never);
    expect(await t.run.chooseCreationStep(t.hero as never, "medicine")).toBe(true);
    expect(t.stored()!.state.branch).toBe("medicine");
    expect(await t.run.backCreationStep(t.hero as never)).toBe(true);
    expect(t.stored()!.state).toMatchObject({ step: "chooseBranch", branch: null });
    await t.run.chooseCreationStep(t.hero as never, "flight");
    expect(await t.run.rollCreationStep(t.hero as never)).toBe(true);
    expect(await t.run.backCreationStep(t.hero as never)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.SpacePatrol.Creation.refused.cannotGoBack");
  });

  it("resumes after the window is closed, and cancelling leaves the actor as it was", async () => {
    const t = await setup([5]);
    const before = JSON.stringify(t.hero.system);
    const { CreationWizard } = await import("../../../../src/rulesets/space-patrol/sheets/creation-wizard");
    const first = (await CreationWizard.open(t.hero as never))!;
    first.element.querySelector<HTMLButtonElement>("button[data-value='engineering']")!.click();
    await new Promise((r) => setTimeout(r, 30));
    await first.close();
    const again = (await CreationWizard.open(t.hero as never))!;
    expect(again.element.textContent).toContain("Engineering");
    expect(t.stored()!.state.step).toBe("assetRoll");
    again.element.querySelector<HTMLButtonElement>("button[data-action='cancel']")!.click();
    await new Promise((r) => setTimeout(r, 30));
    expect(t.stored()).toBeNull();
    expect(JSON.stringify(t.hero.system)).toBe(before);
  });

  it("refuses a branch another player's patrolman holds, with the rule's reason (1.1)", async () => {
    const t = await setup([]);
    const other = makeActor({ _id: "Other", name: "Other", type: "spPatrolman", system: { branch: "gunnery", serviceLog: [{ term: 1, text: "Basic Training" }] }, ownership: { default: 0, player2: 3 } } as never);
    expect(other).toBeDefined();
    await t.run.beginCreation(t.hero as never);
    expect(t.stored()!.state.takenBranches).toEqual(["gunnery"]);
    const { CreationWizard } = await import("../../../../src/rulesets/space-patrol/sheets/creation-wizard");
    const wizard = (await CreationWizard.open(t.hero as never))!;
    expect(wizard.element.querySelector("button[data-value='gunnery']")).toBeNull();
    expect(wizard.element.querySelector(".sp-creation-taken")?.textContent).toContain("Gunnery");
    expect(await t.run.chooseCreationStep(t.hero as never, "gunnery")).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.SpacePatrol.Creation.refused.branchTaken");
  });

  it("counts a hand-made graduate's branch, but not a rank-0 cadet's default one (1.1)", async () => {
    const t = await setup([]);
    makeActor({ _id: "Typed", name: "Typed", type: "spPatrolman", system: { branch: "medicine", rank: 2 }, ownership: { default: 0, player2: 3 } } as never);
    makeActor({ _id: "Blank", name: "Blank", type: "spPatrolman", system: { branch: "flight", rank: 0 }, ownership: { default: 0, player2: 3 } } as never);
    await t.run.beginCreation(t.hero as never);
    expect(t.stored()!.state.takenBranches).toEqual(["medicine"]);
  });

  it("refuses a roll at a choice, and a choice at a roll", async () => {
    const t = await setup([]);
    await t.run.beginCreation(t.hero as never);
    expect(await t.run.rollCreationStep(t.hero as never)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.SpacePatrol.Creation.refused.chooseFirst");
    await t.run.chooseCreationStep(t.hero as never, "flight");
    expect(await t.run.chooseCreationStep(t.hero as never, "flight")).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.SpacePatrol.Creation.refused.rollFirst");
  });
});

describe("a stored lifepath that cannot be read", () => {
  async function broken() {
    const t = await setup([4]);
    // a half-made character whose rank no table gives: the stored data is at fault, not the player
    const state = { ...applyStep(newCreation(), [], "flight"), rank: 99 };
    const { flagUpdate, readFlag } = await import("../../../../src/system/flags");
    await (t.hero as unknown as { update(u: object): Promise<unknown> }).update(flagUpdate("Actor", { spCreation: { state: state as never, undo: null } }));
    const flag = () => JSON.stringify(readFlag(t.hero as never, "Actor", "spCreation"));
    const { CreationWizard } = await import("../../../../src/rulesets/space-patrol/sheets/creation-wizard");
    return { ...t, flag, kept: flag(), CreationWizard };
  }
  const UNREADABLE = "STARSKIRMISH.SpacePatrol.Creation.refused.unreadable";

  it("is kept as stored: the owner is told which field is at fault, every step refuses, and the owner cannot discard it", async () => {
    const t = await broken();
    expect(t.run.readStoredCreation(t.hero as never)).toEqual({ kind: "unreadable", field: "state.rank" });
    expect(await t.run.beginCreation(t.hero as never)).toBeNull();
    expect(t.stubs.notifications.at(-1)?.message).toContain(UNREADABLE);
    expect(t.stubs.notifications.at(-1)?.message).toContain("state.rank");
    expect(await t.run.rollCreationStep(t.hero as never)).toBe(false);
    expect(await t.run.chooseCreationStep(t.hero as never, "medicine")).toBe(false);
    expect(await t.run.backCreationStep(t.hero as never)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toContain(UNREADABLE);
    expect(await t.CreationWizard.open(t.hero as never)).toBeNull();
    expect(await t.run.discardUnreadableCreation(t.hero as never)).toBe(false);
    expect(t.stubs.notifications.at(-1)?.message).toBe("STARSKIRMISH.SpacePatrol.Creation.refused.discardGmOnly");
    expect(t.stubs.dialogs.shown).toEqual([]);
    expect(t.rolled).toEqual([]);
    expect(t.flag()).toBe(t.kept);
  });

  it("the GM is asked first: declining keeps it, confirming discards it and begins anew", async () => {
    const t = await broken();
    t.stubs.actAs("gm");
    t.stubs.dialogs.confirms = false;
    expect(await t.CreationWizard.open(t.hero as never)).toBeNull();
    expect(t.stubs.dialogs.shown).toHaveLength(1);
    expect(JSON.stringify(t.stubs.dialogs.shown[0]!.config)).toContain("state.rank");
    expect(t.stubs.notifications.at(-1)?.message).toContain(UNREADABLE);
    expect(t.flag()).toBe(t.kept);
    t.stubs.dialogs.confirms = true;
    expect(await t.CreationWizard.open(t.hero as never)).not.toBeNull();
    expect(t.stubs.dialogs.shown).toHaveLength(2);
    expect(t.stored()?.state).toMatchObject({ step: "chooseBranch", rank: 0, branch: null });
  });
});
