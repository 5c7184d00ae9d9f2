/**
 * The gallery's samples rendered with real Handlebars, as the template tests read them: the
 * environment the gallery script uses, the samples built from the pack sources, and a render by
 * sample id that fails loudly on an id no sample has.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
// @ts-expect-error the environment is plain JavaScript shared with the gallery script
import { createEnv } from "../../gallery/handlebars-env.mjs";
import { gallerySamples, type Sample, type SourceDoc } from "../../gallery/samples";

export const ROOT = join(__dirname, "../..");

/** A pack source document by its path under packs/_source. */
export const packSource = (rel: string): SourceDoc => YAML.parse(readFileSync(join(ROOT, "packs/_source", rel), "utf8")) as SourceDoc;

export interface TemplateEnv {
  render(template: string, context: Record<string, unknown>): string;
}

export interface SampleRenderer {
  readonly env: TemplateEnv;
  readonly samples: readonly Sample[];
  /** The sample's template rendered with its context. */
  render(id: string): string;
}

/** Every gallery sample, or those `pick` builds from the pack sources. */
export async function sampleRenderer(pick: (source: typeof packSource) => Sample[] = gallerySamples): Promise<SampleRenderer> {
  const env = (await createEnv(ROOT)) as TemplateEnv;
  const samples = pick(packSource);
  return {
    env,
    samples,
    render(id) {
      const s = samples.find((x) => x.id === id);
      if (!s) throw new Error(`no sample ${id}`);
      return env.render(s.template, s.context);
    },
  };
}
