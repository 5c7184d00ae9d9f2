/**
 * What the bundler provides to the system module: Vite's import.meta.glob, and the template
 * modules it derives from the templates/ folders (scripts/templates-plugin.mjs).
 */
/// <reference types="vite/client" />

declare module "virtual:starskirmish-templates" {
  /** Template paths relative to the system folder, by folder: "shared" or a rule set's id. */
  const templates: Readonly<Record<string, readonly string[]>>;
  export default templates;
}

declare module "virtual:starskirmish-templates/rule-sets" {
  /** Each rule set's templates, precompiled: a chunk loaded on demand, by rule-set id. */
  const loaders: Readonly<Record<string, () => Promise<{ default: Readonly<Record<string, TemplateSpecification>> }>>>;
  export default loaders;
}

declare module "virtual:starskirmish-templates/shared-later" {
  /** The shared templates only sheets and dialogs draw, precompiled: a chunk loaded with the first of them. */
  const templates: Readonly<Record<string, TemplateSpecification>>;
  export default templates;
}

declare module "virtual:starskirmish-templates/*" {
  /** One folder's templates precompiled at build time, by path relative to the system folder. */
  const templates: Readonly<Record<string, TemplateSpecification>>;
  export default templates;
}
