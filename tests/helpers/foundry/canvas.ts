/**
 * A scene on the canvas with tokens: a Token placeable (its center, size and actor) over its
 * TokenDocument (id, actor link, disposition, hidden, position), the token layer's placeables and
 * controlled tokens, the grid, templates drawn on the scene, and a stage that takes one click.
 * Distances are measured in a straight line in grid units; the board module decides how the
 * system measures, so this stand-in does not model v13's diagonal rules. Creating, updating and
 * deleting a token or creating a wall asks its pre-hook first, as v13's writing client does
 * (document.ts asksFirst).
 */
import { serverTrip } from "./server-requests";
import { StandInDocument, asksFirst, creationData, operation, randomID, writerId, type CreateOptions, type DocumentData, type UpdateOptions } from "./document";
import { StandInCollection } from "./collection";
import { gridStandIn, type GridKind, type GridStandIn } from "../grid-stand-in";
import { StandInWallDocument, type WallData } from "./walls";
import { StandInRegionDocument, type RegionData } from "./regions";
import { plannedWaypoints } from "./token-movement";

export interface TokenData extends DocumentData {
  actorLink?: boolean;
  disposition?: number;
  hidden?: boolean;
  /** Top-left corner in pixels. */
  x?: number;
  y?: number;
  /** Size in grid squares. */
  width?: number;
  height?: number;
  rotation?: number;
  /** Height above the scene's datum, in the scene's units (v13 TokenDocument#elevation). */
  elevation?: number;
}

export class StandInTokenDocument extends StandInDocument {
  static override readonly documentName = "Token";
  actorLink: boolean;
  disposition: number;
  hidden: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  elevation: number;
  readonly actor: object | null;
  object: StandInToken | null = null;
  /**
   * The last movement, as v13's TokenDocument#movement reports it: the distance passed, in grid units,
   * and the waypoints still pending (a drag goes on leg by leg, token-movement.ts; a move split by a
   * region's pause goes on in a later update). An update made as a move (its operation's `movement`
   * lists this token's waypoints) sets it as v13 does: the origin where the token stood, the leg's
   * waypoint passed (a drag's leg ends at its one checkpoint), the distance measured in a straight
   * line; a plain update leaves it as the test set it.
   */
  movement: { origin?: { x: number; y: number; elevation: number; width: number; height: number }; passed: { distance: number; waypoints?: { x: number; y: number; elevation: number }[] }; pending?: { waypoints: object[] } } | null = null;

  constructor(data: TokenData, actor: object | null, parent: StandInDocument | null) {
    super(data, { parent });
    this.actor = actor;
    this.actorLink = data.actorLink ?? true;
    this.disposition = data.disposition ?? 0;
    this.hidden = data.hidden ?? false;
    this.x = data.x ?? 0;
    this.y = data.y ?? 0;
    this.width = data.width ?? 1;
    this.height = data.height ?? 1;
    this.rotation = data.rotation ?? 0;
    this.elevation = data.elevation ?? 0;
  }

  get actorId(): string | null {
    return (this.actor as { id?: string } | null)?.id ?? null;
  }

  override async update(changes: Record<string, unknown>, options: UpdateOptions & { movement?: object } = {}): Promise<this | undefined> {
    const from = { x: this.x, y: this.y, elevation: this.elevation, width: this.width, height: this.height };
    // preUpdateToken refused it: the token has not moved
    if (!(await super.update(changes, options))) return undefined;
    const planned = plannedWaypoints(this.id, options);
    const grid = (this.parent as StandInScene | null)?.grid;
    if (planned && grid && grid.size > 0) {
      const distance = (Math.hypot(this.x - from.x, this.y - from.y) / grid.size) * grid.distance;
      const reached = { x: this.x, y: this.y, elevation: this.elevation };
      this.movement = { origin: from, passed: { distance, waypoints: [reached] }, pending: { waypoints: planned.slice(1) } };
    }
    return this;
  }

  override async delete(options: { noHook?: boolean } = {}): Promise<this | undefined> {
    if (!this._asksToDelete(options)) return undefined;
    const layer = standInCanvas()?.tokens;
    if (layer) layer.placeables = layer.placeables.filter((t) => t.document !== this);
    (this.parent as StandInScene | null)?.tokens.delete(this.id);
    return this;
  }

  override toObject(): Record<string, unknown> {
    const { actorId, actorLink, disposition, hidden, x, y, width, height, rotation, elevation } = this;
    return { ...super.toObject(), actorId, actorLink, disposition, hidden, x, y, width, height, rotation, elevation };
  }
}

/** The token placeable: what the board reads (center, size, actor, document). */
export class StandInToken {
  constructor(
    readonly document: StandInTokenDocument,
    private readonly gridSize: number,
  ) {
    document.object = this;
  }

  get id(): string {
    return this.document.id;
  }
  get name(): string {
    return this.document.name;
  }
  get actor(): object | null {
    return this.document.actor;
  }
  get w(): number {
    return this.document.width * this.gridSize;
  }
  get h(): number {
    return this.document.height * this.gridSize;
  }
  get center(): { x: number; y: number } {
    return { x: this.document.x + this.w / 2, y: this.document.y + this.h / 2 };
  }
  /** Moves the token so its center is at the point (in pixels). */
  set center(p: { x: number; y: number }) {
    this.document.x = p.x - this.w / 2;
    this.document.y = p.y - this.h / 2;
  }

