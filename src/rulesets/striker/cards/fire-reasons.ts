/**
 * Why a team checks morale after a fire card (Striker 8.C.1), as the GM's ledger copy of the card
 * bears it out: the attack it kept and its dice are replayed through the rules, as for the
 * casualties Apply lands (cards/fire.ts derive), and the team's reasons come from what that attack
 * did, not from the reasons the card's author wrote into its payload. Pure.
 */
import { recordedOutcomes, type FireRecord } from "../view/fire-record";
import { reasonsFromResult, recordedReasons, type AttackedTeam, type MoraleReason, type RecordedReasons } from "../view/morale-after-fire";
import { replayDice } from "./replay-dice";

/** What the ledger keeps of a fire card that the reasons are read from. */
export interface KeptFireCard {
  readonly payload: { readonly attack: FireRecord; readonly moraleReasons: readonly RecordedReasons[] };
  /** The card's targets: which actor each team key of the attack is. */
  readonly targets: readonly { readonly key: string; readonly actorUuid: string }[];
  readonly dice: readonly { readonly formula: string; readonly faces: readonly number[] }[];
}

/** The teams the card's attack reached, with what its dice did to each and the card's key (token id) for it; null where the record gives no result. */
function attackedTeams(card: KeptFireCard): (AttackedTeam & { readonly key: string })[] | null {
  const outcomes = replayDice(card.dice, (source) => recordedOutcomes(card.payload.attack, source));
  if (!outcomes) return null;
  return card.payload.attack.teams.flatMap((team) => {
    const outcome = outcomes[team.key];
    const actorUuid = card.targets.find((t) => t.key === team.key)?.actorUuid ?? "";
    return outcome && actorUuid !== "" ? [{ key: team.key, uuid: actorUuid, outcome }] : [];
  });
}

/**
 * The team's reasons (by actor UUID) from the card's attack and dice, empty where the attack gave
 * it none; null where the record gives no result to read them from (a card from before its attack
 * was kept, dice that do not fit it, an attack not allowed).
 */
export function fireMoraleCheck(card: KeptFireCard, uuid: string): MoraleReason[] | null {
  const attacked = attackedTeams(card);
  return attacked ? reasonsFromResult(attacked, uuid, recordedReasons(card.payload.moraleReasons, uuid)) : null;
}

/**
 * The teams other than `uuid` that the card's attack, replayed from its dice, gave casualties
 * (Striker 8.B.1), by the card's key (their token id) and actor UUID: those a team may have seen
 * take casualties (8.C.1), for the glue to find on the board. None where the record gives no result.
 */
export function fireCasualtyTeams(card: KeptFireCard, uuid: string): { key: string; actorUuid: string }[] {
  return (attackedTeams(card) ?? []).filter((t) => t.uuid !== uuid && t.outcome.casualties.length > 0).map((t) => ({ key: t.key, actorUuid: t.uuid }));
}
