/**
 * What the board gives a unit's morale check (IX-D, IV-f, SMR-6): its friends, a Hero and a Leader
 * around its token, read as the morale prompt reads friends (actions/morale-prompt.ts: the same
 * disposition is the same side). The owner's dialog starts from it, and the GM's client holds a
 * card's claims to it at Apply (morale-confirm.ts). Tokens hidden from the board (a unit that left
 * the map, VIII-H) stand beside no one.
 */
import { UnitData } from "../models/unit-model";
import { hexDistance } from "../rules/hex-facing";
import { experienceRow } from "../rules/experience";
import { moraleSurroundings, type MoraleNeighbour, type Surroundings } from "../rules/morale-surroundings";
import { hexOfToken } from "./board-hexes";
import { hasMarker } from "./unit-markers";
import { combatantOf } from "../../../system/turn/combatant-of";

/** What the board gives the unit of `token`, on its own scene; null when it stands on no hex. */
export function moraleBoard(token: TokenDocument.Implementation): Surroundings | null {
  const scene = token.parent;
  const at = scene ? hexOfToken(token, scene) : null;
  if (!scene || !at) return null;
  const units = scene.tokens.contents.flatMap((t): MoraleNeighbour[] => {
    const actor = t.actor;
    const unit = actor?.system;
    const hex = hexOfToken(t, scene);
    if (!actor || !(unit instanceof UnitData) || !hex || (t.hidden && t.id !== token.id)) return [];
    return [
      {
        distance: hexDistance(at, hex),
        self: t.id === token.id,
        friendly: t.disposition === token.disposition,
        soldier: unit.kind === "soldier",
        hero: unit.kind === "soldier" && unit.role === "hero",
        leader: unit.kind === "soldier" && unit.role === "leader",
        broken: hasMarker(actor, "broken"),
        wounded: hasMarker(actor, "wounded"),
        killed: hasMarker(actor, "killed"),
        // IV-f: the race book's range; X Soldier Experience Table: what experience adds (none for Green)
        leaderRange: unit.leaderRange + (experienceRow(unit.experience).leaderRange ?? 0),
      },
    ];
  });
  return moraleSurroundings(units);
}

/**
 * The token a card's check was made for, on the battle's board: the combat's combatant of that
 * token id when there is one (its own scene), else the token of that id on a scene whose actor is
 * the unit's. Null when the unit has no token there: then nothing stands beside it.
 */
export function checkedToken(key: string, actorUuid: string): TokenDocument.Implementation | null {
  const fighting = combatantOf(key)?.token ?? null;
  if (fighting) return fighting.actor?.uuid === actorUuid ? fighting : null;
  for (const scene of game.scenes ?? []) {
    const token = scene.tokens.get(key);
    if (token?.actor?.uuid === actorUuid) return token;
  }
  return null;
}
