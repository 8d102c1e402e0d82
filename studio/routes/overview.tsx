import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useFrame, screenMeta } from "../components/frame";
import { Overview } from "../screens/Overview";
import { loadOverview, screenAction } from "../screens.server";

export const meta = screenMeta;

export const loader = ({ context }: LoaderFunctionArgs) => loadOverview(context);

// The frame's sign-out form posts here.
export const action = ({ request, context }: ActionFunctionArgs) => screenAction(request, context);

export default function OverviewRoute() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <Overview
      member={useFrame().member}
      seasons={loaderData.seasons}
      contentFiles={loaderData.contentFiles}
      recent={loaderData.recent}
    />
  );
}
