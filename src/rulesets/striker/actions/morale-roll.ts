/**
 * Morale and rally checks in Foundry (Striker 8.C): read the team's status (its markers, and the
 * forest or building it stands in, which conceals it where no marker does, 7.A.2) and the leader
 * teams near it from the board, ask the rest, roll a real 2D6, resolve in the core and post a card
 * whose Apply button places the Suppressed or Routed marker (through the GM for others' teams).
 * A check called by a fire card's Morale button shows why the team checks (8.C.1), worked out from
 * the attack and dice of the GM's record of that fire card, not from the button or the reasons the
 * card claims, with "saw casualties nearby" judged from the board (actions/nearby-casualties.ts); a
 * team those give no reason to cannot roll from the card; where the board's judgement left it none,
 * a player's press whispers the GMs why (actions/morale-not-due.ts). A team that routed off the
 * battlefield (8.C.4.b) is out of play: it neither checks nor rallies, and as a leader it is not
 * offered to a team checking near its hidden token (8.C.2). Nor does a counter check or rally: it
 * is no team and has no morale (3.A.1), from its sheet, its token or a fire card's Morale button.
 */
import { postCard } from "../../../system/cards/post-card";
import type { CardButtonContext } from "../../../system/cards/card-button-types";
import { MORALE_CARD, ralliedBy } from "../cards/morale";
import { FIRE_CARD } from "../cards/fire";
import { readMarkers } from "../../../system/markers/marker-store";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { activeRuleSet } from "../../../system/registry";
import { QueuedDice } from "../../../core/dice";
import { LEADER_INFLUENCE_RANGE_M, resolveMorale } from "../rules/morale";
import { OPEN_GROUND, tokenConcealment, tokensSee } from "./board-sight";
import { mayLead } from "../rules/command";
import { markerCount } from "../../../core/markers";
import { STR_MARKER } from "../rules/markers";
import { TeamData } from "../models/team-model";
import { leaderLost, teamTokens } from "./team-tokens";
import { distanceBetween, actingToken } from "../../../system/board";
import { commandTeamOf, leaderStands } from "../view/team-command";
import { concealingTerrain, teamStatus } from "../view/fire-plan";
import { moraleDialogContext, readMoraleForm, type NearLeader } from "../view/morale-form";
import { moraleCardContext, moraleMarkerChanges, type MoraleMode } from "../view/morale-card";
import { strikerPosition } from "../turn/turn-tracker";
import { suppressionEnd } from "../rules/turn-expiry";
import { claimRoll, promptId, ROLL_CLAIM_REFUSAL } from "../../../system/roll-once";
import { askDialogInput } from "../../../system/form-dialog";
import type { MoraleReason, NearbyDrop } from "../view/morale-after-fire";
import { fireCasualtyTeams, fireMoraleCheck, type KeptFireCard } from "../cards/fire-reasons";
import { judgeNearbyOnBoard } from "./nearby-casualties";
import { tellGmsNotDue } from "./morale-not-due";
import { alreadyOffBoard } from "../turn/routed-off";
import { isCounter } from "../models/team-not-counter";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import { readRecordedPayload } from "../../../system/cards/read-card";
import type { PayloadOf } from "../../../system/cards/card-kind";
import { leaderKindOf } from "../view/team-result";

/** Friendly leader teams on the board, with what the morale rules need to know of each. */
function nearLeaders(actor: Actor.Implementation): NearLeader[] {
  const token = actingToken(actor);
  const system = actor.system;
  if (!token || !(system instanceof TeamData)) return [];
  const self = commandTeamOf(token.id, system, leaderLost(actor));
  const out: NearLeader[] = [];
  // Striker 3.A.1, 8.C.4.b, 8.C.2.b.i: "visible leader teams within 100 m" are teams in play; a
  // counter is none, whatever leader its sheet names, nor is a team that routed off, and teamTokens
  // leaves both out
  for (const other of teamTokens(token)) {
    const a = other.actor;
    if (!a || !(a.system instanceof TeamData) || a.system.leader === "none" || other.document.disposition !== token.document.disposition) continue;
    // Striker 4.A, 8.B.6: a team whose leader fell "is no longer considered a leader team for all
    // purposes": it neither steadies nor, failing, unsettles anyone (the same reading as command's)
    const lost = leaderLost(a);
    if (!leaderStands(a.system, lost)) continue;
    const markers = readMarkers(a);
    const failed = markerCount(markers, STR_MARKER.suppressed) + markerCount(markers, STR_MARKER.routed) > 0;
    const kind = leaderKindOf(a.system.leader);
    if (!kind) continue;
    const distanceM = distanceBetween(token, other);
    // Striker 7.A.1: traced only for the leaders the dialog offers (within 100 m)
    const seen = distanceM <= LEADER_INFLUENCE_RANGE_M ? tokensSee(token.document, other.document) : false;
    out.push({ name: other.name, kind, distanceM, normallyLeads: mayLead(commandTeamOf(other.id, a.system, lost), self), failedDefault: failed, seen });
  }
  return out.sort((x, y) => x.distanceM - y.distanceM);
}

