/**
 * The attack cards: fire (Guide 6.5), melee (Guide 6.8) and grenades (Guide 6.10). Each target hit
 * has its marker changes and an Apply; its data says whether the result kills it and, for fire,
 * how many Crew Damage results a vehicle or spacecraft takes (Guide 6.15). At Apply the GM holds
 * the attacker's side of the card to the attacker's sheet and the target's to the target's
 * (attacker-facts-confirm.ts, target-facts-confirm.ts).
 */
import { field } from "../../../core/schema";
import { defineCardKind } from "../../../system/cards/card-kind";
import { FIRE_RECORD } from "./fire-record";
import { deriveFire } from "./fire-derive";
import { MELEE_RECORD } from "./melee-record";
import { deriveMelee } from "./melee-derive";
import { THROWN_GRENADE_RECORD, migrateThrownGrenade } from "./grenade-record";
import { useThrownGrenade } from "./grenade-use";
import { deriveGrenade } from "./grenade-derive";
import { confirmGrenadeVictim, confirmTargetFacts } from "./target-facts-confirm";
import { confirmAttackerFacts, confirmBothSides, confirmThrower, fireAttackerHolds, meleeAttackerHolds } from "./attacker-facts-confirm";

/** Guide 6.14: Dead and Destroyed take the combatant out (ruleset.ts applyResult). */
const DEAD = { dead: field.boolean() };

export const FIRE_CARD = defineCardKind({
  id: "spFire",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/fire.hbs",
  payload: FIRE_RECORD,
  targetData: { ...DEAD, index: field.integer(0, 0), crewDamage: field.integer(0, 0) },
  // Guide 6.3: either side may spend Tactics on each attack roll (turn/fire-tactics.ts)
  buttons: ["applyResult", "spFireTactics", "spFireNotSoFast"],
  derive: deriveFire,
  // the shooter's level and weapon against the attacker's sheet, then the target's against its own;
  // Guide 8.5: whether a suit shuts the attack out counts only for an NBC attack
  confirm: confirmBothSides<typeof FIRE_RECORD>(
    confirmAttackerFacts(fireAttackerHolds),
    confirmTargetFacts((p, key) => {
      const t = p.targets.find((x) => x.key === key);
      return t && { table: t.table, armour: t.armour, craftArmour: t.craftArmour, ...(p.weapon.attack === "nbc" ? { nbcProof: t.nbcProof } : {}) };
    }),
  ),
});

export const MELEE_CARD = defineCardKind({
  id: "spMelee",
  ruleSet: "space-patrol",
  template: "space-patrol/cards/melee.hbs",
  payload: MELEE_RECORD,
  targetData: DEAD,
  // Guide 6.3: either side may spend Tactics on the strike's roll (turn/melee-tactics.ts)
  buttons: ["applyResult", "spMeleeTactics", "spMeleeNotSoFast"],
  derive: deriveMelee,
  confirm: confirmBothSides<typeof MELEE_RECORD>(
    confirmAttackerFacts(meleeAttackerHolds),
    confirmTargetFacts((p, key) => (p.target.key === key ? p.target : undefined)),
  ),
});

const GRENADE_CARD_ID = "spGrenade";

export const GRENADE_CARD = defineCardKind({
  id: GRENADE_CARD_ID,
  ruleSet: "space-patrol",
  template: "space-patrol/cards/grenade.hbs",
  payload: THROWN_GRENADE_RECORD,
  migratePayload: migrateThrownGrenade,
  targetData: DEAD,
  buttons: ["applyResult"],
  // the kept item id changes nothing the dice give
  derive: (input) => deriveGrenade(input),
  // the GM's client uses the grenade up as the card comes in, its type and penetrations held to the item (grenade-use.ts)
  recorded: useThrownGrenade(GRENADE_CARD_ID),
  // Guide 6.12: the grenade used, and the thrower's Athletics; the indirect fire card (indirect-fire.ts), whose roll is no throw, checks its victims only
  confirm: confirmBothSides<typeof THROWN_GRENADE_RECORD>(confirmThrower, confirmGrenadeVictim),
});