  /**
   * PlaceableObject#control: joins the canvas's controlled tokens, the others released first unless
   * `releaseOthers` is false; true once controlled. The controlToken hook is the test's to fire.
   */
  control({ releaseOthers = true }: { releaseOthers?: boolean } = {}): boolean {
    const layer = standInCanvas()?.tokens;
    if (!layer) return false;
    if (releaseOthers) layer.releaseAll();
    if (!layer.controlled.includes(this)) layer.controlled.push(this);
    return true;
  }
}

export interface DrawingData extends DocumentData {
  x: number;
  y: number;
  shape: { width: number; height: number };
  text?: string;
}

/** A drawing on a scene (common/documents/drawing.d.mts): its top-left corner and shape's size. */
export class StandInDrawingDocument extends StandInDocument {
  static override readonly documentName = "Drawing";
  x: number;
  y: number;
  shape: { width: number; height: number };
  text: string;

  constructor(data: DrawingData, parent: StandInDocument) {
    super(data, { parent });
    this.x = data.x;
    this.y = data.y;
    this.shape = { ...data.shape };
    this.text = data.text ?? "";
  }
}

export class StandInScene extends StandInDocument {
  static override readonly documentName = "Scene";
  /** The token documents on the scene. */
  readonly tokens = new StandInCollection<StandInTokenDocument>();
  readonly templates: Record<string, unknown>[] = [];
  readonly created: { type: string; data: Record<string, unknown>[] }[] = [];
  /** The scene's grid data, as BaseScene keeps it. */
  grid: { type: number; size: number; distance: number; units: string } = { type: 1, size: 100, distance: 1, units: "" };
  /** The scene's drawings: where they sit (x, y), their shape's size, and flags. */
  readonly drawings = new StandInCollection<StandInDrawingDocument>();

  /** Draws a rectangle at (x, y) of the given size in pixels, with flags. */
  addDrawing(data: DrawingData): StandInDrawingDocument {
    const drawing = new StandInDrawingDocument(data, this);
    this.drawings.set(drawing.id, drawing);
    return drawing;
  }

  /** The scene's regions (foundry/regions.ts). */
  readonly regions = new StandInCollection<StandInRegionDocument>();

  /** Paints a region of shapes with its behaviours, as the GM does on the Regions layer. */
  addRegion(data: RegionData): StandInRegionDocument {
    const region = new StandInRegionDocument(data, this);
    this.regions.set(region.id, region);
    return region;
  }

  /** The scene's walls (foundry/walls.ts). */
  readonly walls = new StandInCollection<StandInWallDocument>();

  /** Draws a wall from (x1, y1) to (x2, y2) in pixels: a plain wall, or a door in a state. */
  addWall(data: Omit<WallData, "c"> & { c: [number, number, number, number] }): StandInWallDocument {
    const wall = new StandInWallDocument(data, this);
    this.walls.set(wall.id, wall);
    return wall;
  }

  /**
   * v13 Scene#createEmbeddedDocuments: one trip for the list. Tokens become token documents on the
   * scene, of the world actor their actorId names, and walls wall documents, and are returned, each
   * with a new id unless `keepId` keeps the given one (document.ts creationData). Templates are kept
   * in `templates` as their data, under that same rule for `_id`; other kinds are kept as given.
   * Each pending token or wall is asked of `preCreateToken`/`preCreateWall(doc, data, options,
   * userId)`; one refused is not made (templates are data here, so theirs is not asked).
   */
  async createEmbeddedDocuments(type: string, data: Record<string, unknown>[], options: CreateOptions = {}): Promise<(Record<string, unknown> | StandInTokenDocument | StandInWallDocument)[]> {
    serverTrip(`Scene.createEmbeddedDocuments ${type}`);
    this.created.push({ type, data });
    if (type === "MeasuredTemplate") return data.map((d) => this.#addTemplate(d, options));
    const user = writerId();
    const asks = (pending: StandInDocument, d: Record<string, unknown>) => asksFirst(`preCreate${type}`, [pending, d, operation({ renderSheet: false, parent: this }, options), user], options);
    if (type === "Wall") {
      const walls = data.map((d) => [new StandInWallDocument(creationData(d as unknown as WallData, options, this.walls, "Wall"), this), d] as const);
      return walls.filter(([wall, d]) => asks(wall, d)).map(([wall]) => (this.walls.set(wall.id, wall), wall));
    }
    if (type !== "Token") return data;
    const actors = (globalThis as unknown as { game?: { actors?: { get(id: string): object | undefined } } }).game?.actors;
    const made: StandInTokenDocument[] = [];
    for (const d of data) {
      const token = new StandInTokenDocument(creationData(d, options, this.tokens, "Token") as TokenData, typeof d.actorId === "string" ? (actors?.get(d.actorId) ?? null) : null, this);
      if (!asks(token, d)) continue;
      this.tokens.set(token.id, token);
      made.push(token);
    }
    return made;
  }

  /** A template's data as made: its `_id` the given one only with `keepId`, else a new one. */
  #addTemplate(data: Record<string, unknown>, options: CreateOptions): Record<string, unknown> {
    const { _id, ...rest } = creationData(data, options, { has: (id) => this.templates.some((t) => t._id === id) }, "MeasuredTemplate");
    const template = { ...rest, _id: _id ?? randomID() };
    this.templates.push(template);
    return template;
  }

