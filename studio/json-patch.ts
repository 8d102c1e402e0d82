// JSON Pointer (RFC 6901) and JSON Patch (RFC 6902) over a content document: how the studio's forms save a change
// ("replace /prices/interstellarScoutK1/us with [...]") without sending the whole document.
export type JsonPatchOperation =
  | { op: "add" | "replace" | "test"; path: string; value: unknown }
  | { op: "remove"; path: string }
  | { op: "move" | "copy"; from: string; path: string };

export class JsonPatchError extends Error {
  constructor(
    message: string,
    readonly index: number,
  ) {
    super(message);
    this.name = "JsonPatchError";
  }
}

/** "/prices/k1/us" → ["prices", "k1", "us"] ("~1" is "/", "~0" is "~"). */
export function parsePointer(pointer: string): string[] {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw new Error(`not a JSON Pointer: ${JSON.stringify(pointer)}`);
  return pointer
    .slice(1)
    .split("/")
    .map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** ["prices", "k1", "us"] → "/prices/k1/us". */
export function formatPointer(path: readonly (string | number)[]): string {
  return path.map((token) => `/${String(token).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** The value at a pointer, or undefined. */
export function valueAtPointer(root: unknown, pointer: string | readonly string[]): unknown {
  let value = root;
  for (const token of typeof pointer === "string" ? parsePointer(pointer) : pointer) {
    if (Array.isArray(value)) value = /^\d+$/.test(token) ? value[Number(token)] : undefined;
    else if (value && typeof value === "object")
      value = Object.hasOwn(value, token) ? (value as never)[token] : undefined;
    else return undefined;
  }
  return value;
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  value !== null && typeof value === "object";

/** A copy of `document` with the operations applied in order; throws JsonPatchError naming the operation that fails. */
export function applyPatch<T>(document: T, operations: readonly JsonPatchOperation[]): T {
  let root: unknown = structuredClone(document);
  operations.forEach((operation, index) => {
    const fail = (message: string): never => {
      throw new JsonPatchError(`operation ${index} (${operation.op} ${operation.path}): ${message}`, index);
    };
    const path = (() => {
      try {
        return parsePointer(operation.path);
      } catch (error) {
        return fail((error as Error).message);
      }
    })();
    const parentOf = (tokens: string[]) => {
      const parent = valueAtPointer(root, tokens.slice(0, -1));
      if (!isContainer(parent)) fail("no such parent");
      return parent as Record<string, unknown> | unknown[];
    };
    const remove = (tokens: string[]): unknown => {
      if (tokens.length === 0) fail("cannot remove the whole document");
      const parent = parentOf(tokens);
      const key = tokens.at(-1)!;
      if (Array.isArray(parent)) {
        const at = Number(key);
        if (!/^\d+$/.test(key) || at >= parent.length) fail("no such item");
        return parent.splice(at, 1)[0];
      }
      if (!Object.hasOwn(parent, key)) fail("no such key");
      const value = parent[key];
      delete parent[key];
      return value;
    };
    const add = (tokens: string[], value: unknown) => {
      if (tokens.length === 0) {
        root = value;
        return;
      }
      const parent = parentOf(tokens);
      const key = tokens.at(-1)!;
      if (Array.isArray(parent)) {
        const at = key === "-" ? parent.length : Number(key);
        if (!(key === "-" || /^\d+$/.test(key)) || at > parent.length) fail("no such position");
        parent.splice(at, 0, value);
      } else parent[key] = value;
    };
    switch (operation.op) {
      case "add":
        add(path, structuredClone(operation.value));
        break;
      case "remove":
        remove(path);
        break;
      case "replace":
        remove(path);
        add(path, structuredClone(operation.value));
        break;
      case "move": {
        const from = parsePointer(operation.from);
        if (operation.path.startsWith(`${operation.from}/`)) fail("cannot move a value into itself");
        add(path, remove(from));
        break;
      }
      case "copy": {
        const value = valueAtPointer(root, operation.from);
        if (value === undefined) fail(`no value at ${operation.from}`);
        add(path, structuredClone(value));
        break;
      }
      case "test":
        if (JSON.stringify(valueAtPointer(root, path)) !== JSON.stringify(operation.value)) fail("test failed");
        break;
      default:
        fail("unknown operation");
    }
  });
  return root as T;
}
