/**
 * A rule set's table: everything it needs only once something is played (its card kinds with
 * their buttons, actions, rules, views and templates), a chunk of its own that loads the first
 * time a sheet opens, a card button is pressed or a hook needs it. A world starts on the module
 * alone (DESIGN.md, budgets: at most 60 KB of script at load); what must answer at once (data
 * models, sheet classes, hooks that may refuse a change) stays in the module.
 */
import type { CardKindRegistration } from "./cards/card-registry";
import { registerCardKinds } from "./cards/card-registry";
import { loadRuleSetTemplates } from "./templates";
import { activeRuleSet, allRuleSets, ruleSetOfType } from "./registry";

/** What the kit itself reads from a loaded table; a rule set's table module exports more for its own glue. */
export interface RuleSetTable {
  /** Every card kind the rule set posts, with the handlers of its buttons (cards/index.ts). */
  readonly cardKinds?: readonly CardKindRegistration[];
}

/**
 * Loads a rule set's table once, with its templates, and registers its card kinds. A failed load
 * (the network, say) is forgotten, so the next use tries again.
 */
export class LazyTable<T extends RuleSetTable = RuleSetTable> {
  readonly #ruleSetId: string;
  readonly #load: () => Promise<T>;
  #loading: Promise<T> | null = null;
  #loaded: T | null = null;

  constructor(ruleSetId: string, load: () => Promise<T>) {
    this.#ruleSetId = ruleSetId;
    this.#load = load;
  }

  /** The table, loading it (and the rule set's templates) the first time. */
  load(): Promise<T> {
    this.#loading ??= Promise.all([this.#load(), loadRuleSetTemplates(this.#ruleSetId)]).then(
      ([table]) => {
        registerCardKinds(table.cardKinds ?? []);
        this.#loaded = table;
        return table;
      },
      (err: unknown) => {
        this.#loading = null;
        throw err;
      },
    );
    return this.#loading;
  }

  /**
   * For a hook whose answer nobody reads: does `work` once the table has loaded (at once when it
   * has), reporting a failure on the console as Foundry reports a hook's.
   */
  whenLoaded(work: (table: T) => unknown): void {
    const report = (err: unknown) => console.error(`Star Skirmish: ${this.#ruleSetId}`, err);
    const loaded = this.#loaded;
    if (!loaded) {
      this.load().then(work).catch(report);
      return;
    }
    // loaded: the work starts within the hook, as it did before the table was split off
    try {
      void Promise.resolve(work(loaded)).catch(report);
    } catch (err) {
      report(err);
    }
  }

  /** The table if it has loaded: for the few callers that must answer at once, after a render loaded it. */
  get loaded(): T | null {
    return this.#loaded;
  }
}

/**
 * Loads the table of the rule set a document type belongs to, so its sheet's templates are in
 * before the sheet renders; shared types (formations) need none.
 */
export async function loadTableOfType(documentName: "Actor" | "Item", type: string): Promise<void> {
  await ruleSetOfType(documentName, type)?.ruleSet.table?.load();
}

/** Loads the world's rule set's table: its card kinds, before a card's button can run. */
export async function loadActiveTable(): Promise<void> {
  await activeRuleSet().table?.load();
}

/**
 * Loads the table of the rule set a card names (a card kept from before the world changed rule
 * set), or the world's own when it names none the system knows. Which table loads decides
 * nothing: a button still runs only through the kind registered under the card's kind id.
 */
export async function loadTableOfRuleSet(ruleSetId: string): Promise<void> {
  const named = allRuleSets().find((rs) => rs.definition.id === ruleSetId);
  await (named ?? activeRuleSet()).table?.load();
}

/**
 * For a hook that must answer at once (a pre-hook that may refuse a change): the answer of
 * `check` on the loaded table. Before the table has loaded, the change is refused with a notice
 * and the table loads, so the next try is checked: nothing goes through unchecked. A token's
 * table starts loading as soon as it is selected (preloadOnControl), well before a drag ends.
 */
export function checkedOnceLoaded<T extends RuleSetTable>(table: LazyTable<T>, check: (loaded: T) => boolean): boolean {
  const loaded = table.loaded;
  if (loaded) return check(loaded);
  void table.load().catch((err: unknown) => console.error(err));
  ui.notifications?.warn("STARSKIRMISH.Error.rulesLoading", { localize: true });
  return false;
}

/** Starts loading the world's rule set's table when a user selects a token, before they move it. */
export function preloadOnControl(): void {
  Hooks.on("controlToken", (_token, controlled) => {
    if (controlled) void loadActiveTable().catch((err: unknown) => console.error(err));
  });
}
