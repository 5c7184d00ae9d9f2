/**
 * Gallery samples of the Space Patrol! melee, grenade, suppression and over-watch cards and
 * dialogs, built from the pure rules with fixed dice by the same context functions the Foundry
 * actions use. Names include the hostile one, to prove every template escapes it.
 */
import { cardSample, dialogSample, type Sample } from "./sample";
import { FixedDice } from "../src/core/seeded-dice";
import { grenadeThrowCounts, grenadeThrowModifiers, meleeModifierBreakdown, resolveMartialArtsThrow, resolveMelee, resolveTask, SP_MARKER } from "../src/rulesets/space-patrol/rules";
import { meleeCardContext, throwCardContext } from "../src/rulesets/space-patrol/view/melee-card";
import { grenadeCardContext } from "../src/rulesets/space-patrol/view/grenade-card";
import { resolveGrenadeVictims } from "../src/rulesets/space-patrol/view/grenade-burst";
import { suppressionCardContext } from "../src/rulesets/space-patrol/view/suppression-card";
import { overwatchCardContext, OVERWATCH_TRIGGERS } from "../src/rulesets/space-patrol/view/overwatch-card";
import { fireMissionCardContext, indirectFireCardContext, type FireMission } from "../src/rulesets/space-patrol/view/fire-mission";
import { bombTask, indirectFireTask, INDIRECT_WEAPONS } from "../src/rulesets/space-patrol/rules/indirect-fire";
import { coverDialogWords } from "../src/rulesets/space-patrol/view/burst-cover-words";


function meleeSamples(hostile: string): Sample[] {
  const situation = { attackerReach: 1, targetReach: 0, attackerFighting: 2, targetFighting: 0 };
  const before = { [SP_MARKER.wound]: 1 };
  const result = resolveMelee({
    asset: 2,
    weapon: { penetration: 3, maxHits: 2 },
    situation,
    target: { armour: { hand: 1, bullets: 0, energy: 0 }, markers: before },
    d20: 15,
    dice: new FixedDice([6, 5, 4, 2, 2, 1]),
  });
  // Guide 6.8: a martial artist's unarmed reach is 2
  const throwSituation = { ...situation, attackerReach: 2 };
  const task = resolveMartialArtsThrow(3, throwSituation, 9);
  const vigor = resolveTask({ dt: 8, asset: 0 }, 4);
  const base = { attackerName: "Cadet Rana Okafor", targetName: hostile, key: "tokA", before };
  return [
    cardSample("sp-melee", "Melee card, in the side turns: both sides may spend Tactics on the roll", "space-patrol/cards/melee.hbs", { ...meleeCardContext({ ...base, weaponName: "Vibro-Knife", style: "weapon", result, maxHits: 2, immune: false, tactics: { sides: ["players", "enemies"], spends: [] } }), canApply: true }),
    cardSample("sp-melee-throw", "Melee card: martial arts throw", "space-patrol/cards/melee.hbs", {
      ...throwCardContext({ ...base, weaponName: "", style: "throw", task, modifiers: meleeModifierBreakdown(throwSituation), outcome: { inches: 3, vigor, stunned: true }, after: { ...before, [SP_MARKER.prone]: 1, [SP_MARKER.stun]: 1 } }),
      canApply: true,
    }),
    dialogSample("sp-melee-dialog", "Melee dialog", "space-patrol/dialogs/melee.hbs", {
      targetName: hostile,
      choices: [
        { id: "knife", name: "Vibro-Knife", styleKey: "STARSKIRMISH.SpacePatrol.Melee.style.weapon", reach: 1 },
        { id: "unarmed", name: "", styleKey: "STARSKIRMISH.SpacePatrol.Melee.style.weapon", reach: 0 },
        { id: "throw", name: "", styleKey: "STARSKIRMISH.SpacePatrol.Melee.style.throw", reach: 2 },
      ],
      targetReach: 0,
      targetFighting: "1",
      boardNotes: ["STARSKIRMISH.SpacePatrol.Melee.board.proneOrStunned"],
    }),
  ];
}

