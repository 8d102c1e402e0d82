import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { screenMeta } from "../components/frame";
import { Workspace } from "../components/Workspace";
import { CalendarScreen } from "../screens/CalendarScreen";
import { loadCalendar } from "../screens.server";

export const meta = screenMeta;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCalendar(request, context);

export default function CalendarRoute() {
  const { workspace, preview, calendar, years, now } = useLoaderData<typeof loader>();
  return (
    <Workspace workspace={workspace} preview={preview}>
      {() => <CalendarScreen calendar={calendar} years={years} now={now} />}
    </Workspace>
  );
}
