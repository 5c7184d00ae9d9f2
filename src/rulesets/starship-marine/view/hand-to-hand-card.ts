/**
 * What the hand-to-hand card shows (3.15): each fighter's die, each of its additions named, its score,
 * the winner, and the loser Apply marks a casualty. Pure.
 */
import { handToHandAdditions, handToHandTerms, type Fighter, type HandToHandResult } from "../rules/hand-to-hand";
import { readD10 } from "../rules/d10";
import { signed } from "../../../core/signed";

export function handToHandCardContext(a: { name: string; key: string; fighter: Fighter; face: number }, b: { name: string; key: string; fighter: Fighter; face: number }, result: HandToHandResult) {
  const row = (f: typeof a, score: number | null, lost: boolean) => ({
    name: f.name,
    die: f.fighter.kind === "noCloseCombat" ? "—" : String(readD10(f.face)),
    additions: f.fighter.kind === "noCloseCombat" ? "—" : signed(handToHandAdditions(f.fighter)),
    // what makes up the additions, so "+2" reads as "Marine +3, unarmed −2"
    terms: f.fighter.kind === "noCloseCombat" ? [] : handToHandTerms(f.fighter).map((t) => ({ label: `STARSKIRMISH.StarshipMarine.HandToHand.term.${t.id}`, value: signed(t.value) })),
    // 3.15: TRUCs and close support robots are not equipped for close combat and lose outright
    unfit: f.fighter.kind === "noCloseCombat",
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
