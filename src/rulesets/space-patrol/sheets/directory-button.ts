/** A button for the header of a sidebar directory, its label localized, running `onClick`. */
export function directoryButton(className: string, label: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = className;
  b.textContent = game.i18n!.localize(label);
  b.addEventListener("click", onClick);
  return b;
}

/** Where a directory's buttons go: its header actions, else its header, else the directory. */
export function directoryHeader(html: HTMLElement): Element {
  return html.querySelector(".header-actions") ?? html.querySelector(".directory-header") ?? html;
}
