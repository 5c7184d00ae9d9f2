/**
 * The small action cards (Guide 6.4): Steady Aim, Hunker, Reload and Second Move say what was
 * done and what it means for the turn; numbers shown beside their labels.
 */
import { RELOAD_KINDS, type ReloadKind } from "../rules/ammo";
import type { TurnMovement } from "../rules/movement";

export interface ActionCardLine {
  label: string;
  value: string;
}

export interface ActionCardContext {
  actorName: string;
  title: string;
  /** Name of the weapon or device the action used, shown as text. */
  subject: string;
  lines: ActionCardLine[];
  notes: string[];
}

const k = (key: string): string => `STARSKIRMISH.SpacePatrol.ActionCard.${key}`;

/** Guide 6.4: the advantage serves the next turn's shot, if the shooter neither moves nor changes weapons. */
export function steadyAimCardContext(actorName: string, gunnerName: string): ActionCardContext {
  return {
    actorName,
    title: "STARSKIRMISH.SpacePatrol.Action.steadyAim",
    subject: gunnerName === actorName ? "" : gunnerName,
    lines: [],
    notes: [k("steadyAimNote")],
  };
}

/** Guide 6.4: one disadvantage to shots at the hunkered figure, none against melee. */
export function hunkerCardContext(actorName: string): ActionCardContext {
  return { actorName, title: "STARSKIRMISH.SpacePatrol.Action.hunker", subject: "", lines: [], notes: [k("hunkerNote")] };
}

/** Guide 6.4: a whole magazine with one action, or the whole turn for weapons marked ss. */
export function reloadCardContext(actorName: string, weaponName: string, kind: ReloadKind, magazine: number): ActionCardContext {
  return {
    actorName,
    title: "STARSKIRMISH.SpacePatrol.Action.reload",
    subject: weaponName,
    lines: [{ label: k("ammo"), value: `${magazine} / ${magazine}` }],
    notes: [RELOAD_KINDS[kind].label],
  };
}

/** Guide 6.4, 6.5: the action spent moving again; standing up eats the first move. */
export function secondMoveCardContext(actorName: string, allowance: number, movement: TurnMovement): ActionCardContext {
  return {
    actorName,
    title: "STARSKIRMISH.SpacePatrol.Action.secondMove",
    subject: "",
    lines: [
      { label: k("allowance"), value: `${allowance}"` },
      { label: k("turnInches"), value: `${movement.inches}"` },
    ],
    notes: movement.standsUp ? [k("standsUp")] : [],
  };
}
