// @vitest-environment happy-dom
// Recovery after the fight (Guide 8.2, 8.3) from the sheet's Recovery button, end to end against the
// stand-ins after a real init, with fixed dice: what the dialog offers for the patient's markers,
// which marker comes off, the days or hours on the card, the service-log line, and that a patient
// the user does not own is changed only by the GM, who works the card out again.
import { describe, expect, it } from "vitest";
import { spaceBoard } from "../../../helpers/space-patrol-board";
import type { RecoveryCardContext, RecoveryDialogContext } from "../../../../src/rulesets/space-patrol/view/recovery-card";

/** Only the GM may change it. */
const GM_ONLY = { default: 0 };

const handlers = async () => (await import("../../../../src/rulesets/space-patrol/actions/action-handlers")).SHEET_ACTION_HANDLERS;
const log = (a: { system: unknown }) => (a.system as { serviceLog: { term: number; text: string; event: Record<string, unknown> }[] }).serviceLog;
/** The treatment each service log line records (Guide 8.2-8.6), as stored: language-free. */
const treatments = (a: { system: unknown }) => log(a).map(({ event }) => ({ kind: event.kind, treatment: event.treatment, result: event.result, days: event.days, hours: event.hours }));

describe("natural healing (Guide 8.2)", () => {
  it("heals one Wound Marker in 20 days, rolls nothing, and writes the service log", async () => {
    const t = await spaceBoard();
    const pat = t.patrolman("Actor.pat", "Pat", { medicine: 1 });
    await t.mark(pat, "sp-wound", 2);
    t.answer({ treatment: "natural" });
    await (await handlers()).recovery!(pat as never);
    const dialog = t.card<RecoveryDialogContext>("dialogs/recovery.hbs");
    expect(dialog.treatments.map((o) => o.value)).toEqual(["woundIntervention", "natural", "nbcTreatment", "reconstruction"]);
    expect(dialog).toMatchObject({ wounds: 2, mortalWounds: 0, askMedBay: true, askCareDi: false });
    expect(t.markers(pat)).toEqual({ "sp-wound": 1 });
    expect(t.rolled).toEqual([]);
    expect(t.messages[0]!.system.kind).toBe("spRecovery");
    // Pat rests: natural healing is nobody's treatment, so the card names him alone, not "Pat → Pat"
    expect(t.card<RecoveryCardContext>("cards/recovery.hbs")).toMatchObject({ outcome: "healed", days: 20, halved: false, result: null, targetKey: "", self: false, natural: true });
    // an event, not text in the applying client's language: each reader's sheet says it
    expect(log(pat)).toMatchObject([{ term: 1, text: "", rolls: [] }]);
    expect(treatments(pat)).toEqual([{ kind: "recovery", treatment: "natural", result: "healed", days: 20, hours: 0 }]);
    expect(log(pat)).toHaveLength(1);
  });

  it("halves the time under DI 4+ care for a Wound whose intervention failed, and counts that Wound off", async () => {
    const t = await spaceBoard();
    const pat = t.patrolman("Actor.pat", "Pat", { medicine: 1 });
    await t.mark(pat, "sp-wound", 1);
    await pat.setFlag("starskirmish", "spInterventionFailures", 1);
    t.answer({ treatment: "natural", careDi: "4" });
    await (await handlers()).recovery!(pat as never);
    const dialog = t.card<RecoveryDialogContext>("dialogs/recovery.hbs");
    // Guide 8.3: one try per Wound, so the tried one gets no second intervention
    expect(dialog.treatments.map((o) => o.value)).toEqual(["natural", "nbcTreatment", "reconstruction"]);
    expect(dialog.askCareDi).toBe(true);
    expect(t.card<RecoveryCardContext>("cards/recovery.hbs")).toMatchObject({ days: 10, halved: true });
    expect(t.markers(pat)).toEqual({});
    expect(pat.flags.starskirmish?.spInterventionFailures).toBe(0);
  });

  it("a Mortal Wound left without a Med Bay kills in 1d6 days", async () => {
    const t = await spaceBoard([4]);
    const pat = t.patrolman("Actor.pat", "Pat", { medicine: 1 });
    await t.mark(pat, "sp-mortalWound", 1);
    t.answer({ treatment: "natural" });
    await (await handlers()).recovery!(pat as never);
    expect(t.card<RecoveryCardContext>("cards/recovery.hbs")).toMatchObject({ outcome: "died", days: 4 });
    expect(pat.statuses.has("dead")).toBe(true);
    expect(treatments(pat)[0]).toMatchObject({ kind: "recovery", treatment: "natural", result: "died" });
  });
});

