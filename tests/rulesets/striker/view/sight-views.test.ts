// The pure views behind line of sight, spotting and communication on the board: a line clipped to a
// region's box and sampled into stretches (Striker 7.A.1); a team as spotting reads it from its
// markers and card (7.A.2-4); the spotting card; the sheet's communication section (5.B); and the
// leaders out of communication in the led view (5.A).
import { describe, expect, it } from "vitest";
import { clipToBox, samplePoints, spansFromSamples, SIGHT_SAMPLE_M } from "../../../../src/rulesets/striker/view/sight-spans";
import { firedSignature, spottingStatus, spottingTeam } from "../../../../src/rulesets/striker/view/spotting-team";
import { coverLabel, spottingCardContext } from "../../../../src/rulesets/striker/view/spotting-card";
import { commsView } from "../../../../src/rulesets/striker/view/team-comms";
import { commandTeamOf, ledView } from "../../../../src/rulesets/striker/view/team-command";
import { commandCardContext } from "../../../../src/rulesets/striker/view/command-check";
import { STR_MARKER } from "../../../../src/rulesets/striker/rules/markers";
import { UNSTATED_RADIO_RANGE_M } from "../../../../src/rulesets/striker/rules/communication";
import { initialValue } from "../../../../src/core/schema";
import { TEAM_SCHEMA, type TeamSystem } from "../../../../src/rulesets/striker/data/team-schema";
import { weaponItemFromTable } from "../../../../src/rulesets/striker/data/weapon-item";
import { SLUG_THROWERS, targetSituation } from "../../../../src/rulesets/striker/rules/index";
import type { TeamItem } from "../../../../src/rulesets/striker/view/team-items";

describe("a line through a region (Striker 7.A.1)", () => {
  it("clips the segment to the region's box", () => {
    expect(clipToBox({ x: 0, y: 50 }, { x: 400, y: 50 }, { x: 100, y: 0, width: 100, height: 100 })).toEqual([0.25, 0.5]);
    expect(clipToBox({ x: 0, y: 50 }, { x: 400, y: 50 }, { x: 100, y: 60, width: 100, height: 100 })).toBeNull();
    expect(clipToBox({ x: 150, y: 50 }, { x: 400, y: 50 }, { x: 100, y: 0, width: 100, height: 100 })).toEqual([0, 0.2]);
  });
  it("samples both ends and every 5 m between", () => {
    expect(SIGHT_SAMPLE_M).toBe(5);
    expect(samplePoints(0, 0.5, 20)).toEqual([0, 0.25, 0.5]);
    expect(samplePoints(0.3, 1, 100).at(-1)).toBe(1);
    expect(samplePoints(0, 1, 0)).toEqual([0]);
  });
  it("turns consecutive samples inside into stretches at their highest", () => {
    const samples = [
      { atM: 0, heightM: null },
      { atM: 5, heightM: 12 },
      { atM: 10, heightM: 15 },
      { atM: 15, heightM: null },
      { atM: 20, heightM: 12 },
    ];
    expect(spansFromSamples("forest", samples)).toEqual([
      { kind: "forest", heightM: 15, fromM: 5, toM: 10 },
      { kind: "forest", heightM: 12, fromM: 20, toM: 20 },
    ]);
  });
});

const acr = weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr7mm")!);
const items: TeamItem[] = [{ id: "w1", name: "7mm ACR", kind: "weapon", weapon: acr }];
const system = (): TeamSystem => {
  const base = initialValue(TEAM_SCHEMA) as TeamSystem;
  return { ...base, troopers: [0, 1, 2, 3].map((i) => ({ ...initialValue(TEAM_SCHEMA).troopers[0]!, name: `T${i}`, weaponItem: "w1", ammunition: "slugs" })) } as TeamSystem;
};
const ground = { inConcealment: false, woods: null, beneath: "open" } as const;

