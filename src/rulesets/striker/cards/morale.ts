/**
 * The morale cards (Striker 8.C): a team's check or a routed leader's own rally, with what was
 * rolled for and its result, and the leader's rally of routed teams. A failed check's target data
 * says where the turn stood, so the suppression's end is known (Striker 8.C.4.a). The GM applies
 * what the morale rules give from the card's inputs and its own 2D6, not what it lists, once the
 * team's sheet bears out the morale value and markers the card read (morale-confirm.ts); a rally
 * lands on no team that routed off the battlefield (8.C.4.b), and only while the leader team's
 * sheet and token, not the card, say it can rally (8.B.6, 8.C.5; rally-confirm.ts). A check a fire
 * card called answers it once (morale-prompt-rule.ts).
 */
import { field, type NumberSpec } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { MORALE_RESULTS, resolveMorale } from "../rules/morale";
import { moraleMarkerChanges } from "../view/morale-card";
import { replayDice } from "./replay-dice";
import { leaderRally, leaderRefusal, RALLY_MARKER_CHANGES } from "../view/leader-rally";
import { LEADER_KINDS } from "../rules/team-status";
import { FIRE_STEPS, PHASES } from "../rules/sequence";
import { MORALE_STATUSES } from "../view/morale-form";
import { confirmMoraleTeam } from "./morale-confirm";
import { confirmRallyTeam } from "./rally-confirm";
import { FIRE_MORALE_PROMPT } from "./morale-prompt-rule";
import { MORALE_REASONS, NEARBY_DROPS } from "../view/morale-after-fire";

const RESULTS = MORALE_RESULTS.map((r) => r.result);

/**
 * Striker 8.C.5: a rally's target data, naming the team that rallied (the card's actor) so that the
 * GM's Apply holds both idle for the turn (cards/apply-team.ts). One shape for both cards and the
 * clients that post them.
 */
export const ralliedBy = (by: string) => ({ kind: "rallied" as const, by });
const PHASE_IDS = PHASES.map((p) => p.id);
const STEP_IDS = FIRE_STEPS.map((s) => s.id);
const METRES: NumberSpec = { kind: "number", initial: 0, min: 0 };
/** A team's markers by id, as counts. */
const COUNTS = field.record(field.integer(0, 0));

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
    /** Striker 8.C.4: what a result places depends on the markers the team had when it rolled. */
    markers: COUNTS,
    /**
     * Striker 7.A.2-3: the board had the team inside a forest or building when it rolled, which
     * conceals it with no marker, so suppression hides it. False on a card from before it was
     * kept, which goes by its markers alone.
     */
    boardConcealed: field.boolean(),
    /** Striker 8.C.4.a: where a tracked turn stood when the team rolled. */
    at: field.object({ tracked: field.boolean(), turn: field.integer(1, 1), phase: field.choice(PHASE_IDS, "command"), step: field.optionalChoice(STEP_IDS) }),
    /** The card keeps every input its result comes from; one from before it did is refused. */
    kept: field.boolean(),
    /**
     * Why the team checks (Striker 8.C.1), as the GM's ledger copy of the fire card that called it
     * keeps them for this team: shown only, each reason at most once. Empty on a check from the
     * sheet, a fire card the GM kept no record of, or a card from before it was kept.
     */
    reasons: field.array(field.choice(MORALE_REASONS, "casualties"), undefined, MORALE_REASONS.length),
    /**
     * Why the fire card's claim that the team saw casualties nearby was not counted (Striker 8.C.1),
     * as the presser's client judged it from the board (actions/nearby-casualties.ts): shown only,
     * as `reasons` are, and like them written by the presser's client, who owns the team; a false
     * line tells against nothing but its own side's check, whose result comes from `input` and the
     * dice alone. "" where nothing was dropped, on a check from the sheet, and on a card from before
     * it was kept, which read as before.
     */
    nearbyDropped: field.optionalChoice(NEARBY_DROPS),
  },
  // A rally changes only markers (Striker 8.C.2.d); a passed one names the team that rallied, itself,
  // whose turn it idles (8.C.5, cards/apply-team.ts)
  targetData: {
    kind: field.choice(["morale", "rallied"], "morale"),
    result: field.choice(RESULTS, "passed"),
    failedAt: field.object({ turn: field.integer(1, 1), phase: field.choice(PHASE_IDS, "command"), step: field.choice(STEP_IDS, "a") }),
    by: field.string(),
  },
  // Striker 8.C.4.b: a routed team's first move away comes as soon as it fails the check
  buttons: ["applyResult", "strRoutAway"],
  derive({ payload, actorUuid, targets, dice }) {
    // A team checks its own morale: the one target is the team the card was posted for.
    const target = targets[0];
    if (!payload.kept || targets.length !== 1 || !target || target.actorUuid !== actorUuid) return null;
    const check = replayDice(dice, (source) => resolveMorale(payload.input, source));
    if (!check) return null;
    const { tracked, turn, phase, step } = payload.at;
    const failedAt = tracked ? { failedAt: { turn, phase, ...(step ? { step } : {}) } } : {};
    // Striker 8.C.2.d: a rout costs morale; a rally changes only markers, and a passed one keeps the
    // team from moving or firing this turn (8.C.5): the card's own actor rallied, which is the target
    const data = payload.mode === "check" ? { kind: "morale" as const, result: check.result, ...failedAt } : check.result === "passed" ? ralliedBy(actorUuid) : {};
    return { [target.key]: { markers: moraleMarkerChanges(payload.markers, check.result, payload.mode, payload.boardConcealed), data } };
  },
  confirm: confirmMoraleTeam,
  // 8.C.1: a check called by a fire card answers it once per team; the first the GM recorded stands
  prompt: FIRE_MORALE_PROMPT,
});

export const RALLY_CARD = defineCardKind({
  id: "strRally",
  ruleSet: "striker",
  template: "striker/cards/rally.hbs",
  payload: {
    rallied: field.array(field.string()),
    /** The rallying team's leader ("" once he fell) and its markers (Striker 8.B.6, 8.C.5). */
    leader: field.object({ kind: field.optionalChoice(LEADER_KINDS), markers: COUNTS }),
    /** The routed teams offered, with their distance from the leader, markers and whether he sees them. */
    candidates: field.array(field.object({ key: field.string(), uuid: field.string(), distanceM: METRES, markers: COUNTS, visible: field.boolean() })),
  },
  /** Striker 8.C.5: the leader team that rallied, whose turn the Apply idles with the team's. */
  targetData: { kind: field.choice(["rallied"], "rallied"), by: field.string() },
  buttons: ["applyResult"],
  derive({ payload, actorUuid, targets }) {
    const leader = { name: "", leader: payload.leader.kind === "" ? null : payload.leader.kind, markers: payload.leader.markers };
    // A card from before the leader was kept names none, and rallies nobody.
    if (leaderRefusal(leader) !== null) return null;
    const candidates = payload.candidates.map((c) => ({ ...c, name: "" }));
    const rows = leaderRally(leader, candidates, candidates.map((c) => c.visible));
    const rallied = targets.filter((t) => rows.some((r) => r.rallied && r.key === t.key && r.uuid === t.actorUuid));
    // the leader is the card's own actor, which Apply found its author owns, never a name the payload gives
    return Object.fromEntries(rallied.map((t) => [t.key, { markers: { ...RALLY_MARKER_CHANGES }, data: ralliedBy(actorUuid) }]));
  },
  // Striker 8.C.4.b, 8.C.5: the card's list and its leader's markers are its author's; the GM's
  // board and the leader's sheet say who is out of play and whether the leader can rally
  confirm: confirmRallyTeam,
});