describe("major intervention (Guide 8.3)", () => {
  it("clears a Wound on DT 8 with Medicine and the Med Bay's code, in 1d6 hours", async () => {
    // d20 5 + Medicine 2 + Med Bay 1 = 8 against DT 8; the d6 says 3 hours
    const t = await spaceBoard([5, 3]);
    const pat = t.patrolman("Actor.pat", "Pat", { medicine: 2 });
    await t.mark(pat, "sp-wound", 1);
    t.answer({ treatment: "woundIntervention", medBay: "1" });
    await (await handlers()).recovery!(pat as never);
    const card = t.card<RecoveryCardContext>("cards/recovery.hbs");
    expect(card).toMatchObject({ outcome: "healed", hours: 3, medBay: 1 });
    // Pat treats his own Wound: the card says so
    expect([card.self, card.natural]).toEqual([true, false]);
    expect(card.result).toMatchObject({ dt: 8, total: 8, success: true });
    expect(t.markers(pat)).toEqual({});
    expect(treatments(pat)[0]).toEqual({ kind: "recovery", treatment: "woundIntervention", result: "healed", days: 0, hours: 3 });
  });

  it("a failed Wound is left to natural healing and cannot be tried again", async () => {
    const t = await spaceBoard([4, 6]);
    const pat = t.patrolman("Actor.pat", "Pat", { medicine: 2 });
    await t.mark(pat, "sp-wound", 1);
    t.answer({ treatment: "woundIntervention", medBay: "1" });
    await (await handlers()).recovery!(pat as never);
    expect(t.card<RecoveryCardContext>("cards/recovery.hbs")).toMatchObject({ outcome: "failed", hours: 6 });
    expect(t.markers(pat)).toEqual({ "sp-wound": 1 });
    expect(pat.flags.starskirmish?.spInterventionFailures).toBe(1);
    // the same answer again finds no intervention left for that Wound and rolls nothing
    await (await handlers()).recovery!(pat as never);
    expect(t.card<RecoveryDialogContext>("dialogs/recovery.hbs").treatments.map((o) => o.value)).toEqual(["natural", "nbcTreatment", "reconstruction"]);
    expect(t.messages).toHaveLength(1);
  });

  it("the medic treats a targeted patient he does not own; the GM lands the result, a failed Mortal Wound is death", async () => {
    // d20 8 + Medicine 2 + Med Bay 1 = 11 against DT 12: the patient dies after 2 hours
    const t = await spaceBoard([8, 2]);
    const doc = t.patrolman("Actor.doc", "Doc", { medicine: 2 });
    const pat = t.patrolman("Actor.pat", "Pat", {});
    pat.ownership = GM_ONLY;
    t.place(doc, 0);
    t.place(pat, 30);
    await t.mark(pat, "sp-mortalWound", 1);
    await t.mark(pat, "sp-wound", 1);
    t.target(pat);
    t.answer({ treatment: "mortalIntervention", medBay: "1" });
    await (await handlers()).recovery!(doc as never);
    const card = t.card<RecoveryCardContext>("cards/recovery.hbs");
    expect(card).toMatchObject({ medicName: "Doc", patientName: "Pat", self: false, outcome: "died", hours: 2 });
    expect(t.messages[0]!.system.targets[0]).toMatchObject({ actorUuid: "Actor.pat", data: { dead: true }, applied: true });
    expect(pat.statuses.has("dead")).toBe(true);
    expect(treatments(pat)[0]).toMatchObject({ kind: "recovery", treatment: "mortalIntervention", result: "died" });
    expect(log(doc)).toEqual([]);
  });

  it("the GM clears another's Mortal Wound only as the dice say", async () => {
    const t = await spaceBoard([12, 1]);
    const doc = t.patrolman("Actor.doc", "Doc", { medicine: 2 });
    const pat = t.npc("Actor.pat", "Pat");
    pat.ownership = GM_ONLY;
    await t.mark(pat, "sp-mortalWound", 1);
    t.place(doc, 0);
    t.place(pat, 3);
    t.target(pat);
    t.answer({ treatment: "mortalIntervention", medBay: "2" });
    await (await handlers()).recovery!(doc as never);
    expect(t.messages[0]!.system.targets[0]).toMatchObject({ markers: { "sp-mortalWound": -1 }, applied: true });
    expect(t.markers(pat)).toEqual({});
    expect(pat.statuses.has("dead")).toBe(false);
  });

  it("refuses a Med Bay below code 1 with a notification; an unmarked patient is offered reconstruction only", async () => {
    const t = await spaceBoard([10, 1]);
    const pat = t.patrolman("Actor.pat", "Pat", { medicine: 2 });
    t.answer({ treatment: "woundIntervention", medBay: "1" });
    await (await handlers()).recovery!(pat as never);
    expect(t.card<RecoveryDialogContext>("dialogs/recovery.hbs").treatments.map((o) => o.value)).toEqual(["reconstruction"]);
    expect(t.messages).toEqual([]);
    await t.mark(pat, "sp-wound", 1);
    t.answer({ treatment: "woundIntervention", medBay: "0" });
    await (await handlers()).recovery!(pat as never);
    expect(t.notes).toEqual(["STARSKIRMISH.SpacePatrol.Recovery.badMedBay"]);
    expect(t.messages).toEqual([]);
    expect(t.markers(pat)).toEqual({ "sp-wound": 1 });
    expect(t.facesLeft()).toBe(2);
  });
});

