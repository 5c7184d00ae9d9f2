/**
 * The fire action in Foundry (Striker 8.A): the user's controlled team tokens fire at the one
 * targeted team token. Range is measured from the farthest firer; markers give the defaults;
 * the dialog asks the rest; every die is a real Roll; the pure core resolves; a card is posted
 * with an Apply button (casualties through the GM) and a Morale button; an explosive round
 * attacks every other team within its burst too, and a weapon that engages several targets every
 * team in its danger space up to that number, each with its own Apply (Striker 8.A.1.b.5,
 * 8.A.1.a.2); a single-use weapon fired is taken off the troopers who fired it. Each team's cover
 * is read off the board (Striker 7.A.2, 8.B.2): the target's is the dialog's default, which the
 * firer may change, and each further team is judged in its own. So is its concealment: a team
 * inside a forest or building with no Hidden or Concealed marker is concealed (7.A.2; not a team
 * with a heavy weapon), and one more than 30 m into a forest hidden (7.A.1.c), the target's status
 * by default and each further team's outright. The card keeps the board's cover and status beside
 * the firer's calls, and says where they differ. A team routed off the battlefield is removed from
 * play (8.C.4.b): it does not fire, is not fired at, and its hidden token, still standing where it
 * left, is neither caught in a burst or danger space nor called to check morale by nearby casualties.
 * Nor does a counter fire (3.A.1: it is no team and has no troopers), though it may be fired at
 * (recon by fire, 8.A.1.a.5).
 */
import { postCard } from "../../../system/cards/post-card";
import { FIRE_CARD } from "../cards/fire";
import { readMarkers } from "../../../system/markers/marker-store";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { fireBlocks, fireBlockLabel, resolveFire } from "../rules/fire";
import { TeamData } from "../models/team-model";
import { teamItems } from "./team-tokens";
import { actingToken, controlledTokens, distanceBetween, positionInUnits, type TokenObject } from "../../../system/board";
import { concealingTerrain, defaultOptions, planFire, planProblemLabel, teamStatus, weaponChoices, type TeamSnapshot } from "../view/fire-plan";
import { fireDialogContext, readFireForm } from "../view/fire-form";
import { burstOutcomes, dangerOutcomes, fireOutcome } from "../view/fire-outcome";
import { fireCardContext } from "../view/fire-card";
import { fireRecord } from "../view/fire-record";
import { rollDice, rollOneAtATime } from "../../../system/real-dice";
import { mergeMoraleDue, moraleDue, reasonsRecord, type MoraleCandidate } from "../view/morale-after-fire";
import { NEARBY_CASUALTY_RANGE_M } from "../rules/morale";
import { teamTokens } from "./team-tokens";
import { fireStepAt, firersInStep } from "../view/fire-step";
import { strikerPosition } from "../turn/turn-tracker";
import { roundsSpent, usedUpChanges } from "../view/used-up";
import { spentUpdate } from "./spent-weapons";
import { crewShortfalls } from "../view/fire-crew";
import type { FirePlan } from "../view/fire-plan";
import { warn } from "../../../system/notify";
import { fireSight, type FireSight } from "./fire-sight";
import { markFired } from "./fired-marker";
import { askDialogInput } from "../../../system/form-dialog";
import { alreadyOffBoard } from "../turn/routed-off";
import { isCounter, isTeamNotCounter } from "../models/team-not-counter";
import { teamSetUpOf } from "../turn/set-up-record";
import { ralliedThisTurn } from "../turn/rallied-record";



function snapshot(token: TokenObject): TeamSnapshot | null {
  const actor = token.actor;
  if (!actor || !(actor.system instanceof TeamData)) return null;
  // Striker 8.C.5: a team that rallied, or rallied others, this turn, by the GM's record on the Combat
  return { id: token.id, name: token.name, actorUuid: actor.uuid, system: actor.system, items: teamItems(actor), markers: readMarkers(actor), setUp: teamSetUpOf(actor), rallied: ralliedThisTurn(token.document) };
}


/** The firing tokens: those the user controls, or the sheet's own team when none is. */
function firingTokens(from?: Actor.Implementation): TokenObject[] {
  const controlled = controlledTokens().filter((t) => t.actor?.system instanceof TeamData);
  if (controlled.length > 0) return controlled;
  const own = from ? actingToken(from) : undefined;
  return own ? [own] : [];
}

