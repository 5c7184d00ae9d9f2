/**
 * The spotting card (Striker 7.A.2-4), posted by the GM's client when a team's move ends: the
 * cover its ground gave or took (concealed in a forest or building, neither out of it, hiding when
 * suppressed) and each unspotted team a move brought into sight, with the range it is seen out to.
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
  readonly sightings: readonly {
    readonly targetName: string;
    /** Null for a spotter the enemy has not spotted. */
    readonly spotterName: string | null;
    readonly distanceM: number;
    readonly rangeM: number;
  }[];
}

/** The sentence for a change of cover. */
export function coverLabel(cover: CoverMarkers | null, hidBySuppression = false): string | null {
  if (cover === null) return null;
  if (hidBySuppression) return "STARSKIRMISH.Striker.Spotting.Cover.hidesSuppressed";
  if (cover.hidden === 1) return "STARSKIRMISH.Striker.Spotting.Cover.hidden";
  return cover.concealed === 1 ? "STARSKIRMISH.Striker.Spotting.Cover.concealed" : "STARSKIRMISH.Striker.Spotting.Cover.cleared";
}

export function spottingCardContext(input: SpottingCardInput) {
  return {
    teamName: input.teamName,
    coverLabel: coverLabel(input.cover, input.hidBySuppression ?? false),
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