describe("a team as spotting reads it (Striker 7.A.2-4)", () => {
  it("its status from the Hidden and Concealed markers, concealed at least in a forest or building", () => {
    expect(spottingStatus({}, {})).toBe("open");
    expect(spottingStatus({}, { inConcealment: true })).toBe("concealed");
    expect(spottingStatus({ [STR_MARKER.hidden]: 1 }, { inConcealment: true })).toBe("hidden");
    expect(spottingStatus({ [STR_MARKER.concealed]: 1 }, {})).toBe("concealed");
  });
  it("hidden more than 30 m into a forest whatever its markers say (7.A.1.c), so never spotted there", () => {
    expect(spottingStatus({}, { inConcealment: true, hidden: true })).toBe("hidden");
    expect(spottingStatus({ [STR_MARKER.concealed]: 1 }, { inConcealment: true, hidden: true })).toBe("hidden");
    const deep = spottingTeam({ id: "t", side: 1, spotted: false, system: system(), items, markers: {}, movingNow: false, ground: { inConcealment: true, hidden: true, woods: "lightWoods", beneath: "forest" } });
    expect(deep.status).toBe("hidden");
    expect(targetSituation(deep)).toBeNull();
  });
  it("moving when it moves now, carries the Moved marker, or sets up a weapon (6.D.1)", () => {
    const base = { id: "t", side: 1, spotted: false, system: system(), items, ground };
    expect(spottingTeam({ ...base, markers: {}, movingNow: false }).moving).toBe(false);
    expect(spottingTeam({ ...base, markers: {}, movingNow: true }).moving).toBe(true);
    expect(spottingTeam({ ...base, markers: { [STR_MARKER.moved]: 1 }, movingNow: false }).moving).toBe(true);
    expect(spottingTeam({ ...base, markers: { [STR_MARKER.settingUp]: 2 }, movingNow: false }).moving).toBe(true);
    expect(spottingTeam({ ...base, markers: { [STR_MARKER.flightHigh]: 1 }, movingNow: false }).flight).toBe("high");
    expect(spottingTeam({ ...base, markers: { [STR_MARKER.flightNoe]: 1, [STR_MARKER.popUp]: 1 }, movingNow: false }).popUp).toBe(true);
  });
  it("shows its loudest loaded weapon's signature only after it fired", () => {
    expect(firedSignature({}, system(), items)).toBeNull();
    // the 7mm ACR's slugs are of low signature
    expect(firedSignature({ [STR_MARKER.fired]: 1 }, system(), items)).toBe(acr.ammo.find((a) => a.type === "slugs")!.signature);
    expect(firedSignature({ [STR_MARKER.fired]: 1 }, { troopers: [] }, items)).toBe("L");
  });
});

describe("the spotting card", () => {
  it("names a spotter only when its own place is known", () => {
    const context = spottingCardContext({
      teamName: "Blue A1",
      cover: { concealed: 1, hidden: 0 },
      sightings: [
        { targetName: "Red B2", spotterName: "Blue A1", distanceM: 412.3, rangeM: 1000 },
        { targetName: "Red B3", spotterName: null, distanceM: 90, rangeM: 100 },
      ],
    });
    expect(context.coverLabel).toBe("STARSKIRMISH.Striker.Spotting.Cover.concealed");
    expect(context.sightings).toEqual([
      { targetName: "Red B2", spotterName: "Blue A1", spotterKnown: true, distanceM: 412, rangeM: 1000 },
      { targetName: "Red B3", spotterName: "", spotterKnown: false, distanceM: 90, rangeM: 100 },
    ]);
  });
  it("says what the cover became", () => {
    expect(coverLabel(null)).toBeNull();
    expect(coverLabel({ concealed: 0, hidden: 0 })).toBe("STARSKIRMISH.Striker.Spotting.Cover.cleared");
    expect(coverLabel({ concealed: 0, hidden: 1 }, true)).toBe("STARSKIRMISH.Striker.Spotting.Cover.hidesSuppressed");
  });
  it("a Concealed marker placed more than 30 m into a forest says the wood hides the team all the same (7.A.1.c)", () => {
    expect(coverLabel({ concealed: 1, hidden: 0 }, false, true)).toBe("STARSKIRMISH.Striker.Spotting.Cover.deepForest");
    expect(coverLabel({ concealed: 1, hidden: 0 }, false, false)).toBe("STARSKIRMISH.Striker.Spotting.Cover.concealed");
    // a team that chose to hide, or left cover, is told so wherever it stands
    expect(coverLabel({ concealed: 0, hidden: 1 }, false, true)).toBe("STARSKIRMISH.Striker.Spotting.Cover.hidden");
    expect(coverLabel({ concealed: 0, hidden: 0 }, false, true)).toBe("STARSKIRMISH.Striker.Spotting.Cover.cleared");
  });
});