/** Striker 8.C.4.b: whether the team's token routed off the battlefield (turn/routed-off.ts); not where it has none placed. */
function routedOffTeam(actor: Actor.Implementation): boolean {
  const token = actingToken(actor);
  return token ? alreadyOffBoard(token.document) : false;
}

/**
 * A team's morale check or a routed leader's own rally, posted as a morale card. `reasons` and
 * `nearbyDropped` come from the fire card that called for the check (onMoraleButton): why the team
 * checks, and why a "saw casualties nearby" claim was not counted, where one was not (8.C.1);
 * `answers` is that fire card, which the morale card answers once (cards/morale-prompt-rule.ts).
 */
export async function rollStrikerMorale(actor: Actor.Implementation, mode: MoraleMode = "check", reasons: readonly MoraleReason[] = [], nearbyDropped: NearbyDrop | null = null, answers: ChatMessage.Implementation | null = null): Promise<void> {
  const system = actor.system;
  if (!(system instanceof TeamData)) return;
  // Striker 3.A.1: a counter is no team: it has no morale to check (8.C.1) nor a rout to rally from
  // (8.C.5), whatever its sheet or a marker on it says
  if (isCounter(actor)) {
    ui.notifications?.warn(mode === "rally" ? "STARSKIRMISH.Striker.Morale.Rally.counter" : "STARSKIRMISH.Striker.Morale.counterNoMorale", { localize: true });
    return;
  }
  const markers = readMarkers(actor);
  const token = actingToken(actor);
  // Striker 8.C.4.b: "If a team routs off the battlefield it is removed from play": a team that
  // routed off has left the game, so it checks no morale (8.C.1), from its sheet or a fire card,
  // and a leader team rallies no more (8.C.5 rallies one still retreating across the board); by
  // the Combat's record the Rout away refusal reads (turn/routed-off.ts)
  if (routedOffTeam(actor)) {
    ui.notifications?.warn(mode === "rally" ? "STARSKIRMISH.Striker.Morale.Rally.routedOff" : "STARSKIRMISH.Striker.Morale.routedOff", { localize: true });
    return;
  }
  // Striker 8.C.5: only a routed officer or NCO team rallies itself.
  if (mode === "rally" && (system.leader === "none" || markerCount(markers, STR_MARKER.routed) === 0)) {
    ui.notifications?.warn("STARSKIRMISH.Striker.Morale.Rally.notRoutedLeader", { localize: true });
    return;
  }
  // Striker 7.A.1.c, 7.A.2, 8.C.2.b.ii (ruling STR-2): a team in a forest or building is concealed,
  // +2, where no marker says it hides (+3) or is concealed, and one more than 30 m into a forest is
  // hidden, +3: the same reading as the fire's.
  const ground = token ? tokenConcealment(token.document) : OPEN_GROUND;
  // the board never says "unspotted" (recon by fire is a firer's call), so this is open, concealed or hidden
  const status = teamStatus(markers, ground);
  const leaders = nearLeaders(actor);
  const content = await foundry.applications.handlebars.renderTemplate(`${TEMPLATE_ROOT}/striker/dialogs/morale.hbs`, {
    ...moraleDialogContext({ teamName: actor.name ?? "", mode, morale: system.morale.value, status, leaders, concealedBy: concealingTerrain(markers, ground) }),
  });
  const raw: unknown = await askDialogInput({
    window: { title: game.i18n!.localize(`STARSKIRMISH.Striker.Morale.${mode}`) },
    content,
    ok: { label: "STARSKIRMISH.Striker.Morale.roll" },
  });
  if (!raw) return;
  const input = readMoraleForm(raw, system.morale.value, status, leaders);
  const roll = await new Roll("2d6").evaluate();
  const faces = (roll.dice[0]?.results ?? []).map((r) => ({ sides: 6, value: r.result }));
  const check = resolveMorale(input, new QueuedDice(faces));
  // Striker 7.A.3: a team the board conceals hides when suppressed, as one with a Concealed marker
  const changes = moraleMarkerChanges(markers, check.result, mode, ground.inConcealment);
  const labels = Object.fromEntries(activeRuleSet().definition.markers.map((m) => [m.id, m.label]));
  const key = actingToken(actor)?.id ?? actor.id ?? "team";
  // Striker 8.C.4.a: in a tracked turn, the suppression's end is known from the step now.
  const failedAt = strikerPosition(game.combat);
  await postCard(MORALE_CARD, {
    actor,
    rolls: [roll],
    answers,
    payload: {
      mode,
      input,
      result: check.result,
      markers: { ...markers },
      boardConcealed: ground.inConcealment,
      at: failedAt ? { tracked: true, turn: failedAt.turn, phase: failedAt.phase, step: failedAt.step ?? "" } : { tracked: false, turn: 1, phase: "command", step: "" },
      kept: true,
      reasons: [...reasons],
      nearbyDropped: nearbyDropped ?? "",
    },
    targets: [
      {
        key,
        actorUuid: actor.uuid,
        name: actor.name ?? "",
        markers: changes,
        // Striker 8.C.2.d: a rout costs morale; a rally changes only markers, and a passed one idles
        // the team for the turn (8.C.5), as the card's derive gives it (cards/morale.ts)
        data: mode === "check" ? { kind: "morale", result: check.result, ...(failedAt ? { failedAt } : {}) } : check.result === "passed" ? ralliedBy(actor.uuid) : {},
      },
    ],
    context: moraleCardContext({ teamName: actor.name ?? "", mode, check, changes, markerLabels: labels, targetKey: key, reasons, nearbyDropped, ...(failedAt && check.result === "suppressed" && mode === "check" ? { until: suppressionEnd(failedAt) } : {}) }),
  });
}

