/**
 * Character creation as a step-by-step state machine (Guide 1.1-1.3) a wizard can drive:
 * `nextStep` says what to roll or choose, `applyStep` takes the dice and the choice and returns
 * the next state. States are plain data; nothing is mutated.
 */
import { list, oneOf } from "../../../core/checks";
import { assetsInCategory, ASSET_IDS, type AssetCategory, type AssetId } from "./assets";
import {
  ACADEMY_BRANCH_ROLLS,
  ACADEMY_GRADUATE_CHOOSES_TO_CONTINUE,
  AUTOMATIC_BRANCH_ASSET_COUNTS_AS_A_ROLL,
  BASIC_TRAINING_LEVEL_0,
  BASIC_TRAINING_LEVEL_1,
  BRANCHES,
  BRANCH_IDS,
  LAST_VOLUNTARY_TERM,
  TERM_ASSET_ROLLS,
  bandFor,
  endOfGeneration,
  type BranchId,
  type ContinuationOutcome,
  type MedalId,
} from "./creation-tables";
import {
  acquireAsset,
  bestBranchTableLevel,
  eligibleTables,
  assetLevelOf,
  tableEntry,
  type AssetLevels,
  type CreationTableId,
  type RollSet,
} from "./creation-rules";
import { assertCreationState, type CreationStep } from "./creation-state";
import type { CreationEvent } from "./creation-events";
import { assertCreationTableSet, BUILT_IN_CREATION_TABLES, type CreationTableSet } from "./creation-table-set";
import { MAX_RANK } from "./ranks";
import type { AssetLevel } from "./task";

export type { CreationStep } from "./creation-state";
export type { CreationEvent } from "./creation-events";

export interface CreationLogEntry {
  readonly term: number;
  readonly step: CreationStep;
  readonly rolls: readonly number[];
  readonly choice: string | readonly string[] | null;
  /** What the step did, as data a formatter says in the reader's language (creation-events.ts). */
  readonly event: CreationEvent;
}

export interface CreationState {
  readonly step: CreationStep;
  /** The term being served (1 = the academy). */
  readonly term: number;
  readonly termsCompleted: number;
  readonly assets: AssetLevels;
  readonly branch: BranchId | null;
  readonly rank: number;
  readonly medals: readonly MedalId[];
  /** Guide 1.2: table eligibility is judged on the rank and branch asset the term began with. */
  readonly rankAtTermStart: number;
  readonly branchAssetAtTermStart: AssetLevel;
  readonly rollSet: RollSet;
  readonly assetRollsLeft: number;
  /** A category line was rolled: the asset must be chosen now (Guide 1.2). */
  readonly pendingCategory: AssetCategory | null;
  /** Cross-Training: the other branch whose table is rolled next (Guide 1.2). */
  readonly crossTrainingBranch: BranchId | null;
  readonly continuation: ContinuationOutcome | null;
  readonly heroPoints: number;
  readonly bonusAssets: number;
  /** Branches other players already hold (Guide 1.1: each player a different one). */
  readonly takenBranches: readonly BranchId[];
  readonly log: readonly CreationLogEntry[];
}

export interface CreationRoll {
  readonly count: number;
  readonly sides: number;
  readonly modifier: number;
  /** The asset whose level is the modifier, if any. */
  readonly asset: AssetId | null;
  /** Display formula, e.g. "1d20 + 2". */
  readonly formula: string;
}

export interface CreationPrompt {
  readonly step: CreationStep;
  readonly roll: CreationRoll | null;
  /** What may be chosen (tables, assets, branches, continue/stop); empty when nothing is. */
  readonly choices: readonly string[];
  /** How many choices to give; 0 when no choice is needed. */
  readonly chooseCount: number;
  readonly rollsLeft: number;
}

/** Guide 1.1: a cadet after Basic Training, about to choose a branch. */
export function newCreation(takenBranches: readonly BranchId[] = []): CreationState {
  list(takenBranches, "takenBranches").forEach((b, i) => oneOf(b, `takenBranches[${i}]`, BRANCH_IDS));
  const assets: Partial<Record<AssetId, AssetLevel>> = {};
  for (const id of BASIC_TRAINING_LEVEL_1) assets[id] = 1;
  for (const id of BASIC_TRAINING_LEVEL_0) assets[id] = 0;
  return {
    step: "chooseBranch", term: 1, termsCompleted: 0, assets, branch: null, rank: 0, medals: [],
    rankAtTermStart: 0, branchAssetAtTermStart: "X", rollSet: "academyBranch", assetRollsLeft: 0,
    pendingCategory: null, crossTrainingBranch: null, continuation: null, heroPoints: 0, bonusAssets: 0,
    takenBranches: [...takenBranches],
    log: [{ term: 1, step: "chooseBranch", rolls: [], choice: null, event: { kind: "basicTraining", levelOne: [...BASIC_TRAINING_LEVEL_1], levelZero: [...BASIC_TRAINING_LEVEL_0] } }],
  };
}

