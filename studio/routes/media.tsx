import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { screenMeta, useFrame } from "../components/frame";
import { MediaScreen } from "../screens/MediaScreen";
import { loadMedia, mediaAction } from "../screens.server";

export const meta = screenMeta;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadMedia(request, context);

// The upload and delete forms post here (the server reads a media upload's body up to its own bound).
export const action = ({ request, context }: ActionFunctionArgs) => mediaAction(request, context);

export default function MediaRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <MediaScreen csrf={useFrame().csrf} {...loaderData} refusal={refusal?.status === "refused" ? refusal : null} />
  );
}
