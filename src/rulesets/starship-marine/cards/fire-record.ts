/**
 * What a Starship Marine fire card keeps of the shot (3.5), so the GM works the result out again:
 * the weapon, range and environment, the firer's and the target's parts as the rules read them,
 * and what kind of figure the target is, which decides what a hit marks on it (3.7), and the other
 * figures that may take extra hits.
 */
import { field } from "../../../core/schema";
import { FIRE_WEAPONS } from "../rules/fire-table";
import { NON_MARINE_CLASSES } from "../rules/experience";
import { ENVIRONMENTS } from "../rules/environment";
import { ROBOT_KINDS } from "../rules/robots";

/** More extra hits than this would need a score the d10 cannot reach. */
export const MAX_EXTRA_TARGETS = 9;

export const FIRE_RECORD = {
  weapon: field.choice(FIRE_WEAPONS, "scaII"),
  rangeCm: { kind: "number", initial: 0, min: 0 } as const,
  environment: field.choice(ENVIRONMENTS, "zeroG"),
  firer: field.object({ marine: field.boolean(), experience: field.choice(NON_MARINE_CLASSES, "experienced"), wounded: field.boolean() }),
  target: field.object({
    key: field.string(),
    armoured: field.boolean(),
    partiallyConcealed: field.boolean(),
    disappearing: field.boolean(),
    nonTactical: field.boolean(),
    bunched: field.boolean(),
    ecm: field.boolean(),
    wounded: field.boolean(),
    veteranMarine: field.boolean(),
    /** The robot it is ("" for a person): a robot's hit is counted on it, a person's is a casualty. */
    robot: field.optionalChoice(ROBOT_KINDS),
  }),
  /**
   * SSM-2, SSM-17: the other figures the firer targeted, in the order he picked them, that may
   * take a score's extra hits, one each; hits beyond them are lost.
   */
  extra: field.array(field.object({ key: field.string(), robot: field.optionalChoice(ROBOT_KINDS) }), undefined, MAX_EXTRA_TARGETS),
};
