// @vitest-environment happy-dom
// The Hooks and ApplicationV2 stand-ins keep v13's contract (client/helpers/hooks.d.mts,
// client/applications/api/application.d.mts, handlebars-application.d.mts): once-hooks run once,
// `call` stops at false, a throwing callback is reported not thrown, a known hook fired with the
// wrong arguments is refused; an application merges DEFAULT_OPTIONS down its classes, renders
// each PART from _prepareContext and _preparePartContext, and calls a data-action's handler with
// the application as `this` and (event, target).
import { beforeEach, describe, expect, it } from "vitest";
import { StandInHooks, hookFirer } from "./hooks";
import { ApplicationV2, HandlebarsApplicationMixin, type ApplicationOptions, type RenderOptions } from "./application";

describe("Hooks", () => {
  it("runs once-hooks once, stops `call` at the first false, and turns callbacks off by id or function", () => {
    const hooks = new StandInHooks();
    const seen: string[] = [];
    hooks.once("ready", () => void seen.push("once"));
    const id = hooks.on("ready", () => void seen.push("by id"));
    const fn = () => void seen.push("by fn");
    hooks.on("ready", fn);
    hooks.callAll("ready");
    hooks.off("ready", id);
    hooks.off("ready", fn);
    hooks.callAll("ready");
    expect(seen).toEqual(["once", "by id", "by fn"]);
    hooks.on("preCreateItem", () => false);
    hooks.on("preCreateItem", () => void seen.push("after false"));
    expect(hooks.call("preCreateItem", {}, {}, {}, "u1")).toBe(false);
    expect(seen).not.toContain("after false");
  });

  it("reports a callback's error instead of throwing it, as Foundry does", () => {
    const hooks = new StandInHooks();
    hooks.on("ready", () => {
      throw new Error("boom");
    });
    const before = console.error;
    console.error = () => undefined;
    try {
      expect(hooks.callAll("ready")).toBe(true);
    } finally {
      console.error = before;
    }
    expect(hooks.errors.map((e) => (e.error as Error).message)).toEqual(["boom"]);
  });

  it("refuses a hook the system uses fired with other arguments than v13 passes", () => {
    const hooks = new StandInHooks();
    expect(() => hooks.callAll("createActiveEffect", {})).toThrow(/3 arguments, not 1/);
    expect(() => hooks.callAll("renderTokenHUD", {}, document.createElement("div"))).toThrow(/4 arguments, not 2/);
    const fire = hookFirer(hooks);
    const got: unknown[][] = [];
    hooks.on("updateActor", (...args: unknown[]) => void got.push(args));
    fire.updated({ documentName: "Actor" }, { name: "x" }, "u1");
    expect(got[0]).toHaveLength(4);
    expect(got[0]![3]).toBe("u1");
  });
});

interface Rendered {
  path: string;
  context: Record<string, unknown>;
}

