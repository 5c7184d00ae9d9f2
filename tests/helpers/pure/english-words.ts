/**
 * The service log formatter's words (view/creation-log-text.ts LogWords) in English, straight from
 * lang/en.json through the gallery's builder (gallery/log-words.ts): a key with no English string
 * throws, and a {placeholder} left unfilled throws, so a test that reads a line knows every word of
 * it came from the file.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LogWords } from "../../../src/rulesets/space-patrol/view/creation-log-text";
import { logWordsFrom } from "../../../gallery/log-words";

const words = logWordsFrom(JSON.parse(readFileSync(join(__dirname, "../../../lang/en.json"), "utf8")) as unknown, "throw");

/** The English string at a dotted key; throws when there is none. */
export const english: (key: string) => string = words.english;

export const englishWords: LogWords = words;
