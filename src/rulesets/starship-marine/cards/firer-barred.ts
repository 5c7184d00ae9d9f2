/**
 * The GM's own check that a fire, APGW or grenade card's firer was free to fire or throw (Starship
 * Marine 2.3, 3.2, 3.5, 3.7, 3.17, rules/fire-bar.ts): a player's client writes its own cards, and
 * could post one for a casualty, a robot whose weapon control is gone or a figure that moved
 * non-tactically. It runs as the GM's client records the card (the kind's recorded step), so it
 * reads the firer's markers as they stood when it fired: a figure hit by a shot of the same slot
 * after it fired still fires (3.4: "all shots are simultaneous"), while a card posted once the
 * marker is on is refused as a whole, which Apply then gives. A card recorded before this step
 * existed was not judged, and lands as it did.
 */
import type { FieldsSpec } from "../../../core/schema";
import type { RecordedCard } from "../../../system/cards/card-kind";
import { refuseRecordedCard } from "../../../system/ledger/ledger-store";
import { readMarkers } from "../../../system/markers/marker-store";
import { FigureData } from "../models/figure-model";
import { TROOP_TYPES } from "../data/troop-types";
import { fireBar, fireBarReason } from "../rules/fire-bar";

/** The reason the card's firer may not fire or throw, as its sheet and markers stand now; null when it may (or is no figure: Apply's own checks refuse that). */
export async function firerBarredReason(actorUuid: string): Promise<string | null> {
  const actor = actorUuid ? await fromUuid<Actor.Implementation>(actorUuid) : null;
  if (!(actor instanceof Actor) || !(actor.system instanceof FigureData)) return null;
  const bar = fireBar(readMarkers(actor), { robot: TROOP_TYPES[actor.system.troopType].robot !== null });
  return bar ? fireBarReason(bar) : null;
}

/** The kinds' recorded step: refuses the card when its firer was barred; true when it did. */
export async function refuseBarredFirer(card: Pick<RecordedCard<FieldsSpec>, "messageId" | "actorUuid">): Promise<boolean> {
  const reason = await firerBarredReason(card.actorUuid);
  if (reason) await refuseRecordedCard(card.messageId, reason);
  return reason !== null;
}
