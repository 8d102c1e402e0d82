import { useId, useMemo, useState } from "react";
import { NAV_TAGS } from "~/content/nav-tags";
import type { MenuPlacement } from "~/content/placements.schema";
import { zonedLocal } from "~/rules/zoned-time";
import type { DraftEditor } from "../client/draft-editor";
import { messagesUnder, type CheckIssue } from "../messages";
import type { TextBannerEditor } from "../workspace.server";
import { FieldMessages } from "./FieldMessages";
import { EntryActions, EntryTexts, RegionChecks, WindowBounds } from "./TextBanners";

const DAY = 24 * 60 * 60 * 1000;
const TAG_NAMES: Record<(typeof NAV_TAGS)[number], string> = { new: "New", hot: "Hot", sale: "Sale" };
/** The value of the "Opens" choice for a shop collection (a page's value is its key). */
const COLLECTION = "\u0000collection";

/**
 * The menu's own entries, as a marketer makes them: a page of the site (shown in every region that has it, under its
 * menu name) or a collection of the regional shops (in the regions picked, with its words in each of their languages,
 * the missing ones marked), with a tag, from and until a time of day on each region's own clock. Every change is saved
 * to the draft (the whole list, as one value) and checked like any other.
 */
export function MenuEntries({
  data,
  editor,
  editable,
  now,
}: {
  data: TextBannerEditor;
  editor: DraftEditor;
  editable: boolean;
  now: number;
}) {
  const [entries, setEntries] = useState<MenuPlacement[]>(data.menu.value);
  const issues = useMemo(
    () => messagesUnder((editor.check?.issues ?? []) as CheckIssue[], data.menu.base),
    [editor.check, data.menu.base],
  );
  const save = (next: MenuPlacement[]) => {
    setEntries(next);
    editor.change(data.menu.base, next);
  };
  const move = (index: number, by: number) => {
    const next = [...entries];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    save(next);
  };
  // A new entry is a shop collection from tomorrow at midnight for a week, in no region yet.
  const tomorrow = zonedLocal(now + DAY, "UTC").slice(0, 10);
  const weekOn = zonedLocal(now + 8 * DAY, "UTC").slice(0, 10);
  return (
    <section className="studio-banners" aria-labelledby="menu-entries-title">
      <h2 id="menu-entries-title">Menu entries</h2>
      <p className="studio-screen__intro">
        Entries of the menu besides its groups: a page of the site, or a collection of the regional shops, with a tag,
        from and until a time of day on each region&apos;s own clock.
      </p>
      {entries.length === 0 ? <p className="studio-empty">No menu entries yet.</p> : null}
      <ol className="studio-banners__list" hidden={entries.length === 0}>
        {entries.map((entry, index) => (
          <li key={index}>
            <EntryFields
              index={index}
              count={entries.length}
              entry={entry}
              data={data}
              issues={issues}
              editable={editable}
              onChange={(next) => save(entries.map((item, at) => (at === index ? next : item)))}
              onMove={(by) => move(index, by)}
              onRemove={() => save(entries.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--secondary"
        disabled={!editable}
        onClick={() =>
          save([
            ...entries,
            {
              shopCollection: "",
              regions: [],
              text: {},
              startLocal: `${tomorrow}T00:00`,
              endLocal: `${weekOn}T00:00`,
            },
          ])
        }
      >
        New menu entry
      </button>
    </section>
  );
}

/** What an entry keeps when it is turned into the other kind: its tag and its window. */
function kept(entry: MenuPlacement) {
  const { tag, startTime, endTime, startLocal, endLocal, priority } = entry;
  return Object.fromEntries(
    Object.entries({ tag, startTime, endTime, startLocal, endLocal, priority }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

function EntryFields({
  index,
  count,
  entry,
  data,
  issues,
  editable,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  entry: MenuPlacement;
  data: TextBannerEditor;
  issues: Record<string, string[]>;
  editable: boolean;
  onChange: (entry: MenuPlacement) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const number = index + 1;
  const own = (path: string) => issues[`${index}.${path}`] ?? [];
  const page = "page" in entry ? data.menu.pages.find((item) => item.key === entry.page) : undefined;
  const regions = "page" in entry ? (page?.regions ?? []) : entry.regions;
  const chosen = data.regions.filter((region) => regions.includes(region.code));
  const shown = new Set(["page", "shopCollection", "regions", "tag", "startLocal", "endLocal"]);
  const other = Object.entries(issues)
    .filter(
      ([key]) =>
        key === String(index) ||
        (key.startsWith(`${index}.`) && !shown.has(key.slice(`${index}.`.length)) && !key.startsWith(`${index}.text.`)),
    )
    .flatMap(([, list]) => list);
  const title =
    "page" in entry
      ? (page?.label ?? entry.page)
      : (Object.values(entry.text ?? {})[0] ?? (entry.shopCollection || "a shop collection"));
  return (
    <fieldset className="studio-group studio-banner" aria-labelledby={`${id}-title`}>
      <legend id={`${id}-title`} className="studio-group__legend">
        Menu entry {number}: {title}
      </legend>
      <EntryActions
        noun="entry"
        number={number}
        index={index}
        count={count}
        editable={editable}
        onMove={onMove}
        onRemove={onRemove}
      />
      <FieldMessages id={`${id}-other`} messages={other} />
      <div className="studio-field">
        <label htmlFor={`${id}-opens`}>Opens</label>
        <select
          id={`${id}-opens`}
          value={"page" in entry ? entry.page : COLLECTION}
          disabled={!editable}
          aria-describedby={`${id}-opens-messages`}
          onChange={(event) => {
            const value = event.target.value;
            if (value === COLLECTION)
              onChange({ ...kept(entry), shopCollection: "", regions: [], text: {} } as MenuPlacement);
            else if ("page" in entry) onChange({ ...entry, page: value });
            else onChange({ ...kept(entry), page: value } as MenuPlacement);
          }}
        >
          <option value={COLLECTION}>A collection of the regional shops</option>
          {data.menu.pages.map((item) => (
            <option key={item.key} value={item.key}>
              Page: {item.label}
            </option>
          ))}
        </select>
        <FieldMessages id={`${id}-opens-messages`} messages={own("page")} />
      </div>
      {"page" in entry ? (
        <p className="studio-field__hint">
          Shown in every region that has this page (
          {chosen.map((region) => region.name).join(", ") || "none at present"}), under its menu name
          {entry.launchStages ? `, during the launch's stages ${entry.launchStages.join(", ")}` : ""}.
        </p>
      ) : (
        <>
          <div className={`studio-field${own("shopCollection").length ? " studio-field--invalid" : ""}`}>
            <label htmlFor={`${id}-collection`}>Shop collection</label>
            <input
              id={`${id}-collection`}
              type="text"
              maxLength={80}
              value={entry.shopCollection}
              disabled={!editable}
              aria-invalid={own("shopCollection").length ? true : undefined}
              aria-describedby={`${id}-collection-hint ${id}-collection-messages`}
              onChange={(event) => onChange({ ...entry, shopCollection: event.target.value.trim().toLowerCase() })}
            />
            <p id={`${id}-collection-hint`} className="studio-field__hint">
              The last part of the collection&apos;s address in each regional shop (…/collections/gift-guide:
              gift-guide).
            </p>
            <FieldMessages
              id={`${id}-collection-messages`}
              messages={own("shopCollection").map((message) =>
                message.startsWith("Invalid string") ? "Lower-case letters, digits and - only." : message,
              )}
            />
          </div>
          {entry.label !== undefined ? (
            <p className="studio-field__hint">
              Named in the site&apos;s words; a text typed below takes their place in its language.
            </p>
          ) : null}
          <RegionChecks
            id={`${id}-regions`}
            regions={data.regions}
            checked={entry.regions}
            editable={editable}
            missing="Pick the regions the entry shows in."
            onChange={(picked) => onChange({ ...entry, regions: picked as typeof entry.regions })}
          />
          <EntryTexts
            id={id}
            chosen={chosen}
            languages={data.languages}
            text={entry.text}
            noun="menu entry"
            worded={entry.label !== undefined}
            editable={editable}
            messages={(set) => own(`text.${set}`)}
            onChange={(text) => onChange({ ...entry, text })}
          />
        </>
      )}
      <div className="studio-field">
        <label htmlFor={`${id}-tag`}>Tag</label>
        <select
          id={`${id}-tag`}
          value={entry.tag ?? ""}
          disabled={!editable}
          onChange={(event) => {
            const { tag: _tag, ...rest } = entry;
            const tag = event.target.value as MenuPlacement["tag"] | "";
            onChange((tag ? { ...rest, tag } : rest) as MenuPlacement);
          }}
        >
          <option value="">No tag</option>
          {NAV_TAGS.map((tag) => (
            <option key={tag} value={tag}>
              {TAG_NAMES[tag]}
            </option>
          ))}
        </select>
      </div>
      <WindowBounds id={id} window={entry} chosen={chosen} editable={editable} own={own} onChange={onChange} />
    </fieldset>
  );
}
