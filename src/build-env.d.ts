/**
 * What the bundler provides to the system module: Vite's import.meta.glob, and the template list
 * it derives from the templates/ folders (scripts/templates-plugin.mjs).
 */
/// <reference types="vite/client" />

declare module "virtual:starskirmish-templates" {
  /** Template paths relative to the system folder, by folder: "shared" or a rule set's id. */
  const templates: Readonly<Record<string, readonly string[]>>;
  export default templates;
}
