/**
 * What the creation wizard shows at a step of the lifepath (Guide 1.1-1.3): where the cadet stands
 * (term, age, rank, branch), what the step asks (a roll, a choice, or both: an asset roll on a table
 * the player picks), each choice under its name, and the service log so far, in the words given. Pure.
 */
import { nextStep, type CreationState } from "../rules/creation";
import { GENERAL_TABLE_IDS } from "../rules/creation-tables";
import type { CreationTableSet } from "../rules/creation-table-set";
import { ageAfter } from "../data/creation-result";
import { creationLogLineText, type LogWords } from "./creation-log-text";

function choiceLabel(step: CreationState["step"], value: string): string {
  switch (step) {
    case "chooseBranch":
    case "chooseCrossTrainingBranch":
      return `STARSKIRMISH.SpacePatrol.Branch.${value}`;
    case "assetRoll":
      return (GENERAL_TABLE_IDS as readonly string[]).includes(value) ? `STARSKIRMISH.SpacePatrol.Creation.Table.${value}` : `STARSKIRMISH.SpacePatrol.Branch.${value}`;
    case "chooseContinue":
      return `STARSKIRMISH.SpacePatrol.Creation.Continue.${value}`;
    default:
      return `STARSKIRMISH.SpacePatrol.Asset.${value}`;
  }
}

/** The wizard's width in pixels: the window opens at it, and the gallery draws it at it. */
export const CREATION_WIZARD_WIDTH = 560;

export function creationContext(state: CreationState, options: { readonly name: string; readonly canGoBack: boolean; readonly tables?: CreationTableSet; readonly words: LogWords }) {
  // the continuation roll adds the best asset of the branch table the world plays with
  const prompt = nextStep(state, options.tables);
  // the terms already behind the cadet: the one under way does not count until it ends
  const served = Math.max(state.termsCompleted, state.term - 1);
  const oneTable = state.step === "assetRoll" && prompt.choices.length === 1 ? prompt.choices[0] : undefined;
  return {
    name: options.name,
    step: state.step,
    stepLabel: `STARSKIRMISH.SpacePatrol.Creation.Step.${state.step}`,
    // an asset roll on the one table open to it names that table; with several, the player picks
    stepHint: oneTable ? "STARSKIRMISH.SpacePatrol.Creation.Hint.assetRollOn" : `STARSKIRMISH.SpacePatrol.Creation.Hint.${state.step}`,
    hintTable: oneTable ? choiceLabel(state.step, oneTable) : null,
    term: state.term,
    age: ageAfter(served),
    rank: state.rank,
    branchLabel: state.branch ? `STARSKIRMISH.SpacePatrol.Branch.${state.branch}` : null,
    roll: prompt.roll ? { formula: prompt.roll.formula } : null,
    rollsLeft: prompt.rollsLeft,
    choices: prompt.choices.map((value) => ({ value, label: choiceLabel(state.step, value) })),
    // Guide 1.1: the branches other players hold are not offered; say which and why
    taken: state.step === "chooseBranch" ? state.takenBranches.map((b) => `STARSKIRMISH.SpacePatrol.Branch.${b}`) : [],
    chooseCount: prompt.chooseCount,
    // an asset roll on one of several tables: pick the table, then roll
    pickTable: state.step === "assetRoll" && prompt.chooseCount > 0,
    pickMany: state.step === "bonusAssets",
    done: state.step === "done",
    canGoBack: options.canGoBack,
    // each line said in the user's language, with its table, dice and Guide section (creation-log-text.ts)
    log: state.log.map((e) => ({ term: e.term, text: creationLogLineText(e, options.words) })),
  };
}