/**
 * Striker 8.C.1: friendly teams within 50 m of a team's casualties "(and can see it)" check too;
 * sight is traced on the board as for fire (7.A.1), only for the teams near enough. A counter is
 * no team (3.A.1), so no neighbour (teamTokens leaves it out); nor, our reading where 8.C.1 says
 * nothing of counters, "a team which suffered a casualty" when recon by fire at it (8.A.1.a.5)
 * wrote casualties against troopers its sheet was given: it is never seen (7.A.4, rules/spotting.ts).
 */
function neighboursOf(token: TokenObject, sight: FireSight): MoraleCandidate[] {
  if (!isTeamNotCounter(token.actor?.system)) return [];
  return teamTokens(token)
    // teamTokens: not a team routed off (8.C.4.b), which checks no morale however near its hidden token
    .filter((t) => t.document.disposition === token.document.disposition)
    .map((t) => ({ token: t, uuid: t.actor?.uuid ?? "", name: t.name, distanceM: distanceBetween(t, token) }))
    .filter((n) => n.uuid !== "" && n.distanceM <= NEARBY_CASUALTY_RANGE_M)
    .map(({ token: t, ...n }) => ({ ...n, sees: sight.sees(t, token) }));
}

/**
 * Single-use weapons fired are gone (grenade notes): each firing team's owner takes them off its
 * troopers as the dice are rolled. Firing tokens are the user's own, so this is his change to make.
 */
async function useUp(plan: FirePlan, tokens: readonly TokenObject[]): Promise<void> {
  for (const change of usedUpChanges(plan)) {
    const actor = tokens.find((t) => t.id === change.teamId)?.actor;
    if (!actor?.isOwner) continue;
    // the items that go are kept as they were, for the GM to hold their cards to at Apply
    const gone = change.deleteItems.flatMap((id) => actor.items.get(id) ?? []);
    await actor.update({ system: { troopers: [...change.troopers] }, ...(gone.length > 0 ? spentUpdate(actor, gone) : {}) });
    if (change.deleteItems.length > 0) await actor.deleteEmbeddedDocuments("Item", [...change.deleteItems]);
  }
  // Rifle grenade notes: the rounds fired come off the team's count of that grenade.
  for (const left of roundsSpent(plan)) {
    const actor = tokens.find((t) => t.id === left.teamId)?.actor;
    if (!actor?.isOwner) continue;
    await actor.items.get(left.itemId)?.update({ system: { rounds: left.rounds } });
  }
}

