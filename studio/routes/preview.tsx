import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { screenMeta, useFrame } from "../components/frame";
import { PreviewScreen } from "../screens/PreviewScreen";
import { loadPreviewLinks, screenAction } from "../screens.server";

export const meta = screenMeta;

export const loader = ({ context }: LoaderFunctionArgs) => loadPreviewLinks(context);

// The preview-link form posts here (and is answered with a redirect to the link).
export const action = ({ request, context }: ActionFunctionArgs) => screenAction(request, context);

export default function PreviewRoute() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <PreviewScreen
      csrf={useFrame().csrf}
      now={loaderData.now}
      lifetimes={loaderData.lifetimes}
      drafts={loaderData.drafts}
    />
  );
}
