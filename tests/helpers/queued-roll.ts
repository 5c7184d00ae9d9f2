/**
 * A stand-in for Foundry's Roll whose dice come up as the test says: each evaluated formula
 * ("3d10", "d20") takes its faces from the queue in order (1 once it is empty), refuses a face too
 * high for its die, and is recorded, so a test can say which rolls were made.
 */
type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- stand-in globals are untyped by design

export function installQueuedRoll(faces: readonly number[]): { rolled: string[]; facesLeft: () => number } {
  const queue = [...faces];
  const rolled: string[] = [];
  (globalThis as Any).Roll = class {
    total = 0;
    dice: { results: { result: number }[] }[] = [];
    constructor(readonly formula: string) {}
    async evaluate() {
      rolled.push(this.formula);
      const [count, sides] = this.formula.split("d").map(Number);
      const results = Array.from({ length: count || 1 }, () => ({ result: queue.shift() ?? 1 }));
      if (results.some((r) => r.result > (sides ?? 6))) throw new Error(`face too high for ${this.formula}`);
      this.dice = [{ results }];
      this.total = results.reduce((s, r) => s + r.result, 0);
      return this;
    }
  };
  return { rolled, facesLeft: () => queue.length };
}
