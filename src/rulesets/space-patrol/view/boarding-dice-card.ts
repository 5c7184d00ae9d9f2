/**
 * The NPC boarding dice-off card and dialog (Guide 7.11): each side's dice and why (crew multiples,
 * the defenders' bonus die, the equipment's DI edge, a quality edge), the totals, and who holds the
 * ship. Pure: the glue rolls the dice through resolveBoarding.
 */
import { boardingDice, type BoardingSide } from "../rules/space-boarding";

export interface DiceOffShip {
  readonly name: string;
  readonly side: BoardingSide;
}

/** One side's dice, each reason named. */
function diceLine(s: BoardingSide, o: BoardingSide) {
  const smaller = Math.min(s.crew, o.crew);
  return {
    crew: s.crew,
    multiple: Math.floor(s.crew / smaller),
    defending: s.defending,
    di: Math.max(0, s.di - o.di),
    quality: s.qualityEdge === true,
  };
}

export function diceOffCardContext(attacker: DiceOffShip, defender: DiceOffShip, totals: readonly [number, number], attackerWins: boolean) {
  const [na, nb] = boardingDice(attacker.side, defender.side);
  const a = { name: attacker.name, dice: na, total: totals[0], ...diceLine(attacker.side, defender.side) };
  const d = { name: defender.name, dice: nb, total: totals[1], ...diceLine(defender.side, attacker.side) };
  return {
    attacker: a,
    defender: d,
    sides: [a, d],
    tie: totals[0] === totals[1],
    outcome: attackerWins ? "STARSKIRMISH.SpacePatrol.Boarding.diceOff.taken" : "STARSKIRMISH.SpacePatrol.Boarding.diceOff.held",
  };
}

/** The dialog's defaults: each ship's crew as the stations its NPC crew holds (at least 1), no edges. */
export function diceOffDialogContext(attacker: string, defender: string, attackerCrew: number, defenderCrew: number) {
  return { attacker, defender, attackerCrew: Math.max(1, attackerCrew), defenderCrew: Math.max(1, defenderCrew) };
}
