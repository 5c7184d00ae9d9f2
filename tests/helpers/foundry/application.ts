/**
 * ApplicationV2, HandlebarsApplicationMixin and the document sheets as v13 renders them
 * (client/applications/api/application.d.mts, handlebars-application.d.mts, document-sheet.d.mts):
 * DEFAULT_OPTIONS merged down the class chain (arrays joined, objects merged), `render` asking
 * `_prepareContext(options)` once and `_preparePartContext(partId, context, options)` for each of
 * the `PARTS`, each part's template rendered through foundry.applications.handlebars.renderTemplate
 * and required to give one root element, then `_onRender` and the render hooks. A click on a
 * `[data-action]` element calls `options.actions[name]` with `this` the application and
 * `(event, target)`, as v13 does; Foundry does not await it, so the stand-in keeps the promise for
 * tests to settle. Tabs follow v13 too: `static TABS` groups, `tabGroups` starting at each group's
 * `initial`, `_prepareTabs(group)` giving each tab its `active` state, `cssClass` and prefixed label,
 * and a click on `[data-action="tab"]` calling `changeTab`, which marks the nav item (a child of
 * `.tabs`) and the `.tab` section of that group active. An application whose tag is "form" listens
 * for its form's `submit` and `change` as v13 does: a change submits when `options.form.submitOnChange`
 * (not awaited, as in v13; the stand-in keeps the promise in `submitCalls`), and a submit reads the
 * form into a FormDataExtended and calls `options.form.handler` with the application as `this`,
 * showing a failure as an error notification. The document sheets are in document-sheet.ts.
 */
import type { StandInHooks } from "./hooks";
import { FormDataExtended } from "./form-data";

/** As fvtt-types declares ApplicationV2.FormSubmission: called with the application as `this`. */
export type FormSubmission = (event: Event | SubmitEvent, form: HTMLFormElement, formData: FormDataExtended, submitOptions?: Record<string, unknown>) => Promise<void>;

/** As fvtt-types declares ApplicationV2.FormConfiguration. */
export interface FormConfiguration {
  handler?: FormSubmission;
  submitOnChange?: boolean;
  closeOnSubmit?: boolean;
}

/** As fvtt-types declares it: called with the application as `this`, which the type leaves to the handler. */
export type ClickAction = (event: PointerEvent, target: HTMLElement) => unknown;
type ActionEntry = ClickAction | { handler: ClickAction; buttons: number[] };

export interface ApplicationOptions {
  id: string;
  classes: string[];
  tag: string;
  window: Record<string, unknown>;
  actions: Record<string, ActionEntry>;
  position: Record<string, unknown>;
  form?: FormConfiguration;
  [option: string]: unknown;
}

export interface RenderOptions {
  force?: boolean;
  isFirstRender?: boolean;
  parts?: string[];
  [option: string]: unknown;
}

/** As fvtt-types declares ApplicationV2.TabsConfiguration and Tab. */
export interface TabsConfiguration {
  tabs: { id: string; cssClass?: string; icon?: string | null; label?: string | null }[];
  initial?: string | null;
  labelPrefix?: string | null;
}
export interface Tab {
  id: string;
  group: string;
  active: boolean;
  cssClass: string;
  icon?: string | null;
  label?: string | null;
}

export interface TemplatePart {
  template: string;
  classes?: string[];
  scrollable?: string[];
  templates?: string[];
}

/** What the stand-in needs of Foundry's globals: the renderer and the hooks. */
interface Globals {
  foundry: { applications: { handlebars: { renderTemplate(path: string, context: object): Promise<string> } } };
  Hooks: StandInHooks;
  game: { user?: unknown };
  ui: { notifications: { error(message: string): void } };
}
export const globals = () => globalThis as unknown as Globals;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

let nextAppId = 1;

export class ApplicationV2 {
  static BASE_APPLICATION: typeof ApplicationV2 = ApplicationV2;
  static DEFAULT_OPTIONS: Partial<ApplicationOptions> = {
    id: "app-{id}",
    classes: [],
    tag: "div",
    window: { frame: true, positioned: true, title: "", resizable: false },
    actions: {},
    position: {},
  };
  static TABS: Record<string, TabsConfiguration> = {};