describe("ApplicationV2 with HandlebarsApplicationMixin", () => {
  let rendered: Rendered[];
  let hooks: StandInHooks;
  beforeEach(() => {
    rendered = [];
    hooks = new StandInHooks();
    const g = globalThis as Record<string, unknown>;
    g.Hooks = hooks;
    g.game = { user: null };
    g.foundry = {
      applications: {
        handlebars: {
          async renderTemplate(path: string, context: Record<string, unknown>) {
            rendered.push({ path, context });
            return path === "bad" ? "<p>one</p><p>two</p>" : `<section class="${path}">${String(context.title)} ${String(context.partId)}</section>`;
          },
        },
      },
    };
  });

  class Base extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = { classes: ["base"], actions: { base: Base.#onBase }, window: { title: "Base" } };
    static override PARTS = { header: { template: "head" }, body: { template: "body", classes: ["extra"] } };
    clicks: { self: unknown; target: string | undefined }[] = [];
    partsSeen: string[] = [];

    static #onBase(this: Base, _event: PointerEvent, target: HTMLElement): void {
      this.clicks.push({ self: this, target: target.dataset.action });
    }

    protected override async _prepareContext(): Promise<Record<string, unknown>> {
      return { title: "Hello" };
    }

    protected override async _preparePartContext(partId: string, context: Record<string, unknown>, options: RenderOptions): Promise<Record<string, unknown>> {
      this.partsSeen.push(partId);
      return super._preparePartContext(partId, context, options);
    }
  }
  class Child extends Base {
    static override DEFAULT_OPTIONS: Partial<ApplicationOptions> = { classes: ["child"], actions: { child: Child.#onChild }, window: { resizable: true } };
    static #onChild(this: Child, event: PointerEvent): void {
      this.clicks.push({ self: this, target: `child:${event.button}` });
    }
    unhandled: string[] = [];
    protected override _onClickAction(_event: PointerEvent, target: HTMLElement): void {
      this.unhandled.push(target.dataset.action ?? "");
    }
  }

  it("merges DEFAULT_OPTIONS down the classes: lists joined, objects merged", () => {
    const app = new Child();
    expect(app.options.classes).toEqual(["base", "child"]);
    expect(Object.keys(app.options.actions)).toEqual(["base", "child"]);
    expect(app.options.window).toMatchObject({ title: "Base", resizable: true });
  });

  it("renders each part from the prepared context, in order, into the window, and fires render hooks with 4 arguments", async () => {
    const app = new Child();
    const hookArgs: unknown[][] = [];
    hooks.on("renderChild", (...args: unknown[]) => void hookArgs.push(args));
    await app.render(true);
    expect(app.partsSeen).toEqual(["header", "body"]);
    expect(rendered.map((r) => r.path)).toEqual(["head", "body"]);
    const parts = [...app.element.querySelectorAll<HTMLElement>("[data-application-part]")];
    expect(parts.map((p) => p.dataset.applicationPart)).toEqual(["header", "body"]);
    expect(parts[1]!.classList.contains("extra")).toBe(true);
    expect(parts[0]!.textContent).toBe(`Hello ${app.id}-header`);
    expect(hookArgs).toHaveLength(1);
    expect(hookArgs[0]![0]).toBe(app);
    expect(hookArgs[0]![1]).toBe(app.element);
    expect(hookArgs[0]).toHaveLength(4);
  });

  it("refuses a part whose template does not give one element", async () => {
    class Bad extends HandlebarsApplicationMixin(ApplicationV2) {
      static override PARTS = { main: { template: "bad" } };
    }
    await expect(new Bad().render(true)).rejects.toThrow(/must render a single HTML element/);
  });

  it("calls a data-action's handler with the application as this and (event, target); other buttons and unknown actions go elsewhere", async () => {
    const app = new Child();
    await app.render(true);
    const button = (action: string) => {
      const b = document.createElement("button");
      b.dataset.action = action;
      b.innerHTML = "<span>inner</span>";
      app.element.querySelector(".window-content")!.append(b);
      return b;
    };
    button("base").querySelector("span")!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    button("child").dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, button: 2 }));
    button("nothing").dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    await Promise.all(app.actionCalls);
    // the right click is not a button the action takes (v13 defaults to the left button)
    expect(app.clicks).toEqual([{ self: app, target: "base" }]);
    expect(app.unhandled).toEqual(["nothing"]);
  });
  it("plays v13 tabs: the initial tab active with a prefixed label, a nav click changing it, an active one or an unknown tab refused", async () => {
    class Tabbed extends Base {
      static override TABS = { primary: { tabs: [{ id: "one" }, { id: "two", cssClass: "wide" }], initial: "one", labelPrefix: "T" } };
      tabs: Record<string, unknown> = {};
      protected override async _prepareContext(): Promise<Record<string, unknown>> {
        this.tabs = this._prepareTabs("primary");
        return { title: "Tabs" };
      }
    }
    const app = new Tabbed();
    await app.render(true);
    expect(app.tabs).toEqual({
      one: { group: "primary", id: "one", active: true, cssClass: "active", label: "T.one" },
      two: { group: "primary", id: "two", active: false, cssClass: "wide", label: "T.two" },
    });
    const html = '<nav class="tabs"><a data-action="tab" data-group="primary" data-tab="one" class="active">1</a><a data-action="tab" data-group="primary" data-tab="two">2</a></nav><section class="tab active" data-group="primary" data-tab="one"></section><section class="tab" data-group="primary" data-tab="two"></section>';
    app.element.insertAdjacentHTML("beforeend", html);
    const shown = () => [...app.element.querySelectorAll<HTMLElement>(".tab.active")].map((e) => e.dataset.tab);
    app.element.querySelector<HTMLElement>('[data-tab="two"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
    expect(app.tabGroups.primary).toBe("two");
    expect(shown()).toEqual(["two"]);
    expect(app.element.querySelector('.tabs > [data-tab="two"]')!.classList.contains("active")).toBe(true);
    expect(() => app.changeTab("three", "primary")).toThrow(/No matching tab/);
    await app.render();
    expect((app.tabs as Record<string, { active: boolean }>).two!.active).toBe(true);
  });
});
