/**
 * Striker fire and morale cards and their dialogs for the gallery: a worked attack run through the
 * same pure steps the fire roll uses (plan, resolveFire, damage, card), with fixed dice, and the
 * same card where the firer's cover or status for the target differs from the board's (Striker
 * 7.A.1.c, 7.A.2, 8.B.2).
 */
import { HOSTILE_NAME, ruleSet, type Sample } from "./samples";
import { QueuedDice } from "../src/core/dice";
import { FixedDice } from "../src/core/seeded-dice";
import { initialValue } from "../src/core/schema";
import { TEAM_SCHEMA, TROOPER_SCHEMA, type TeamSystem } from "../src/rulesets/striker/data/team-schema";
import { armourItemFromTable, weaponItemFromTable } from "../src/rulesets/striker/data/weapon-item";
import { CREW_SERVED_WEAPONS, PERSONAL_ARMOUR, SLUG_THROWERS, STR_MARKER, resolveFire, resolveMorale } from "../src/rulesets/striker/rules/index";
import { defaultOptions, planFire, weaponChoices, type TeamSnapshot } from "../src/rulesets/striker/view/fire-plan";
import { fireOutcome } from "../src/rulesets/striker/view/fire-outcome";
import { fireCardContext } from "../src/rulesets/striker/view/fire-card";
import { fireDialogContext } from "../src/rulesets/striker/view/fire-form";
import { popUpDialogContext } from "../src/rulesets/striker/view/pop-up-form";
import { moraleCardContext, moraleMarkerChanges } from "../src/rulesets/striker/view/morale-card";
import { moraleDialogContext, readMoraleForm, type NearLeader } from "../src/rulesets/striker/view/morale-form";
import type { TeamItem } from "../src/rulesets/striker/view/team-items";
import { moraleDue } from "../src/rulesets/striker/view/morale-after-fire";
import { suppressionEnd } from "../src/rulesets/striker/rules/turn-expiry";
import { moraleNotDueNoteContext } from "../src/rulesets/striker/view/morale-not-due-note";

const CARD = "chat-message message";

function team(id: string, name: string, gear: TeamItem[], trooperNames: string[], extra: Partial<TeamSystem> = {}): TeamSnapshot {
  const weapon = gear.find((g) => g.kind === "weapon");
  const armour = gear.find((g) => g.kind === "armour");
  const troopers = trooperNames.map((n, i) => ({
    ...initialValue(TROOPER_SCHEMA.fields),
    name: n,
    role: i === 0 ? "leader" : "rifleman",
    weapon: weapon?.name ?? "",
    weaponItem: weapon?.id ?? "",
    ammunition: weapon?.kind === "weapon" ? (weapon.weapon.ammo[0]?.type ?? "") : "",
    armourItem: armour?.id ?? "",
  }));
  return { id, name, actorUuid: `Actor.${id}`, system: { ...initialValue(TEAM_SCHEMA), troopers, ...extra }, items: gear, markers: {} };
}

/** An average ACR team fires at a concealed team in flak jackets, 250 m away. */
export function workedAttack() {
  const acr = SLUG_THROWERS.find((w) => w.id === "acr7mm")!;
  const flak = PERSONAL_ARMOUR.find((p) => p.id === "flakJacket")!;
  const firer = team("firer", "Blue A1", [{ id: "w", name: "7mm ACR", kind: "weapon", weapon: weaponItemFromTable(acr) }], ["Lee", "Ng", "Ito", "Cruz"], { initiative: "average" });
  const target = {
    ...team("target", HOSTILE_NAME, [{ id: "a", name: "Flak Jacket", kind: "armour", armour: armourItemFromTable(flak) }], ["Vos", HOSTILE_NAME, "Ruiz", "Kahn"]),
    markers: { [STR_MARKER.concealed]: 1 },
  };
  const options = defaultOptions([firer], target)!;
  const plan = planFire([firer], target, 250, options);
  if (typeof plan === "string") throw new Error(plan);
  // 2D6 of 6 and 6; the one hit falls on the second of four soldiers (a d4 of 2).
  const result = resolveFire(plan.input, new FixedDice([6, 6, 2]));
  if (!result.allowed) throw new Error("blocked");
  const outcome = fireOutcome(result, plan, target, options)!;
  return { firer, target, options, plan, result, outcome };
}

/**
 * The worked attack with the forest's cover called and the target's status called `targetStatus`,
 * where the board shows it `boardStatus`, so the card asks the GM to check the status call on the
 * status's row: called concealed as its marker says (7.A.2-3) where the board has it more than 30 m
 * into the wood and hidden (7.A.1.c), its "Target concealed" DM row says so; called in the open
 * where the board's wood conceals it (7.A.2), a "Target status" row says so, the open having no DM
 * (8.A.1.b.2.b.i).
 */
