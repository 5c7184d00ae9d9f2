/**
 * What the individual morale card (3.14) and its dialog show. Pure: the factors with their rule
 * labels and signs, the result, and the Apply only for a result that puts a marker on.
 */
import { MORALE_TRIGGERS, type IndividualMorale, type IndividualSituation } from "../rules/individual-morale";
import { signed } from "../../../core/signed";

const BOXES = ["underCloseFire", "friendlyMarinesNear", "friendlyCombatRobotsNear", "defenderShipPoor", "officerLeading", "outnumbered"] as const;

/** The label key of each situation box, by the factor it is. */
const BOX_LABEL: Readonly<Record<(typeof BOXES)[number], string>> = {
  underCloseFire: "underCloseFire",
  friendlyMarinesNear: "friendlyMarines",
  friendlyCombatRobotsNear: "friendlyCombatRobots",
  defenderShipPoor: "shipMoralePoor",
  officerLeading: "officerLeading",
  outnumbered: "outnumbered",
};

export function moraleDialogContext(shipPoor: boolean) {
  return {
    triggers: MORALE_TRIGGERS.map((value) => ({ value, label: `STARSKIRMISH.StarshipMarine.Morale.Trigger.${value}` })),
    boxes: BOXES.map((name) => ({ name, label: `STARSKIRMISH.StarshipMarine.Morale.Factor.${BOX_LABEL[name]}`, checked: name === "defenderShipPoor" && shipPoor })),
  };
}

/** The dialog's answers as the rules read them; anything else reads as nothing seen. */
export function readMoraleForm(raw: unknown): { trigger: (typeof MORALE_TRIGGERS)[number]; situation: IndividualSituation } {
  const d = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const count = (v: unknown) => {
    const n = Math.trunc(Number(v));
    return Number.isFinite(n) ? Math.min(99, Math.max(0, n)) : 0;
  };
  const box = (k: string) => d[k] === true || d[k] === "on";
  const trigger = (MORALE_TRIGGERS as readonly unknown[]).includes(d.trigger) ? (d.trigger as (typeof MORALE_TRIGGERS)[number]) : "firstUnderFire";
  return {
    trigger,
    situation: {
      friendlyCasualtiesInSight: count(d.friendlyCasualtiesInSight),
      enemyCasualtiesInSight: count(d.enemyCasualtiesInSight),
      underCloseFire: box("underCloseFire"),
      friendlyMarinesNear: box("friendlyMarinesNear"),
      friendlyCombatRobotsNear: box("friendlyCombatRobotsNear"),
      defenderShipPoor: box("defenderShipPoor"),
      officerLeading: box("officerLeading"),
      outnumbered: box("outnumbered"),
    },
  };
}

export function moraleCardContext(input: { name: string; trigger: string; die: number; factors: readonly { id: string; value: number }[]; score: number; result: IndividualMorale; targetKey: string }) {
  return {
    name: input.name,
    triggerLabel: `STARSKIRMISH.StarshipMarine.Morale.Trigger.${input.trigger}`,
    die: input.die,
    factors: input.factors.map((f) => ({ label: `STARSKIRMISH.StarshipMarine.Morale.Factor.${f.id}`, value: signed(f.value) })),
    score: input.score,
    resultLabel: `STARSKIRMISH.StarshipMarine.Morale.Result.${input.result}`,
    restricted: input.result !== "noRestrictions",
    targetKey: input.result === "noRestrictions" ? "" : input.targetKey,
  };
}