describe("revival (Guide 8.4)", () => {
  it("revives a dead patrolman of another player through the GM, fit for duty after 1d4 days", async () => {
    // d20 9 + Medicine 2 + Med Bay 1 = 12 against DT 12; the d4 says 2 days
    const t = await spaceBoard([9, 2]);
    const doc = t.patrolman("Actor.doc", "Doc", { medicine: 2 });
    const pat = t.patrolman("Actor.pat", "Pat", {});
    pat.ownership = GM_ONLY;
    await pat.toggleStatusEffect("dead", { active: true });
    await t.mark(pat, "sp-wound", 1);
    t.place(doc, 0);
    t.place(pat, 2);
    t.target(pat);
    t.answer({ treatment: "revival", medBay: "1", thanaticMinutes: "5", hoursSinceDeath: "12" });
    await (await handlers()).recovery!(doc as never);
    // the dead are offered revival only
    expect(t.card<RecoveryDialogContext>("dialogs/recovery.hbs")).toMatchObject({ dead: true, askRevival: true, treatments: [{ value: "revival" }] });
    expect(t.card<RecoveryCardContext>("cards/recovery.hbs")).toMatchObject({ outcome: "healed", days: 2, showTime: true });
    expect(t.messages[0]!.system.targets[0]).toMatchObject({ data: { revived: true }, applied: true });
    expect(pat.statuses.has("dead")).toBe(false);
    expect(t.markers(pat)).toEqual({ "sp-wound": 1 });
    expect(treatments(pat)[0]).toMatchObject({ kind: "recovery", treatment: "revival", result: "healed", days: 2 });
  });

  it("counts a failed attempt; the second needs stasis and a code 4+ Med Bay, and is refused before any roll", async () => {
    const t = await spaceBoard([8, 4]);
    const doc = t.patrolman("Actor.doc", "Doc", { medicine: 2 });
    await doc.toggleStatusEffect("dead", { active: true });
    t.answer({ treatment: "revival", medBay: "1", thanaticMinutes: "0", hoursSinceDeath: "1" });
    await (await handlers()).recovery!(doc as never);
    expect(t.card<RecoveryCardContext>("cards/recovery.hbs")).toMatchObject({ outcome: "failed", showTime: false });
    expect(doc.flags.starskirmish?.spRevivalFailures).toBe(1);
    expect(doc.statuses.has("dead")).toBe(true);
    await (await handlers()).recovery!(doc as never);
    expect(t.notes).toEqual(['STARSKIRMISH.SpacePatrol.Recovery.revivalRefused {"reason":"a second attempt needs the body in a stasis tube"}']);
    expect(t.messages).toHaveLength(1);
    expect(t.facesLeft()).toBe(0);
  });

  it("refuses a body the acid never reached, with a notification and no dice", async () => {
    const t = await spaceBoard([20, 1]);
    const pat = t.patrolman("Actor.pat", "Pat", { medicine: 2 });
    await pat.toggleStatusEffect("dead", { active: true });
    t.answer({ treatment: "revival", medBay: "3", thanaticMinutes: "", hoursSinceDeath: "1" });
    await (await handlers()).recovery!(pat as never);
    expect(t.notes).toEqual(['STARSKIRMISH.SpacePatrol.Recovery.revivalRefused {"reason":"Thanatic Acid must be injected within 10 minutes of death"}']);
    expect(t.messages).toEqual([]);
    expect(t.facesLeft()).toBe(2);
  });
});

