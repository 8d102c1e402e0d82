import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { screenMeta } from "../components/frame";
import { DraftsScreen } from "../screens/DraftsScreen";
import { loadDrafts } from "../screens.server";

export const meta = screenMeta;

export const loader = ({ context }: LoaderFunctionArgs) => loadDrafts(context);

export default function DraftsRoute() {
  const loaderData = useLoaderData<typeof loader>();
  return <DraftsScreen drafts={loaderData.workspace.drafts} contentFiles={loaderData.contentFiles} />;
}
