/**
 * The spotting card (Striker 7.A.1.c, 7.A.2-4), posted by the GM's client when a team's move ends:
 * the cover its ground gave or took (concealed in a forest or building, hidden all the same deep in
 * a forest, neither out of it, hiding when suppressed) and each unspotted team a move brought into sight, with the range it is seen out to.
 * A spotter whose own place is not yet known is not named: "Unless it is spotted it does not have to
 * reveal itself" (7.A.4). Pure, for the card and the gallery.
 */
import type { CoverMarkers } from "../rules/spotting";

export interface SpottingCardInput {
  /** The team whose move ended (or that was suppressed). */
  readonly teamName: string;
  /** Its Concealed and Hidden markers as they changed, or null. */
  readonly cover: CoverMarkers | null;
  /** Striker 7.A.3: the team hid because it was suppressed while concealed. */
  readonly hidBySuppression?: boolean;
  /** Striker 7.A.1.c: the team's move ended more than 30 m inside a forest, which hides it. */
  readonly deepInForest?: boolean;
  readonly sightings: readonly {
    readonly targetName: string;
    /** Null for a spotter the enemy has not spotted. */
    readonly spotterName: string | null;
    readonly distanceM: number;
    readonly rangeM: number;
  }[];
}

/** The sentence for a change of cover; a Concealed marker placed deep in a forest says the wood hides the team all the same (7.A.1.c). */
export function coverLabel(cover: CoverMarkers | null, hidBySuppression = false, deepInForest = false): string | null {
  if (cover === null) return null;
  if (hidBySuppression) return "STARSKIRMISH.Striker.Spotting.Cover.hidesSuppressed";
  if (cover.hidden === 1) return "STARSKIRMISH.Striker.Spotting.Cover.hidden";
  if (cover.concealed === 1) return deepInForest ? "STARSKIRMISH.Striker.Spotting.Cover.deepForest" : "STARSKIRMISH.Striker.Spotting.Cover.concealed";
  return "STARSKIRMISH.Striker.Spotting.Cover.cleared";
}

export function spottingCardContext(input: SpottingCardInput) {
  return {
    teamName: input.teamName,
    coverLabel: coverLabel(input.cover, input.hidBySuppression ?? false, input.deepInForest ?? false),
    sightings: input.sightings.map((s) => ({
      targetName: s.targetName,
      spotterName: s.spotterName ?? "",
      spotterKnown: s.spotterName !== null,
      distanceM: Math.round(s.distanceM),
      rangeM: s.rangeM,
    })),
    spotted: input.sightings.length > 0,
  };
}

export type SpottingCardContext = ReturnType<typeof spottingCardContext>;
