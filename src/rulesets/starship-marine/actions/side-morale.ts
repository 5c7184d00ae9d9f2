/**
 * The ship and attacker morale tests, rolled by the GM from the side panel when one is due
 * (Starship Marine 3.12, 3.13, SSM-30): the factors come from the board and the combat's record,
 * a real 1d6 decides, and the GM's client stores the result with the factors it was rolled against
 * before the card tells the table.
 */
import { postCard } from "../../../system/cards/post-card";
import { rollFormula } from "../../../system/real-dice";
import { warn } from "../../../system/notify";
import { resolveShipMorale } from "../rules/ship-morale";
import { resolveAttackerMorale } from "../rules/attacker-morale";
import { factorSignature } from "../rules/morale-tests";
import { sidesPanel } from "../view/sides-panel";
import { sideMoraleCardContext } from "../view/side-morale-card";
import type { Side } from "../view/side-state";
import { SSM_ATTACKER_MORALE_CARD, SSM_SHIP_MORALE_CARD } from "../cards/side-morale";
import { changeSides, readSides, sideFigures } from "../turn/sides-record";

export async function testSideMorale(combat: Combat.Implementation, side: Side): Promise<void> {
  if (!game.user?.isGM) return;
  const state = readSides(combat);
  const panel = sidesPanel(state, sideFigures(combat, state));
  const due = side === "ship" ? panel.ship.testDue : panel.attackers.testDue;
  if (!due) return warn("STARSKIRMISH.StarshipMarine.Sides.notDue");
  const { roll, faces } = await rollFormula("1d6");
  const die = faces[0] ?? 1;
  if (side === "ship" && panel.shipInput) {
    const test = resolveShipMorale(panel.shipInput, die);
    if (!test) return;
    await changeSides(combat, (now) => ({ ...now, beyondEntry: panel.attackers.beyondEntry, ship: { morale: test.result, tested: factorSignature(test.factors) } }));
    await postCard(SSM_SHIP_MORALE_CARD, { rolls: [roll], context: sideMoraleCardContext({ side: "ship", die, factors: test.factors, score: test.score, result: test.result }) });
  } else if (side === "attackers" && panel.attackerInput) {
    const test = resolveAttackerMorale(panel.attackerInput, die);
    if (!test) return;
    // 3.13: a withdrawal is irreversible; the panel never offers another test once it is recorded
    await changeSides(combat, (now) => ({ ...now, beyondEntry: panel.attackers.beyondEntry, attackers: { morale: test.result, tested: factorSignature(test.factors) } }));
    await postCard(SSM_ATTACKER_MORALE_CARD, { rolls: [roll], context: sideMoraleCardContext({ side: "attackers", die, factors: test.factors, score: test.score, result: test.result }) });
  }
}