describe("NBC treatment and bodily reconstruction (Guide 8.5, 8.6)", () => {
  it("clears a nuclear or chemical Wound on DT 16 in a Med Bay; a failure waits 5 days", async () => {
    // 13 + Medicine 2 + Med Bay 1 = 16 clears it; 12 + 3 = 15 fails
    const t = await spaceBoard([13, 12]);
    const pat = t.patrolman("Actor.pat", "Pat", { medicine: 2 });
    await t.mark(pat, "sp-wound", 2);
    t.answer({ treatment: "nbcTreatment", medBay: "1" });
    await (await handlers()).recovery!(pat as never);
    expect(t.card<RecoveryCardContext>("cards/recovery.hbs")).toMatchObject({ outcome: "healed", result: { dt: 16, total: 16 }, showTime: false });
    expect(t.markers(pat)).toEqual({ "sp-wound": 1 });
    expect(pat.flags.starskirmish?.spNbcTriedDay).toBe(0);
    // Guide 8.5: one attempt per 5 days of game time; on day 4 it is refused before any roll
    const time = (t.g.game as unknown as { time: { worldTime: number } }).time;
    time.worldTime = 4 * 86400;
    await (await handlers()).recovery!(pat as never);
    expect(t.notes).toEqual(['STARSKIRMISH.SpacePatrol.Recovery.nbcTooSoon {"days":"1"}']);
    expect(t.messages).toHaveLength(1);
    time.worldTime = 5 * 86400;
    await (await handlers()).recovery!(pat as never);
    expect(t.card<RecoveryCardContext>("cards/recovery.hbs")).toMatchObject({ outcome: "failed", days: 5, timeKey: "STARSKIRMISH.SpacePatrol.Recovery.nextTryDays", timeCount: 5 });
    expect(pat.flags.starskirmish?.spNbcTriedDay).toBe(5);
    expect(t.markers(pat)).toEqual({ "sp-wound": 1 });
    expect(treatments(pat).map((e) => [e.treatment, e.result])).toEqual([["nbcTreatment", "healed"], ["nbcTreatment", "failed"]]);
  });

  it("the GM lands another's NBC attempts five days apart and records the day of each", async () => {
    const t = await spaceBoard([20, 20]);
    const doc = t.patrolman("Actor.doc", "Doc", { medicine: 2 });
    const pat = t.npc("Actor.pat", "Pat");
    pat.ownership = GM_ONLY;
    await t.mark(pat, "sp-wound", 2);
    t.place(doc, 0);
    t.place(pat, 3);
    t.target(pat);
    const time = (t.g.game as unknown as { time: { worldTime: number } }).time;
    time.worldTime = 9 * 86400;
    t.answer({ treatment: "nbcTreatment", medBay: "1" });
    await (await handlers()).recovery!(doc as never);
    expect(t.messages[0]!.system.targets[0]).toMatchObject({ markers: { "sp-wound": -1 }, data: { nbcTriedDay: 9 }, applied: true });
    expect(t.markers(pat)).toEqual({ "sp-wound": 1 });
    expect(pat.flags.starskirmish?.spNbcTriedDay).toBe(9);
    time.worldTime = 14 * 86400;
    await (await handlers()).recovery!(doc as never);
    const cards = t.messages.filter((m) => m.system.kind === "spRecovery");
    expect(cards).toHaveLength(2);
    expect(cards[1]!.system.targets[0]).toMatchObject({ data: { nbcTriedDay: 14 }, applied: true });
    expect(t.markers(pat)).toEqual({});
  });

  it("reconstructs in a DI 6+ facility on DT 16 in 10 days, takes no marker, and refuses a lesser facility before rolling", async () => {
    const t = await spaceBoard([14]);
    const pat = t.patrolman("Actor.pat", "Pat", { medicine: 1 });
    t.answer({ treatment: "reconstruction", medBay: "1", facilityDi: "5" });
    await (await handlers()).recovery!(pat as never);
    expect(t.notes).toEqual(['STARSKIRMISH.SpacePatrol.Recovery.facilityTooLow {"di":"6"}']);
    expect(t.facesLeft()).toBe(1);
    t.answer({ treatment: "reconstruction", medBay: "1", facilityDi: "6" });
    await (await handlers()).recovery!(pat as never);
    // 14 + Medicine 1 + Med Bay 1 = 16
    expect(t.card<RecoveryCardContext>("cards/recovery.hbs")).toMatchObject({ outcome: "healed", days: 10, result: { dt: 16, success: true } });
    expect(treatments(pat)[0]).toMatchObject({ kind: "recovery", treatment: "reconstruction", result: "healed", days: 10 });
  });
});