export async function rollStrikerFire(from?: Actor.Implementation): Promise<void> {
  const chosenFirers = firingTokens(from);
  const targets = [...(game.user?.targets ?? [])] as TokenObject[];
  if (chosenFirers.length === 0) return warn("STARSKIRMISH.Striker.Fire.Problem.noFiringToken");
  if (targets.length !== 1) return warn("STARSKIRMISH.Striker.Fire.Problem.oneTarget");
  const targetToken = targets[0]!;
  // Striker 8.C.4.b: "If a team routs off the battlefield it is removed from play": a team that
  // did is no target, though its hidden token still stands where it left and a GM may target it
  if (alreadyOffBoard(targetToken.document)) return warn("STARSKIRMISH.Striker.Fire.Problem.targetRoutedOff", { team: targetToken.name });
  // nor does it fire: each such firer is named and left out, the others fire (turn/routed-off.ts)
  const outOfPlay = chosenFirers.filter((t) => alreadyOffBoard(t.document));
  for (const t of outOfPlay) warn("STARSKIRMISH.Striker.Fire.Problem.firerRoutedOff", { team: t.name });
  // Striker 3.A.1, 8.A.1: a counter is no team, with no troopers to fire: named and left out likewise
  const counters = chosenFirers.filter((t) => !outOfPlay.includes(t) && isCounter(t.actor));
  for (const t of counters) warn("STARSKIRMISH.Striker.Fire.Problem.firerCounter", { team: t.name });
  const firerTokens = chosenFirers.filter((t) => !outOfPlay.includes(t) && !counters.includes(t));
  if (firerTokens.length === 0) return;
  const target = snapshot(targetToken);
  // Striker 8.A.1.a.1: only teams that see the target fire at it
  const sight = fireSight(targetToken);
  const all = sight.firers(firerTokens).map(snapshot).filter((s): s is TeamSnapshot => s !== null);
  if (!target || all.some((f) => f.id === target.id)) return warn("STARSKIRMISH.Striker.Fire.Problem.oneTarget");
  // The tracker's fire step, if a Striker turn is running, says who fires and who counts as moved.
  const step = firersInStep(all, fireStepAt(strikerPosition(game.combat)));
  for (const team of step.barred) warn("STARSKIRMISH.Striker.Fire.movedInStepA", { team: team.name });
  const firers = step.firing;
  if (firers.length === 0) return;
  // Striker 8.A.1.a.2: range from the most distant firer.
  const firing = firerTokens.filter((t) => firers.some((f) => f.id === t.id));
  const rangeM = Math.round(Math.max(...firing.map((t) => distanceBetween(t, targetToken))));
  // Striker 7.A.1.c, 7.A.2, 8.B.2: the forest or building the board shows the target in, which
  // conceals it where no marker says hidden or concealed, and hides it more than 30 m into a forest.
  const ground = sight.ground(targetToken);
  const boardCover = ground.cover;
  const concealedBy = concealingTerrain(target.markers, ground);
  // the status the markers and the board give, kept beside the firer's call (the dialog's default)
  const boardStatus = teamStatus(target.markers, ground);
  const found = defaultOptions(firers, target, boardCover, ground);
  if (!found) return warn(planProblemLabel("noWeapon"));
  const defaults = step.moved === null ? found : { ...found, moved: step.moved };
  const weapons = weaponChoices(firers);
  const content = await foundry.applications.handlebars.renderTemplate(
    `${TEMPLATE_ROOT}/striker/dialogs/fire.hbs`,
    { ...fireDialogContext(weapons, defaults, rangeM, target.name, boardCover, concealedBy) },
  );
  const raw: unknown = await askDialogInput({
    // the window names the target, not the firer: "Fire at Red B2, 250 m"
    window: { title: game.i18n!.format("STARSKIRMISH.Striker.Fire.titleAtRange", { target: target.name, range: String(rangeM) }) },
    content,
    ok: { label: "STARSKIRMISH.Striker.Fire.fire" },
  });
  if (!raw) return;
  const options = readFireForm(raw, defaults, weapons);
  // Striker 8.A.1.b.5, 8.A.1.a.2: every other team on the board (counters aside, 3.A.1: "unspotted
  // teams are also attacked" where they stand, by their own hidden tokens, not at a counter; a
  // counter is only a prime target, by recon by fire, 8.A.1.a.5), with its distance from the target
  // (bursts), where it stands and its range from the farthest firer (danger space), and the cover
  // the board shows it in and whether that conceals it (7.A.2, 8.B.2).
  const farthest = firing.reduce((a, b) => (distanceBetween(b, targetToken) > distanceBetween(a, targetToken) ? b : a));
  // teamTokens: not a team routed off either (8.C.4.b), whose hidden token is in no burst or danger space
  const nearby = teamTokens(targetToken)
    .map((t) => ({ token: t, snapshot: snapshot(t) }))
    .flatMap(({ token, snapshot: s }) => (s ? [{
      snapshot: s,
      distanceM: distanceBetween(token, targetToken),
      position: positionInUnits(token),
      rangeM: Math.round(Math.max(...firing.map((f) => distanceBetween(f, token)))),
      ...sight.nearby(farthest, token),
      ...sight.ground(token),
    }] : []));
  const line = { firer: positionInUnits(farthest), target: positionInUnits(targetToken) };
  // Striker 4.A, 8.B.6: a team short of the weapon's crew cannot fire it; say so for each.
  const chosen = weapons.find((w) => w.name === options.weapon);
  for (const short of chosen ? crewShortfalls(firers, chosen.name, chosen.weapon.crew) : []) {
    warn("STARSKIRMISH.Striker.Fire.shortCrew", { team: short.teamName, weapon: chosen?.label ?? "", crew: String(short.crew), standing: String(short.standing) });
  }
  const plan = planFire(firers, target, rangeM, options, nearby, line);
  if (typeof plan === "string") return warn(planProblemLabel(plan));
  const blocks = fireBlocks(plan.input);
  if (blocks.length > 0) {
    const names = (id: string | null) => firers.find((f) => f.id === id)?.name ?? target.name;
    for (const b of blocks) warn("STARSKIRMISH.Striker.Fire.blocked", { team: names(b.teamId), reason: game.i18n!.localize(fireBlockLabel(b.reason)) });
    return;
  }
  // The attack's 2D6 as one Roll; any further die (odd hits, contact soldier) as its own Roll.
  const twoDice = await rollDice(2, 6);
  const first = twoDice.faces.map((value) => ({ sides: 6, value }));
  const { result, rolls: dieByDie } = await rollOneAtATime((dice) => resolveFire(plan.input, dice), first);
  const rolls: Roll[] = [twoDice.roll, ...dieByDie];
  if (!result.allowed) return;
  await useUp(plan, firing);
  await markFired(plan.firers.map((f) => firing.find((t) => t.id === f.snapshot.id)?.actor));
  const outcome = fireOutcome(result, plan, target, options, concealedBy);
  if (!outcome) return;
  const targetActor = targetToken.actor;
  const danger = dangerOutcomes(result, plan, options);
  const burst = burstOutcomes(result, plan, options);
  // Danger-space targets first, in the order they were attacked, then the burst's teams.
  const further = [...danger, ...burst];
  // Striker 3.A.1: a counter fired at (recon by fire, 8.A.1.a.5) is no team and has no morale to
  // check, whatever casualties its sheet took; nor does it call neighbours to check (neighboursOf)
  const due = mergeMoraleDue([
    isCounter(targetActor) ? [] : moraleDue({ uuid: targetActor?.uuid ?? "", name: target.name }, outcome, neighboursOf(targetToken, sight)),
    ...further.map(({ victim, outcome: o }) => {
      const token = teamTokens().find((t) => t.id === victim.snapshot.id);
      return moraleDue({ uuid: victim.snapshot.actorUuid, name: victim.snapshot.name }, o, token ? neighboursOf(token, sight) : []);
    }),
  ]);
  // The card is the first team's that fired the weapon: the GM checks the weapon against its sheet.
  // Its firers are the teams that fired it, as the attack keeps them: the GM holds them to the board
  // at Apply (cards/fire-firers-confirm.ts); a selected team without the weapon fired nothing.
  const shooter = firing.find((t) => t.id === plan.firers[0]?.snapshot.id) ?? firing[0];
  await postCard(FIRE_CARD, {
    actor: shooter?.actor ?? null,
    rolls,
    payload: { options: { ...options }, rangeM: plan.input.rangeM, firers: plan.firers.map((f) => f.snapshot.id), target: target.id, boardCover: boardCover ?? "none", boardStatus, moraleDue: due.map((d) => d.uuid), moraleReasons: reasonsRecord(due), attack: fireRecord(plan, target, options) },
    targets: [
      {
        key: target.id,
        actorUuid: targetActor?.uuid ?? "",
        name: target.name,
        markers: {},
        data: { kind: "casualties", casualties: [...outcome.casualties] },
      },
      // Each further team in the burst has its own key, so its Apply changes only that team.
      ...further.map(({ victim, outcome: o }) => ({
        key: victim.snapshot.id,
        actorUuid: victim.snapshot.actorUuid,
        name: victim.snapshot.name,
        markers: {},
        data: { kind: "casualties" as const, casualties: [...o.casualties] },
      })),
    ],
    context: fireCardContext({
      firerNames: plan.firers.map((f) => f.snapshot.name),
      targetName: target.name,
      targetKey: target.id,
      targetUuid: targetActor?.uuid ?? "",
      weaponName: plan.weapon.label,
      thrown: plan.weapon.thrown,
      ammo: options.ammo,
      // Striker 8.A.1.a.2: to the farthest target when the danger space adds some.
      rangeM: plan.input.rangeM,
      troops: result.troops,
      result,
      outcome,
      moraleDue: due,
      burst: burst.map(({ victim, outcome: o }) => ({ key: victim.snapshot.id, name: victim.snapshot.name, outcome: o })),
      danger: danger.map(({ victim, outcome: o }) => ({ key: victim.snapshot.id, name: victim.snapshot.name, outcome: o })),
      strip: plan.strip,
      boardCover,
      boardStatus,
    }),
  });
}
