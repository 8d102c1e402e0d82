import { useId, useMemo, useState } from "react";
import { regionWindow, type LocalTimeWindow } from "~/rules/schedule";
import { zonedLocal } from "~/rules/zoned-time";
import type { DraftEditor } from "../client/draft-editor";
import { messagesUnder, type CheckIssue } from "../messages";
import { onClock } from "../when";
import { FieldMessages } from "./FieldMessages";

/** A footer text banner as the content stores it (placements.ts `textBanners`). */
interface TextBanner {
  text?: Record<string, string>;
  label?: string;
  regions: string[];
  link: { page: string } | { product: string } | { shopCollection: string };
  startTime?: string;
  endTime?: string;
  startLocal?: string;
  endLocal?: string;
  priority?: number;
}

export interface TextBannerEditorData {
  base: string;
  value: TextBanner[];
  regions: { code: string; name: string; timeZone: string; sets: string[] }[];
  languages: { id: string; name: string }[];
  links: { value: string; label: string }[];
  /** The site's CJK font cuts, for texts typed in Chinese, Japanese and Korean. */
  fonts: readonly string[];
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The footer text banners, as a marketer makes them: the regions it runs in, its words in each of their languages
 * (the missing ones marked), where it links, and from and until a time of day on each region's own clock. Every change
 * is saved to the draft (the whole list, as one value) and checked like any other.
 */
export function TextBanners({
  data,
  editor,
  editable,
  now,
}: {
  data: TextBannerEditorData;
  editor: DraftEditor;
  editable: boolean;
  now: number;
}) {
  const [banners, setBanners] = useState<TextBanner[]>(data.value);
  const issues = useMemo(
    () => messagesUnder((editor.check?.issues ?? []) as CheckIssue[], data.base),
    [editor.check, data.base],
  );
  const save = (next: TextBanner[]) => {
    setBanners(next);
    editor.change(data.base, next);
  };
  const update = (index: number, banner: TextBanner) => save(banners.map((item, at) => (at === index ? banner : item)));
  const move = (index: number, by: number) => {
    const next = [...banners];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    save(next);
  };
  // A new banner starts tomorrow at midnight for a week, in no region yet: the marketer picks them first.
  const tomorrow = zonedLocal(now + DAY, "UTC").slice(0, 10);
  const weekOn = zonedLocal(now + 8 * DAY, "UTC").slice(0, 10);
  return (
    <section className="studio-banners" aria-labelledby="text-banners-title">
      {data.fonts.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      <h2 id="text-banners-title">Footer text banners</h2>
      <p className="studio-screen__intro">
        A line above the footer that links to a page or a product, in the regions you pick, from and until a time of day
        on each region&apos;s own clock. The higher priority shows when two run at once.
      </p>
      {banners.length === 0 ? <p className="studio-empty">No text banners yet.</p> : null}
      <ol className="studio-banners__list" hidden={banners.length === 0}>
        {banners.map((banner, index) => (
          <li key={index}>
            <BannerFields
              index={index}
              count={banners.length}
              banner={banner}
              data={data}
              issues={issues}
              editable={editable}
              onChange={(next) => update(index, next)}
              onMove={(by) => move(index, by)}
              onRemove={() => save(banners.filter((_, at) => at !== index))}
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
            ...banners,
            {
              text: {},
              regions: [],
              link: { page: "home" },
              startLocal: `${tomorrow}T00:00`,
              endLocal: `${weekOn}T00:00`,
            },
          ])
        }
      >
        New text banner
      </button>
    </section>
  );
}

function BannerFields({
  index,
  count,
  banner,
  data,
  issues,
  editable,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  banner: TextBanner;
  data: TextBannerEditorData;
  issues: Record<string, string[]>;
  editable: boolean;
  onChange: (banner: TextBanner) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const number = index + 1;
  const chosen = data.regions.filter((region) => banner.regions.includes(region.code));
  const sets = wordSetsOf(chosen);
  const own = (path: string) => issues[`${index}.${path}`] ?? [];
  const shown = new Set(["regions", "link", "startLocal", "endLocal", "priority", ...sets.map((set) => `text.${set}`)]);
  const other = Object.entries(issues)
    .filter(
      ([key]) => key === String(index) || (key.startsWith(`${index}.`) && !shown.has(key.slice(`${index}.`.length))),
    )
    .flatMap(([, list]) => list);
  const firstSet = sets.find((set) => banner.text?.[set]);
  const first = (firstSet ? banner.text?.[firstSet] : banner.label) ?? "";
  const linkValue = JSON.stringify(banner.link);
  return (
    <fieldset className="studio-group studio-banner" aria-labelledby={`${id}-title`}>
      <legend id={`${id}-title`} className="studio-group__legend">
        Text banner {number}
        {first ? ": " : ""}
        {first ? <span lang={firstSet}>{first.length > 60 ? `${first.slice(0, 59)}…` : first}</span> : null}
      </legend>
      <EntryActions
        noun="banner"
        number={number}
        index={index}
        count={count}
        editable={editable}
        onMove={onMove}
        onRemove={onRemove}
      />
      <FieldMessages id={`${id}-other`} messages={other} />
      <RegionChecks
        id={`${id}-regions`}
        regions={data.regions}
        checked={banner.regions}
        editable={editable}
        missing="Pick the regions the banner runs in."
        onChange={(regions) => onChange({ ...banner, regions })}
      />
      <EntryTexts
        id={id}
        chosen={chosen}
        languages={data.languages}
        text={banner.text}
        noun="banner"
        editable={editable}
        messages={(set) => own(`text.${set}`)}
        onChange={(text) => onChange({ ...banner, text })}
      />
      <div className="studio-field">
        <label htmlFor={`${id}-link`}>Links to</label>
        <select
          id={`${id}-link`}
          value={linkValue}
          disabled={!editable}
          onChange={(event) => onChange({ ...banner, link: JSON.parse(event.target.value) as TextBanner["link"] })}
        >
          {data.links.some((link) => link.value === linkValue) ? null : (
            <option value={linkValue}>
              {"shopCollection" in banner.link ? `Shop collection: ${banner.link.shopCollection}` : linkValue}
            </option>
          )}
          {data.links.map((link) => (
            <option key={link.value} value={link.value}>
              {link.label}
            </option>
          ))}
        </select>
        <FieldMessages
          id={`${id}-link-messages`}
          messages={[...own("link"), ...own("link.page"), ...own("link.product")]}
        />
      </div>
      <WindowBounds id={id} window={banner} chosen={chosen} editable={editable} own={own} onChange={onChange} />
      <div className="studio-field">
        <label htmlFor={`${id}-priority`}>Priority</label>
        <input
          id={`${id}-priority`}
          type="number"
          inputMode="numeric"
          step={1}
          value={banner.priority ?? 0}
          disabled={!editable}
          aria-describedby={`${id}-priority-hint`}
          onChange={(event) => {
            const { priority: _priority, ...rest } = banner;
            const value = Number.parseInt(event.target.value, 10);
            onChange(Number.isFinite(value) && value !== 0 ? { ...rest, priority: value } : rest);
          }}
        />
        <p id={`${id}-priority-hint`} className="studio-field__hint">
          Higher wins when two banners run at once (the launch&apos;s own banners have 0).
        </p>
      </div>
    </fieldset>
  );
}

/** An entry's "From" and "Until" (a menu entry's, a text banner's): each region's local time, emptied to unbounded. */
/** An entry's move and remove buttons, named by its number ("Move banner 2 up") for screen readers and tests. */
export function EntryActions({
  noun,
  number,
  index,
  count,
  editable,
  onMove,
  onRemove,
}: {
  noun: string;
  number: number;
  index: number;
  count: number;
  editable: boolean;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="studio-group__actions">
      <button
        type="button"
        className="studio-link-button"
        disabled={!editable || index === 0}
        onClick={() => onMove(-1)}
      >
        {`Move ${noun} ${number} up`}
      </button>
      <button
        type="button"
        className="studio-link-button"
        disabled={!editable || index === count - 1}
        onClick={() => onMove(1)}
      >
        {`Move ${noun} ${number} down`}
      </button>
      <button type="button" className="studio-link-button" disabled={!editable} onClick={onRemove}>
        {`Remove ${noun} ${number}`}
      </button>
    </div>
  );
}

export function WindowBounds<Entry extends LocalTimeWindow>({
  id,
  window,
  chosen,
  editable,
  own,
  onChange,
}: {
  id: string;
  window: Entry;
  chosen: { code: string; name: string; timeZone: string }[];
  editable: boolean;
  /** The check's messages on one of the entry's fields ("startLocal"). */
  own: (path: string) => string[];
  onChange: (window: Entry) => void;
}) {
  const set = (local: "startLocal" | "endLocal", instant: "startTime" | "endTime", value: string) => {
    const { [local]: _local, [instant]: _instant, ...rest } = window;
    onChange((value ? { ...rest, [local]: value } : rest) as Entry);
  };
  return (
    <>
      <Bound
        id={`${id}-from`}
        label="From"
        local={window.startLocal}
        instant={window.startTime ?? undefined}
        empty="from the start"
        chosen={chosen}
        bound="startTime"
        window={window}
        editable={editable}
        messages={[...own("startLocal"), ...own("startTime")]}
        onChange={(value) => set("startLocal", "startTime", value)}
      />
      <Bound
        id={`${id}-until`}
        label="Until"
        local={window.endLocal}
        instant={window.endTime ?? undefined}
        empty="for good"
        chosen={chosen}
        bound="endTime"
        window={window}
        editable={editable}
        messages={[...own("endLocal"), ...own("endTime")]}
        onChange={(value) => set("endLocal", "endTime", value)}
      />
    </>
  );
}

/** A "From" or "Until": a time of day on each region's clock, and what it means in each chosen region. */
function Bound({
  id,
  label,
  local,
  instant,
  empty,
  chosen,
  bound,
  window,
  editable,
  messages,
  onChange,
}: {
  id: string;
  label: string;
  local: string | undefined;
  instant: string | undefined;
  empty: string;
  chosen: { code: string; name: string; timeZone: string }[];
  bound: "startTime" | "endTime";
  window: LocalTimeWindow;
  editable: boolean;
  messages: string[];
  onChange: (value: string) => void;
}) {
  // A bound stored as one instant for every region is shown on the first chosen region's clock until it is retyped.
  const zone = chosen[0]?.timeZone ?? "UTC";
  const value = local ?? (instant ? zonedLocal(Date.parse(instant), zone) : "");
  return (
    <div className={`studio-field${messages.length ? " studio-field--invalid" : ""}`}>
      <label htmlFor={id}>{label} (each region&apos;s local time)</label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        disabled={!editable}
        aria-invalid={messages.length ? true : undefined}
        aria-describedby={`${id}-hint${messages.length ? ` ${id}-messages` : ""}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={`${id}-hint`} className="studio-field__hint">
        {!value ? (
          <p>Empty: {empty}.</p>
        ) : (
          <>
            {instant && !local ? (
              <p>Set as one instant for every region; typing a time makes it each region&apos;s own.</p>
            ) : null}
            <ul className="studio-banner__times">
              {chosen.map((region) => {
                const at = regionWindow(window, region.timeZone)[bound];
                return at ? (
                  <li key={region.code}>
                    {region.name}: {onClock(at, region.timeZone)}{" "}
                    <span className="studio-instant__utc">
                      ({new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC)
                    </span>
                  </li>
                ) : null;
              })}
            </ul>
          </>
        )}
      </div>
      <FieldMessages id={`${id}-messages`} messages={messages} />
    </div>
  );
}

type ChosenRegion = TextBannerEditorData["regions"][number];

/**
 * The word sets the chosen regions read, most specific first: a language's text, and a regional English where one
 * region reads it (uk: British English, then English).
 */
export function wordSetsOf(chosen: readonly ChosenRegion[]): string[] {
  return [...new Set(chosen.flatMap((region) => region.sets))];
}

/** The regions an entry runs in, as check boxes in the regions' order. */
export function RegionChecks({
  id,
  regions,
  checked,
  editable,
  missing,
  onChange,
}: {
  id: string;
  regions: readonly ChosenRegion[];
  checked: readonly string[];
  editable: boolean;
  /** What to do when none is checked. */
  missing: string;
  onChange: (regions: string[]) => void;
}) {
  return (
    <fieldset
      className="studio-field studio-banner__regions"
      aria-describedby={checked.length === 0 ? `${id}-messages` : undefined}
    >
      <legend>Shown in</legend>
      {regions.map((region) => (
        <label key={region.code}>
          <input
            type="checkbox"
            checked={checked.includes(region.code)}
            disabled={!editable}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? regions.map((item) => item.code).filter((code) => code === region.code || checked.includes(code))
                  : checked.filter((code) => code !== region.code),
              )
            }
          />{" "}
          {region.name}
        </label>
      ))}
      <FieldMessages id={`${id}-messages`} messages={checked.length === 0 ? [missing] : []} />
    </fieldset>
  );
}

/**
 * An entry's words, one field per word set its regions read (the missing ones marked: a region without any of its
 * sets' texts shows no entry); a regional English is optional while its language's text is written.
 */
export function EntryTexts({
  id,
  chosen,
  languages,
  text,
  noun,
  worded = false,
  editable,
  messages,
  onChange,
}: {
  id: string;
  chosen: readonly ChosenRegion[];
  languages: readonly { id: string; name: string }[];
  text: Record<string, string> | undefined;
  /** What the entry is called in the notes: "banner", "menu entry". */
  noun: string;
  /** Whether the site's words already name the entry (its texts then replace them, and none is missing). */
  worded?: boolean;
  editable: boolean;
  messages: (set: string) => string[];
  onChange: (text: Record<string, string>) => void;
}) {
  const nameOf = (set: string) => languages.find((language) => language.id === set)?.name ?? set;
  const readers = (set: string) => chosen.filter((region) => region.sets.includes(set));
  const missing = (region: ChosenRegion) => !region.sets.some((set) => text?.[set]);
  const sets = wordSetsOf(chosen);
  const setText = (set: string, value: string) => {
    const next = { ...text };
    if (value.trim()) next[set] = value;
    else delete next[set];
    onChange(next);
  };
  return (
    <>
      {sets.map((set) => {
        const regions = readers(set);
        // Optional: a regional English where every region reading it also reads a language text that is written.
        const optional = regions.every((region) => region.sets.indexOf(set) < region.sets.length - 1);
        const empty = !text?.[set];
        const unread = regions.filter(missing);
        const notes = [
          ...messages(set),
          ...(empty && !optional && !worded && unread.length
            ? [`Missing: ${unread.map((region) => region.name).join(", ")} shows no ${noun} without it.`]
            : []),
        ];
        return (
          <div key={set} className={`studio-field${notes.length ? " studio-field--invalid" : ""}`}>
            <label htmlFor={`${id}-text-${set}`}>
              Text in {nameOf(set)}
              {optional ? " (optional)" : ""}
            </label>
            <input
              id={`${id}-text-${set}`}
              type="text"
              maxLength={200}
              lang={set}
              value={text?.[set] ?? ""}
              disabled={!editable}
              aria-invalid={notes.length ? true : undefined}
              aria-describedby={`${id}-text-${set}-hint${notes.length ? ` ${id}-text-${set}-messages` : ""}`}
              onChange={(event) => setText(set, event.target.value)}
            />
            <p id={`${id}-text-${set}-hint`} className="studio-field__hint">
              Shown in {regions.map((region) => region.name).join(", ")}
              {optional ? `; left empty, they show the ${nameOf(regions[0]!.sets.at(-1)!)} text` : ""}.
            </p>
            <FieldMessages id={`${id}-text-${set}-messages`} messages={notes} />
          </div>
        );
      })}
    </>
  );
}
