/**
 * Creating a patrolman at the table (Guide 1.1-1.3), driving the pure lifepath of rules/creation.ts.
 * The state lives on the actor's flag after every step, so closing the wizard loses nothing and
 * reopening resumes. Rolls are real Rolls, each posted as a compact card; the player picks where the
 * Guide gives a choice. A step that made no roll can be taken back, one step; a rolled one never.
 * The patrolman's own data is written only when the lifepath is done, so cancelling leaves the actor
 * as it was. With the world setting on (Guide 1.1: "each player must choose a different branch"),
 * branches other players' patrolmen hold are refused. A stored lifepath that cannot be read is
 * never overwritten: every step refuses, naming the field at fault, and only the GM may discard it,
 * after a confirm (discardUnreadableCreation).
 */
import { creationCardContext } from "../view/creation-card";
import { flagRemoval, flagUpdate, readFlag } from "../../../system/flags";
import { escapeHtml, refused } from "../../../system/notify";
import { rollFormula } from "../../../system/real-dice";
import { postCard } from "../../../system/cards/post-card";
import { applyStep, newCreation, nextStep, type CreationState } from "../rules/creation";
import { assertCreationState, upgradeCreationState } from "../rules/creation-state";
import { BRANCH_IDS, type BranchId } from "../rules/creation-tables";
import { patrolmanFromCreation } from "../data/creation-result";
import { creationLogLineText } from "../view/creation-log-text";
import { foundryLogWords } from "./creation-log-words";
import { creationTables } from "./creation-table-source";
import { SP_CREATION_CARD } from "../cards/creation";
// the setting is registered at start-up (ruleset.ts), from the light settings file
import { distinctBranchesRequired } from "../models/settings";


declare module "../../../system/flags" {
  interface ActorFlags {
    /** Guide 1.1-1.3: a patrolman's lifepath in progress, and the state before its last unrolled step. */
    spCreation?: { state: CreationState; undo: CreationState | null };
  }
}

/** The lifepath stored on the actor: none, one that reads whole, or one whose `field` cannot be read. */
export type StoredCreationRead =
  | { readonly kind: "none" }
  | { readonly kind: "ready"; readonly state: CreationState; readonly undo: CreationState | null }
  | { readonly kind: "unreadable"; readonly field: string };

/**
 * Reads the lifepath stored on the actor, checked whole. One saved before the log held events is
 * read with its English notes kept as its lines. One that cannot be read says the field at fault
 * (the checks' RangeError names it first: "state.rank must be ..."), so nothing takes it for none.
 */
export function readStoredCreation(actor: Actor.Implementation): StoredCreationRead {
  const stored: unknown = readFlag(actor, "Actor", "spCreation");
  if (stored === undefined || stored === null) return { kind: "none" };
  if (typeof stored !== "object") return { kind: "unreadable", field: "spCreation" };
  const raw = stored as { state?: unknown; undo?: unknown };
  let state: unknown;
  let undo: unknown;
  try {
    state = upgradeCreationState(raw.state);
    undo = raw.undo === null || raw.undo === undefined ? raw.undo : upgradeCreationState(raw.undo);
    assertCreationState(state as CreationState);
    if (undo !== null && undo !== undefined) assertCreationState(undo as CreationState);
  } catch (err) {
    const field = err instanceof RangeError ? (err.message.split(" ")[0] ?? "state") : "state";
    return { kind: "unreadable", field: field === "" ? "state" : field };
  }
  return { kind: "ready", state: state as CreationState, undo: (undo as CreationState | null | undefined) ?? null };
}

/** The lifepath stored on the actor, checked whole; null when none is under way or it cannot be read (readStoredCreation tells which). */
export function storedCreation(actor: Actor.Implementation): { state: CreationState; undo: CreationState | null } | null {
  const read = readStoredCreation(actor);
  return read.kind === "ready" ? { state: read.state, undo: read.undo } : null;
}

/** The lifepath to step on, or a refusal: none under way, or one that cannot be read (kept as stored). */
function readyOrRefuse(actor: Actor.Implementation): { state: CreationState; undo: CreationState | null } | false {
  const read = readStoredCreation(actor);
  if (read.kind === "ready") return { state: read.state, undo: read.undo };
  return read.kind === "unreadable" ? refuseUnreadable(read.field) : refuse("notStarted");
}

function refuseUnreadable(field: string): false {
  return refused("STARSKIRMISH.SpacePatrol.Creation.refused.unreadable", { field });
}

/** Guide 1.1: the branches other players' patrolmen hold, when the world asks for different ones. */
function takenBranches(actor: Actor.Implementation): BranchId[] {
  if (!distinctBranchesRequired()) return [];
  const out = new Set<BranchId>();
  for (const other of game.actors?.contents ?? []) {
    if (other.id === actor.id || other.type !== "spPatrolman" || !other.hasPlayerOwner) continue;
    // the world's actors are the system's Actor class (init sets CONFIG.Actor.documentClass)
    const inProgress = storedCreation(other as Actor.Implementation)?.state.branch;
    const system = other.system as { branch?: unknown; serviceLog?: unknown[]; rank?: unknown };
    // one under way that has chosen, one the wizard made, or one typed by hand: every graduate is at
    // least rank 1 (Guide 1.1 honours), so a rank-0 cadet with no log has not chosen a branch yet
    const made = (Array.isArray(system.serviceLog) && system.serviceLog.length > 0) || (typeof system.rank === "number" && system.rank >= 1);
    const branch = inProgress ?? (made ? system.branch : null);
    if (typeof branch === "string" && (BRANCH_IDS as readonly string[]).includes(branch)) out.add(branch as BranchId);
  }
  return [...out];
}

