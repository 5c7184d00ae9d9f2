/**
 * Two Marines of one squad in a running combat on a Starship Marine deck: Kell and Ito, player1's,
 * grouped as the tracker's "Earther Marine Squad", whose row keeps the squad's ammunition record
 * (Starship Marine 3.16). Kell stands at (140, 200) and Ito at (140, 400), in the fire phase of turn 1.
 */
import { StandInCombat, StandInCombatantGroup } from "./foundry/combat";
import type { starshipMarineDeck } from "./starship-marine-deck";

type Deck = Awaited<ReturnType<typeof starshipMarineDeck>>;

export function marineSquad(d: Deck) {
  const combat = new StandInCombat({ _id: "combat1", flags: { starskirmish: { ssmPosition: { turn: 1, phase: "f" } } } });
  d.g.game.combat = combat;
  const group = new StandInCombatantGroup({ _id: "squad1", name: "Earther Marine Squad" }, { parent: combat });
  combat.groups.set(group.id, group);
  const kell = d.figure("Kell", "marineScaII");
  const tKell = d.canvas.place(kell as never, { x: 140, y: 200 }, { _id: "tKell", disposition: 1 });
  const ito = d.figure("Ito", "marineScaII");
  const tIto = d.canvas.place(ito as never, { x: 140, y: 400 }, { _id: "tIto", disposition: 1 });
  combat.addCombatant({ actor: kell, token: tKell.document, group: "squad1" });
  combat.addCombatant({ actor: ito, token: tIto.document, group: "squad1" });
  return { combat, group, kell, tKell, ito, tIto };
}