function grenadeSamples(hostile: string): Sample[] {
  const victims = resolveGrenadeVictims(
    "he",
    { contact: 10, burst: 4 },
    [
      { key: "tokA", name: hostile, directHit: true, coverBetween: false, table: "individual", armour: { hand: 0, bullets: 1, energy: 2 }, markers: {} },
      { key: "tokB", name: "Pirate Lookout", directHit: false, coverBetween: false, table: "individual", armour: 0, markers: {} },
      { key: "tokC", name: "Pirate Gunner", directHit: false, coverBetween: true, table: "individual", armour: 0, markers: {} },
    ],
    new FixedDice([6, 4, 3, 2, 2, 1]),
  );
  // a wounded thrower who moved: two disadvantages, each named on the card (Guide 6.14, reference sheet)
  const throwModifiers = grenadeThrowModifiers({ coverDisadvantages: 0, markers: { [SP_MARKER.wound]: 1 }, moved: true, darkness: 0, smoke: 0, otherAdvantages: 0, otherDisadvantages: 0 });
  return [
    cardSample("sp-grenade", "Grenade card: deviated, thrown by a wounded patrolman on the move", "space-patrol/cards/grenade.hbs", grenadeCardContext({
      throwerName: "Cadet Rana Okafor",
      grenadeName: "HE Grenade",
      type: "he",
      band: "long",
      distance: 7,
      task: resolveTask({ dt: 16, asset: 1, ...grenadeThrowCounts(throwModifiers) }, 9),
      modifiers: throwModifiers,
      deviation: { clock: 4, inches: 5 },
      radius: 2,
      coverKey: "STARSKIRMISH.SpacePatrol.Grenade.cover.survives",
      coverTurns: 0,
      victims,
    })),
    dialogSample("sp-grenade-dialog", "Grenade dialog", "space-patrol/dialogs/grenade.hbs", {
      grenadeTypes: [
        { type: "he", label: "STARSKIRMISH.SpacePatrol.Grenade.type.he", grenades: [{ id: "g1", name: "HE Grenade" }] },
        { type: "flashBang", label: "STARSKIRMISH.SpacePatrol.Grenade.type.flashBang", grenades: [{ id: "g2", name: hostile }] },
      ],
      aimName: null,
    }),
    { ...dialogSample("sp-grenade-cover-dialog", "Grenade: cover from the blast", "space-patrol/dialogs/grenade-cover.hbs", {
      hintKey: coverDialogWords("grenade").hintKey,
      distanceKey: coverDialogWords("grenade").distanceKey,
      victims: [{ key: "tokB", name: hostile, inches: 1.5 }, { key: "tokC", name: "Pirate Gunner", inches: 2 }],
    }) },
  ];
}

function indirectFireSamples(hostile: string): Sample[] {
  const mission: FireMission = {
    id: "m1", battery: "Orbital battery Kestrel", weapon: "artillery", sceneId: "s1", aim: { x: 0, y: 0 }, aimTokenId: "", radius: 2, rof: 3,
    contact: 12, burst: 5, calledRound: 2, landsRound: 6, corrections: 1, correctedRound: 3, fired: false,
  };
  const victims = resolveGrenadeVictims(
    "he",
    { contact: 12, burst: 5 },
    [
      { key: "tokA", name: hostile, directHit: false, coverBetween: false, table: "individual", armour: { hand: 0, bullets: 1, energy: 2 }, markers: {} },
      { key: "tokB", name: "Pirate Lookout", directHit: false, coverBetween: true, table: "individual", armour: 0, markers: {} },
    ],
    new FixedDice([5, 4, 3]),
  );
  const task = resolveTask(indirectFireTask({ weapon: "artillery", fireDirection: 2, fdAid: 1, corrections: 2, disadvantages: 1 }), 9);
  return [
    cardSample("sp-fire-mission", "Fire mission card: rounds on their way, a correction made", "space-patrol/cards/fire-mission.hbs", fireMissionCardContext("Lt Ito Marr", mission, 4, 3)),
    cardSample("sp-fire-mission-arrived", "Fire mission card: the rounds arrive", "space-patrol/cards/fire-mission.hbs", fireMissionCardContext("Lt Ito Marr", { ...mission, corrections: 2 }, 6, 3)),
    cardSample("sp-indirect-fire", "Indirect fire card: off target, deviated, two caught", "space-patrol/cards/indirect-fire.hbs", indirectFireCardContext({
      spotterName: "Lt Ito Marr", battery: "Orbital battery Kestrel", weapon: "artillery", assetKey: "STARSKIRMISH.SpacePatrol.Asset.fireDirection", level: "2", task, corrections: 2, burdens: { woundMarkers: 1, vehicleMarkers: 0 }, deviation: { clock: 5, inches: 40 }, radius: 3, victims,
    })),
    // a gunship carrying a Damage Marker: one disadvantage on every function (Guide 6.15), named on the card
    cardSample("sp-bombs", "Bombs card: the pilot's Air Pilot roll from a damaged gunship, off target", "space-patrol/cards/indirect-fire.hbs", indirectFireCardContext({
      spotterName: "Lt Ito Marr", battery: "Skyhook gunship", weapon: "bomb", assetKey: "STARSKIRMISH.SpacePatrol.Asset.airPilot", level: "3", task: resolveTask(bombTask({ aimer: "pilot", level: 3, fdAid: 0, disadvantages: 1 }), 18), corrections: 0, burdens: { woundMarkers: 0, vehicleMarkers: 1 }, deviation: { clock: 7, inches: 30 }, radius: 2, victims: victims.slice(0, 1),
    })),
    dialogSample("sp-bombs-dialog", "Drop bombs dialog", "space-patrol/dialogs/bombs.hbs", {
      aimers: [
        { key: "bombardier", label: "STARSKIRMISH.SpacePatrol.Bombs.aimer.bombardier", name: hostile, level: "1", checked: true },
        { key: "pilot", label: "STARSKIRMISH.SpacePatrol.Bombs.aimer.pilot", name: "Lt Ito Marr", level: "3", checked: false },
      ],
    }),
    dialogSample("sp-indirect-fire-dialog", "Call indirect fire dialog", "space-patrol/dialogs/indirect-fire.hbs", {
      weapons: INDIRECT_WEAPONS.map((w) => ({ value: w, label: `STARSKIRMISH.SpacePatrol.IndirectFire.weapon.${w}` })),
    }),
    // the grenade's cover dialog opened for shells landing (Guide 6.11): its hint names the shells, and
    // each distance cites 6.11, which says where the shells land
    { ...dialogSample("sp-indirect-cover-dialog", "Indirect fire: cover from the shells' burst", "space-patrol/dialogs/grenade-cover.hbs", {
      hintKey: coverDialogWords("artillery").hintKey,
      distanceKey: coverDialogWords("artillery").distanceKey,
      victims: [{ key: "tokA", name: hostile, inches: 2.5 }, { key: "tokB", name: "Pirate Lookout", inches: 3 }],
    }) },
  ];
}

