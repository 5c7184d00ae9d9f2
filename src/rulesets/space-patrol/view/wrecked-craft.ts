/**
 * Which buttons a vehicle's or spacecraft's sheet offers, and the one line that says why a wreck
 * offers fewer. Guide 6.15 (vehicles) and 7.12 (spacecraft): a wrecked craft "is broken and can
 * perform no functions during the battle, but might be repairable later", so its battle actions
 * (combat actions, Fire, Turn, point defence, the stations' tasks, boarding, the field) are left off
 * the sheet. Both sheets and the gallery read this one decision; the actions keep their own refusals
 * for an old button or a macro.
 */
import type { MarkerCounts } from "../../../core/markers";
import { markerCount } from "../../../core/markers";
import { SP_SPACECRAFT_MARKER_ID as SC, SP_VEHICLE_MARKER_ID as VH } from "../rules/marker-ids";
import type { SheetAction } from "./sheet-actions";
import type { StationRow } from "./crew-context";

export type CraftKind = "vehicle" | "spacecraft";

/** The groups of buttons a craft's sheet may show. */
export const CRAFT_OFFERS = ["combatActions", "fire", "turn", "pointDefense", "stationTasks", "healCrewman", "board", "pbf", "polarity", "afterBattleRepair"] as const;
export type CraftOffer = (typeof CRAFT_OFFERS)[number];

/** What each kind's sheet has at all: a vehicle turns and repairs after battle, a ship has stations. */
const KIND_OFFERS: Readonly<Record<CraftKind, readonly CraftOffer[]>> = {
  vehicle: ["combatActions", "fire", "turn", "pointDefense", "polarity", "afterBattleRepair"],
  spacecraft: ["combatActions", "fire", "stationTasks", "healCrewman", "board", "pbf", "polarity"],
};

/**
 * What a wreck still offers. Both: Reverse the Polarity (Guide 4.2), which turns the Wrecked result
 * into a Heavy Penetration. A vehicle: the after-battle repair (6.15), a mechanic's work with his own
 * Mech Kit "out of battle", which its action already refuses while the battle runs. A spacecraft: the
 * medic tending a crewman, done "in person, not by drone" (7.13), so no function of the ship. Its
 * station repairs are not kept: they "work the repair-drone systems" (7.13) during the battle, a
 * function the wreck cannot perform.
 */
const KEPT_WHEN_WRECKED: Readonly<Record<CraftKind, readonly CraftOffer[]>> = {
  vehicle: ["polarity", "afterBattleRepair"],
  spacecraft: ["polarity", "healCrewman"],
};

/** The Wrecked marker of each kind: Guide 6.15, 7.12. */
const WRECKED_MARKER: Readonly<Record<CraftKind, string>> = { vehicle: VH.wrecked, spacecraft: SC.wrecked };

const NOTE = "STARSKIRMISH.SpacePatrol.Wreck.";

export interface CraftOffers {
  /** Whether each group of buttons is offered; a group the kind has not is never offered. */
  offer: Readonly<Record<CraftOffer, boolean>>;
  /** The localisation key of the line saying why a wreck offers fewer; "" while it is not wrecked. */
  wreckNote: string;
  /** The key of the same line's second half, what the wreck still offers; "" while it is not wrecked. */
  wreckStill: string;
  /**
   * Whether the craft carries its Wrecked marker, for the sections that read differently on a wreck:
   * no point defense rows (6.15), a field that does not work (7.12), no hint about station buttons.
   */
  wrecked: boolean;
}

/** What the sheet of a craft of this kind, carrying these markers, offers. */
export function craftOffers(kind: CraftKind, counts: MarkerCounts): CraftOffers {
  const wrecked = markerCount(counts, WRECKED_MARKER[kind]) > 0;
  const has = KIND_OFFERS[kind];
  const kept = KEPT_WHEN_WRECKED[kind];
  const offer = Object.fromEntries(CRAFT_OFFERS.map((o) => [o, has.includes(o) && (!wrecked || kept.includes(o))])) as Record<CraftOffer, boolean>;
  return { offer, wreckNote: wrecked ? `${NOTE}${kind}` : "", wreckStill: wrecked ? `${NOTE}still.${kind}` : "", wrecked };
}

/** The combat-action buttons the sheet shows: none while they are not offered. */
export function offeredCombatActions(actions: readonly SheetAction[], offers: CraftOffers): SheetAction[] {
  return offers.offer.combatActions ? [...actions] : [];
}

/** The station's own extras: boarding (7.11), the field (7.9), Reverse the Polarity (4.2). */
const EXTRA_OFFER: Readonly<Record<string, CraftOffer>> = { board: "board", pbf: "pbf", polarity: "polarity" };

/**
 * The stations as the sheet lays them out, less what is not offered: a wreck keeps its crew and
 * NPC levels on show, and only Heal Crewman and Reverse the Polarity as buttons.
 */
export function offeredStations<R extends Pick<StationRow, "taskButtons" | "plain" | "extras">>(rows: readonly R[], offers: CraftOffers): R[] {
  const { offer } = offers;
  const task = (t: string): boolean => (t === "healCrewman" ? offer.healCrewman : offer.stationTasks);
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
