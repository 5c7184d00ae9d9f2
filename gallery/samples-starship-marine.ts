/** Starship Marine's gallery samples: its sheets are drawn from their field descriptions. */
import { specSheetSamples, type GalleryContext, type Sample } from "./samples";

export function samples(ctx: GalleryContext): Sample[] {
  return specSheetSamples(ctx.def);
}
