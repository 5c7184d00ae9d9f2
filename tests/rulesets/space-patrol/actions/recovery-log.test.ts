// @vitest-environment happy-dom
// The treatment line a recovery writes in the patrolman's service log (Guide 8.2-8.6), at the log's
// bound (MAX_LOG_LINES) and past what it records: from the sheet's Recovery button against the
// stand-ins after a real init, the user applying the result is told what happened to the line,
// the patrolman's name escaped, and the creation lines (Guide 1.1-1.3) are never the ones given up.
import { describe, expect, it } from "vitest";
import { spaceBoard, type SpaceBoard } from "../../../helpers/space-patrol-board";
import { MAX_LOG_LINES, withRecoveryLine } from "../../../../src/rulesets/space-patrol/data/service-log";
import { serviceLogOf } from "../../../../src/rulesets/space-patrol/data/creation-result";
import { appendRecoveryLog } from "../../../../src/rulesets/space-patrol/actions/recovery-log";
import { everyEventLifepath } from "../../../../gallery/samples-space-patrol-creation";

const handlers = async () => (await import("../../../../src/rulesets/space-patrol/actions/action-handlers")).SHEET_ACTION_HANDLERS;
const logOf = (a: { system: unknown }) => (a.system as { serviceLog: { text: string; event: { kind: string; treatment: string } }[] }).serviceLog;
/** A name a user typed, markup and all: the notice shows it as text. */
const NAME = "Pat <b>Okafor</b>";
const SHOWN = { name: "Pat &lt;b&gt;Okafor&lt;/b&gt;" };
const R = "STARSKIRMISH.SpacePatrol.Recovery";
/** An old line saved as text before the log held events (kept as written). */
const textLine = (i: number) => ({ term: 2, text: `line ${i}`, rolls: [], event: { kind: "" } });
const earlierTreatment = () => withRecoveryLine([], 2, { treatment: "woundIntervention", outcome: "healed", days: 0, hours: 4 }).log[0]!;

/** A patrolman with a Wound Marker and this log, resting (Guide 8.2: natural healing rolls nothing). */
async function resting(t: SpaceBoard, log: readonly unknown[]) {
  const pat = t.patrolman("Actor.pat", NAME, { medicine: 1 });
  await pat.update({ "system.serviceLog": log } as never);
  await t.mark(pat, "sp-wound", 1);
  t.answer({ treatment: "natural" });
  return pat;
}

describe("a treatment's line at the service log's bound", () => {
  it("takes the oldest treatment's place, keeps every creation line, and says so", async () => {
    const t = await spaceBoard();
    const creation = serviceLogOf(everyEventLifepath());
    const log = [...creation, earlierTreatment()];
    while (log.length < MAX_LOG_LINES) log.push(textLine(log.length));
    const pat = await resting(t, log);
    await (await handlers()).recovery!(pat as never);
    expect(t.markers(pat)).toEqual({});
    const after = logOf(pat);
    expect(after).toHaveLength(MAX_LOG_LINES);
    expect(after.slice(0, creation.length).map((l) => l.event.kind)).toEqual(creation.map((l) => l.event.kind));
    expect(after.filter((l) => l.event.kind === "recovery").map((l) => l.event.treatment)).toEqual(["natural"]);
    expect(t.notes).toEqual([`${R}.logDroppedOldest.one ${JSON.stringify({ ...SHOWN, lines: String(MAX_LOG_LINES), count: "1" })}`]);
  });

  it("with no treatment line to give up, writes nothing and says the treatment is not in the log", async () => {
    const t = await spaceBoard();
    const log = [...serviceLogOf(everyEventLifepath())];
    while (log.length < MAX_LOG_LINES) log.push(textLine(log.length) as never);
    const pat = await resting(t, log);
    const stored = structuredClone(logOf(pat));
    await (await handlers()).recovery!(pat as never);
    // the wound still heals: only the log line is missing, and the user hears why
    expect(t.markers(pat)).toEqual({});
    expect(stored).toHaveLength(MAX_LOG_LINES);
    expect(logOf(pat)).toEqual(stored);
    expect(t.notes).toEqual([`${R}.logFull.other ${JSON.stringify({ ...SHOWN, count: String(MAX_LOG_LINES) })}`]);
  });

  it("below the bound adds the line without a notice", async () => {
    const t = await spaceBoard();
    const pat = await resting(t, serviceLogOf(everyEventLifepath()));
    await (await handlers()).recovery!(pat as never);
    expect(logOf(pat).at(-1)!.event).toMatchObject({ kind: "recovery", treatment: "natural" });
    expect(t.notes).toEqual([]);
  });
});

describe("a treatment the log cannot record", () => {
  it("is not written, and the user is told (an ending natural healing never has)", async () => {
    const t = await spaceBoard();
    const pat = t.patrolman("Actor.pat", NAME, { medicine: 1 });
    await appendRecoveryLog(pat as never, { treatment: "natural", outcome: "failed", days: 0, hours: 0 });
    expect(logOf(pat)).toEqual([]);
    expect(t.notes).toEqual([`${R}.logUnrecordable ${JSON.stringify(SHOWN)}`]);
  });
});
