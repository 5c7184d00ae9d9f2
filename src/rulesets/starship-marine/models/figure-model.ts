/** The Starship Marine figure's data model: fields from the pure figure schema. */
import { specModel } from "../../../system/data/spec-model";
import { FIGURE_SCHEMA } from "../data/figure-schema";

declare module "../../../system/model-config" {
  interface ActorModels {
    ssmFigure: typeof FigureData;
  }
}

export class FigureData extends specModel<typeof FIGURE_SCHEMA, Actor.Implementation>(FIGURE_SCHEMA) {}
