/**
 * What holding the control rooms gives (Starship Marine 3.11). Main Control overrides and controls
 * every door and switches the ship's robots off or on. From Power Control "power for any or all
 * ship's systems can be switched off", "a crude but effective option in the event of the Main Control
 * but not the Power Control being captured". The text names no system to switch off. Our reading,
 * pending a ruling: the systems are the two that Main Control works at the table, the doors and the
 * robots. While a system's power is off, Main Control cannot work it: no door can be set from a control
 * room, and the ship's robots stay switched off. Sensors have no effect at the table and are left out.
 */
import { oneOf, record } from "../../../core/checks";

export const POWER_SYSTEMS = ["doors", "robots"] as const;
export type PowerSystem = (typeof POWER_SYSTEMS)[number];

/** Which systems Power Control has switched off. */
export type PowerOff = Readonly<Record<PowerSystem, boolean>>;

export const ALL_POWER_ON: PowerOff = { doors: false, robots: false };

/** 3.11: whether Main Control can work a system (set the doors, switch the robots on) with the power as it is. */
export function mainControlWorks(system: PowerSystem, powerOff: PowerOff): boolean {
  record(powerOff, "powerOff");
  return powerOff[oneOf(system, "system", POWER_SYSTEMS)] !== true;
}