async function save(actor: Actor.Implementation, state: CreationState, undo: CreationState | null): Promise<void> {
  if (state.step === "done") {
    // the lifepath is over: the patrolman takes what it made, and the work-in-progress goes
    // the log is kept as events, said in each reader's language; only lines of a lifepath begun
    // before events are kept as text, in this client's language
    const words = foundryLogWords();
    await actor.update({ system: patrolmanFromCreation(state, words.localize, words.format), ...flagRemoval("Actor", "spCreation") } as Actor.UpdateData);
    return;
  }
  await actor.update(flagUpdate("Actor", { spCreation: { state, undo } }));
}

/**
 * Starts the lifepath, or resumes the one under way; the state to show. A stored one that cannot
 * be read is refused, not replaced: it is the player's work, and the GM decides its fate.
 */
export async function beginCreation(actor: Actor.Implementation): Promise<CreationState | null> {
  const read = readStoredCreation(actor);
  if (read.kind === "ready") return read.state;
  if (read.kind === "unreadable") {
    refuseUnreadable(read.field);
    return null;
  }
  const state = newCreation(takenBranches(actor));
  await save(actor, state, null);
  return state;
}

/** Rolls the step's dice (on the table the player picked, for an asset roll) and applies them. */
export async function rollCreationStep(actor: Actor.Implementation, table?: string): Promise<boolean> {
  const stored = readyOrRefuse(actor);
  if (!stored) return false;
  const tables = await creationTables();
  const prompt = nextStep(stored.state, tables);
  if (!prompt.roll) return refuse("chooseFirst");
  if (prompt.chooseCount > 0 && !(typeof table === "string" && prompt.choices.includes(table))) return refuse("pickTable");
  const { roll, faces } = await rollFormula(`${prompt.roll.count}d${prompt.roll.sides}`);
  const next = applyStep(stored.state, faces, prompt.chooseCount > 0 ? table : undefined, tables);
  // the roll's own line, and the end's lines after it when the roll ends generation (Guide 1.2, 1.3)
  const words = foundryLogWords();
  const note = next.log.slice(stored.state.log.length).map((entry) => creationLogLineText(entry, words)).join(" ");
  await postCard(SP_CREATION_CARD, {
    actor,
    rolls: [roll],
    context: creationCardContext({ name: actor.name ?? "", term: stored.state.term, step: stored.state.step, roll: prompt.roll, faces, note }),
  });
  // Guide: no going back once the dice have spoken
  await save(actor, next, null);
  return true;
}

/** Applies the player's choice at a step that rolls nothing; the step before it can be taken back. */
export async function chooseCreationStep(actor: Actor.Implementation, choice: string | readonly string[]): Promise<boolean> {
  const stored = readyOrRefuse(actor);
  if (!stored) return false;
  const tables = await creationTables();
  const prompt = nextStep(stored.state, tables);
  if (prompt.roll) return refuse("rollFirst");
  if (stored.state.step === "chooseBranch" && typeof choice === "string" && stored.state.takenBranches.includes(choice as BranchId)) return refuse("branchTaken");
  let next: CreationState;
  try {
    next = applyStep(stored.state, [], choice, tables);
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    return refuse(stored.state.step === "chooseCrossTrainingBranch" ? "crossTraining" : "notAllowed");
  }
  await save(actor, next, stored.state);
  return true;
}

/** Takes back the last step, if it rolled nothing. */
export async function backCreationStep(actor: Actor.Implementation): Promise<boolean> {
  const stored = readyOrRefuse(actor);
  if (!stored) return false;
  if (!stored.undo) return refuse("cannotGoBack");
  await save(actor, stored.undo, null);
  return true;
}

/**
 * The GM discards a stored lifepath that cannot be read, after confirming it; the owner cannot.
 * The data is the player's half-made character and may only be unreadable for a fault the GM can
 * mend (a hand edit, an older or newer system); the GM sees what is at stake and rules whether the
 * player begins anew, as with any lost roll. True when it was discarded.
 */
export async function discardUnreadableCreation(actor: Actor.Implementation): Promise<boolean> {
  const read = readStoredCreation(actor);
  if (read.kind !== "unreadable") return false;
  if (!game.user?.isGM) return refused("STARSKIRMISH.SpacePatrol.Creation.refused.discardGmOnly");
  const i18n = game.i18n!;
  const yes = await foundry.applications.api.DialogV2.confirm({
    window: { title: i18n.localize("STARSKIRMISH.SpacePatrol.Creation.discard.title") },
    content: `<p>${i18n.format("STARSKIRMISH.SpacePatrol.Creation.discard.body", { name: escapeHtml(actor.name ?? ""), field: escapeHtml(read.field) })}</p>`,
  });
  // read again: the flag may have been mended or replaced while the dialog was open
  if (yes !== true || readStoredCreation(actor).kind !== "unreadable") return false;
  await actor.update(flagRemoval("Actor", "spCreation"));
  return true;
}

/** Abandons the lifepath: the patrolman is as it was before it began. */
export async function cancelCreation(actor: Actor.Implementation): Promise<void> {
  if (readFlag(actor, "Actor", "spCreation") !== undefined) await actor.update(flagRemoval("Actor", "spCreation"));
}

function refuse(key: string): false {
  return refused(`STARSKIRMISH.SpacePatrol.Creation.refused.${key}`);
}
