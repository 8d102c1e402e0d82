import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { screenMeta, useFrame } from "../components/frame";
import { Workspace } from "../components/Workspace";
import { ScheduleScreen } from "../screens/ScheduleScreen";
import { loadSchedule } from "../screens.server";

export const meta = screenMeta;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSchedule(request, context);

export default function ScheduleRoute() {
  const loaderData = useLoaderData<typeof loader>();
  const { workspace, schedule, preview } = loaderData;
  const { csrf } = useFrame();
  return (
    <Workspace workspace={workspace} preview={preview}>
      {() => <ScheduleScreen {...schedule} csrf={csrf} draft={workspace.draft?.id ?? null} />}
    </Workspace>
  );
}
