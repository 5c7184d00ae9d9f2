/**
 * The morale cards (Striker 8.C): a team's check or a routed leader's own rally, with what was
 * rolled for and its result, and the leader's rally of routed teams. A failed check's target data
 * says where the turn stood, so the suppression's end is known (Striker 8.C.4.a).
 */
import { field, type NumberSpec } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { MORALE_RESULTS } from "../rules/morale";
import { LEADER_KINDS } from "../rules/team-status";
import { FIRE_STEPS, PHASES } from "../rules/sequence";
import { MORALE_STATUSES } from "../view/morale-form";

const RESULTS = MORALE_RESULTS.map((r) => r.result);
const METRES: NumberSpec = { kind: "number", initial: 0, min: 0 };

export const MORALE_CARD = defineCardKind({
  id: "strMorale",
  ruleSet: "striker",
  template: "striker/cards/morale.hbs",
  payload: {
    mode: field.choice(["check", "rally"], "check"),
    input: field.object({
      morale: field.integer(0),
      status: field.choice(MORALE_STATUSES, "open"),
      leaders: field.array(
        field.object({ kind: field.choice(LEADER_KINDS, "nco"), visible: field.boolean(), distanceM: METRES, normallyLeads: field.boolean(), failedOwnCheck: field.boolean() }),
      ),
      nearbyCasualties: field.integer(0, 0),
    }),
    result: field.choice(RESULTS, "passed"),
  },
  // A rally changes only markers, so its target has no data (Striker 8.C.2.d).
  targetData: {
    kind: field.choice(["morale"], "morale"),
    result: field.choice(RESULTS, "passed"),
    failedAt: field.object({ turn: field.integer(1, 1), phase: field.choice(PHASES.map((p) => p.id), "command"), step: field.choice(FIRE_STEPS.map((s) => s.id), "a") }),
  },
  buttons: ["applyResult"],
});

export const RALLY_CARD = defineCardKind({
  id: "strRally",
  ruleSet: "striker",
  template: "striker/cards/rally.hbs",
  payload: { rallied: field.array(field.string()) },
  buttons: ["applyResult"],
});
