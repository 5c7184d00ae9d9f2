/**
 * A stand-in for Foundry's Roll whose dice come up as the test says: each evaluated formula
 * ("3d10", "d20") takes its faces from the queue in order (1 once it is empty), refuses a face too
 * high for its die, and is recorded, so a test can say which rolls were made. Like a v13 Roll it
 * has a formula, dice terms with results, and a total once evaluated.
 */

export interface QueuedDieTerm {
  number: number;
  faces: number;
  results: { result: number; active: boolean }[];
}

export function installQueuedRoll(faces: readonly number[]): { rolled: string[]; facesLeft: () => number } {
  const queue = [...faces];
  const rolled: string[] = [];
  class Roll {
    total: number | undefined = undefined;
    dice: QueuedDieTerm[] = [];
    constructor(readonly formula: string) {}
    get _evaluated(): boolean {
      return this.total !== undefined;
    }
    async evaluate(): Promise<this> {
      rolled.push(this.formula);
      const [count, sides] = this.formula.split("d").map(Number);
      const number = count || 1;
      const faces = sides ?? 6;
      const results = Array.from({ length: number }, () => ({ result: queue.shift() ?? 1, active: true }));
      if (results.some((r) => r.result > faces)) throw new Error(`face too high for ${this.formula}`);
      this.dice = [{ number, faces, results }];
      this.total = results.reduce((s, r) => s + r.result, 0);
      return this;
    }
  }
  (globalThis as Record<string, unknown>).Roll = Roll;
  return { rolled, facesLeft: () => queue.length };
}
