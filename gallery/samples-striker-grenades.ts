/**
 * Striker grenade weapons for the gallery: a grenade launcher and a weapon mount as item sheets,
 * and a hand grenade attack through the fire path (Striker 8.A.1.a.4, 8.A.1.b.5): a contact hit,
 * then the fragmentation roll on the target team.
 */
import { FixedDice } from "../src/core/seeded-dice";
import { initialValue } from "../src/core/schema";
import { TEAM_SCHEMA, TROOPER_SCHEMA } from "../src/rulesets/striker/data/team-schema";
import { armourItemFromTable, weaponItemFromTable } from "../src/rulesets/striker/data/weapon-item";
import { GRENADE_LAUNCHERS, PERSONAL_ARMOUR, RIFLE_GRENADES, SLUG_THROWERS, WEAPON_MOUNTS, resolveFire } from "../src/rulesets/striker/rules/index";
import { grenadeLauncherItem, handGrenadeItems, mountItem, rifleGrenadeItem } from "../src/rulesets/striker/data/grenade-items";
import { defaultOptions, planFire, type TeamSnapshot } from "../src/rulesets/striker/view/fire-plan";
import { burstOutcomes, dangerOutcomes, fireOutcome } from "../src/rulesets/striker/view/fire-outcome";
import { fireCardContext } from "../src/rulesets/striker/view/fire-card";
import { moraleDue } from "../src/rulesets/striker/view/morale-after-fire";
import { weaponSheetContext } from "../src/rulesets/striker/view/weapon-context";
import type { WeaponItemSystem } from "../src/rulesets/striker/data/weapon-schema";
import type { TeamItem } from "../src/rulesets/striker/view/team-items";
import { HOSTILE_NAME, galleryRichText, type Sample } from "./samples";
import { WEAPON_SCHEMA } from "../src/rulesets/striker/data/weapon-schema";

const ITEM_CLASSES = "application sheet starskirmish item";

function sheet(id: string, title: string, name: string, system: WeaponItemSystem): Sample {
  return {
    id, title, kind: "sheet", template: "striker/sheets/weapon.hbs", classes: `${ITEM_CLASSES} striker str-weapon-sheet`,
    context: { item: { name, img: "icons/svg/explosion.svg" }, system, rich: galleryRichText(WEAPON_SCHEMA, system), editable: true, ...weaponSheetContext(system) },
  };
}

/** A TL 12 fire team whose leader carries a TL 11 HE hand grenade besides his ACR. */
export function grenadeAttack() {
  const grenade = handGrenadeItems().find((g) => g.tableId === "handGrenadeHE11")!;
  const acr = SLUG_THROWERS.find((w) => w.id === "acr7mm")!;
  const gear: TeamItem[] = [
    { id: "w", name: "7mm ACR", kind: "weapon", weapon: weaponItemFromTable(acr) },
    { id: "g", name: "HE Hand Grenade (TL 11)", kind: "weapon", weapon: grenade.system },
  ];
  const trooper = (name: string, i: number) => ({ ...initialValue(TROOPER_SCHEMA.fields), name, role: i === 0 ? "leader" : "rifleman", weapon: "7mm ACR", weaponItem: "w", ammunition: "slugs", grenadeItem: i === 0 ? "g" : "" });
  const firer: TeamSnapshot = { id: "firer", name: "Blue A2", actorUuid: "Actor.firer", system: { ...initialValue(TEAM_SCHEMA), troopers: ["Park", "Odu", "Lind", "Sato"].map(trooper), initiative: "average" }, items: gear, markers: {} };
  const flak = armourItemFromTable(PERSONAL_ARMOUR.find((p) => p.id === "flakJacket")!);
  const target: TeamSnapshot = {
    id: "target", name: HOSTILE_NAME, actorUuid: "Actor.target",
    system: { ...initialValue(TEAM_SCHEMA), troopers: ["Vos", HOSTILE_NAME, "Ruiz", "Kahn"].map((n) => ({ ...initialValue(TROOPER_SCHEMA.fields), name: n, armourItem: "a", armour: 3 })) },
    items: [{ id: "a", name: "Flak Jacket", kind: "armour", armour: flak }], markers: {},
  };
  const options = { ...defaultOptions([firer], target)!, weapon: "HE Hand Grenade (TL 11)", ammo: "HE" };
  const plan = planFire([firer], target, 18, options);
  if (typeof plan === "string") throw new Error(plan);
  // Contact 2D6 5+5, the grenade strikes the 3rd soldier; fragmentation 2D6 4+3 +4 for the soldiers on the stand, one hit on the first.
  const result = resolveFire(plan.input, new FixedDice([5, 5, 3, 4, 3, 1, 2, 3]));
  if (!result.allowed) throw new Error("blocked");
  const outcome = fireOutcome(result, plan, target, options)!;
  return { firer, target, options, plan, result, outcome };
}