  readonly options: ApplicationOptions;
  /** The active tab of each group, as changeTab last set it. */
  tabGroups: Record<string, string | null> = {};
  #element: HTMLElement | null = null;
  #renderCount = 0;
  /** Promises returned by action handlers, which Foundry starts and does not wait for. */
  readonly actionCalls: Promise<unknown>[] = [];
  /** Form submissions a change started, which Foundry does not wait for either. */
  readonly submitCalls: Promise<void>[] = [];

  constructor(options: Partial<ApplicationOptions> = {}) {
    this.options = this._initializeApplicationOptions(options);
  }

  /** Merges DEFAULT_OPTIONS from ApplicationV2 down to this class, then the given options. */
  protected _initializeApplicationOptions(options: Partial<ApplicationOptions>): ApplicationOptions {
    const chain: Partial<ApplicationOptions>[] = [options];
    for (let cls = this.constructor as typeof ApplicationV2; cls; cls = Object.getPrototypeOf(cls) as typeof ApplicationV2) {
      if (Object.hasOwn(cls, "DEFAULT_OPTIONS")) chain.unshift(cls.DEFAULT_OPTIONS);
      if (cls === ApplicationV2) break;
    }
    const merged: Record<string, unknown> = {};
    for (const opts of chain) {
      for (const [key, value] of Object.entries(opts)) {
        const prior = merged[key];
        if (Array.isArray(prior) && Array.isArray(value)) prior.push(...value);
        else if (isObject(prior) && isObject(value)) Object.assign(prior, value);
        else merged[key] = Array.isArray(value) ? [...value] : isObject(value) ? { ...value } : value;
      }
    }
    merged.id = String(merged.id ?? "app-{id}").replace("{id}", String(nextAppId++));
    return merged as ApplicationOptions;
  }

  get id(): string {
    return this.options.id;
  }