  /** Tokens only; one its preDeleteToken hook refuses stays and is not among the ids returned. */
  async deleteEmbeddedDocuments(type: string, ids: string[], options: { noHook?: boolean } = {}): Promise<string[]> {
    if (type !== "Token") return [];
    const gone: string[] = [];
    for (const id of ids) if (await this.tokens.get(id)?.delete(options)) gone.push(id);
    return gone;
  }
}

/** CONST.GRID_TYPES values by the grid stand-in's names. */
const GRID_KINDS: Record<number, GridKind> = { 0: "gridless", 1: "square", 2: "hexOddR", 3: "hexEvenR", 4: "hexOddQ", 5: "hexEvenQ" };

export interface CanvasOptions {
  /** Pixels per grid square. */
  size?: number;
  /** Grid units per square (metres, inches...). */
  distance?: number;
  /** CONST.GRID_TYPES value. */
  type?: number;
  units?: string;
}

export class StandInCanvas {
  ready = true;
  readonly grid: GridStandIn & { sizeX: number; sizeY: number };
  readonly tokens: { placeables: StandInToken[]; controlled: StandInToken[]; get(id: string): StandInToken | undefined; releaseAll(): number };
  readonly scene = new StandInScene({ _id: "scene1", name: "Scene" });
  readonly dimensions = { sceneRect: { x: 0, y: 0, width: 4000, height: 4000 } };
  #click: ((event: { getLocalPosition(): { x: number; y: number } }) => void) | null = null;
  readonly stage = {
    once: (name: string, fn: (event: { getLocalPosition(): { x: number; y: number } }) => void) => {
      if (name === "pointerdown") this.#click = fn;
    },
    off: () => {
      this.#click = null;
    },
  };

  constructor({ size = 100, distance = 1, type = 1, units = "" }: CanvasOptions = {}) {
    // the grid's kind, geometry and measuring as v13's grid classes have them (grid-stand-in.ts)
    const kind = GRID_KINDS[type] ?? "square";
    this.grid = { ...gridStandIn(kind, size, distance, units), sizeX: size, sizeY: size };
    // Scene#grid: the scene's own grid data (BaseScene's grid field), which the canvas grid is built from
    this.scene.grid = { type, size, distance, units };
    const placeables: StandInToken[] = [];
    // PlaceablesLayer#releaseAll: every controlled token released, how many returned (a test may
    // have set the list itself, so the one held now)
    const releaseAll = () => this.tokens.controlled.splice(0).length;
    this.tokens = { placeables, controlled: [], get: (id) => this.tokens.placeables.find((t) => t.id === id), releaseAll };
  }

  /** Puts a token for the actor with its center at (x, y) pixels. */
  place(actor: { name: string } | null, center: { x: number; y: number }, data: TokenData = {}): StandInToken {
    const doc = new StandInTokenDocument({ name: actor?.name ?? "", ...data }, actor, this.scene);
    const token = new StandInToken(doc, this.grid.size);
    token.center = center;
    this.tokens.placeables.push(token);
    this.scene.tokens.set(doc.id, doc);
    return token;
  }

  /**
   * What this client's view was asked to do, in order: Canvas#animatePan(view) moves to view.x/y
   * (either left out keeps that axis) and Canvas#ping(origin, options) draws at a Point, for every
   * connected client (client/canvas/board.d.mts:497, :534). Both resolve once done.
   */
  readonly viewed: ({ readonly kind: "pan" | "ping"; readonly x: number; readonly y: number })[] = [];
  #view = { x: 0, y: 0 };

  animatePan(view: { x?: number; y?: number; scale?: number; duration?: number; speed?: number }): Promise<boolean> {
    this.#view = { x: view.x ?? this.#view.x, y: view.y ?? this.#view.y };
    this.viewed.push({ kind: "pan", ...this.#view });
    return Promise.resolve(true);
  }

  ping(origin: { x: number; y: number }, _options?: object): Promise<boolean> {
    // v13 draws the ping at the point as given: a point that is not one is a caller's mistake
    if (!Number.isFinite(origin?.x) || !Number.isFinite(origin?.y)) throw new TypeError("Canvas#ping needs a Point with numeric x and y");
    this.viewed.push({ kind: "ping", x: origin.x, y: origin.y });
    return Promise.resolve(true);
  }

  /** Clicks the stage at a point in pixels, for code waiting on a click. */
  click(x: number, y: number): void {
    this.#click?.({ getLocalPosition: () => ({ x, y }) });
  }
}

export const standInCanvas = (): StandInCanvas | undefined => (globalThis as unknown as { canvas?: StandInCanvas }).canvas;

