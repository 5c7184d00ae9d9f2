/**
 * After a hit lands on a robot (on the GM's client, as the kit applies a card's result): a robot
 * whose hits reach what its kind takes is knocked out (a casualty), and a combat robot's first hit
 * is rolled at once on the robot damage table with a real 1d6 (3.7), its result marked and told in
 * a card.
 */
import { markerDefinition, readMarkers, setMarkerCount } from "../../../system/markers/marker-store";
import { rollFormula } from "../../../system/real-dice";
import { postCard } from "../../../system/cards/post-card";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { robotDamage } from "../rules/robots";
import { ROBOT_DAMAGE_MARKER, robotDamageCardContext, robotHitStep } from "../view/robot-hits";
import { SSM_ROBOT_DAMAGE_CARD } from "../cards/robot-damage";

export async function afterRobotHit(actor: Actor.Implementation): Promise<void> {
  const system = actor.system;
  if (!(system instanceof FigureData)) return;
  const kind = TROOP_TYPES[system.troopType].robot;
  if (!kind) return;
  const step = robotHitStep(kind, readMarkers(actor));
  if (step === "none") return;
  if (step === "destroyed") {
    const def = markerDefinition(ROBOT_DAMAGE_MARKER.destroyed);
    if (def) await setMarkerCount(actor, def, 1);
    return;
  }
  const { roll, faces } = await rollFormula("1d6");
  const result = robotDamage(faces[0] ?? 1);
  const def = markerDefinition(ROBOT_DAMAGE_MARKER[result]);
  if (def) await setMarkerCount(actor, def, 1);
  await postCard(SSM_ROBOT_DAMAGE_CARD, { actor, rolls: [roll], context: robotDamageCardContext(actor.name ?? "", faces[0] ?? 1, result) });
}