/**
 * What the fire card carried when it was posted, read from the GM's ledger (core/card-ledger.ts):
 * its payload, targets and dice, or null where it kept none (no GM was on to record it). The
 * message's own copy belongs to the card's author, who could rewrite it and its buttons; the
 * ledger only a GM writes.
 */
function recordedFire(message: ChatMessage.Implementation): (KeptFireCard & { readonly payload: PayloadOf<typeof FIRE_CARD> }) | null {
  const entry = message.id ? readCardLedger()[message.id] : undefined;
  const payload = entry?.kind === FIRE_CARD.id ? readRecordedPayload(FIRE_CARD, entry.payload) : null;
  return entry && payload ? { payload, targets: entry.targets, dice: entry.dice } : null;
}

/** Card action: the Morale button of a fire card checks the target team. */
export async function onMoraleButton({ card, message, button }: CardButtonContext<typeof FIRE_CARD>): Promise<void> {
  const uuid = button.dataset.actorUuid ?? "";
  const recorded = recordedFire(message);
  // Striker 8.C.1: only a team this fire called to check rolls from it (a card from before the
  // list was kept lists none, and leaves it to the owner); the GM's record says which, where it has one
  const due = (recorded?.payload ?? card.payload).moraleDue;
  // and where that record's attack and dice replay, only a team they give a reason to: the list is
  // the author's, who could name a team the fire never touched (cards/fire-reasons.ts)
  const derived = recorded ? fireMoraleCheck(recorded, uuid) : null;
  const notDue = (due.length > 0 && !due.includes(uuid)) || derived?.length === 0;
  if (notDue) return void ui.notifications?.warn("STARSKIRMISH.Striker.Morale.notDue", { localize: true });
  const actor = await fromUuid<Actor.Implementation>(uuid);
  if (!(actor instanceof Actor)) return;
  // 8.C.4.b: a team routed off is out of play: refused before its roll is claimed or the GMs told
  if (routedOffTeam(actor)) return void ui.notifications?.warn("STARSKIRMISH.Striker.Morale.routedOff", { localize: true });
  // 3.A.1: nor a counter (recon by fire may have listed it, 8.A.1.a.5), before its roll is claimed
  if (isCounter(actor)) return void ui.notifications?.warn("STARSKIRMISH.Striker.Morale.counterNoMorale", { localize: true });
  // 8.C.1: the dice cannot say whether the team saw another's casualties within 50 m: that claim is
  // the card author's, who may be its enemy, and is judged here from the board as it stands now
  // (actions/nearby-casualties.ts; our reading, it wants a ruling), the resolver told when it fails,
  // and the card posted says so, for the GM who did not press the button
  const judged = recorded && derived ? judgeNearbyOnBoard(actor, derived, fireCasualtyTeams(recorded, uuid)) : null;
  const reasons = judged?.reasons ?? null;
  if (reasons?.length === 0) {
    ui.notifications?.warn("STARSKIRMISH.Striker.Morale.notDue", { localize: true });
    // "saw casualties nearby" was the fire's only reason for this team, and the board dropped it:
    // no morale card is posted to say so, so a player's press tells the GMs, whispered
    if (judged?.dropped) await tellGmsNotDue(actor, judged.dropped, promptId(message, uuid));
    return;
  }
  const claim = await claimRoll(actor, promptId(message, uuid));
  if (claim !== "ok") return void ui.notifications?.warn(ROLL_CLAIM_REFUSAL[claim], { localize: true });
  // 8.C.1: why this team checks, shown on the morale card: worked out from the attack and dice of
  // the GM's record of the fire card (cards/fire-reasons.ts) and the board, never from the button's
  // HTML nor the reasons the card's author wrote; none where the GM kept no record
  await rollStrikerMorale(actor, "check", reasons ?? [], judged?.dropped ?? null, message);
}
