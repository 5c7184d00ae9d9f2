/**
 * A rule set's own button on the token HUD (renderTokenHUD): an icon with its localized tooltip,
 * shown pressed when `active`. It carries its own data attribute, not data-action, so the HUD's own
 * action handler never sees an action it does not know; its click goes only to `onClick`.
 */
export interface HudButtonSpec {
  /** Names the button for styles and tests: data-ssk-hud="key". */
  readonly key: string;
  /** Localization key of its tooltip and accessible name. */
  readonly label: string;
  /** Font Awesome classes. */
  readonly icon: string;
  readonly active?: boolean;
  /** A rule set's own class and data attributes, for its styles and tests. */
  readonly className?: string;
  readonly data?: Readonly<Record<string, string>>;
  readonly onClick: () => void;
}

/** Adds the button to the HUD's left column (or the HUD itself) and returns it. */
export function addHudButton(html: HTMLElement, spec: HudButtonSpec): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = ["control-icon", spec.className, spec.active ? "active" : ""].filter(Boolean).join(" ");
  button.dataset.sskHud = spec.key;
  Object.assign(button.dataset, spec.data ?? {});
  const label = game.i18n!.localize(spec.label);
  button.dataset.tooltip = label;
  button.setAttribute("aria-label", label);
  button.setAttribute("aria-pressed", spec.active ? "true" : "false");
  const icon = document.createElement("i");
  icon.className = spec.icon;
  button.append(icon);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    event.stopPropagation();
    spec.onClick();
  });
  (html.querySelector<HTMLElement>(".col.left") ?? html).append(button);
  return button;
}
