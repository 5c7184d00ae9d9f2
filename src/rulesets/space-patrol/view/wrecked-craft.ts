/**
 * Which buttons a vehicle's or spacecraft's sheet offers, and the one line that says why a wreck
 * offers fewer. Guide 6.15 (vehicles) and 7.12 (spacecraft): a wrecked craft "is broken and can
 * perform no functions during the battle, but might be repairable later", so its battle actions
 * (combat actions, Fire, Turn, point defence, the stations' tasks, boarding, the field) are left off
 * the sheet. Once the battle is over, a ship's station repairs come back (7.13), and a vehicle's
 * marker repairs, done only "out of battle" (6.15), are offered, wrecked or not. Whether the craft is
 * in the battle is the glue's to decide (turn/in-battle.ts, as the repair request decides it). Both
 * sheets and the gallery read this one decision, and so do every refusal of a wreck: the combat
 * actions (actions/action-handlers.ts), Fire (actions/fire.ts), a vehicle's Turn and point defence
 * (actions/vehicle-turn.ts, actions/vehicle-point-defense.ts), the station requests and the station
 * repairs; the vehicle repair request reads the same "in the battle" (actions/vehicle-repair.ts).
 * Which kind of craft an actor is comes from view/actor-kind.ts.
 */
import type { MarkerCounts } from "../../../core/markers";
import { markerCount } from "../../../core/markers";
import { SP_SPACECRAFT_MARKER_ID as SC, SP_VEHICLE_MARKER_ID as VH } from "../rules/marker-ids";
import type { SheetAction } from "./sheet-actions";
import type { StationRow } from "./crew-context";
import type { CraftKind } from "./actor-kind";

export type { CraftKind } from "./actor-kind";

/** The groups of buttons a craft's sheet may show. */
export const CRAFT_OFFERS = ["combatActions", "fire", "turn", "pointDefense", "stationTasks", "stationRepairs", "healCrewman", "board", "pbf", "polarity", "afterBattleRepair"] as const;
export type CraftOffer = (typeof CRAFT_OFFERS)[number];

/**
 * What each kind's sheet has at all: a vehicle turns and repairs after battle, a ship has stations,
 * whose repair buttons (7.13) are a group of their own since a wreck gets them back after the battle.
 */
const KIND_OFFERS: Readonly<Record<CraftKind, readonly CraftOffer[]>> = {
  vehicle: ["combatActions", "fire", "turn", "pointDefense", "polarity", "afterBattleRepair"],
  spacecraft: ["combatActions", "fire", "stationTasks", "stationRepairs", "healCrewman", "board", "pbf", "polarity"],
};

/**
 * What is offered only while the craft is out of the battle, wrecked or not: a vehicle's marker
 * repairs, whose markers burden it "until out of battle repair" (Guide 6.15), so its action refuses
 * them while the craft fights and the sheet does not offer them then. A ship's station repairs are
 * not among them: they are a task of the battle too (7.13).
 */
const OUT_OF_BATTLE_ONLY: Readonly<Record<CraftKind, readonly CraftOffer[]>> = {
  vehicle: ["afterBattleRepair"],
  spacecraft: [],
};

/**
 * What a wreck still offers. Both: Reverse the Polarity (Guide 4.2), which turns the Wrecked result
 * into a Heavy Penetration. A vehicle: the after-battle repair (6.15), a mechanic's work with the
 * mechanic's own Mech Kit "out of battle", so offered, like any vehicle's, once the battle is over
 * (OUT_OF_BATTLE_ONLY). A spacecraft: the
 * medic tending a crewman, done "in person, not by drone" (7.13), so no function of the ship. Its
 * station repairs are not kept in the battle: they "work the repair-drone systems" (7.13), a function
 * the wreck cannot perform "during the battle" (7.12).
 */
const KEPT_WHEN_WRECKED: Readonly<Record<CraftKind, readonly CraftOffer[]>> = {
  vehicle: ["polarity", "afterBattleRepair"],
  spacecraft: ["polarity", "healCrewman"],
};

/**
 * What a wreck offers besides once the battle is over: a wrecked ship "might be repairable later"
 * (7.12), so its station repairs (7.13) are offered again, as the repair request allows them.
 */
const KEPT_AFTER_BATTLE: Readonly<Record<CraftKind, readonly CraftOffer[]>> = {
  vehicle: [],
  spacecraft: ["stationRepairs"],
};

/** The Wrecked marker of each kind: Guide 6.15, 7.12. */
const WRECKED_MARKER: Readonly<Record<CraftKind, string>> = { vehicle: VH.wrecked, spacecraft: SC.wrecked };

const NOTE = "STARSKIRMISH.SpacePatrol.Wreck.";