  get element(): HTMLElement {
    if (!this.#element) throw new Error(`${this.constructor.name} has not been rendered`);
    return this.#element;
  }

  get rendered(): boolean {
    return this.#element !== null;
  }

  /** v13: the application's element when its tag is "form", else none. */
  get form(): HTMLFormElement | null {
    return this.#element instanceof HTMLFormElement ? this.#element : null;
  }

  /** v13: submits the form as a submit event would, with options for the handler. */
  async submit(submitOptions: Record<string, unknown> = {}): Promise<void> {
    const form = this.form;
    const handler = this.options.form?.handler;
    if (!form || !handler) return;
    await handler.call(this, new Event("submit"), form, new FormDataExtended(form), submitOptions);
  }

  /** v13: reads the form and hands it to the configured handler; a failure is shown, not thrown. */
  protected async _onSubmitForm(formConfig: FormConfiguration, event: Event | SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = this.form;
    if (!form || !formConfig.handler) return;
    try {
      await formConfig.handler.call(this, event, form, new FormDataExtended(form));
    } catch (err) {
      globals().ui.notifications.error(err instanceof Error ? err.message : String(err));
      return;
    }
    if (formConfig.closeOnSubmit) await this.close();
  }

  /** v13: a changed control submits the form when the form configuration asks for it; not awaited. */
  protected _onChangeForm(formConfig: FormConfiguration, event: Event): void {
    if (formConfig.submitOnChange) this.submitCalls.push(this._onSubmitForm(formConfig, event));
  }

  async render(options: RenderOptions | boolean = {}): Promise<this> {
    const opts: RenderOptions = typeof options === "boolean" ? { force: options } : { ...options };
    opts.isFirstRender = this.#element === null;
    this._configureRenderOptions(opts);
    const context = await this._prepareContext(opts as RenderOptions & { isFirstRender: boolean });
    await this._preRender(context, opts);
    const result = await this._renderHTML(context, opts);
    if (opts.isFirstRender) this.#element = await this._renderFrame(opts);
    const content = this.#element!.querySelector<HTMLElement>(".window-content") ?? this.#element!;
    this._replaceHTML(result, content, opts);
    if (opts.isFirstRender) {
      this.#attachListeners();
      await this._onFirstRender(context, opts);
    }
    await this._onRender(context, opts);
    this.#renderCount++;
    this.#callRenderHooks(context, opts);
    return this;
  }

  /** How often the application has rendered. */
  get renderCount(): number {
    return this.#renderCount;
  }

  protected _configureRenderOptions(_options: RenderOptions): void {}

  protected async _prepareContext(_options: RenderOptions & { isFirstRender: boolean }): Promise<Record<string, unknown>> {
    return {};
  }

  protected async _preRender(_context: object, _options: RenderOptions): Promise<void> {}

  protected async _renderHTML(_context: object, _options: RenderOptions): Promise<unknown> {
    throw new Error(`${this.constructor.name} must implement _renderHTML`);
  }

  protected _replaceHTML(_result: unknown, _content: HTMLElement, _options: RenderOptions): void {
    throw new Error(`${this.constructor.name} must implement _replaceHTML`);
  }

  protected async _renderFrame(_options: RenderOptions): Promise<HTMLElement> {
    const element = document.createElement(this.options.tag);
    element.id = this.id;
    element.classList.add("application", ...this.options.classes);
    const content = document.createElement("section");
    content.className = "window-content";
    element.append(content);
    return element;
  }

  protected async _onFirstRender(_context: object, _options: RenderOptions): Promise<void> {}

  protected async _onRender(_context: object, _options: RenderOptions): Promise<void> {}

  protected _getTabsConfig(group: string): TabsConfiguration | null {
    return (this.constructor as typeof ApplicationV2).TABS[group] ?? null;
  }

  /** Each tab of the group, the active one (the group's initial until changed) marked. */
  protected _prepareTabs(group: string): Record<string, Tab> {
    const { tabs, labelPrefix, initial = null } = this._getTabsConfig(group) ?? { tabs: [] };
    this.tabGroups[group] ??= initial ?? null;
    const prepared: Record<string, Tab> = {};
    for (const { id, cssClass, ...config } of tabs) {
      const active = this.tabGroups[group] === id;
      const tab: Tab = { group, id, active, cssClass: [cssClass, active ? "active" : ""].filter(Boolean).join(" "), ...config };
      if (labelPrefix) tab.label ??= `${labelPrefix}.${id}`;
      prepared[id] = tab;
    }
    return prepared;
  }

  /** Shows one tab of a group: its nav item and its section active, the others not. */
  changeTab(tab: string, group: string, { force = false }: { force?: boolean } = {}): void {
    if (!tab || !group) throw new Error("You must pass both the tab and tab group identifier");
    if (this.tabGroups[group] === tab && !force) return;
    const items = [...this.element.querySelectorAll<HTMLElement>(`.tabs > [data-group="${group}"]`)];
    if (!items.some((t) => t.dataset.tab === tab)) throw new Error(`No matching tab element found for group "${group}" and tab "${tab}"`);
    for (const t of items) t.classList.toggle("active", t.dataset.tab === tab);
    for (const section of this.element.querySelectorAll<HTMLElement>(`.tab[data-group="${group}"]`)) section.classList.toggle("active", section.dataset.tab === tab);
    this.tabGroups[group] = tab;
  }

  /** A click on a tab's nav item: that tab, unless it is already active. */
  protected _onClickTab(event: PointerEvent): void {
    const button = (event.target as HTMLElement).closest<HTMLElement>("[data-tab]");
    const tab = button?.dataset.tab;
    if (!button || !tab || button.classList.contains("active")) return;
    this.changeTab(tab, button.dataset.group ?? "");
  }

  /** Called for a [data-action] with no handler in options.actions. */
  protected _onClickAction(_event: PointerEvent, _target: HTMLElement): void {}

  async close(): Promise<this> {
    this.#element?.remove();
    this.#element = null;
    return this;
  }

  #attachListeners(): void {
    const onClick = (event: Event) => {
      const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
      if (target) this.#onClickAction(event as PointerEvent, target);
    };
    this.#element!.addEventListener("click", onClick);
    this.#element!.addEventListener("contextmenu", onClick);
    if (this.options.tag !== "form") return;
    const formConfig = this.options.form ?? {};
    this.#element!.addEventListener("submit", (event) => void this._onSubmitForm(formConfig, event));
    this.#element!.addEventListener("change", (event) => this._onChangeForm(formConfig, event));
  }