const d20 = (modifier: number, asset: AssetId | null): CreationRoll => ({
  count: 1, sides: 20, modifier, asset, formula: modifier === 0 ? "1d20" : `1d20 + ${modifier}`,
});
const D8: CreationRoll = { count: 1, sides: 8, modifier: 0, asset: null, formula: "1d8" };
const bonus = (s: CreationState, id: AssetId): number => {
  const l = assetLevelOf(s.assets, id);
  return l === "X" ? 0 : l;
};

/** What the current step asks for. */
export function nextStep(s: CreationState, tables: CreationTableSet = BUILT_IN_CREATION_TABLES): CreationPrompt {
  assertCreationState(s);
  if (tables !== BUILT_IN_CREATION_TABLES) assertCreationTableSet(tables);
  const base = { step: s.step, roll: null, choices: [] as string[], chooseCount: 0, rollsLeft: s.assetRollsLeft };
  switch (s.step) {
    case "chooseBranch":
      return { ...base, choices: BRANCH_IDS.filter((b) => !s.takenBranches.includes(b)), chooseCount: 1 };
    case "assetRoll": {
      const tables = tablesNow(s);
      return { ...base, roll: D8, choices: tables, chooseCount: tables.length > 1 ? 1 : 0 };
    }
    case "chooseCategoryAsset":
      return { ...base, choices: s.pendingCategory ? assetsInCategory(s.pendingCategory) : [], chooseCount: 1 };
    case "chooseCrossTrainingBranch":
      return { ...base, choices: BRANCH_IDS.filter((b) => b !== s.branch), chooseCount: 1 };
    case "honors":
      return { ...base, roll: d20(0, null) };
    case "promotion":
      return { ...base, roll: d20(bonus(s, "leadership"), "leadership") };
    case "specialMission":
      return { ...base, roll: d20(bonus(s, "tactics"), "tactics") };
    case "continuation":
      return { ...base, roll: d20(s.branch ? bestBranchTableLevel(s.assets, s.branch, tables) : 0, null) };
    case "chooseContinue":
      return { ...base, choices: ["continue", "stop"], chooseCount: 1 };
    case "bonusAssets": {
      const open = ASSET_IDS.filter((id) => assetLevelOf(s.assets, id) === "X");
      return { ...base, choices: open, chooseCount: Math.min(s.bonusAssets, open.length) };
    }
    case "done":
      return base;
  }
}

function tablesNow(s: CreationState): readonly CreationTableId[] {
  if (s.crossTrainingBranch) return [s.crossTrainingBranch];
  if (!s.branch) throw new RangeError("No branch chosen yet");
  return eligibleTables({
    rollSet: s.rollSet, branch: s.branch, term: s.term,
    rankAtTermStart: s.rankAtTermStart, branchAssetAtTermStart: s.branchAssetAtTermStart,
  });
}

/**
 * Applies the dice (as many as the prompt's roll asks for) and the choice to the current step, reading
 * the tables given (a GM's edited copies) or the Guide's own.
 */
