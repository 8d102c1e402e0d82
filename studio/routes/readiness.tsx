import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { screenMeta } from "../components/frame";
import { Workspace } from "../components/Workspace";
import { ReadinessScreen } from "../screens/ReadinessScreen";
import { loadReadiness } from "../screens.server";

export const meta = screenMeta;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadReadiness(request, context);

export default function ReadinessRoute() {
  const { workspace, markets, preview, fonts } = useLoaderData<typeof loader>();
  return (
    <Workspace workspace={workspace} preview={preview}>
      {() => <ReadinessScreen markets={markets} fonts={fonts} draft={workspace.draft?.id ?? null} />}
    </Workspace>
  );
}