export interface CraftOffers {
  /** Whether each group of buttons is offered; a group the kind has not is never offered. */
  offer: Readonly<Record<CraftOffer, boolean>>;
  /** The localisation key of the line saying why a wreck offers fewer; "" while it is not wrecked. */
  wreckNote: string;
  /** The key of the same line's second half, what the wreck still offers (more once the battle is over); "" while it is not wrecked. */
  wreckStill: string;
  /**
   * The key of the notice refusing a button the wreck no longer offers (a stale sheet's, say), which
   * names what is still possible as the banner does; "" while it is not wrecked.
   */
  wreckRefusal: string;
  /**
   * Whether the craft carries its Wrecked marker, for the sections that read differently on a wreck:
   * no point defense rows (6.15), a field that does not work (7.12), no hint about station buttons.
   */
  wrecked: boolean;
}

/** The wreck's three language keys, as the sheets and the refusals read them off CraftOffers. */
type WreckKeys = Pick<CraftOffers, "wreckNote" | "wreckStill" | "wreckRefusal">;

/**
 * The line saying why a wreck offers fewer, and what it still offers, and the notice refusing what it
 * does not; none of them ("") while the craft is not wrecked. Each kind's say once the battle is over,
 * never "for the rest of the battle" of a battle that has ended: a ship's name its station repairs
 * that are back (7.12, 7.13), so the notice never says "only the medic's care remains" of a ship whose
 * repairs are back; a vehicle's name its marker repairs (6.15), now offered rather than "after the battle".
 */
function wreckKeys(kind: CraftKind, wrecked: boolean, inBattle: boolean): WreckKeys {
  if (!wrecked) return { wreckNote: "", wreckStill: "", wreckRefusal: "" };
  const which = inBattle ? kind : `${kind}AfterBattle`;
  return { wreckNote: `${NOTE}${which}`, wreckStill: `${NOTE}still.${which}`, wreckRefusal: `${NOTE}refused.${which}` };
}

/**
 * What the sheet of a craft of this kind, carrying these markers, offers. `inBattle`: whether its
 * token fights in the running battle (turn/in-battle.ts), which decides what a wreck keeps.
 */
export function craftOffers(kind: CraftKind, counts: MarkerCounts, inBattle: boolean): CraftOffers {
  const wrecked = markerCount(counts, WRECKED_MARKER[kind]) > 0;
  const has = KIND_OFFERS[kind];
  const kept = inBattle ? KEPT_WHEN_WRECKED[kind] : [...KEPT_WHEN_WRECKED[kind], ...KEPT_AFTER_BATTLE[kind]];
  const now = (o: CraftOffer): boolean => !inBattle || !OUT_OF_BATTLE_ONLY[kind].includes(o);
  const offer = Object.fromEntries(CRAFT_OFFERS.map((o) => [o, has.includes(o) && now(o) && (!wrecked || kept.includes(o))])) as Record<CraftOffer, boolean>;
  return { offer, ...wreckKeys(kind, wrecked, inBattle), wrecked };
}

/** The combat-action buttons the sheet shows: none while they are not offered. */
export function offeredCombatActions(actions: readonly SheetAction[], offers: CraftOffers): SheetAction[] {
  return offers.offer.combatActions ? [...actions] : [];
}

/** The station's own extras: boarding (7.11), the field (7.9), Reverse the Polarity (4.2). */
const EXTRA_OFFER: Readonly<Record<string, CraftOffer>> = { board: "board", pbf: "pbf", polarity: "polarity" };

/** The station buttons that are groups of their own: Heal Crewman (7.13 in person), the repairs (7.13). */
const TASK_OFFER: Readonly<Record<string, CraftOffer>> = { healCrewman: "healCrewman", repair: "stationRepairs" };

/**
 * The stations as the sheet lays them out, less what is not offered: a wreck keeps its crew and
 * NPC levels on show, and only Heal Crewman and Reverse the Polarity as buttons, with the repairs
 * once the battle is over.
 */
export function offeredStations<R extends Pick<StationRow, "taskButtons" | "plain" | "extras">>(rows: readonly R[], offers: CraftOffers): R[] {
  const { offer } = offers;
  const task = (t: string): boolean => {
    const o = Object.hasOwn(TASK_OFFER, t) ? TASK_OFFER[t] : undefined;
    return o ? offer[o] : offer.stationTasks;
  };
  return rows.map((r) => ({
    ...r,
    taskButtons: r.taskButtons.filter((b) => task(b.task)),
    plain: offer.stationTasks ? r.plain : [],
    extras: r.extras.filter((e) => {
      const o = Object.hasOwn(EXTRA_OFFER, e.task) ? EXTRA_OFFER[e.task] : undefined;
      return o ? offer[o] : offer.stationTasks;
    }),
  }));
}
