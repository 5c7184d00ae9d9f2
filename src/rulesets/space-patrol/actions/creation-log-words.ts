/**
 * The words the service log's formatter (view/creation-log-text.ts) speaks in Foundry: the reader's
 * game.i18n, with counted phrases through the system's plural forms (system/i18n/counted.ts).
 */
import { formatCounted } from "../../../system/i18n/counted";
import type { LogWords } from "../view/creation-log-text";

export function foundryLogWords(): LogWords {
  return {
    localize: (key) => game.i18n?.localize(key) ?? key,
    format: (key, data) => game.i18n?.format(key, { ...data }) ?? key,
    counted: (key, count, data) => formatCounted(key, count, { ...data }),
  };
}
