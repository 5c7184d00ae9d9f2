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

/** `faces`: each side's dice as rolled, attacker first; their sums are the totals. */
export function diceOffCardContext(attacker: DiceOffShip, defender: DiceOffShip, faces: readonly [readonly number[], readonly number[]], attackerWins: boolean) {
  const [na, nb] = boardingDice(attacker.side, defender.side);
  const sum = (f: readonly number[]) => f.reduce((n, x) => n + x, 0);
  const a = { name: attacker.name, dice: na, faces: faces[0].join(" + "), total: sum(faces[0]), ...diceLine(attacker.side, defender.side) };
  const d = { name: defender.name, dice: nb, faces: faces[1].join(" + "), total: sum(faces[1]), ...diceLine(defender.side, attacker.side) };
  const tie = a.total === d.total;
  return {
    attacker: a,
    defender: d,
    sides: [a, d],
    tie,
    // 7.11: a tie goes to the defenders, said once in the outcome
    outcome: `STARSKIRMISH.SpacePatrol.Boarding.diceOff.${attackerWins ? "taken" : tie ? "heldOnTie" : "held"}`,
  };
}

/** The dialog's defaults: each ship's crew as the stations its NPC crew holds (at least 1), no edges. */
export function diceOffDialogContext(attacker: string, defender: string, attackerCrew: number, defenderCrew: number) {
  return { attacker, defender, attackerCrew: Math.max(1, attackerCrew), defenderCrew: Math.max(1, defenderCrew) };
}