function suppressionSamples(hostile: string): Sample[] {
  return [
    cardSample("sp-suppression", "Suppression card", "space-patrol/cards/suppression.hbs", suppressionCardContext({
      suppressorName: "Cadet Rana Okafor",
      weaponName: "Assault Rifle",
      ammoUsed: 20,
      weaponTargets: 2,
      targets: [{ key: "tokA", name: hostile, allocated: 1 }, { key: "tokB", name: "Pirate Lookout", allocated: 1 }],
    })),
    cardSample("sp-suppression-ended", "Suppression ends", "space-patrol/cards/suppression-ended.hbs", {
      suppressorName: "Cadet Rana Okafor",
      reasonKey: "STARSKIRMISH.SpacePatrol.Suppress.ended.marker",
      names: [hostile, "Pirate Lookout"],
    }),
    dialogSample("sp-suppression-dialog", "Suppression dialog", "space-patrol/dialogs/suppression.hbs", {
      weapons: [{ id: "rifle", name: "Assault Rifle", targets: 2 }],
      targets: [{ index: 0, name: hostile, allocated: 1 }, { index: 1, name: "Pirate Lookout", allocated: 1 }],
    }),
  ];
}

function overwatchSamples(hostile: string): Sample[] {
  return [
    cardSample("sp-overwatch", "Over-watch card", "space-patrol/cards/overwatch.hbs", overwatchCardContext({
      actorName: "Cadet Rana Okafor",
      weaponName: "Laser Rifle",
      chosen: "chosenTargetMoves",
      will: resolveTask({ dt: 12, asset: 1 }, 13),
      targetName: hostile,
    })),
    dialogSample("sp-overwatch-dialog", "Over-watch dialog", "space-patrol/dialogs/overwatch.hbs", {
      weapons: [{ id: "laser", name: "Laser Rifle" }],
      triggers: OVERWATCH_TRIGGERS.map((t) => ({ value: t, label: `STARSKIRMISH.SpacePatrol.Overwatch.trigger.${t}`, check: t !== "firstMover" })),
      targetName: hostile,
    }),
  ];
}

export function spaceCombatSamples(hostileName: string): Sample[] {
  return [...meleeSamples(hostileName), ...grenadeSamples(hostileName), ...indirectFireSamples(hostileName), ...suppressionSamples(hostileName), ...overwatchSamples(hostileName)];
}
