/**
 * The creation wizard (Guide 1.1-1.3): a window over one patrolman that shows the step of their
 * lifepath and its choices, rolls, takes back an unrolled step, and cancels. Everything it does goes
 * through actions/creation-run.ts, which keeps the state on the actor; the window only shows it, so
 * closing it loses nothing. A stored lifepath that cannot be read opens no window: the GM is asked
 * whether to discard it, anyone else is told why. createPatrolman is the Actors directory's
 * "Create patrolman" (create-button.ts).
 */
import type { DeepPartial } from "fvtt-types/utils";
import { TEMPLATE_ROOT } from "../../../system/constants";
import { backCreationStep, beginCreation, cancelCreation, chooseCreationStep, discardUnreadableCreation, readStoredCreation, rollCreationStep, storedCreation } from "../actions/creation-run";
import { CREATION_WIZARD_WIDTH, creationContext } from "../view/creation-view";
import { creationTables } from "../actions/creation-table-source";
import { foundryLogWords } from "../actions/creation-log-words";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type Context = ReturnType<typeof creationContext> & foundry.applications.api.ApplicationV2.RenderContext;

export class CreationWizard extends HandlebarsApplicationMixin(ApplicationV2)<Context> {
  static override DEFAULT_OPTIONS: DeepPartial<foundry.applications.api.ApplicationV2.Configuration> = {
    classes: ["starskirmish", "space-patrol", "sp-creation"],
    position: { width: CREATION_WIZARD_WIDTH, height: 640 },
    window: { title: "STARSKIRMISH.SpacePatrol.Creation.title", resizable: true },
    actions: {
      roll: CreationWizard.#onRoll,
      choose: CreationWizard.#onChoose,
      chooseMany: CreationWizard.#onChooseMany,
      back: CreationWizard.#onBack,
      cancel: CreationWizard.#onCancel,
    },
  };

  static override PARTS = {
    main: { template: `${TEMPLATE_ROOT}/space-patrol/apps/creation-wizard.hbs`, scrollable: [".sp-creation-log"] },
  };

  readonly actor: Actor.Implementation;

  constructor(actor: Actor.Implementation, options: DeepPartial<foundry.applications.api.ApplicationV2.Configuration> = {}) {
    super({ ...options, id: `sp-creation-${actor.id ?? "new"}` });
    this.actor = actor;
  }

  /**
   * Opens the wizard over the patrolman, starting their lifepath or resuming it; null when a stored
   * one cannot be read and stays (the GM is offered to discard it first).
   */
  static async open(actor: Actor.Implementation): Promise<CreationWizard | null> {
    if (game.user?.isGM && readStoredCreation(actor).kind === "unreadable") await discardUnreadableCreation(actor);
    if ((await beginCreation(actor)) === null) return null;
    const app = new CreationWizard(actor);
    await app.render({ force: true });
    return app;
  }

  override async _prepareContext(options: DeepPartial<foundry.applications.api.ApplicationV2.RenderOptions> & { isFirstRender: boolean }): Promise<Context> {
    const base = await super._prepareContext(options);
    const stored = storedCreation(this.actor);
    const state = stored?.state ?? (await beginCreation(this.actor));
    if (!state) {
      // the stored lifepath became unreadable while the window was open: beginCreation said why
      void this.close();
      throw new Error(`The lifepath of ${this.actor.name ?? ""} cannot be read; it is kept as stored`);
    }
    return Object.assign(base, creationContext(state, { name: this.actor.name ?? "", canGoBack: stored?.undo != null, tables: await creationTables(), words: foundryLogWords() }));
  }

  /** After a step: show the next, or close when the lifepath is done. */
  private async after(): Promise<void> {
    if (storedCreation(this.actor)) await this.render();
    else await this.close();
  }

  static async #onRoll(this: CreationWizard): Promise<void> {
    const table = this.element.querySelector<HTMLSelectElement>("select[name=table]")?.value;
    if (await rollCreationStep(this.actor, table)) await this.after();
  }

  static async #onChoose(this: CreationWizard, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (await chooseCreationStep(this.actor, target.dataset.value ?? "")) await this.after();
  }

  static async #onChooseMany(this: CreationWizard): Promise<void> {
    const picked = [...this.element.querySelectorAll<HTMLInputElement>("input[name=pick]:checked")].map((i) => i.value);
    if (await chooseCreationStep(this.actor, picked)) await this.after();
  }

  static async #onBack(this: CreationWizard): Promise<void> {
    if (await backCreationStep(this.actor)) await this.render();
  }

  static async #onCancel(this: CreationWizard): Promise<void> {
    await cancelCreation(this.actor);
    await this.close();
  }
}

/** Guide 1.1-1.3: a new patrolman, owned by the user who makes them, with the wizard over them at once. */
export async function createPatrolman(): Promise<void> {
  const name = game.i18n!.localize("STARSKIRMISH.SpacePatrol.Creation.newName");
  const actor = await Actor.implementation.create({ name, type: "spPatrolman" } as never);
  if (actor) await CreationWizard.open(actor as Actor.Implementation);
}
