/**
 * The service log formatter's words in English for gallery samples (gallery/log-words.ts over
 * lang/en.json): the text an English reader's sheet and wizard show. A missing key shows the key,
 * as Foundry would.
 */
import en from "../lang/en.json";
import type { LogWords } from "../src/rulesets/space-patrol/view/creation-log-text";
import { logWordsFrom } from "./log-words";

export const galleryWords: LogWords = logWordsFrom(en, "keep");
