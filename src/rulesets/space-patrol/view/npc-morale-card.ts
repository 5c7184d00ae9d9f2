/**
 * The NPC morale cards (Guide 6.9), for the GM: the prompt a side's turn opens with, and the count
 * after the start-of-turn checks, one row per group (fighting, marked, broken or holding) and one
 * per marked NPC who would surrender, with the reason. Pure.
 */
import type { NpcGroupMorale } from "../rules/npc-morale";

export interface NpcMoraleGroupView {
  readonly name: string;
  readonly morale: NpcGroupMorale;
  /** Names of the members who would surrender, by key. */
  readonly names: Readonly<Record<string, string>>;
  /** Why each would surrender: melee contact, or the inches to the nearest levelled gun. */
  readonly reasons: Readonly<Record<string, { readonly contact: boolean; readonly inches?: number | undefined }>>;
}

export function npcMoralePromptContext(sideLabel: string, groups: readonly string[]) {
  return { sideLabel, groups: [...groups] };
}

export function npcMoraleCardContext(sideLabel: string, groups: readonly NpcMoraleGroupView[]) {
  return {
    sideLabel,
    groups: groups.map((g) => ({
      name: g.name,
      fighting: g.morale.fighting,
      marked: g.morale.marked,
      broken: g.morale.broken,
      outcomeKey: g.morale.fighting === 0 ? "STARSKIRMISH.SpacePatrol.NpcMorale.nobodyLeft" : g.morale.broken ? "STARSKIRMISH.SpacePatrol.NpcMorale.broken" : "STARSKIRMISH.SpacePatrol.NpcMorale.holds",
    })),
    surrender: groups.flatMap((g) =>
      g.morale.wouldSurrender.map((key) => {
        const why = g.reasons[key];
        return {
          key,
          name: g.names[key] ?? "",
          reasonKey: why?.contact ? "STARSKIRMISH.SpacePatrol.NpcMorale.inContact" : "STARSKIRMISH.SpacePatrol.NpcMorale.atGunpoint",
          inches: why?.inches ?? 0,
        };
      }),
    ),
  };
}

export type NpcMoraleCardContext = ReturnType<typeof npcMoraleCardContext>;
