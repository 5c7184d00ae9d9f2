/**
 * A morale check from the unit sheet (IX-D, IV-f, SMR-3, SMR-6, SMR-13): heroes and vehicles never
 * check, nor does a unit that passed this turn (its Passed Morale marker), so theirs is refused with
 * the reason and no card is posted; N'Kakk robots need no die; the dialog asks what stands around
 * the unit (friends and a Hero adjacent, a Leader's range, ticked as the board shows them; a retreat
 * blocked by enemies). A real 1d6 and the rules decide; the card's Apply breaks a unit that failed,
 * or marks its pass, through the GM. A broken unit's check is its Leader recheck (VIII-H.1, SMR-6),
 * rolled only in its side's Morale Recheck Phase, once, within a Leader's range (actions/morale-recheck.ts),
 * or its check against a retreat blocked by enemies (VIII-H.3): a pass rallies it.
 */
import { askForm } from "../../../system/form-dialog";
import { postCard } from "../../../system/cards/post-card";
import { actingToken } from "../../../system/board";
import { rollFormula } from "../../../system/real-dice";
import { readMarkers } from "../../../system/markers/marker-store";
import { warn } from "../../../system/notify";
import { claimRollOrWarn, promptId } from "../../../system/roll-once";
import { markerCount } from "../../../core/markers";
import { UnitData } from "../models/unit-model";
import { RACE_PROFILES } from "../rules/races";
import { SMR_MARKER } from "../rules/markers";
import { checkMorale, moraleExemption, type MoraleCase } from "../rules/morale";
import { SMR_MORALE_CARD } from "../cards/morale";
import { moraleCardContext, moraleDialogContext, moraleMarkers, readMoraleForm } from "../view/morale-card";
import { moraleBoard } from "./morale-board";
import { isLeaderRecheck } from "../rules/morale-recheck";
import { recheckRefusal, recheckTurn } from "./morale-recheck";
import { combatPlaceNow } from "../../../system/turn/combat-place";

/**
 * The check, from the sheet or from a morale prompt (`answers`, actions/morale-prompt.ts): a prompt
 * is answered once per unit, claimed once the dialog is filled in (a cancelled dialog spends
 * nothing) and named on the card, so the GM's client lands only its first answer (core/card-prompts.ts).
 */
export async function checkUnitMorale(actor: Actor.Implementation, answers: ChatMessage.Implementation | null = null): Promise<void> {
  const unit = actor.system;
  if (!(unit instanceof UnitData)) return;
  const markers = readMarkers(actor);
  const base: MoraleCase = {
    morale: unit.morale,
    experience: unit.experience,
    kind: unit.kind,
    hero: unit.role === "hero",
    neverFails: RACE_PROFILES[unit.race].neverFailsMorale,
    adjacentUnbrokenFriends: 0,
    adjacentFriendlyHero: false,
    inLeaderRange: false,
    passedThisTurn: markerCount(markers, SMR_MARKER.passedMorale) > 0,
    retreatBlockedByEnemy: false,
    broken: markerCount(markers, SMR_MARKER.broken) > 0,
  };
  // IX-D: "Heroes and vehicles never need to make morale checks", and a unit that passed "does not
  // have to make any more morale checks in the same turn": there is no check to post. So no card
  // claims the pass, and the GM's client counts none that does as an answer (cards/morale.ts)
  const exempt = moraleExemption(base);
  if (exempt === "heroOrVehicle" || exempt === "passedThisTurn") return warn(`STARSKIRMISH.StarMarines.Morale.Exemption.${exempt}`);
  let situation = base;
  let separation = false;
  if (exempt === null) {
    const token = actingToken(actor)?.document ?? null;
    const board = token ? moraleBoard(token) : null;
    const raw = await askForm("starmarines/dialogs/morale.hbs", moraleDialogContext(base.broken, board), { title: "STARSKIRMISH.StarMarines.Morale.title", ok: "STARSKIRMISH.StarMarines.Morale.roll" });
    if (!raw) return;
    situation = { ...base, ...readMoraleForm(raw) };
    // SMR-7: a separation check the GM calls is this check; a Leader's range waives it as it passes any
    separation = raw.separation === true && !base.broken;
    // VIII-H.1, VII.3, VII.5, SMR-6: a broken unit's Leader recheck, in its side's Morale Recheck
    // Phase, once there, with a Leader in range as the board shows it; the GM's Apply holds it the same way
    if (isLeaderRecheck(situation)) {
      const refusal = recheckRefusal(board?.inLeaderRange ?? false, recheckTurn(combatPlaceNow(), token, actor.uuid));
      if (refusal) return warn(refusal);
    }
  }
  if (answers && !(await claimRollOrWarn(actor, promptId(answers, actor.uuid)))) return;
  const rolled = moraleExemption(situation) === null ? await rollFormula("1d6") : null;
  const result = checkMorale(situation, rolled?.faces[0]);
  const key = actingToken(actor)?.document.id ?? actor.id ?? "unit";
  const marks = moraleMarkers(result, situation);
  await postCard(SMR_MORALE_CARD, {
    actor,
    rolls: rolled ? [rolled.roll] : [],
    answers,
    payload: { key, situation },
    context: { ...moraleCardContext({ name: actor.name ?? "", result, situation, targetKey: key }), separation, ...(separation && result.exemption === "leader" ? { exemption: "STARSKIRMISH.StarMarines.Morale.Exemption.separationWaived" } : {}) },
    targets: Object.keys(marks).length > 0 ? [{ key, actorUuid: actor.uuid, name: actor.name ?? "", markers: marks, data: {} }] : [],
  });
}
