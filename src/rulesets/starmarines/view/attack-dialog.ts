/**
 * The StarMarines attack dialog's cover (IX-C, X): the board's cover comes pre-selected and named
 * with the terrain that gives it, and only as much cover or more is offered. More cover only hurts
 * the attacker (rules/cover.ts COVERS), so a GM's house call for more stays possible; less never is.
 * Pure.
 */
import type { Cover } from "../rules/attack";
import { COVERS, coverRank } from "../rules/cover";
import type { Terrain } from "../rules/terrain";

export interface AttackDialogContext {
  readonly covers: readonly { readonly value: Cover; readonly label: string }[];
  readonly selected: Cover;
  /** The board's cover explained: a language key with the terrain's label as `terrain`. */
  readonly board: { readonly key: string; readonly terrain: string };
}

export function attackDialogContext(board: { readonly cover: Cover; readonly terrain: Terrain }): AttackDialogContext {
  return {
    covers: COVERS.filter((c) => coverRank(c) >= coverRank(board.cover)).map((value) => ({ value, label: `STARSKIRMISH.StarMarines.Attack.Cover.${value}` })),
    selected: board.cover,
    board: { key: `STARSKIRMISH.StarMarines.Attack.boardCover.${board.cover}`, terrain: `STARSKIRMISH.StarMarines.Terrain.${board.terrain}` },
  };
}

/** The cover the dialog's answer claims: the board's when it names none, or less than the board gives. */
export function coverChosen(answer: unknown, board: Cover): Cover {
  const chosen = COVERS.find((c) => c === answer);
  return chosen !== undefined && coverRank(chosen) >= coverRank(board) ? chosen : board;
}
