/**
 * StarMarines data migrations: each keeps every field it does not change, and what it cannot read
 * it writes into the notes rather than lose.
 */
import type { MigrationStep } from "../../../core/migrations";
import { RACES, WOUNDING_COLUMNS } from "./lists";

/** The race a name typed by hand stands for, ignoring case, spaces and punctuation. */
function raceOf(text: string): string | null {
  const flat = text.toLowerCase().replace(/[^a-z]/g, "");
  const names: Record<string, string> = { starmarine: "starMarines", nkakk: "nkakkRobots", nkakkrobot: "nkakkRobots", victor: "victors", ghoul: "ghouls", zrute: "zrutes", saur: "saurs", colonial: "colonials" };
  return names[flat] ?? RACES.find((r) => r.toLowerCase() === flat) ?? null;
}

function columnOf(text: string): string | null {
  const flat = text.toLowerCase().replace(/[^a-z]/g, "");
  const names: Record<string, string> = { starmarines: "starMarine", victor: "victors", ghoul: "ghouls", zrute: "zrutes", saur: "saurs" };
  return names[flat] ?? WOUNDING_COLUMNS.find((c) => c.toLowerCase() === flat) ?? null;
}

const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const STARMARINES_MIGRATIONS: readonly MigrationStep[] = [
  {
    version: 4,
    documentName: "Actor",
    types: ["smrUnit"],
    description:
      "A unit's race and wounding column, typed by hand, become choices from the races and columns of the rules. A name that matches none is kept in the notes.",
    migrateSystem(system) {
      const kept: string[] = [];
      const next: Record<string, unknown> = { ...system };
      for (const [key, read] of [["race", raceOf], ["woundingColumn", columnOf]] as const) {
        const old = system[key];
        if (typeof old !== "string") continue;
        if (key === "race" ? (RACES as readonly string[]).includes(old) : old === "" || (WOUNDING_COLUMNS as readonly string[]).includes(old)) continue;
        const found = read(old);
        if (found) next[key] = found;
        else {
          next[key] = key === "race" ? "starMarines" : "";
          if (old.trim() !== "") kept.push(`${key === "race" ? "Race" : "Wounding column"}: ${escapeText(old)}`);
        }
      }
      if (kept.length > 0) next.notes = `${typeof system.notes === "string" ? system.notes : ""}<p>${kept.join("<br>")}</p>`;
      return next;
    },
  },
];
