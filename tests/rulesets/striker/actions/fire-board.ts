/**
 * The Striker fire board for glue tests, on the v13 stand-ins: a firing team (7mm ACR, a HE grenade),
 * its target 250 m away behind flak jackets, and the target's friend at `neighbourX` px, with the
 * firer's token controlled and the target's targeted.
 */
import { strikerBoard, trooper } from "../../../helpers/striker-board";

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

