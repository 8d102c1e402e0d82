import { describe, expect, it } from "vitest";
import { INCLUDE_EXCLUDE_CONFLICT, createPersistence, type StorageLike } from "~/rules/persistence";

function memory(): StorageLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}
type State = { apptoken: string | null; theme: string | null; draft: string | null };
const KEYS = ["apptoken", "theme", "draft"] as const;

describe("createPersistence", () => {
  it("refuses include and exclude lists together", () => {
    expect(() =>
      createPersistence<State>({
        namespace: "/us",
        storage: memory(),
        keys: KEYS,
        include: ["apptoken"],
        exclude: ["draft"],
      }),
    ).toThrow("Cannot configure INCLUDE and EXCLUDE at the same time");
    expect(INCLUDE_EXCLUDE_CONFLICT).toBe("Cannot configure INCLUDE and EXCLUDE at the same time");
  });

  it("keeps only the included fields, under the namespace", () => {
    const storage = memory();
    const persistence = createPersistence<State>({
      namespace: "/eu",
      storage,
      keys: KEYS,
      include: ["apptoken", "theme"],
    });
    persistence.save({ apptoken: "abc", theme: "dark", draft: "unsaved" });
    expect([...storage.entries.keys()].sort()).toEqual(["/eu/apptoken", "/eu/theme"]);
    expect(persistence.load()).toEqual({ apptoken: "abc", theme: "dark" });
  });

  it("keeps everything but the excluded fields", () => {
    const persistence = createPersistence<State>({
      namespace: "/us",
      storage: memory(),
      keys: KEYS,
      exclude: ["draft"],
    });
    expect(persistence.persistedKeys).toEqual(["apptoken", "theme"]);
  });

  it("removes a field saved as null and clears all persisted fields", () => {
    const storage = memory();
    const persistence = createPersistence<State>({ namespace: "/cn", storage, keys: KEYS });
    persistence.save({ apptoken: "abc", theme: "light" });
    persistence.save({ apptoken: null });
    expect(persistence.load()).toEqual({ theme: "light" });
    persistence.clear();
    expect(storage.entries.size).toBe(0);
  });

  it("survives a storage that throws and entries that are not JSON", () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => undefined,
    };
    const persistence = createPersistence<State>({ namespace: "/us", storage: broken, keys: KEYS });
    expect(() => persistence.save({ apptoken: "x" })).not.toThrow();
    expect(persistence.load()).toEqual({});
    const storage = memory();
    storage.setItem("/us/apptoken", "{not json");
    expect(createPersistence<State>({ namespace: "/us", storage, keys: KEYS }).load()).toEqual({});
  });
});
