/**
 * The ship's power as cards and the side panel show it (Starship Marine 3.11, rules/objectives.ts):
 * the title and meaning of a switch, and the systems now off. Pure.
 */
import { POWER_SYSTEMS, type PowerOff, type PowerSystem } from "../rules/objectives";
import type { Side } from "./side-state";

/** Who holds a control room, as a sentence reads it: "held by the attackers" (3.11-3.13). */
export function heldByLabel(holder: Side): string {
  return holder === "ship" ? "STARSKIRMISH.StarshipMarine.Sides.heldByShip" : "STARSKIRMISH.StarshipMarine.Sides.heldByAttackers";
}

export function powerCardContext(input: { readonly system: PowerSystem; readonly off: boolean; readonly names: readonly string[]; readonly holder: Side }) {
  const state = input.off ? "off" : "on";
  return {
    title: `STARSKIRMISH.StarshipMarine.Power.${input.system}.${state}`,
    means: `STARSKIRMISH.StarshipMarine.Power.${input.system}.${state}Means`,
    names: [...input.names],
    holderLabel: heldByLabel(input.holder),
  };
}

/** Each system with whether its power is off, for the panel and the GM's switches. */
export function powerView(powerOff: PowerOff) {
  return {
    systems: POWER_SYSTEMS.map((system) => ({
      system,
      off: powerOff[system],
      label: `STARSKIRMISH.StarshipMarine.Power.${system}.name`,
      // the GM's switch does the opposite of the state now
      act: powerOff[system] ? "powerOn" : "powerOff",
      switchLabel: `STARSKIRMISH.StarshipMarine.Power.${system}.${powerOff[system] ? "turnOn" : "turnOff"}`,
    })),
    anyOff: POWER_SYSTEMS.some((s) => powerOff[s]),
  };
}
