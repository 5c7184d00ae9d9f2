/**
 * On the GM's client at Apply, the firing teams a fire card keeps in its attack (Striker 8.A) are
 * held to the board and their sheets. A player writes their own cards: more teams firing, more
 * troopers firing in each (8.A.1.b.2.a.ii), a better initiative (8.A.1.b.2.a.i) or firers that did
 * not move (8.A.1.b.1.b) make the dice hit more and land casualties the rules do not give. So each
 * firer the attack keeps must be a team token on the scene of the card's target: a team, not a
 * counter (3.A.1), not routed off the battlefield (8.C.4.b), owned by the card's author (a GM may
 * fire any team, as the Apply request itself allows for the card's actor), on the side of the first
 * firer, which is the card's actor (actions/fire-roll.ts posts the card for it); and no team the
 * attack fires at. The card's list of firers (`payload.firers`) is the attack's. Its troopers
 * firing are no more than its sheet has to fire the weapon, counted as the fire plan counts them
 * (view/firer-claims.ts: none of a weapon not set up, 6.D.1); its initiative no better than its
 * sheet's. A firer that routed off or was
 * ticked a counter after the card was posted is refused as well, as the card's own actor is
 * (cards/counter-card.ts): the card keeps no record of when it was posted in the turn to tell them
 * apart, and a firer of one fire step cannot rout off before the next morale step, by which time
 * its cards are due to have been applied (3.B).
 *
 * Read as the sheets stood when the card was posted: fire cards of one phase are rolled before any
 * is applied, so a firer's trooper who fell to a card applied since (the GM's ledger says which)
 * still counts, and a leader among them gives back the level of initiative the leader took (8.B.6).
 * Moved: where the GM's record of moves shows a firer moved in its previous movement phase
 * (turn/moved-by-record.ts), a card saying its firers did not is refused; with no record (no
 * tracked turn, no GM on to record the move) the card's word stands. A card held unapplied past
 * the firer's next movement phase is judged by the moves of that phase.
 *
 * A firer's condition (Suppressed, Hidden, Setting up, Routed, 3.B, 6.D.1, 7.A.3, 8.C.4) is not
 * judged here: a morale card applied since may have changed its markers. The GM's client held it
 * to the markers as the card came in (cards/fire-firers-recorded.ts), and Apply reads that step's
 * refusal from the ledger (cards/fire-confirm.ts). The firer's call, on the card, as cover and
 * status are: whether it fires a weapon picked up in its last move (8.A.1.b.1), which nothing on
 * the board records.
 */
import type { CardAt } from "../../../system/cards/card-kind";
import { readCardLedger } from "../../../system/ledger/ledger-store";
import type { CardLedger } from "../../../core/card-ledger";
import { sameData } from "../../../core/same-data";
import { readMarkers } from "../../../system/markers/marker-store";
import { TeamData } from "../models/team-model";
import { isCounter } from "../models/team-not-counter";
import { teamItems } from "../actions/team-tokens";
import { spentWeapons } from "../actions/spent-weapons";
import { alreadyOffBoard } from "../turn/routed-off";
import { recordedMoved } from "../turn/moved-by-record";
import { teamSetUpOf } from "../turn/set-up-record";
import { initiativeBorneOut, mostFiring, teamAsPosted } from "../view/firer-claims";
import { carriersOf, readyCarriersOf } from "../view/fire-crew";
import type { TeamSnapshot } from "../view/fire-plan";
import type { FireRecord } from "../view/fire-record";

/** The card's firers are not the attack's, a firer fires at itself, or the first is not the card's actor. */
export const FIRERS_LISTED = "STARSKIRMISH.Striker.Fire.Firers.listed";
/** A firer's token is not on the scene of the card's target, or is no Striker team. */
export const FIRER_GONE = "STARSKIRMISH.Striker.Fire.Firers.gone";
/** Striker 3.A.1: a firer is a counter. */
export const FIRER_COUNTER = "STARSKIRMISH.Striker.Fire.Firers.counter";
/** Striker 8.C.4.b: a firer routed off the battlefield. */
export const FIRER_ROUTED_OFF = "STARSKIRMISH.Striker.Fire.Firers.routedOff";
/** A firer is not the card's author's to fire. */
export const FIRER_NOT_OWNED = "STARSKIRMISH.Striker.Fire.Firers.notOwned";
/** A firer is not on the first firer's side. */
export const FIRER_OTHER_SIDE = "STARSKIRMISH.Striker.Fire.Firers.otherSide";
/** Striker 4.A: more troopers fire than the team has to fire the weapon. */
export const FIRER_TROOPS = "STARSKIRMISH.Striker.Fire.Firers.troops";
/** Striker 6.D.1, 8.A.1.a.3.b: the team's weapon that fired was not set up, by the GM's tracker's count. */
export const FIRER_NOT_SET_UP = "STARSKIRMISH.Striker.Fire.Firers.notSetUp";
/** Striker 8.A.1.b.2.a.i: a better initiative than the team's sheet. */
export const FIRER_INITIATIVE = "STARSKIRMISH.Striker.Fire.Firers.initiative";
/** Striker 8.A.1.b.1.b: the card says its firers did not move; the GM's record says one did. */
export const FIRER_MOVED = "STARSKIRMISH.Striker.Fire.Firers.moved";