function disputedStatusAttack(targetStatus: "concealed" | "open", boardStatus: "hidden" | "concealed") {
  const { firer, target, options: base } = workedAttack();
  const options = { ...base, cover: "forest" as const, targetStatus };
  const plan = planFire([firer], target, 250, options);
  if (typeof plan === "string") throw new Error(plan);
  // 2D6 6+6; a hit falls on the second of four soldiers (a d4 of 2), a second on the first of the three left (a d3 of 1)
  const result = resolveFire(plan.input, new FixedDice([6, 6, 2, 1]));
  if (!result.allowed) throw new Error("blocked");
  const outcome = fireOutcome(result, plan, target, options)!;
  return fireCardContext({
    firerNames: [firer.name], targetName: target.name, targetKey: target.id, targetUuid: target.actorUuid, weaponName: plan.weapon.label,
    ammo: options.ammo, rangeM: 250, troops: result.troops, result, outcome, boardCover: "forest", boardStatus,
    moraleDue: moraleDue({ uuid: target.actorUuid, name: target.name }, outcome, []),
  });
}

/** Striker 4.A.1.a: a weapons team, two crewing a heavy machinegun and two riflemen. */
function weaponsTeam(): TeamSnapshot {
  const hmg = { id: "h", name: "7mm Heavy Machinegun", kind: "weapon" as const, weapon: weaponItemFromTable(CREW_SERVED_WEAPONS.find((w) => w.id === "heavyMg7mm6")!) };
  const acr = { id: "w", name: "7mm ACR", kind: "weapon" as const, weapon: weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr7mm")!) };
  const base = team("weapons", "Blue W1", [acr, hmg], ["Lee", "Ng", "Ito", "Cruz"]);
  const troopers = base.system.troopers.map((t, i) => (i < 2 ? { ...t, weapon: hmg.name, weaponItem: hmg.id, ammunition: "standard" } : t));
  return { ...base, system: { ...base.system, troopers } };
}

/** A morale 4 team, concealed, with a friendly casualty near: 1+1 +4 +2 -1 = 7, routed (ruling STR-3). */
function routedCard(labels: Readonly<Record<string, string>>) {
  const input = readMoraleForm({ nearbyCasualties: 1 }, 4, "concealed", []);
  const check = resolveMorale(input, new QueuedDice([{ sides: 6, value: 1 }, { sides: 6, value: 1 }]));
  const changes = moraleMarkerChanges({ [STR_MARKER.concealed]: 1 }, check.result, "check");
  return moraleCardContext({ teamName: "Blue A3", mode: "check", check, changes, markerLabels: labels, targetKey: "routed" });
}

export function strikerFireSamples(): Sample[] {
  const striker = ruleSet("striker");
  const { firer, target, options, plan, result, outcome } = workedAttack();
  const labels = Object.fromEntries(striker.markers.map((m) => [m.id, m.label]));
  const leaders: NearLeader[] = [{ name: "Blue Squad Leader", kind: "nco", distanceM: 60, normallyLeads: true, failedDefault: false }];
  const input = readMoraleForm({ nearbyCasualties: 1 }, 4, "concealed", leaders);
  const check = resolveMorale(input, new QueuedDice([{ sides: 6, value: 2 }, { sides: 6, value: 3 }]));
  const changes = moraleMarkerChanges(target.markers, check.result, "check");
  return [
    {
      id: "striker-fire-card",
      title: "Striker fire card: one hit on a concealed team, a casualty",
      kind: "card",
      template: "striker/cards/fire.hbs",
      classes: CARD,
      context: {
        ...fireCardContext({
          firerNames: [firer.name],
          targetName: target.name,
          targetKey: target.id,
          targetUuid: target.actorUuid,
          weaponName: plan.weapon.label,
          ammo: options.ammo,
          rangeM: 250,
          troops: result.troops,
          result,
          outcome,
          moraleDue: moraleDue({ uuid: target.actorUuid, name: target.name }, outcome, [
            { uuid: "Actor.red2", name: "Red B3", distanceM: 40, sees: true },
            { uuid: "Actor.red3", name: "Red B4", distanceM: 150, sees: true },
          ]),
        }),
      },
    },
    {
      id: "striker-fire-card-disputed-cover",
      title: "Striker fire card: the firer called no cover where the board shows the target in a forest",
      kind: "card",
      template: "striker/cards/fire.hbs",
      classes: CARD,
      context: {
        ...fireCardContext({
          firerNames: [firer.name], targetName: target.name, targetKey: target.id, targetUuid: target.actorUuid, weaponName: plan.weapon.label,
          ammo: options.ammo, rangeM: 250, troops: result.troops, result, outcome, boardCover: "forest",
          moraleDue: moraleDue({ uuid: target.actorUuid, name: target.name }, outcome, []),
        }),
      },
    },
    {
      id: "striker-fire-card-disputed-status",
      title: "Striker fire card: the firer called the target concealed where the board shows it hidden, deep in a wood",
      kind: "card",
      template: "striker/cards/fire.hbs",
      classes: CARD,
      context: { ...disputedStatusAttack("concealed", "hidden") },
    },
    {
      id: "striker-fire-card-disputed-open",
      title: "Striker fire card: the firer called the target in the open where the board's wood conceals it",
      kind: "card",
      template: "striker/cards/fire.hbs",
      classes: CARD,
      context: { ...disputedStatusAttack("open", "concealed") },
    },
    {
      id: "striker-morale-card",
      title: "Striker morale card: a concealed team is suppressed to the same step next turn, and hides",
      kind: "card",
      template: "striker/cards/morale.hbs",
      classes: CARD,
      // Failed in the second player's fire phase, step b of turn 2: suppressed to turn 3, counter 5.
      // Called for by a fire card's button, which says why (Striker 8.C.1).
      context: { ...moraleCardContext({ teamName: HOSTILE_NAME, mode: "check", check, changes, markerLabels: labels, targetKey: "target", until: suppressionEnd({ turn: 2, phase: "secondFire", step: "b" }), reasons: ["hit"] }) },
    },
    {
      id: "striker-morale-card-routed",
      title: "Striker morale card: a team routs, with Apply and Rout away",
      kind: "card",
      template: "striker/cards/morale.hbs",
      classes: CARD,
      context: { ...routedCard(labels) },
    },
    {
      id: "striker-morale-card-nearby-dropped",
      title: "Striker morale card: the fire card's \"saw casualties nearby\" not counted, as the board showed no such team within 50 m in sight",
      kind: "card",
      template: "striker/cards/morale.hbs",
      classes: CARD,
      // The fire card called the hit team to check and claimed it saw a friend's casualties too; the
      // board where the check was rolled bore out only the hit (Striker 8.C.1), and the card says so.
      context: { ...moraleCardContext({ teamName: HOSTILE_NAME, mode: "check", check, changes, markerLabels: labels, targetKey: "target", until: suppressionEnd({ turn: 2, phase: "secondFire", step: "b" }), reasons: ["hit"], nearbyDropped: "notSeen" }) },
    },
    {
      id: "striker-morale-not-due-note",
      title: "Striker note whispered to the GM: a player pressed Morale for a team whose only reason, \"saw casualties nearby\", the board did not bear out, so no check was rolled",
      kind: "card",
      template: "striker/cards/morale-not-due.hbs",
      classes: CARD,
      // Striker 8.C.1: the team and the presser are names users typed, shown escaped
      context: { ...moraleNotDueNoteContext({ teamName: HOSTILE_NAME, dropped: "notSeen", presserName: "Player <b>One</b>" }) },
    },
    {
      id: "striker-fire-dialog",
      title: "Striker fire dialog: the target's cover defaults to the forest region it stands in",
      kind: "dialog",
      template: "striker/dialogs/fire.hbs",
      classes: "application dialog",
      context: { ...fireDialogContext(weaponChoices([firer]), { ...options, cover: "forest" }, 250, target.name, "forest") },
    },
    {
      id: "striker-fire-dialog-crew",
      title: "Striker fire dialog: a weapons team's HMG counted once for its crew of two",
      kind: "dialog",
      template: "striker/dialogs/fire.hbs",
      classes: "application dialog",
      context: { ...fireDialogContext(weaponChoices([weaponsTeam()]), { ...options, weapon: "7mm Heavy Machinegun", ammo: "standard" }, 250, target.name) },
    },
    {
      id: "striker-pop-up-dialog",
      title: "Striker pop-up dialog: how high a grav team rises",
      kind: "dialog",
      template: "striker/dialogs/pop-up.hbs",
      classes: "application dialog",
      context: { ...popUpDialogContext("Blue G1") },
    },
    {
      id: "striker-morale-dialog",
      title: "Striker morale dialog",
      kind: "dialog",
      template: "striker/dialogs/morale.hbs",
      classes: "application dialog",
      context: { ...moraleDialogContext({ teamName: HOSTILE_NAME, mode: "check", morale: 4, status: "concealed", leaders }) },
    },
  ];
}
