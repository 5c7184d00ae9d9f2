/**
 * The part of v13's ApplicationV2 render cycle that decides how often a sheet's listeners are
 * added: the window's element (its frame) is made on the first render and kept for the life of
 * the window; every render then replaces the parts inside it, calls `_onFirstRender` the first
 * time only, and `_onRender` every time. Installed on a stand-in base class (the stubs'
 * ActorSheetV2), so a sheet built on it can be rendered again and again in a test.
 * Needs a DOM (`// @vitest-environment happy-dom`).
 */

interface Renderable {
  element?: HTMLElement;
  rendered?: boolean;
  _prepareContext?(options: object): Promise<object>;
  _onFirstRender(context: object, options: object): Promise<void>;
  _onRender(context: object, options: object): Promise<void>;
  render(): Promise<Renderable>;
}

/** Adds the cycle to the base class's prototype; `parts` gives the HTML each render puts inside. */
export function installRenderCycle(base: { prototype: object }, parts: () => string = () => "<section class=\"part\"></section>"): void {
  const proto = base.prototype as Renderable;
  proto._prepareContext = async function () {
    return {};
  };
  proto._onFirstRender = async function () {};
  proto._onRender = async function () {};
  proto.render = async function (this: Renderable) {
    const first = !this.rendered;
    const options = { isFirstRender: first };
    const context = (await this._prepareContext?.(options)) ?? {};
    if (first) {
      this.element = document.createElement("form");
      document.body.append(this.element);
    }
    this.element!.innerHTML = parts();
    if (first) await this._onFirstRender(context, options);
    await this._onRender(context, options);
    this.rendered = true;
    return this;
  };
}