export interface KeptFirers {
  readonly payload: {
    readonly firers: readonly string[];
    readonly target: string;
    readonly options: { readonly weapon: string };
    readonly attack: Pick<FireRecord, "firers" | "teams">;
  };
  /** The card's actor: the first firing team, which Apply has already found the card's author owns. */
  readonly actorUuid: string;
  readonly targets: readonly { readonly key: string; readonly actorUuid: string }[];
}

type Firer = FireRecord["firers"][number];

/** The scene the card's target stands on: the prime target's token (the card's `target`), else the Apply's own. */
export async function targetScene(input: KeptFirers, targetKey: string): Promise<Scene.Implementation | null> {
  for (const key of [input.payload.target, targetKey]) {
    const uuid = input.targets.find((t) => t.key === key)?.actorUuid;
    const actor = uuid ? await fromUuid<Actor.Implementation>(uuid) : null;
    const docs = actor instanceof Actor ? (actor.getActiveTokens(false, true) as TokenDocument.Implementation[]) : [];
    const scene = docs.find((d) => d.id === key)?.parent;
    if (scene) return scene;
    // a GM applying from another scene than the board's: the scene that holds the token
    for (const s of game.scenes ?? []) if (s.tokens.get(key)) return s;
  }
  return null;
}

/**
 * The troopers (by index on its card) of the actor who fell to fire cards the GM applied after
 * `posted`: they stood when the card was posted (Striker 8.B.5: casualties are marked on the card).
 */
function fellSince(ledger: CardLedger, actorUuid: string, posted: number): Set<number> {
  const fell = new Set<number>();
  for (const entry of Object.values(ledger)) {
    if (entry.kind !== "strFire") continue;
    for (const target of entry.targets) {
      const at = entry.applied[target.key]?.at;
      const casualties = target.data.casualties;
      if (target.actorUuid !== actorUuid || at === undefined || at < posted || !Array.isArray(casualties)) continue;
      for (const i of casualties) if (typeof i === "number") fell.add(i);
    }
  }
  return fell;
}

/** Whether the team fired a weapon used up as it fires (grenade notes): one of that name on its sheet, or kept as used up (actions/spent-weapons.ts). */
function usedUpWeapon(actor: Actor.Implementation, team: TeamSnapshot, key: string): boolean {
  return team.items.some((i) => i.kind === "weapon" && i.name === key && i.weapon.singleUse) || spentWeapons(actor).some((w) => w.name === key);
}

/** The refusal for the one firer's claimed numbers, or null. */
function numbersRefusal(firer: Firer, actor: Actor.Implementation, system: TeamData, weaponKey: string, fell: ReadonlySet<number>): string | null {
  // Striker 6.D.1: its weapons set up as the GM's tracker counted them (turn/set-up-record.ts)
  const now: TeamSnapshot = { id: firer.id, name: "", actorUuid: actor.uuid, system, items: teamItems(actor), markers: readMarkers(actor), setUp: teamSetUpOf(actor) };
  const posted = teamAsPosted(now, fell);
  if (firer.troops > mostFiring(posted, weaponKey, usedUpWeapon(actor, posted, weaponKey))) {
    // Striker 6.D.1: carriers stand to fire it, but not all of its items are set up
    return readyCarriersOf(posted, weaponKey) < carriersOf(posted, weaponKey) ? FIRER_NOT_SET_UP : FIRER_TROOPS;
  }
  return initiativeBorneOut(firer.initiative, system.initiative, fell.has(0)) ? null : FIRER_INITIATIVE;
}

/**
 * Whether the card's list is its attack's, and none of them a team the attack fires at. (A team
 * listed twice the rules refuse outright, so its card is derived no result: rules/fire.ts.)
 */
function listedRight({ payload }: KeptFirers): boolean {
  const ids = payload.attack.firers.map((f) => f.id);
  const attacked = new Set(payload.attack.teams.map((t) => t.key));
  return ids.length > 0 && ids.every((id) => !attacked.has(id)) && sameData([...payload.firers], ids);
}

export async function confirmFireFirers(input: KeptFirers, { messageId, targetKey }: CardAt): Promise<string | null> {
  if (!listedRight(input)) return FIRERS_LISTED;
  const ledger = readCardLedger();
  const entry = ledger[messageId];
  const author = entry ? game.users?.get(entry.author) : undefined;
  if (!entry || !author) return FIRER_NOT_OWNED;
  const scene = await targetScene(input, targetKey);
  const firers = input.payload.attack.firers;
  const docs = firers.map((f) => scene?.tokens.get(f.id) ?? null);
  const first = docs[0];
  if (!first) return FIRER_GONE;
  // the card is posted for the first team that fired the weapon (actions/fire-roll.ts)
  if (first.actor?.uuid !== input.actorUuid) return FIRERS_LISTED;
  for (const [i, firer] of firers.entries()) {
    const doc = docs[i];
    const actor = doc?.actor;
    if (!doc || !actor || !(actor.system instanceof TeamData)) return FIRER_GONE;
    if (isCounter(actor)) return FIRER_COUNTER;
    if (alreadyOffBoard(doc)) return FIRER_ROUTED_OFF;
    if (!author.isGM && !actor.testUserPermission(author, "OWNER")) return FIRER_NOT_OWNED;
    if (doc.disposition !== first.disposition) return FIRER_OTHER_SIDE;
    const numbers = numbersRefusal(firer, actor, actor.system, input.payload.options.weapon, fellSince(ledger, actor.uuid, entry.at));
    if (numbers) return numbers;
    if (!firer.moved && recordedMoved(doc)) return FIRER_MOVED;
  }
  return null;
}