export function applyStep(s: CreationState, rolls: readonly number[], choice?: string | readonly string[], tables: CreationTableSet = BUILT_IN_CREATION_TABLES): CreationState {
  const prompt = nextStep(s, tables);
  if (s.step === "done") throw new RangeError("Character creation is finished");
  list(rolls, "rolls");
  const expected = prompt.roll?.count ?? 0;
  if (rolls.length !== expected) throw new RangeError(`This step (${s.step}) needs ${expected} dice, not ${rolls.length}`);
  for (const r of rolls) {
    if (!Number.isInteger(r) || r < 1 || r > (prompt.roll?.sides ?? 0)) throw new RangeError(`A d${prompt.roll?.sides ?? 0} cannot show ${r}`);
  }
  const single = pickOne(prompt, choice);
  const die = rolls[0] ?? 0;
  const modifier = prompt.roll?.modifier ?? 0;
  const total = die + modifier;
  const log = (next: CreationState, event: CreationEvent): CreationState => ({
    ...next, log: [...s.log, { term: s.term, step: s.step, rolls: [...rolls], choice: choice ?? null, event }, ...endLines(s, next)],
  });
  // the level an asset reached, for the line that says so (X cannot follow a gain)
  const levelIn = (assets: AssetLevels, id: AssetId): number => {
    const l = assetLevelOf(assets, id);
    return l === "X" ? 0 : l;
  };

  switch (s.step) {
    case "chooseBranch": {
      const branch = single as BranchId;
      const auto = BRANCHES[branch].automatic;
      const assets = AUTOMATIC_BRANCH_ASSET_COUNTS_AS_A_ROLL ? acquireAsset(s.assets, auto) : { ...s.assets, [auto]: Math.max(1, bonus(s, auto)) };
      const next = { ...s, branch, assets, rollSet: "academyBranch" as const, assetRollsLeft: ACADEMY_BRANCH_ROLLS };
      // Guide 1.1: the automatic asset, then 3 rolls on the branch's own table
      return log({ ...next, step: "assetRoll" }, { kind: "branchJoined", branch, asset: auto, level: levelIn(assets, auto), extraRolls: ACADEMY_BRANCH_ROLLS });
    }
    case "assetRoll": {
      const table = (single ?? prompt.choices[0]) as CreationTableId;
      const entry = tableEntry(table, die, tables);
      const used = { ...s, crossTrainingBranch: null, assetRollsLeft: s.crossTrainingBranch ? s.assetRollsLeft : s.assetRollsLeft - 1 };
      if (entry.kind === "asset") {
        const assets = acquireAsset(s.assets, entry.asset);
        return log(afterRoll({ ...used, assets }), { kind: "assetRolled", table, die, asset: entry.asset, level: levelIn(assets, entry.asset) });
      }
      if (entry.kind === "category") return log({ ...used, step: "chooseCategoryAsset", pendingCategory: entry.category }, { kind: "categoryRolled", table, die, category: entry.category });
      return log({ ...used, step: "chooseCrossTrainingBranch" }, { kind: "crossTrainingRolled", table, die });
    }
    case "chooseCategoryAsset": {
      const id = single as AssetId;
      const assets = acquireAsset(s.assets, id);
      // the prompt offered this category's assets, so it is set here
      const category = s.pendingCategory as AssetCategory;
      return log(afterRoll({ ...s, pendingCategory: null, assets }), { kind: "categoryChosen", category, asset: id, level: levelIn(assets, id) });
    }
    case "chooseCrossTrainingBranch":
      return log({ ...s, step: "assetRoll", crossTrainingBranch: single as BranchId }, { kind: "crossTrainingChosen", branch: single as BranchId });
    case "honors": {
      const row = bandFor(tables.honors, total);
      const next = { ...s, rank: row.rank, rollSet: "honors" as const, assetRollsLeft: row.extraRolls };
      return log(row.extraRolls > 0 ? { ...next, step: "assetRoll" } : afterRoll(next), { kind: "honors", total, honors: row.honors, rank: row.rank, extraRolls: row.extraRolls });
    }
    case "promotion": {
      const row = bandFor(tables.promotion, total);
      const rank = Math.min(MAX_RANK, s.rank + row.ranks);
      return log({ ...s, step: "specialMission", rank, assetRollsLeft: s.assetRollsLeft + row.rolls }, { kind: "promotion", die, modifier, total, ranks: row.ranks, rank, extraRolls: row.rolls });
    }
    case "specialMission": {
      const row = bandFor(tables.specialMission, total);
      const medals = row.medal ? [...s.medals, row.medal] : s.medals;
      return log({ ...s, step: "continuation", medals, assetRollsLeft: s.assetRollsLeft + row.rolls }, { kind: "specialMission", die, modifier, total, mission: row.mission, medal: row.medal, extraRolls: row.rolls });
    }
    case "continuation": {
      const row = bandFor(tables.continuation, total);
      const next = { ...s, continuation: row.outcome, assetRollsLeft: s.assetRollsLeft + row.rolls };
      return log(next.assetRollsLeft > 0 ? { ...next, step: "assetRoll" } : afterRoll(next), { kind: "continuation", die, modifier, total, outcome: row.outcome, extraRolls: row.rolls });
    }
    case "chooseContinue":
      return log(single === "continue" ? startTerm(s, s.term + 1) : finish(s), single === "continue" ? { kind: "servedAgain", term: s.term + 1 } : { kind: "beganPlay", termsCompleted: s.termsCompleted });
    case "bonusAssets": {
      const ids = pickMany(prompt, choice);
      const assets: Partial<Record<AssetId, AssetLevel>> = { ...s.assets };
      for (const id of ids) assets[id as AssetId] = 0;
      return log({ ...s, assets, bonusAssets: 0, step: "done" }, { kind: "bonusAssets", levelZero: [...ids] as AssetId[] });
    }
  }
}

