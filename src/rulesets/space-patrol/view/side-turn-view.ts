/**
 * What the side-turn banner in the combat tracker shows (Guide 6.2-6.4): the round and the side
 * acting, each side's initiative total and Tactics Pool left, who of the acting side is still to
 * act, and the GM's buttons. No Foundry here: the gallery builds it too.
 */
import { surpriseAdvantage, type SideTurnState, type TurnSide } from "../rules/side-turns";
import { sideLabel } from "./initiative-card";

export interface BannerMember {
  readonly id: string;
  readonly name: string;
  readonly side: TurnSide;
  readonly done: boolean;
  readonly moved: boolean;
}

export interface BannerSide {
  side: TurnSide;
  label: string;
  total: number | null;
  pool: number;
  poolSize: number;
  acting: boolean;
}

export interface SideTurnView {
  rolled: boolean;
  gm: boolean;
  round: number;
  actingLabel: string;
  sides: BannerSide[];
  acting: { id: string; name: string; done: boolean; moved: boolean }[];
  doneCount: number;
  surpriseHint: boolean;
}

export function sideTurnView(state: SideTurnState | null, members: readonly BannerMember[], gm: boolean): SideTurnView {
  if (!state) return { rolled: false, gm, round: 0, actingLabel: "", sides: [], acting: [], doneCount: 0, surpriseHint: false };
  const acting = members.filter((m) => m.side === state.acting).map((m) => ({ id: m.id, name: m.name, done: state.done.includes(m.id), moved: m.moved }));
  return {
    rolled: true,
    gm,
    round: state.round,
    actingLabel: sideLabel(state.acting),
    sides: state.order.map((side) => ({
      side,
      label: sideLabel(side),
      total: side === "neutral" ? null : state.initiative[side].total,
      pool: state.pools[side],
      poolSize: state.poolSizes[side],
      acting: side === state.acting,
    })),
    acting,
    doneCount: acting.filter((a) => a.done).length,
    // Guide 6.2: the surprising side attacks with an advantage in its first turn.
    surpriseHint: surpriseAdvantage(state, state.acting),
  };
}
