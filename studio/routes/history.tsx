import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { screenMeta, useFrame } from "../components/frame";
import { HistoryScreen } from "../screens/HistoryScreen";
import { loadHistory } from "../screens.server";

export const meta = screenMeta;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadHistory(request, context);

export default function HistoryRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const { csrf, member } = useFrame();
  return <HistoryScreen {...loaderData.history} csrf={csrf} role={member.role} />;
}
