/**
 * The Striker fire board for glue tests, on the v13 stand-ins: a firing team (7mm ACR, a HE grenade),
 * its target 250 m away behind flak jackets, and the target's friend at `neighbourX` px, with the
 * firer's token controlled and the target's targeted; the dialog answers the fire tests give, and
 * the grenade thrown into a wood that the cover and concealment tests share.
 */
import { strikerBoard, trooper } from "../../../helpers/striker-board";
import type { FireCardContext } from "../../../../src/rulesets/striker/view/fire-card";

/** `neighbourX` places a third team, the target's friend, that far along the board (100 px = 50 m). */
export async function fireBoard(faces: number[], neighbourX = 5000) {
  const b = await strikerBoard(faces);
  const { weaponItemFromTable, armourItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
  const { SLUG_THROWERS, PERSONAL_ARMOUR } = await import("../../../../src/rulesets/striker/rules/index");
  const { handGrenadeItems } = await import("../../../../src/rulesets/striker/data/grenade-items");

  const command = { role: "fireTeam", squad: "", section: "", platoon: "", company: "" };
  const weapon = { _id: "w1", name: "7mm ACR", type: "strWeapon" as const, system: weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr7mm")!) };
  const grenade = { _id: "g1", name: "HE Hand Grenade (TL 11)", type: "strWeapon" as const, system: handGrenadeItems().find((x) => x.tableId === "handGrenadeHE11")!.system };
  const flak = { _id: "a1", name: "Flak Jacket", type: "strArmour" as const, system: armourItemFromTable(PERSONAL_ARMOUR.find((p) => p.id === "flakJacket")!) };

  const firer = b.team("Actor.firer", "Blue A1", {
    troopers: ["Lee", "Ng", "Ito", "Cruz"].map((n, i) => trooper(n, { weapon: "7mm ACR", weaponItem: "w1", ammunition: "slugs", grenadeItem: i === 0 ? "g1" : "" })),
    morale: { value: 7, start: 7 }, initiative: "average", leader: "none", techLevel: 10, teamId: "A1", command,
  }, [weapon, grenade]);
  const target = b.team("Actor.target", "Red <b>B2</b>", {
    troopers: ["Vos", "Kahn", "Ruiz", "Sato"].map((n) => trooper(n, { armourItem: "a1", armour: 3 })),
    morale: { value: 5, start: 5 }, initiative: "low", leader: "none", techLevel: 10, teamId: "B2", command,
  }, [flak]);
  // Unarmoured, one trooper already down.
  const neighbour = b.team("Actor.neighbour", "Red <i>C3</i>", {
    troopers: ["Abe", "Bo", "Cy", "Di"].map((n, i) => trooper(n, { casualty: i === 3 })),
    morale: { value: 6, start: 6 }, initiative: "low", leader: "none", techLevel: 10, teamId: "C3", command,
  }, []);
  // 50 m squares of 100 px: 5 squares is 250 m.
  const firerToken = b.place(firer, "tf", 0, 1);
  const targetToken = b.place(target, "tt", 500, -1);
  b.place(neighbour, "tn", neighbourX, -1);
  b.canvas.tokens.controlled = [firerToken];
  b.targetTokens(targetToken);
  return { ...b, firer, target, neighbour, firerToken, targetToken };
}

export type FireBoard = Awaited<ReturnType<typeof fireBoard>>;

/** The dialog's answer for the 7mm ACR on slugs at a stationary target in the open, with no cover called. */
export const ACR_ANSWER = { weapon: "7mm ACR", ammo: "slugs", moved: false, pickedUpWeapon: false, targetStatus: "open", targetMovement: "stationary", cover: "none" };
/** The same for the HE hand grenade. */
export const GRENADE_ANSWER = { ...ACR_ANSWER, weapon: "HE Hand Grenade (TL 11)", ammo: "HE" };

/** The target's owner checks its morale from its sheet, leaving the dialog's status as it is offered (Striker 8.C). */
export async function checkTargetMorale(t: FireBoard): Promise<void> {
  t.answer({ nearbyCasualties: 0 });
  const { rollStrikerMorale } = await import("../../../../src/rulesets/striker/actions/morale-roll");
  await rollStrikerMorale(t.target as never, "check");
}

/** Runs the fire action as the firer's user would. */
export async function fire(): Promise<void> {
  const { rollStrikerFire } = await import("../../../../src/rulesets/striker/actions/fire-roll");
  await rollStrikerFire();
}

/**
 * The target fires back: its troopers take up 7mm ACRs on slugs, and its owner's client controls its
 * token and targets the firer's, ready for `fire()` to post the target's card at the firer.
 */
export async function fireBack(t: FireBoard): Promise<void> {
  const { weaponItemFromTable } = await import("../../../../src/rulesets/striker/data/weapon-item");
  const { SLUG_THROWERS } = await import("../../../../src/rulesets/striker/rules/index");
  t.target.embedItem({ _id: "w1", name: "7mm ACR", type: "strWeapon", system: weaponItemFromTable(SLUG_THROWERS.find((w) => w.id === "acr7mm")!) });
  await t.target.update({ system: { troopers: t.target.system.troopers.map((x) => ({ ...x, weapon: "7mm ACR", weaponItem: "w1", ammunition: "slugs" })) } });
  t.canvas.tokens.controlled = [t.targetToken];
  t.targetTokens(t.firerToken);
}

/**
 * The hand grenade thrown at the target from 40 m, with the target's friend 12 m off inside a 20 m
 * wood (Striker 8.A.1.b.5), the friend carrying `friendMarker` if one is given: the contact 3+3
 * misses; the target's fragments 4+3 +4, one hit on its 2nd (d4 2), stopped by flak; the friend's
 * three soldiers 5+4 +3, one hit on the 1st (d3 1), penetration 2, a casualty in the open
 * (actions/fire.test.ts). Gives the card, each team's casualties on it, and the friend's section.
 */
export async function grenadeIntoWood(friendMarker?: string) {
  const t = await fireBoard([3, 3, 4, 3, 2, 5, 4, 1], 524);
  t.firerToken.center = { x: 420, y: 0 };
  t.woodAround(524);
  if (friendMarker) {
    const { adjustMarker, markerDefinition } = await import("../../../../src/system/markers/marker-store");
    await adjustMarker(t.neighbour as never, markerDefinition(friendMarker)!, 1);
  }
  t.answer(GRENADE_ANSWER);
  await fire();
  const message = t.messages[0]!;
  return {
    t,
    message,
    casualties: message.system.targets.map((x) => [x.key, x.data.casualties]),
    friend: t.context<FireCardContext>("cards/fire.hbs").burstTeams[0]!,
  };
}
