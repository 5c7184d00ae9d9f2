/**
 * Foundry's Collection (common/utils/collection.d.mts): a Map by id whose iteration gives the
 * values, not the entries, with the array helpers documents are searched with.
 */
export class StandInCollection<V> {
  readonly #map = new Map<string, V>();

  constructor(entries: Iterable<readonly [string, V]> = []) {
    for (const [k, v] of entries) this.#map.set(k, v);
  }

  get size(): number {
    return this.#map.size;
  }

  get contents(): V[] {
    return [...this.#map.values()];
  }

  get(key: string, { strict = false }: { strict?: boolean } = {}): V | undefined {
    const value = this.#map.get(key);
    if (strict && value === undefined) throw new Error(`The key ${key} does not exist in the Collection`);
    return value;
  }

  set(key: string, value: V): this {
    this.#map.set(key, value);
    return this;
  }

  has(key: string): boolean {
    return this.#map.has(key);
  }

  delete(key: string): boolean {
    return this.#map.delete(key);
  }

  clear(): void {
    this.#map.clear();
  }

  keys(): IterableIterator<string> {
    return this.#map.keys();
  }

  values(): IterableIterator<V> {
    return this.#map.values();
  }

  entries(): IterableIterator<[string, V]> {
    return this.#map.entries();
  }

  [Symbol.iterator](): IterableIterator<V> {
    return this.#map.values();
  }

  find(fn: (value: V) => unknown): V | undefined {
    return this.contents.find(fn);
  }

  filter(fn: (value: V) => unknown): V[] {
    return this.contents.filter(fn);
  }

  map<T>(fn: (value: V) => T): T[] {
    return this.contents.map(fn);
  }

  some(fn: (value: V) => unknown): boolean {
    return this.contents.some(fn);
  }

  reduce<T>(fn: (acc: T, value: V) => T, initial: T): T {
    return this.contents.reduce(fn, initial);
  }

  forEach(fn: (value: V) => void): void {
    for (const v of this.#map.values()) fn(v);
  }

  getName(name: string): V | undefined {
    return this.find((v) => (v as { name?: unknown }).name === name);
  }
}
