/**
 * A document sheet rendered as v13 renders it (the stand-in ApplicationV2), with what a test does
 * to it as a user would: click an element and wait for the action it runs, and read which primary
 * tab is shown and the tab bar's labels.
 */
import type { ApplicationV2 } from "./foundry/application";

export interface RenderedSheet {
  readonly sheet: ApplicationV2;
  /** Clicks the first element the selector finds and waits for every action the click started. */
  click(selector: string): Promise<void>;
  /** The primary tabs shown, by id: one when the tab bar works. */
  active(): (string | undefined)[];
  /** The tab bar's labels, in order. */
  tabLabels(): (string | null)[];
}

export async function renderedSheet(Sheet: abstract new (...args: never[]) => object, document: object): Promise<RenderedSheet> {
  const sheet = new (Sheet as unknown as new (options: { document: object }) => ApplicationV2)({ document });
  await sheet.render(true);
  return {
    sheet,
    async click(selector) {
      sheet.element.querySelector<HTMLElement>(selector)!.dispatchEvent(new MouseEvent("click", { bubbles: true, button: 0 }));
      await Promise.all(sheet.actionCalls);
    },
    active: () => [...sheet.element.querySelectorAll<HTMLElement>('.tab[data-group="primary"].active')].map((e) => e.dataset.tab),
    tabLabels: () => [...sheet.element.querySelectorAll<HTMLElement>(".tabs > [data-tab]")].map((a) => a.textContent),
  };
}