describe("the sheet's communication (Striker 5.B)", () => {
  it("the radio line: none, a stated range, or none stated", () => {
    expect(commsView(null, []).radio).toEqual({ carried: false, rangeM: null, label: "STARSKIRMISH.Striker.Comms.Radio.none" });
    expect(commsView(2000, []).radio).toMatchObject({ carried: true, rangeM: 2000 });
    expect(commsView(UNSTATED_RADIO_RANGE_M, []).radio).toMatchObject({ carried: true, rangeM: null, label: "STARSKIRMISH.Striker.Comms.Radio.unstated" });
  });
  it("lists leaders first, in touch or not, then the teams in touch by distance", () => {
    const view = commsView(null, [
      { name: "A3", distanceM: 400, means: null, mayLead: false },
      { name: "A2", distanceM: 50.4, means: "touching", mayLead: false },
      { name: "SL", distanceM: 300, means: null, mayLead: true },
      { name: "A4", distanceM: 200, means: "sight", mayLead: false },
    ]);
    expect(view.rows.map((r) => [r.name, r.distanceM, r.meansLabel, r.inCommunication])).toEqual([
      ["SL", 300, "STARSKIRMISH.Striker.Comms.Means.none", false],
      ["A2", 50, "STARSKIRMISH.Striker.Comms.Means.touching", true],
      ["A4", 200, "STARSKIRMISH.Striker.Comms.Means.sight", true],
    ]);
  });
});

describe("led, and leaders out of communication (Striker 5.A, 5.B)", () => {
  const fire = commandTeamOf("t", { troopers: [], initiative: "low", command: { role: "fireTeam", squad: "s1", section: "x1", platoon: "p1", company: "c1" } }, false);
  const leader = commandTeamOf("sl", { troopers: [], initiative: "average", command: { role: "squadLeader", squad: "s1", section: "x1", platoon: "p1", company: "c1" } }, false);
  it("a leader within range but out of communication does not lead, and is named", () => {
    const view = ledView(fire, [{ team: leader, name: "SL 1", distanceM: 80, inCommunication: false, lineOfSight: false }]);
    expect(view).toMatchObject({ led: false, by: [], outOfCommunication: ["SL 1"] });
    expect(commandCardContext({ teamName: "A1", initiative: "low", led: view, averageTeamNear: null }).outOfCommunication).toBe("SL 1");
  });
  it("a leader beyond the command range leads a team it sees and talks to (5.A.1.b)", () => {
    expect(ledView(fire, [{ team: leader, name: "SL 1", distanceM: 240, inCommunication: true, lineOfSight: true }])).toMatchObject({ led: true, by: ["SL 1"], outOfCommunication: [] });
    expect(ledView(fire, [{ team: leader, name: "SL 1", distanceM: 240, inCommunication: true, lineOfSight: false }])).toMatchObject({ led: false, outOfCommunication: [] });
  });
  it("a leader the board did not measure is assumed in communication, out of sight, as before", () => {
    expect(ledView(fire, [{ team: leader, name: "SL 1", distanceM: 80 }])).toMatchObject({ led: true, by: ["SL 1"] });
  });
});
