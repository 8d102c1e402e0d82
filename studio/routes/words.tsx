import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { screenMeta } from "../components/frame";
import { Workspace } from "../components/Workspace";
import { WordsScreen, useWordsView } from "../screens/WordsScreen";
import { loadWords } from "../screens.server";

export const meta = screenMeta;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadWords(request, context);

export default function WordsRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const { workspace, words, preview } = loaderData;
  const view = useWordsView();
  return (
    <Workspace workspace={workspace} preview={preview}>
      {(editor, editable) => (
        <WordsScreen
          key={`${words.picker.selected} ${workspace.draft?.id ?? ""}`}
          {...words}
          editor={editor}
          editable={editable}
          view={view}
        />
      )}
    </Workspace>
  );
}