  #onClickAction(event: PointerEvent, target: HTMLElement): void {
    // v13 handles the "tab" action itself (_onClickTab), before the configured actions
    if (target.dataset.action === "tab") {
      this._onClickTab(event);
      return;
    }
    const entry = this.options.actions[target.dataset.action ?? ""];
    if (!entry) {
      this._onClickAction(event, target);
      return;
    }
    const { handler, buttons } = typeof entry === "function" ? { handler: entry, buttons: [0] } : entry;
    if (!buttons.includes(event.button ?? 0)) return;
    this.actionCalls.push(Promise.resolve(handler.call(this, event, target)));
  }

  /** render<Class> for each class from this one up to ApplicationV2, as v13 fires them. */
  #callRenderHooks(context: object, options: RenderOptions): void {
    for (let cls = this.constructor as typeof ApplicationV2; cls; cls = Object.getPrototypeOf(cls) as typeof ApplicationV2) {
      if (cls.name) globals().Hooks.callAll(`render${cls.name}`, this, this.element, context, options);
      if (cls === ApplicationV2) break;
    }
  }
}

/** Any class made from ApplicationV2, as a mixin's base. */
type AppClass = abstract new (...args: any[]) => ApplicationV2; // eslint-disable-line @typescript-eslint/no-explicit-any -- a mixin's base constructor must take any[] (TS2545)

export function HandlebarsApplicationMixin<Base extends AppClass>(BaseApplication: Base) {
  abstract class HandlebarsApplication extends BaseApplication {
    static PARTS: Record<string, TemplatePart> = {};
    #parts: Record<string, HTMLElement> = {};

    get parts(): Record<string, HTMLElement> {
      return this.#parts;
    }

    protected override _configureRenderOptions(options: RenderOptions): void {
      super._configureRenderOptions(options);
      const all = Object.keys(this._configureRenderParts(options));
      // The first render draws every part; later ones may ask for some.
      options.parts = options.isFirstRender || !options.parts ? all : options.parts.filter((p) => all.includes(p));
    }

    protected _configureRenderParts(_options: RenderOptions): Record<string, TemplatePart> {
      return structuredClone((this.constructor as unknown as { PARTS: Record<string, TemplatePart> }).PARTS);
    }

    protected override async _renderHTML(context: Record<string, unknown>, options: RenderOptions): Promise<Record<string, HTMLElement>> {
      const parts = this._configureRenderParts(options);
      const rendered: Record<string, HTMLElement> = {};
      for (const partId of options.parts ?? []) {
        const part = parts[partId];
        if (!part) throw new Error(`Part "${partId}" is not a part of ${this.constructor.name}`);
        const partContext = await this._preparePartContext(partId, context, options);
        const html = await globals().foundry.applications.handlebars.renderTemplate(part.template, partContext);
        rendered[partId] = this.#parsePart(partId, part, html);
      }
      return rendered;
    }

    protected async _preparePartContext(partId: string, context: Record<string, unknown>, _options: RenderOptions): Promise<Record<string, unknown>> {
      context.partId = `${this.id}-${partId}`;
      return context;
    }

    protected override _replaceHTML(result: unknown, content: HTMLElement, _options: RenderOptions): void {
      for (const [partId, element] of Object.entries(result as Record<string, HTMLElement>)) {
        const prior = content.querySelector(`[data-application-part="${partId}"]`);
        if (prior) prior.replaceWith(element);
        else content.append(element);
        this.#parts[partId] = element;
      }
    }

    /** v13 refuses a part whose template does not render exactly one element. */
    #parsePart(partId: string, part: TemplatePart, html: string): HTMLElement {
      const template = document.createElement("template");
      template.innerHTML = html;
      if (template.content.children.length !== 1) throw new Error(`Template part "${partId}" must render a single HTML element.`);
      const element = template.content.firstElementChild as HTMLElement;
      element.dataset.applicationPart = partId;
      if (part.classes) element.classList.add(...part.classes);
      return element;
    }
  }
  return HandlebarsApplication;
}