/**
 * The lines a step adds when it ends generation (finish, below): service ending with no choice
 * (Guide 1.2: a continuation roll of "cannot", or the last term done and no roll compelling
 * another), then the End of Generation row (Guide 1.3). They roll no dice of their own; the step's
 * own line keeps its dice.
 */
function endLines(s: CreationState, next: CreationState): CreationLogEntry[] {
  // only finish() takes a step other than the bonus-asset choice to bonusAssets or done
  if (s.step === "bonusAssets" || (next.step !== "bonusAssets" && next.step !== "done")) return [];
  const line = (event: CreationEvent): CreationLogEntry => ({ term: s.term, step: s.step, rolls: [], choice: null, event });
  const out: CreationLogEntry[] = [];
  // the player chose to stop at chooseContinue (beganPlay says so); in a term after the academy the end came by the Guide's rule
  if (s.step !== "chooseContinue" && next.rollSet === "term") {
    out.push(line({ kind: "serviceEnded", termsCompleted: next.termsCompleted, reason: next.continuation === "cannot" ? "cannot" : "lastTerm" }));
  }
  out.push(line({ kind: "endOfGeneration", termsCompleted: next.termsCompleted, heroPoints: next.heroPoints, bonusAssets: next.bonusAssets }));
  return out;
}

/** After an asset is gained: more rolls, or the end of the batch. */
function afterRoll(s: CreationState): CreationState {
  if (s.assetRollsLeft > 0) return { ...s, step: "assetRoll" };
  if (s.rollSet === "academyBranch") return { ...s, step: "honors" };
  if (s.rollSet === "honors") {
    const graduate = { ...s, termsCompleted: 1 };
    return ACADEMY_GRADUATE_CHOOSES_TO_CONTINUE ? { ...graduate, continuation: "may", step: "chooseContinue" } : finish(graduate);
  }
  const done = { ...s, termsCompleted: s.term };
  // Guide 1.2: a compelled roll always serves again, even past term 5; otherwise term 5 is the last.
  if (s.continuation === "must") return startTerm(done, s.term + 1);
  if (s.continuation === "cannot" || s.term >= LAST_VOLUNTARY_TERM) return finish(done);
  return { ...done, step: "chooseContinue" };
}

function startTerm(s: CreationState, term: number): CreationState {
  const branchAsset = s.branch ? assetLevelOf(s.assets, BRANCHES[s.branch].automatic) : "X";
  return {
    ...s, term, step: "promotion", rollSet: "term", assetRollsLeft: TERM_ASSET_ROLLS, continuation: null,
    rankAtTermStart: s.rank, branchAssetAtTermStart: branchAsset,
  };
}

/** Guide 1.3: hero points and bonus level-0 assets by terms completed. */
function finish(s: CreationState): CreationState {
  const { heroPoints, bonusAssets } = endOfGeneration(s.termsCompleted);
  const open = ASSET_IDS.some((id) => assetLevelOf(s.assets, id) === "X");
  return { ...s, heroPoints, bonusAssets, step: bonusAssets > 0 && open ? "bonusAssets" : "done" };
}

function pickOne(prompt: CreationPrompt, choice: string | readonly string[] | undefined): string | undefined {
  if (prompt.step === "bonusAssets") return undefined;
  if (prompt.chooseCount === 0) {
    if (choice !== undefined && !(typeof choice === "string" && prompt.choices.includes(choice))) {
      throw new RangeError(`This step (${prompt.step}) takes no choice`);
    }
    return typeof choice === "string" ? choice : undefined;
  }
  if (typeof choice !== "string" || !prompt.choices.includes(choice)) {
    throw new RangeError(`Choose one of ${prompt.choices.join(", ")} for ${prompt.step}, not ${String(choice)}`);
  }
  return choice;
}

function pickMany(prompt: CreationPrompt, choice: string | readonly string[] | undefined): readonly string[] {
  const list = choice === undefined ? [] : typeof choice === "string" ? [choice] : choice;
  if (list.length !== prompt.chooseCount) throw new RangeError(`Choose exactly ${prompt.chooseCount} bonus assets, not ${list.length}`);
  if (new Set(list).size !== list.length) throw new RangeError("Each bonus asset can be chosen only once");
  for (const id of list) if (!prompt.choices.includes(id)) throw new RangeError(`${id} is not an asset the character lacks`);
  return list;
}
