/**
 * The Space Patrol! creation wizard at each step of the lifepath (Guide 1.1-1.3), and its roll card.
 * The states come from the pure rules driven by fixed dice, so each page shows a state the wizard
 * really meets; the patrolman's name is the gallery's hostile one, to show it escaped.
 */
import { creationCardContext } from "../src/rulesets/space-patrol/view/creation-card";
import { HOSTILE_NAME, type Sample } from "./samples";
import { cardSample } from "./sample";
import { applyStep, newCreation, nextStep, type CreationState } from "../src/rulesets/space-patrol/rules/creation";
import { CREATION_STEPS, type CreationStep } from "../src/rulesets/space-patrol/rules/creation-state";
import { CREATION_WIZARD_WIDTH, creationContext } from "../src/rulesets/space-patrol/view/creation-view";
import { creationEventText } from "../src/rulesets/space-patrol/view/creation-log-text";
import { galleryWords } from "./english-words";

/**
 * A Medical cadet's lifepath through two terms with fixed dice that meets every kind of log line
 * (rules/creation-events.ts): a category, honors, a promotion, a medal, Cross-Training, the choice
 * to begin play and the bonus assets.
 */
export function everyEventLifepath(): CreationState {
  const steps: [number[], string | string[] | undefined][] = [
    [[], "medicine"], [[1], undefined], [[2], undefined], [[8], undefined], [[], "physics"],
    [[16], undefined], [[3], "personalDevelopment"], [[4], "exploration"], [[], "driver"], [[], "continue"],
    [[15], undefined], [[18], undefined], [[9], undefined], [[7], "advancedTraining"], [[], "flight"], [[1], undefined],
  ];
  let s = newCreation(["gunnery"]);
  for (const [rolls, choice] of steps) s = applyStep(s, rolls, choice);
  // the term's other rolls on Personal Development (1-6 are assets), then begin play with the bonus assets
  for (let i = 0; s.step !== "done" && i < 100; i += 1) {
    const p = nextStep(s);
    if (s.step === "assetRoll") s = applyStep(s, [(i % 6) + 1], p.chooseCount > 0 ? "personalDevelopment" : undefined);
    else if (s.step === "bonusAssets") s = applyStep(s, [], p.choices.slice(0, p.chooseCount));
    else s = applyStep(s, [], s.step === "chooseContinue" ? "stop" : p.choices[0]);
  }
  return s;
}

/** The first state of each step met along lifepaths of fixed dice, trying tables in turn. */
function statesByStep(): Map<CreationStep, CreationState> {
  const found = new Map<CreationStep, CreationState>();
  for (let seed = 0; seed < 40 && found.size < CREATION_STEPS.length; seed += 1) {
    let s = newCreation(["gunnery"]);
    for (let i = 0; i < 400; i += 1) {
      if (!found.has(s.step)) found.set(s.step, s);
      if (s.step === "done") break;
      const p = nextStep(s);
      if (p.roll) {
        const face = p.roll.sides === 8 ? ((i * 3 + seed) % 8) + 1 : 8 + ((i + seed) % 13);
        s = applyStep(s, [face], p.chooseCount > 0 ? p.choices[(i + seed) % p.choices.length] : undefined);
      } else if (s.step === "bonusAssets") s = applyStep(s, [], p.choices.slice(0, p.chooseCount));
      else if (s.step === "chooseContinue") s = applyStep(s, [], s.term < 4 ? "continue" : "stop");
      else s = applyStep(s, [], p.choices[(seed + i) % p.choices.length]!);
    }
  }
  return found;
}

export function creationSamples(): Sample[] {
  const states = statesByStep();
  const pages: Sample[] = [...states.entries()]
    .filter(([step]) => step !== "done")
    .map(([step, state]) => ({
      id: `sp-creation-${step}`,
      title: `Space Patrol! creation wizard: ${step} (Guide 1.1-1.3)`,
      kind: "dialog" as const,
      template: "space-patrol/apps/creation-wizard.hbs",
      classes: "application starskirmish space-patrol sp-creation",
      width: CREATION_WIZARD_WIDTH,
      context: creationContext(state, { name: HOSTILE_NAME, canGoBack: step === "chooseCategoryAsset" || step === "chooseCrossTrainingBranch", words: galleryWords }),
    }));
  return [
    ...pages,
    cardSample("sp-command-card", "Space Patrol! chain of command: two rank-3 patrolmen tie on medals, the SPL's die decides (Guide 1.5)", "space-patrol/cards/chain-of-command.hbs", {
      rows: [
        { name: HOSTILE_NAME, rank: 3, points: 2, ties: "14", roleLabel: "STARSKIRMISH.SpacePatrol.Command.captain" },
        { name: "Rana Okafor", rank: 3, points: 2, ties: "9", roleLabel: "STARSKIRMISH.SpacePatrol.Command.numberTwo" },
        { name: "Ike Brandt", rank: 2, points: 3, ties: "", roleLabel: null },
      ],
    }),
    cardSample("sp-creation-card", "Space Patrol! creation card: a promotion roll on the lifepath", "space-patrol/cards/creation.hbs", { ...creationCardContext({ name: HOSTILE_NAME, term: 3, step: "promotion", roll: { count: 1, sides: 20, modifier: 2, asset: "leadership", formula: "1d20 + 2" }, faces: [14], note: creationEventText({ kind: "promotion", die: 14, modifier: 2, total: 16, ranks: 1, rank: 3, extraRolls: 2 }, galleryWords) }) }),
  ];
}
