// How the studio names a draft of a release's content files (studio/content-files.server.ts makes them): its title, and
// the note the Drafts and Overview screens show with it. Shared by the server and the screens.

/** An open draft that offers a release's content files. */
export interface ContentFilesDraft {
  draft: number;
  title: string;
  /** The release whose files it offers; null for the working copy a development server runs. */
  release: string | null;
  /** The files it changes now (a publisher may have edited it since). */
  files: string[];
}

/** Where offered files come from: a release, or the working copy a development server runs (no release). */
export function contentFilesSource(release: string | null): string {
  return release ? `release ${release}` : "the working copy (npm run dev)";
}

/** The title of the draft that offers a release's content files. */
export function contentFilesTitle(release: string | null): string {
  return `Content files of ${contentFilesSource(release)}`;
}

/** What the studio says of such a draft. */
export function contentFilesNote({ release, files }: Pick<ContentFilesDraft, "release" | "files">): string {
  return `From the content files of ${contentFilesSource(release)}: ${files.join(", ")} changed since the release before, and the published version does not have them. Review it and publish it as any draft.`;
}