/**
 * The same grenade thrown 40 m at the target while a second team, the target's friend, stands
 * 12 m from it and a third 35 m away: the 20 m burst reaches the second team only (Striker 8.A.1.b.5).
 */
export function grenadeBurstAttack() {
  const { firer, target } = grenadeAttack();
  const neighbour: TeamSnapshot = {
    ...target, id: "neighbour", name: "Red <i>C3</i>", actorUuid: "Actor.neighbour",
    system: { ...target.system, troopers: target.system.troopers.map((t, i) => ({ ...t, name: ["Abe", "Bo", "Cy", "Di"][i] ?? t.name, armourItem: "", armour: 0, casualty: i === 3 })) },
  };
  const far: TeamSnapshot = { ...target, id: "far", name: "Red D4", actorUuid: "Actor.far" };
  const options = { ...defaultOptions([firer], target)!, weapon: "HE Hand Grenade (TL 11)", ammo: "HE" };
  const nearby = [{ snapshot: neighbour, distanceM: 12 }, { snapshot: far, distanceM: 35 }, { snapshot: firer, distanceM: 40 }];
  const plan = planFire([firer], target, 40, options, nearby);
  if (typeof plan === "string") throw new Error(plan);
  // Contact 2D6 3+3 misses at formidable; the target's fragments 4+3 +4 = 11, one hit on the
  // 2nd (no effect through his flak jacket); the unarmoured neighbour's three soldiers 5+4 +3 =
  // 12, one hit on the 1st, a casualty.
  const result = resolveFire(plan.input, new FixedDice([3, 3, 4, 3, 2, 5, 4, 1]));
  if (!result.allowed) throw new Error("blocked");
  const outcome = fireOutcome(result, plan, target, options)!;
  const burst = burstOutcomes(result, plan, options);
  return { firer, target, neighbour, options, plan, result, outcome, burst };
}

function burstCardSample(): Sample {
  const { firer, target, options, plan, result, outcome, burst } = grenadeBurstAttack();
  const due = [
    ...moraleDue({ uuid: target.actorUuid, name: target.name }, outcome, []),
    ...burst.flatMap((b) => moraleDue({ uuid: b.victim.snapshot.actorUuid, name: b.victim.snapshot.name }, b.outcome, [])),
  ];
  return {
    id: "striker-burst-card",
    title: "Striker fire card: a grenade's burst also catches the team standing 12 m from the target",
    kind: "card",
    template: "striker/cards/fire.hbs",
    classes: "chat-message message",
    context: {
      ...fireCardContext({
        firerNames: [firer.name], targetName: target.name, targetKey: target.id, targetUuid: target.actorUuid,
        weaponName: plan.weapon.label, ammo: options.ammo, rangeM: 40, troops: result.troops, result, outcome, moraleDue: due,
        burst: burst.map((b) => ({ key: b.victim.snapshot.id, name: b.victim.snapshot.name, outcome: b.outcome })),
      }),
    },
  };
}

