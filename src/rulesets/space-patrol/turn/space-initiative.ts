/**
 * Space initiative at the table (Guide 7.2, 7.3), for the GM, when the combat's scene is a space
 * scene (turn/space-scene.ts): each side's spacecraft with the highest Scanner Array rolls a real d20
 * for surprise with the best Scanners aboard, and unless one side surprised the other each side rolls
 * a real 1d12 plus its commander's Tactics. The commander is the players' appointed captain when they are
 * aboard (Guide 1.5), else the side's best captain. Each side's Tactics Pool is the sum of its ships'
 * captains' Tactics (7.3). The card shows it all; two failed checks end it there (no battle).
 */
import { captainsTacticsPool, resolveSpaceInitiative, type HostileSide, type SpaceSide, type TurnSide } from "../rules";
import { startSideTurns } from "../rules/side-turns";
import { postCard } from "../../../system/cards/post-card";
import { rollOneAtATime } from "../../../system/real-dice";
import { readMarkers } from "../../../system/markers/marker-store";
import { warn } from "../../../system/notify";
import { SP_SPACE_INITIATIVE_CARD } from "../cards/turn";
import { sideMembers } from "./combatant-sides";
import { beginSideTurn } from "./side-turn-flow";
import { bestAboard, shipCaptain, shipCrew, type ShipCaptain, type ShipCrew } from "./space-crew";
import { spaceInitiativeCardContext, type NamedCaptain, type SpaceSideFacts } from "../view/space-initiative-card";

const rank = (l: ShipCaptain["tactics"]): number => (l === "X" ? -1 : l);

interface SideShips {
  readonly crews: ShipCrew[];
  readonly captains: NamedCaptain[];
}

async function shipsOf(combat: Combat.Implementation, side: TurnSide): Promise<SideShips> {
  const crews: ShipCrew[] = [];
  const seen = new Set<string>();
  for (const m of sideMembers(combat)) {
    if (m.side !== side || seen.has(m.actor.uuid)) continue;
    const crew = await shipCrew(m.actor);
    if (!crew) continue;
    seen.add(m.actor.uuid);
    crews.push(crew);
  }
  const captains: NamedCaptain[] = [];
  for (const c of crews) {
    const cap = shipCaptain(c);
    if (cap) captains.push({ ship: c.ship.name ?? "", name: cap.name, tactics: cap.tactics, reason: cap.reason });
  }
  return { crews, captains };
}

/** Guide 7.2: the side's commander: the appointed captain (1.5) if they are aboard one, else its best captain. */
function commanderOf(ships: SideShips): NamedCaptain | null {
  const appointed = ships.captains.find((c) => c.reason === "appointed");
  if (appointed) return appointed;
  return ships.captains.reduce<NamedCaptain | null>((b, c) => (b === null || rank(c.tactics) > rank(b.tactics) ? c : b), null);
}

function sideFacts(ships: SideShips): { side: SpaceSide; facts: SpaceSideFacts } {
  // Guide 7.2: the ship with the highest Scanner Array rolls; its best hand at Scanners rolls it
  const scannerCrew = ships.crews.reduce((b, c) => (c.system.scannerArray > b.system.scannerArray ? c : b));
  const commander = commanderOf(ships);
  const scanners = bestAboard(scannerCrew, "scanners");
  return {
    side: { commanderTactics: commander?.tactics ?? "X", scanner: { asset: scanners, array: scannerCrew.system.scannerArray, markers: readMarkers(scannerCrew.ship) } },
    facts: { scannerShip: scannerCrew.ship.name ?? "", scanners, array: scannerCrew.system.scannerArray, commander, captains: ships.captains, pool: captainsTacticsPool(ships.captains.map((c) => c.tactics)) },
  };
}

/** The GM's "Roll initiative" in a space scene. */
export async function rollSpaceInitiative(combat: Combat.Implementation): Promise<void> {
  const players = await shipsOf(combat, "players");
  const enemies = await shipsOf(combat, "enemies");
  if (players.crews.length === 0 || enemies.crews.length === 0) return warn("STARSKIRMISH.SpacePatrol.Space.needShips");
  const p = sideFacts(players);
  const e = sideFacts(enemies);
  const { result: outcome, rolls } = await rollOneAtATime((dice) => resolveSpaceInitiative(dice, p.side, e.side));
  const facts: Record<HostileSide, SpaceSideFacts> = { players: p.facts, enemies: e.facts };
  await postCard(SP_SPACE_INITIATIVE_CARD, { rolls, context: spaceInitiativeCardContext(outcome, facts) });
  // Guide 7.2: two failed checks and the ships pass each other; there is no battle to begin
  if (!outcome.first) return;
  const surprise = outcome.surprise === "passUndetected" ? "none" : outcome.surprise;
  const state = startSideTurns({ surprise, first: outcome.first, players: outcome.players, enemies: outcome.enemies }, { players: p.facts.pool, enemies: e.facts.pool, neutral: 0 }, false);
  await beginSideTurn(combat, () => state, true);
}
