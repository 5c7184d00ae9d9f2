/** What the hand-to-hand card shows (3.15): each fighter's die, additions and score, the winner and the loser. Pure. */
import { handToHandAdditions, type Fighter, type HandToHandResult } from "../rules/hand-to-hand";
import { readD10 } from "../rules/d10";
import { signed } from "../../../core/signed";


export function handToHandCardContext(a: { name: string; key: string; fighter: Fighter; face: number }, b: { name: string; key: string; fighter: Fighter; face: number }, result: HandToHandResult) {
  const row = (f: typeof a, score: number | null, lost: boolean) => ({
    name: f.name,
    die: f.fighter.kind === "noCloseCombat" ? "—" : String(readD10(f.face)),
    additions: f.fighter.kind === "noCloseCombat" ? "—" : signed(handToHandAdditions(f.fighter)),
    score: score === null ? "—" : String(score),
    lost,
  });
  const loser = result.winner === "a" ? b : result.winner === "b" ? a : null;
  return {
    fighters: [row(a, result.scores[0], result.winner === "b"), row(b, result.scores[1], result.winner === "a")],
    winner: result.winner === "a" ? a.name : result.winner === "b" ? b.name : "",
    loser: loser?.name ?? "",
    targetKey: loser?.key ?? "",
  };
}
