/**
 * On the GM's client at Apply, the weapon a fire card kept is the one the firing team carries, and
 * the troopers it kept of the team the Apply is for are each still on the team's sheet in the
 * armour the card read (Striker 8.B; an item's rating, ruling STR-5). A player writes his own cards: armour claimed lower than it is would land casualties
 * the dice do not give. A trooper who fell to another card since is no refusal: fire cards of one
 * phase are rolled before any is applied. Cover and status are the firer's call, on the card.
 * No casualties land on a team that routed off the battlefield since the card was posted: it "is
 * removed from play" (Striker 8.C.4.b), and the fire action no longer fires at it nor catches it in
 * a burst (actions/fire-roll.ts); no fire card is the means of a rout off, so none is meant for it.
 * Nor does a card the GM's client refused as it came in (a firer called ready over its markers,
 * cards/fire-firers-recorded.ts), nor one whose firing team is a counter (Striker 3.A.1;
 * cards/counter-card.ts), nor one whose firing teams, their troopers firing, initiative or movement
 * the board and their sheets do not bear out (cards/fire-firers-confirm.ts).
 */
import type { CardAt } from "../../../system/cards/card-kind";
import { sameData } from "../../../core/same-data";
import { TeamData } from "../models/team-model";
import { teamItems } from "../actions/team-tokens";
import { trooperArmour } from "../view/team-items";
import { spentWeapons } from "../actions/spent-weapons";
import { carriedWeaponRecord, printedSingleUseRecords, singleUseRecord, recordArmour, type FireRecord, type RecordedArmour } from "../view/fire-record";
import { readMarkers } from "../../../system/markers/marker-store";
import { cardTargetActor } from "../../../system/cards/card-target-actor";
import { cardTeamOffBoard } from "../turn/routed-off";
import { cardByCounter } from "./counter-card";
import { confirmFireFirers } from "./fire-firers-confirm";

export const TEAM_CHANGED = "STARSKIRMISH.Striker.Fire.teamChanged";
/** Striker 8.C.4.b: the team the Apply is for routed off the battlefield and is out of play. */
export const TEAM_ROUTED_OFF = "STARSKIRMISH.Striker.Fire.teamRoutedOff";

interface KeptTeams {
  readonly payload: { readonly attack: { readonly teams: readonly { readonly key: string; readonly troopers: readonly { readonly index: number; readonly armour: RecordedArmour }[] }[] } };
  readonly targets: readonly { readonly key: string; readonly actorUuid: string }[];
}

export const WEAPON_CHANGED = "STARSKIRMISH.Striker.Fire.weaponChanged";

interface KeptWeapon {
  readonly payload: { readonly options: { readonly weapon: string; readonly ammo: string }; readonly attack: Pick<FireRecord, "weapon" | "damage" | "attackKind"> };
  readonly actorUuid: string;
}

/**
 * The weapon and round the card kept, as the team the card was posted for carries them (Striker
 * 8.A; WEAPONS): a player writes his own cards, and a rifle claimed to have a gun's penetration
 * would land casualties its own columns do not give. A weapon fired once and gone (a hand grenade,
 * a disposable launcher) is held to the columns the tables print for one; a referee's own
 * one-shot weapon, which no table prints, to what the team kept of it as it was used up.
 */
export async function confirmFireWeapon({ payload, actorUuid }: KeptWeapon): Promise<string | null> {
  const actor = actorUuid ? await fromUuid<Actor.Implementation>(actorUuid) : null;
  if (!(actor instanceof Actor) || !(actor.system instanceof TeamData)) return WEAPON_CHANGED;
  const team = { id: "", name: "", actorUuid, system: actor.system, items: teamItems(actor), markers: readMarkers(actor) };
  const carried = carriedWeaponRecord(team, payload.options);
  const kept = { weapon: payload.attack.weapon, damage: payload.attack.damage, attackKind: payload.attack.attackKind };
  if (carried) return sameData(carried, kept) ? null : WEAPON_CHANGED;
  // A hand grenade or disposable launcher is used up as it fires: the card must match its table row,
  if (printedSingleUseRecords(payload.options.ammo).some((printed) => sameData(printed, kept))) return null;
  // or, for a referee's own one-shot weapon, the weapon the team kept as it used it up
  const spent = spentWeapons(actor).filter((w) => w.name === payload.options.weapon);
  return spent.some((w) => sameData(singleUseRecord(w.weapon, payload.options.ammo), kept)) ? null : WEAPON_CHANGED;
}

/**
 * Every check, the firer first: a counter fires nothing (Striker 3.A.1); then the weapon; then every
 * firing team the attack keeps; the card's Apply lands only what the firers' and the target's
 * sheets bear out.
 */
export async function confirmFire(input: KeptWeapon & KeptTeams & Parameters<typeof confirmFireFirers>[0], at: CardAt): Promise<string | null> {
  return (await cardByCounter(input.actorUuid)) ?? (await confirmFireWeapon(input)) ?? (await confirmFireFirers(input, at)) ?? (await confirmFireTeam(input, at));
}

export async function confirmFireTeam({ payload, targets }: KeptTeams, { targetKey }: CardAt): Promise<string | null> {
  const kept = payload.attack.teams.find((t) => t.key === targetKey);
  const actor = kept ? await cardTargetActor(targets, targetKey) : null;
  if (!kept || !(actor?.system instanceof TeamData)) return TEAM_CHANGED;
  // by the token the card's key names (its token id), as the rally card's Apply reads it (turn/routed-off.ts)
  if (cardTeamOffBoard(actor, targetKey)) return TEAM_ROUTED_OFF;
  const items = teamItems(actor);
  const troopers = actor.system.troopers;
  const held = kept.troopers.every((k) => {
    const trooper = troopers[k.index];
    return trooper !== undefined && sameData(recordArmour(trooperArmour(trooper, items)), k.armour);
  });
  return held ? null : TEAM_CHANGED;
}
