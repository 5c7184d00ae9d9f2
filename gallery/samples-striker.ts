/** Striker II's sheets and cards for the gallery, built by the same functions the system uses. */
import { markersOf, ruleSet, specSheet, type Sample, type SourceDoc } from "./samples";

export function strikerSamples(sources: { team: SourceDoc }): Sample[] {
  const striker = ruleSet("striker");
  return [specSheet(striker, sources.team, markersOf(striker, {}))];
}