/** A RAM grenade launcher's flechette round at a team 250 m off, a friend of it 30 m beyond in the 150 m strip. */
function flechetteCardSample(): Sample {
  const { firer, target } = grenadeAttack();
  const gl = grenadeLauncherItem(GRENADE_LAUNCHERS.find((l) => l.id === "ramGrenadeLauncher10")!);
  const troopers = firer.system.troopers.map((t) => ({ ...t, weapon: "4cm RAM GL", weaponItem: "gl", ammunition: "flechette", grenadeItem: "" }));
  const gunners: TeamSnapshot = { ...firer, system: { ...firer.system, troopers }, items: [{ id: "gl", name: "4cm RAM GL", kind: "weapon", weapon: gl.system }] };
  // a team of its own, with its own soldiers, not a copy of the target's roster
  const beyond: TeamSnapshot = {
    ...target, id: "beyond", name: "Red C3", actorUuid: "Actor.beyond",
    system: { ...target.system, troopers: target.system.troopers.map((t, i) => ({ ...t, name: ["Abe", "Bo", "Cy", "Di"][i] ?? t.name })) },
  };
  const options = { ...defaultOptions([gunners], target)!, weapon: "4cm RAM GL", ammo: "flechette" };
  const line = { firer: { x: 0, y: 0 }, target: { x: 250, y: 0 } };
  const plan = planFire([gunners], target, 250, options, [{ snapshot: beyond, distanceM: 30, position: { x: 280, y: 0 }, rangeM: 280 }], line);
  if (typeof plan === "string") throw new Error(plan);
  // The target 3+3 +4 +1 = 11, one hit on the 2nd; the team beyond 5+4 +5 = 14, one hit on the 1st.
  const result = resolveFire(plan.input, new FixedDice([3, 3, 2, 5, 4, 1, 3]));
  if (!result.allowed) throw new Error("blocked");
  const outcome = fireOutcome(result, plan, target, options)!;
  const danger = dangerOutcomes(result, plan, options);
  // 8.C.1: each team that took a casualty checks morale, the strip's team as well as the target
  const due = [
    ...moraleDue({ uuid: target.actorUuid, name: target.name }, outcome, []),
    ...danger.flatMap((d) => moraleDue({ uuid: d.victim.snapshot.actorUuid, name: d.victim.snapshot.name }, d.outcome, [])),
  ];
  return {
    id: "striker-flechette-card",
    title: "Striker fire card: a flechette round's strip also attacks the team 30 m beyond the target",
    kind: "card",
    template: "striker/cards/fire.hbs",
    classes: "chat-message message",
    context: {
      ...fireCardContext({
        firerNames: [gunners.name], targetName: target.name, targetKey: target.id, targetUuid: target.actorUuid,
        weaponName: plan.weapon.label, ammo: options.ammo, rangeM: plan.input.rangeM, troops: result.troops, result, outcome, moraleDue: due,
        danger: danger.map((d) => ({ key: d.victim.snapshot.id, name: d.victim.snapshot.name, outcome: d.outcome })), strip: plan.strip,
      }),
    },
  };
}

export function strikerGrenadeSamples(): Sample[] {
  const launcher = grenadeLauncherItem(GRENADE_LAUNCHERS.find((l) => l.id === "ramAutoGrenadeLauncher10")!);
  const mount = mountItem(WEAPON_MOUNTS.find((m) => m.weapon === "gatling13mm")!, "13mm Gatling Gun");
  const { firer, target, options, plan, result, outcome } = grenadeAttack();
  return [
    sheet("striker-grenade-launcher", "Striker weapon: RAM auto grenade launcher, HEAP, HE and flechette", "4cm RAM Auto Grenade Launcher (TL 10)", launcher.system),
    sheet("striker-weapon-mount", "Striker weapon mount: 13mm Gatling gun, can be a carriage", "Weapon Mount: 13mm Gatling Gun (TL 8)", mount.system),
    sheet("striker-rifle-grenade", "Striker weapon: RAM rifle grenade, three rounds carried", "4cm RAM Rifle Grenade (TL 10)", { ...rifleGrenadeItem(RIFLE_GRENADES.find((g) => g.id === "rifleGrenadeRam10")!).system, rounds: 3 }),
    {
      id: "striker-grenade-card",
      title: "Striker fire card: an HE hand grenade, contact hit and fragmentation",
      kind: "card",
      template: "striker/cards/fire.hbs",
      classes: "chat-message message",
      context: {
        ...fireCardContext({
          firerNames: [firer.name], targetName: target.name, targetKey: target.id, targetUuid: target.actorUuid,
          weaponName: plan.weapon.label, ammo: options.ammo, rangeM: 18, troops: result.troops, result, outcome,
          moraleDue: moraleDue({ uuid: target.actorUuid, name: target.name }, outcome, []),
        }),
      },
    },
    burstCardSample(),
    flechetteCardSample(),
  ];
}
