/**
 * Rich text on sheets: every HTML field of a document's type, its stored source for Foundry's
 * ProseMirror editor and its enriched HTML for reading, keyed by form name ("system.notes").
 * Templates show it through templates/shared/rich-text.hbs, so typed HTML is never shown raw in a
 * textarea, and secret blocks reach only the document's owners.
 */
import { htmlFieldValues, type FieldsSpec } from "../../core/schema";
import { allRuleSets } from "../registry";
import { SHARED_DOCUMENT_TYPES } from "../../rulesets/definitions";

/** One rich-text field as the rich-text partial takes it. */
export interface RichTextField {
  /** The form name the editor saves to. */
  name: string;
  /** The stored HTML, as the editor edits it. */
  value: string;
  /** The HTML as read: links and rolls enriched, secrets only for owners. */
  enriched: string;
  /** The document's UUID, which the editor needs to collaborate and to resolve links. */
  uuid: string;
}

/** The field description of a document type, from the rule set that declares it or the shared types (or none). */
export function schemaOfType(documentName: "Actor" | "Item", type: string): FieldsSpec | undefined {
  const types = [...allRuleSets().flatMap((rs) => rs.definition.documentTypes), ...SHARED_DOCUMENT_TYPES];
  return types.find((t) => t.documentName === documentName && t.type === type)?.schema;
}

/** Every HTML field of the document's system data, ready for the rich-text partial. */
export async function richTextFields(doc: Actor.Implementation | Item.Implementation, schema: FieldsSpec | undefined): Promise<Record<string, RichTextField>> {
  const out: Record<string, RichTextField> = {};
  if (!schema) return out;
  // the stored source, not a clone of the whole document with its items
  const system: unknown = (doc._source as { system?: unknown }).system;
  const { TextEditor } = foundry.applications.ux;
  for (const [path, value] of Object.entries(htmlFieldValues(schema, system))) {
    const enriched = await TextEditor.implementation.enrichHTML(value, { relativeTo: doc, secrets: doc.isOwner });
    out[`system.${path}`] = { name: `system.${path}`, value, enriched, uuid: doc.uuid };
  }
  return out;
}
