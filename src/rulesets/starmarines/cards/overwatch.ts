/**
 * The StarMarines Overwatch call (VIII-E, SMR-10): the GM's client tells the watching side, and only
 * it, that an enemy has moved into the arc and reach of its units in Overwatch; each unit's owner
 * fires from the card, at that moment, with the card's weapon. Each unit called is a target of no
 * result, so the GM's record of the call says whom it called, at which mover and with which weapon:
 * a shot answering it (cards/attack.ts `prompt`) is judged against that record, not the button's markup,
 * and the turn it was called in tells a watcher's second shot of the turn (actions/attack-confirm.ts).
 */
import { defineCardKind } from "../../../system/cards/card-kind";
import { field } from "../../../core/schema";

export const SMR_OVERWATCH_CARD = defineCardKind({
  id: "smrOverwatch",
  ruleSet: "starmarines",
  template: "starmarines/cards/overwatch.hbs",
  // VIII-E: "once a turn": the combat and turn of the call, so the GM's client tells a watcher's second shot of a turn
  payload: { combat: field.string(""), turn: field.integer(0, 0, 100000) },
  // the watcher's target is the mover's token, with the weapon that reaches it (VIII-E, IX-E)
  targetData: { mover: field.string(""), weaponId: field.string("") },
  buttons: ["smrOverwatchFire"],
});
